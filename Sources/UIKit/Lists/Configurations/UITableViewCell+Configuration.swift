import Foundation

extension UITableViewCell: ConfigurationHost {
    /// Runs after ``updateConfiguration(using:)`` each time the cell updates its
    /// configurations, with the cell and its state (LC13).
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// What the cell shows, as a configuration (iOS 14): its view becomes the cell's
    /// ``contentView`` (or the current content view takes it when it supports it, LC14).
    /// Setting it applies it at once, updated for the cell's state when
    /// ``automaticallyUpdatesContentConfiguration`` is on. Default nil.
    /// Difference from UIKit: not overridable (`public`, not `open`).
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { _configurationStorage.contentConfiguration }
        set { _setContentConfiguration(newValue) }
    }

    /// The cell's background, as a configuration (iOS 14), drawn behind the content. Setting
    /// one resets ``backgroundColor`` to nil (LC9). Default nil: the legacy background colour.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { _configurationStorage.backgroundConfiguration }
        set { _setBackgroundConfiguration(newValue) }
    }

    /// Whether each update replaces the content configuration with its `updated(for:)` the
    /// cell's state. Default true.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { _configurationStorage.automaticallyUpdatesContentConfiguration }
        set { _configurationStorage.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether each update replaces the background configuration with its `updated(for:)`
    /// the cell's state. Default true.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { _configurationStorage.automaticallyUpdatesBackgroundConfiguration }
        set { _configurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// Runs after ``updateConfiguration(using:)`` in each update. Setting it asks for an
    /// update. Capture the cell weakly or use the handler's cell argument (a strong capture
    /// is a cycle, as in UIKit).
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { _configurationStorage.updateHandler as? ConfigurationUpdateHandler }
        set {
            _configurationStorage.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for one update of the configurations (LC11): ``updateConfiguration(using:)`` and
    /// the handler run once however often it is asked, at the start of the next scheduler
    /// turn (before layout) or when the cell is laid out first. State changes (selection,
    /// highlight, editing, traits) ask for it.
    public func setNeedsUpdateConfiguration() { _setNeedsUpdateConfiguration() }

    /// A new list content configuration for the cell's style, with no content (LC4):
    /// ``UIListContentConfiguration/cell()`` for `.default`, `subtitleCell()` for
    /// `.subtitle`, `valueCell()` for `.value1` and `.value2`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The background configuration of the cell's table style (LC4): `listPlainCell()` in a
    /// plain table or outside a table, `listGroupedCell()` in a grouped or inset-grouped one.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let table = _tableView, table.style != .plain else { return .listPlainCell() }
        return .listGroupedCell()
    }

    func _makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isDisabled = !isUserInteractionEnabled
        let storage = _configurationStorage
        state.isExpanded = storage.isExpanded
        state.isSwiped = storage.isSwiped
        state.isReordering = storage.isReordering
        state.cellDragState = storage.dragState
        state.cellDropState = storage.dropState
        return state
    }

    var _currentConfigurationState: any UIConfigurationState { configurationState }

    func _runUpdateConfiguration(_ state: any UIConfigurationState) {
        guard let state = state as? UICellConfigurationState else { return }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func _installConfigurationContentView(_ view: UIView) { _replaceContentView(with: view) }

    var _hostContentView: UIView { contentView }

    /// TB2: a background configuration replaces the background colour and views.
    func _backgroundConfigurationWasSet() {
        backgroundColor = nil
        backgroundView = nil
        selectedBackgroundView = nil
    }

    /// The configuration part of the cell's layout: the pending update and the background
    /// view. (An inset-grouped table's rounded section corners are the cell layer's, set by
    /// the table, LC30; the separator inset follows the text after layout, LC20, SX9.)
    func _layoutCellConfigurations() {
        _layoutConfigurations()
    }
}
