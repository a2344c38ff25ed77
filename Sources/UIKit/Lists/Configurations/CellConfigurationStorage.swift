import Foundation

/// What a cell, header or footer keeps for its configurations: the content and background
/// configurations and their views, whether they update automatically, the update handler,
/// the cell-only states, and where the configuration update stands.
@preconcurrency @MainActor
final class CellConfigurationStorage {
    /// Where the configuration update stands (LC11).
    enum UpdatePhase: Equatable {
        /// Nothing to do.
        case upToDate
        /// An update is wanted; `scheduled` when a scheduler turn will run it (else the next
        /// layout of the view does).
        case needed(scheduled: Bool)
        /// `updateConfiguration(using:)` or the handler is running; requests are ignored.
        case updating
    }

    var phase: UpdatePhase = .needed(scheduled: false)
    var contentConfiguration: (any UIContentConfiguration)?
    var backgroundConfiguration: UIBackgroundConfiguration?
    /// The background configuration's view, behind the content.
    var backgroundView: BackgroundConfigurationView?
    var automaticallyUpdatesContentConfiguration = true
    var automaticallyUpdatesBackgroundConfiguration = true
    /// The update handler, typed by the owner's extension.
    var updateHandler: Any?
    /// Whether the background is still the default one a list cell gets from its list.
    var usesDefaultBackground = false
    /// Whether the owner observes its traits for updates yet.
    var observesTraits = false
    // Cell states other parts of the list set (editing of collection cells, outline
    // expansion, swipes, reordering, drag and drop).
    var isEditing = false
    var isExpanded = false
    var isSwiped = false
    var isReordering = false
    var dragState: UICellConfigurationState.DragState = .none
    var dropState: UICellConfigurationState.DropState = .none
    /// The cell's place in a section card, as its list last gave it (LC30).
    var sectionCard: ListSectionCard = .none
}

/// The traits whose change updates a configured view's configurations (LC12).
@MainActor let configurationTraits: [UITrait] = [
    UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self, UITraitHorizontalSizeClass.self,
    UITraitVerticalSizeClass.self, UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self,
    UITraitLayoutDirection.self, UITraitUserInterfaceLevel.self,
]

/// A view with content and background configurations: cells and table headers and footers.
/// The extensions of each class give it its state; the update machinery is shared here.
@MainActor
protocol ConfigurationHost: UIView {
    var _configurationStorage: CellConfigurationStorage { get }
    /// The state passed to configurations and `updateConfiguration(using:)`.
    var _currentConfigurationState: any UIConfigurationState { get }
    /// Calls the owner's `updateConfiguration(using:)` then its handler.
    func _runUpdateConfiguration(_ state: any UIConfigurationState)
    /// Makes `view` the owner's content view.
    func _installConfigurationContentView(_ view: UIView)
    /// The owner's current content view.
    var _hostContentView: UIView { get }
    /// Called after a background configuration is set (drops the legacy backgrounds).
    func _backgroundConfigurationWasSet()
}

extension ConfigurationHost {
    /// LC11: asks for one update, at the start of the next scheduler turn or at the next
    /// layout of the view, whichever comes first; ignored while the update runs.
    func _setNeedsUpdateConfiguration() {
        let storage = _configurationStorage
        switch storage.phase {
        case .updating, .needed(scheduled: true): return
        case .upToDate, .needed(scheduled: false): break
        }
        storage.phase = .needed(scheduled: true)
        setNeedsLayout()
        UIKitScheduler.shared.enqueue(.transitions) { [weak self] in
            self?._updateConfigurationIfNeeded()
        }
    }

    /// Runs the pending update: automatic updates of the configurations for the state, then
    /// `updateConfiguration(using:)`, then the handler (LC11, LC13).
    func _updateConfigurationIfNeeded() {
        let storage = _configurationStorage
        guard case .needed = storage.phase else { return }
        if !storage.observesTraits {
            storage.observesTraits = true
            registerForTraitChanges(configurationTraits) { (view: UIView, _: UITraitCollection) in
                (view as? any ConfigurationHost)?._setNeedsUpdateConfiguration()
            }
        }
        storage.phase = .updating
        defer { storage.phase = .upToDate }
        let state = _currentConfigurationState
        if storage.automaticallyUpdatesContentConfiguration, let configuration = storage.contentConfiguration {
            _applyContentConfiguration(configuration.updated(for: state))
        }
        if storage.automaticallyUpdatesBackgroundConfiguration, let configuration = storage.backgroundConfiguration {
            _applyBackgroundConfiguration(configuration.updated(for: state))
        }
        _runUpdateConfiguration(state)
    }

    /// LE21: the cell's configuration state says whether its row shows swipe actions.
    func _setSwiped(_ swiped: Bool) {
        guard _configurationStorage.isSwiped != swiped else { return }
        _configurationStorage.isSwiped = swiped
        _setNeedsUpdateConfiguration()
    }

    // MARK: Content

    /// LC14: shows `configuration`: the current content view takes it when it is a content
    /// view that supports it, else the configuration's new view replaces the content view;
    /// nil puts back an empty content view.
    func _applyContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        let storage = _configurationStorage
        storage.contentConfiguration = configuration
        guard let configuration else {
            if _hostContentView is any UIContentView { _installConfigurationContentView(UIView(frame: .zero)) }
            return
        }
        if let current = _hostContentView as? any UIView & UIContentView, current.supports(configuration) {
            current.configuration = configuration
        } else {
            _installConfigurationContentView(configuration.makeContentView())
        }
        setNeedsLayout()
    }

    /// Sets the content configuration as the app does: updated for the current state when
    /// updates are automatic (LC14).
    func _setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        guard let configuration else { return _applyContentConfiguration(nil) }
        let automatic = _configurationStorage.automaticallyUpdatesContentConfiguration
        _applyContentConfiguration(automatic ? configuration.updated(for: _currentConfigurationState) : configuration)
    }

    // MARK: Background

    /// Shows `configuration` in the background view behind the content (LC9).
    func _applyBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        let storage = _configurationStorage
        storage.backgroundConfiguration = configuration
        guard let configuration else {
            storage.backgroundView?.removeFromSuperview()
            storage.backgroundView = nil
            return
        }
        let view = storage.backgroundView ?? BackgroundConfigurationView(frame: bounds)
        if storage.backgroundView == nil {
            storage.backgroundView = view
            insertSubview(view, at: 0)
        }
        view.configuration = configuration
        _layoutBackgroundView()
    }

    /// Sets the background configuration as the app does (LC9).
    func _setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        _configurationStorage.usesDefaultBackground = false
        if configuration != nil { _backgroundConfigurationWasSet() }
        guard let configuration else { return _applyBackgroundConfiguration(nil) }
        let automatic = _configurationStorage.automaticallyUpdatesBackgroundConfiguration
        _applyBackgroundConfiguration(automatic ? configuration.updated(for: _currentConfigurationState) : configuration)
    }

    /// Places the background view: the bounds inset by the configuration's insets (plus the
    /// layout margins on the edges it names).
    func _layoutBackgroundView() {
        guard let view = _configurationStorage.backgroundView, let configuration = view.configuration else { return }
        var insets = configuration.backgroundInsets
        let margins = directionalLayoutMargins
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        view.frame = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        if view.superview === self, subviews.first !== view { insertSubview(view, at: 0) }
    }

    /// The configuration-related layout a host does in `layoutSubviews` (before its own).
    func _layoutConfigurations() {
        _updateConfigurationIfNeeded()
        _layoutBackgroundView()
    }
}
