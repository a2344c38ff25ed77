import Foundation

/// The names behind the deprecated orientation notifications, for UIKit's own posting.
private let willChangeOrientation = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
private let didChangeOrientation = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
private let orientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"

/// Deprecated members of `UIApplication` that apps still use, doing what iOS 17 does with
/// them (J4, J5).
extension UIApplication {
    /// Deprecated (iOS 13): posted when the interface is about to rotate, after the app
    /// delegate's `application(_:willChangeStatusBarOrientation:duration:)`; `userInfo`'s
    /// ``statusBarOrientationUserInfoKey`` holds the new orientation's raw value (J4).
    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public static let willChangeStatusBarOrientationNotification = willChangeOrientation

    /// Deprecated (iOS 13): posted once the interface rotated, after the app delegate's
    /// `application(_:didChangeStatusBarOrientation:)`; `userInfo`'s
    /// ``statusBarOrientationUserInfoKey`` holds the old orientation's raw value (J4).
    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public static let didChangeStatusBarOrientationNotification = didChangeOrientation

    /// Deprecated (iOS 13): the `userInfo` key of the orientation notifications (an
    /// `NSNumber` with a `UIInterfaceOrientation` raw value).
    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public static let statusBarOrientationUserInfoKey = orientationUserInfoKey

    /// Deprecated (iOS 13): whether the app asks for the status bar's network activity
    /// spinner. It keeps what is set and shows nothing, as on iOS 13 and later (J5).
    @available(*, deprecated, message: "Provide a custom network activity UI in your app if desired.")
    public var isNetworkActivityIndicatorVisible: Bool {
        get { _isNetworkActivityIndicatorVisible }
        set { _isNetworkActivityIndicatorVisible = newValue }
    }

    /// J4: the will-change notification, posted right after the delegate heard of it.
    func _postWillChangeStatusBarOrientation(to orientation: UIInterfaceOrientation) {
        NotificationCenter.default.post(name: willChangeOrientation, object: self,
                                        userInfo: [orientationUserInfoKey: NSNumber(value: orientation.rawValue)])
    }

    /// J4: the did-change notification, posted right after the delegate heard of it.
    func _postDidChangeStatusBarOrientation(from orientation: UIInterfaceOrientation) {
        NotificationCenter.default.post(name: didChangeOrientation, object: self,
                                        userInfo: [orientationUserInfoKey: NSNumber(value: orientation.rawValue)])
    }
}
