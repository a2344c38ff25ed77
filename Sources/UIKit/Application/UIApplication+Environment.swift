import Foundation

/// Orientation, status bar and memory of the app (R4, S1, Z3).
extension UIApplication {
    /// Posted when the app receives a memory warning (Z3).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The orientations the app supports in `window`: the delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`, which by default reads
    /// Info.plist (R4).
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        if let delegate { return delegate.application(self, supportedInterfaceOrientationsFor: window) }
        return _infoPlistOrientations
    }

    /// `UISupportedInterfaceOrientations` from Info.plist (`~ipad` first on pads); without
    /// the key, every orientation of the idiom (all on iPad, all but upside down on iPhone).
    var _infoPlistOrientations: UIInterfaceOrientationMask {
        let pad = UIDevice.current.userInterfaceIdiom == .pad
        let info = _info
        let names = (pad ? info["UISupportedInterfaceOrientations~ipad"] as? [String] : nil)
            ?? info["UISupportedInterfaceOrientations"] as? [String]
        guard let names else { return pad ? .all : .allButUpsideDown }
        let known: [String: UIInterfaceOrientationMask] = [
            "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
            "UIInterfaceOrientationLandscapeLeft": .landscapeLeft, "UIInterfaceOrientationLandscapeRight": .landscapeRight,
        ]
        return names.reduce(into: []) { $0.formUnion(known[$1] ?? []) }
    }

    /// Deprecated (iOS 13): the interface orientation (the main window scene's).
    @available(*, deprecated, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { UIWindowScene._main.interfaceOrientation }
    /// Deprecated (iOS 13): whether the status bar is hidden.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool { UIWindowScene._main.statusBarManager?.isStatusBarHidden ?? true }
    /// Deprecated (iOS 13): the status bar style.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarStyle: UIStatusBarStyle { UIWindowScene._main.statusBarManager?.statusBarStyle ?? .default }
    /// Deprecated (iOS 13): the status bar frame.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { UIWindowScene._main.statusBarManager?.statusBarFrame ?? .zero }

    /// Sends a memory warning, as the simulator's Debug ▸ Simulate Memory Warning (an
    /// OpenUIKit addition; UIKit's private `_performMemoryWarning`): the delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then
    /// ``didReceiveMemoryWarningNotification``, then `didReceiveMemoryWarning()` on every
    /// live controller, on screen or not, oldest first (Z3). Views stay loaded.
    public func performMemoryWarning() {
        ImageAssetLocator.purge()
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        for controller in LiveControllers.all {
            controller._sendLifecycle(.didReceiveMemoryWarning) { controller.didReceiveMemoryWarning() }
        }
    }
}
