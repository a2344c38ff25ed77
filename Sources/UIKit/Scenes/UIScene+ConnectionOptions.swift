import Foundation

extension UIScene {
    /// Why a scene is being connected: the URLs to open and the activities to continue or
    /// restore that came with the request. Made by UIKit.
    @preconcurrency @MainActor
    public final class ConnectionOptions: NSObject {
        /// URLs to open.
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked, if any.
        public let sourceApplication: String?
        /// The type of a Handoff activity being continued, if any.
        public let handoffUserActivityType: String?
        /// Activities to continue, including the one passed to
        /// `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
        public let userActivities: Set<NSUserActivity>
        /// The Home Screen quick action that launched the app, if any (E18): the scene's
        /// delegate performs it itself, since `windowScene(_:performActionFor:completionHandler:)`
        /// is not called for it.
        public let shortcutItem: UIApplicationShortcutItem?

        init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
             handoffUserActivityType: String? = nil, userActivities: Set<NSUserActivity> = [],
             shortcutItem: UIApplicationShortcutItem? = nil) {
            self.shortcutItem = shortcutItem
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            self.userActivities = userActivities
        }
    }

    /// Options that came with a URL to open.
    public struct OpenURLOptions: Sendable {
        /// The bundle identifier of the app that asked to open it.
        public let sourceApplication: String?
        /// Whether the file must be opened in place.
        public let openInPlace: Bool

        init(sourceApplication: String? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.openInPlace = openInPlace
        }
    }

    /// Options for `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
    @preconcurrency @MainActor
    public class ActivationRequestOptions: NSObject {
        /// The scene the request comes from.
        public var requestingScene: UIScene?
        /// Creates empty options.
        public override init() {}
    }
}

/// Options for `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)`.
@preconcurrency @MainActor
public final class UISceneDestructionRequestOptions: NSObject {
    /// How the windows go away.
    public enum WindowDismissalAnimation: Int, Sendable {
        /// The system's usual animation.
        case standard = 1
        /// The animation of a window whose changes were accepted.
        case commit = 2
        /// The animation of a window whose changes were discarded.
        case decline = 3
    }
    /// The dismissal animation. Default `.standard`.
    public var windowDismissalAnimation: WindowDismissalAnimation = .standard
    /// Creates default options.
    public override init() {}
}

/// A URL to open, with its options.
public final class UIOpenURLContext: NSObject, @unchecked Sendable {
    /// The URL.
    public let url: URL
    /// Where it came from and how to open it.
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }

}
