import Foundation

/// Where the app keeps what outlives its process: iOS's sandbox container, whose `Library`
/// holds saved interface state and scene sessions.
extension UIApplication {
    nonisolated(unsafe) private static var _dataContainerOverride: URL?

    /// The app's data container (an OpenUIKit addition; on iOS the sandbox home,
    /// `NSHomeDirectory()`). State restoration archives and scene sessions are kept under its
    /// `Library` folder, so a later launch of the same app finds them.
    ///
    /// Chosen, first match wins: a value set here; the `OPENUIKIT_DATA_CONTAINER` environment
    /// variable (a child process launched by a test inherits it); else
    /// `$XDG_DATA_HOME/OpenUIKit/<app>` (`~/.local/share/OpenUIKit/<app>`), where `<app>` is
    /// `Bundle.main.bundleIdentifier` or, without one, the executable's name.
    public var dataContainerURL: URL {
        get { Self._dataContainerURL }
        set { Self._dataContainerOverride = newValue }
    }

    /// ``dataContainerURL`` read without an application instance.
    nonisolated static var _dataContainerURL: URL {
        if let url = _dataContainerOverride { return url }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["OPENUIKIT_DATA_CONTAINER"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        return dataHome.appendingPathComponent("OpenUIKit", isDirectory: true)
            .appendingPathComponent(_appName, isDirectory: true)
    }

    /// The app's name for folders: its bundle identifier, or its executable's name.
    nonisolated static var _appName: String {
        Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }

    /// `Library` inside the data container.
    nonisolated static var _libraryURL: URL {
        _dataContainerURL.appendingPathComponent("Library", isDirectory: true)
    }
}
