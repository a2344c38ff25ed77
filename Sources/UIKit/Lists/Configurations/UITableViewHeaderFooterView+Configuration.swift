import Foundation

extension UITableViewHeaderFooterView: ConfigurationHost {
    /// Runs after ``updateConfiguration(using:)`` each time the view updates its
    /// configurations, with the view and its state (LC13).
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// What the header or footer shows, as a configuration (iOS 14): its view becomes the
    /// ``contentView`` (or the current content view takes it when it supports it, LC14).
    /// Default nil.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { _configurationStorage.contentConfiguration }
        set { _setContentConfiguration(newValue) }
    }

    /// The background, as a configuration (iOS 14). Setting one removes ``backgroundView`` (LC9).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { _configurationStorage.backgroundConfiguration }
        set { _setBackgroundConfiguration(newValue) }
    }

    /// Whether each update replaces the content configuration with its `updated(for:)` the
    /// view's state. Default true.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { _configurationStorage.automaticallyUpdatesContentConfiguration }
        set { _configurationStorage.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether each update replaces the background configuration with its `updated(for:)`
    /// the view's state. Default true.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { _configurationStorage.automaticallyUpdatesBackgroundConfiguration }
        set { _configurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// Runs after ``updateConfiguration(using:)`` in each update. Setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { _configurationStorage.updateHandler as? ConfigurationUpdateHandler }
        set {
            _configurationStorage.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for one update of the configurations (LC11).
    public func setNeedsUpdateConfiguration() { _setNeedsUpdateConfiguration() }

    /// A new list content configuration for the table's style, with no content (LC4):
    /// ``UIListContentConfiguration/plainHeader()`` or `plainFooter()` in a plain table (or
    /// outside a table), `groupedHeader()` or `groupedFooter()` in a grouped or
    /// inset-grouped one.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (_tableStyle, _isHeader) {
        case (.plain, true): return .plainHeader()
        case (.plain, false): return .plainFooter()
        case (_, true): return .groupedHeader()
        case (_, false): return .groupedFooter()
        }
    }

    /// The background configuration of the table's style: `listPlainHeaderFooter()` in a
    /// plain table, `listGroupedHeaderFooter()` in a grouped one (LC4).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        _tableStyle == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }

    func _makeConfigurationState() -> UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    var _currentConfigurationState: any UIConfigurationState { configurationState }

    func _runUpdateConfiguration(_ state: any UIConfigurationState) {
        guard let state = state as? UIViewConfigurationState else { return }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func _installConfigurationContentView(_ view: UIView) { _replaceContentView(with: view) }

    var _hostContentView: UIView { contentView }

    func _backgroundConfigurationWasSet() { backgroundView = nil }
}
