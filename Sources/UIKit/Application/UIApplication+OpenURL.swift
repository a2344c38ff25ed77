import Foundation

/// Opening URLs in other apps (DD7).
extension UIApplication {
    /// Options for ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link claimed by an installed app (a `Bool`).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL schemes iOS's own apps open: Safari, Mail, Phone, Messages, FaceTime, Maps,
    /// the App Store, and the sheets data detectors show.
    static let _systemURLSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio",
                                                 "maps", "itms-apps", "x-apple-data-detectors"]

    /// The URLs opened so far, oldest first: what tests check an app (or a tapped link)
    /// opened (DD7). OpenUIKit addition; cleared by `resetUIKit()`.
    @_spi(Testing) public static var _openedURLs: [URL] = []

    /// DD7: whether a URL's scheme has an app to open it: iOS's own schemes (`http`,
    /// `https`, `mailto`, `tel`, `sms`, `facetime`, `maps`, …). Difference from UIKit: no other
    /// app is installed, and `LSApplicationQueriesSchemes` is not consulted.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return Self._systemURLSchemes.contains(scheme)
    }

    /// DD7: opens `url` in the app that handles it. A URL ``canOpenURL(_:)`` accepts is
    /// opened (recorded, nothing leaves the process); with `.universalLinksOnly` true nothing
    /// opens (no installed app claims universal links). `completion` runs later on the main
    /// actor, in the scheduler's completion phase, with whether it opened, as UIKit calls it
    /// asynchronously on the main queue.
    @preconcurrency
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        let opened = !universalOnly && canOpenURL(url)
        if opened { Self._openedURLs.append(url) }
        guard let completion else { return }
        UIKitScheduler.shared.enqueue(.completions) { completion(opened) }
    }

    /// DD7: `open(_:options:completionHandler:)` for `async` callers: whether it opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        await withCheckedContinuation { continuation in
            open(url, options: options) { continuation.resume(returning: $0) }
        }
    }
}
