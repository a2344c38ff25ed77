import Foundation

extension UICollectionViewCell: ConfigurationHost {
    /// Runs after ``updateConfiguration(using:)`` each time the cell updates its
    /// configurations, with the cell and its state (LC13).
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

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
    /// one resets `backgroundColor`, ``backgroundView`` and ``selectedBackgroundView`` to nil
    /// (LC9). Default nil (a ``UICollectionViewListCell``'s is its list's, LC16).
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
    /// update. Capture the cell weakly or use the handler's cell argument.
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

    /// A plain list cell's background (`listPlainCell()`); a ``UICollectionViewListCell``'s
    /// follows its list's appearance (LC16). Difference from UIKit: not overridable.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        (self as? UICollectionViewListCell)?._listDefaultBackgroundConfiguration() ?? .listPlainCell()
    }

    /// Whether the cell shows its collection view's editing mode; the collection view sets it.
    var _isEditing: Bool {
        get { _configurationStorage.isEditing }
        set {
            guard newValue != _configurationStorage.isEditing else { return }
            _configurationStorage.isEditing = newValue
            (self as? UICollectionViewListCell)?._editingDidChange()
            setNeedsUpdateConfiguration()
        }
    }

    func _makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        let storage = _configurationStorage
        state.isEditing = storage.isEditing
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

    func _backgroundConfigurationWasSet() {
        backgroundColor = nil
        backgroundView = nil
        selectedBackgroundView = nil
    }
}
