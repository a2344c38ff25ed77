@_spi(Testing) import UIKit

/// Launches the app inside the test process as `UIApplicationMain` does — the main
/// interface or scene manifest of `infoDictionary`, the app delegate's launch callbacks,
/// the first scene and its delegate — without taking over the main run loop, then drains
/// it, so the app is active and its first screen has appeared. Scene delegates named in the
/// manifest are found with `NSClassFromString` (`"Module.Class"`, or a bare name in the app
/// delegate's module). Returns false when the delegate refused to launch.
///
/// `bundle` holds the storyboards Info.plist names (`UIMainStoryboardFile`,
/// `UISceneStoryboardFile`): a test target's `Bundle.module`; nil keeps the one set before
/// (`Bundle.main` at first).
///
/// UIKit state is process-wide: call ``resetApplicationLifecycle()`` before the next launch.
@MainActor
@discardableResult
public func launchApplication(_ delegate: any UIApplicationDelegate, infoDictionary: [String: Any]? = nil, bundle: Bundle? = nil) -> Bool {
    let app = UIApplication.shared
    if let infoDictionary { app.infoDictionary = infoDictionary }
    if let bundle { UIApplication._interfaceBundle = bundle }
    let launched = app._launchForTesting(delegate: delegate)
    drainMainRunLoop()
    return launched
}

/// Puts the application back as before any launch: scenes that a launch connected are
/// removed without callbacks and their windows hidden, open sessions are forgotten (saved
/// files stay), the default window scene is back in front, and the app is inactive with no
/// delegate and not terminated.
@MainActor
public func resetApplicationLifecycle() {
    UIApplication.shared._resetLifecycle()
}
