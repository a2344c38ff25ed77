@_spi(Testing) import UIKit

/// Launches the app inside the test process as `UIApplicationMain` does — the main
/// interface or scene manifest of `infoDictionary`, the app delegate's launch callbacks,
/// the first scene and its delegate — without taking over the main run loop, then drains
/// it, so the app is active and its first screen has appeared. Scene delegates named in the
/// manifest are found with `NSClassFromString` (`"Module.Class"`, or a bare name in the app
/// delegate's module). Returns the launch callbacks' answer (false from either withholds a
/// launch's quick action; the app launches all the same, as on iOS).
///
/// `bundle` holds the storyboards Info.plist names (`UIMainStoryboardFile`,
/// `UISceneStoryboardFile`): a test target's `Bundle.module`; nil keeps the one set before
/// (`Bundle.main` at first).
///
/// `quickAction` launches the app as choosing that Home Screen quick action does (E17, E18):
/// the type of one of the actions the Home Screen shows (``homeScreenQuickActions()``); a
/// type it does not show records a test issue and launches without one.
///
/// UIKit state is process-wide: call ``resetApplicationLifecycle()`` before the next launch.
@MainActor
@discardableResult
public func launchApplication(_ delegate: any UIApplicationDelegate, infoDictionary: [String: Any]? = nil, bundle: Bundle? = nil,
                              quickAction: String? = nil) -> Bool {
    let app = UIApplication.shared
    if let infoDictionary { app.infoDictionary = infoDictionary }
    if let bundle { UIApplication._interfaceBundle = bundle }
    let item = quickAction.flatMap { offeredQuickAction($0) }
    let launched = app._launchForTesting(delegate: delegate, shortcutItem: item)
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

/// The quick actions the Home Screen shows when the user presses the app's icon: Info.plist's
/// static `UIApplicationShortcutItems`, then `UIApplication.shortcutItems`, at most four (E16).
@MainActor
public func homeScreenQuickActions() -> [UIApplicationShortcutItem] {
    UIApplication.shared._homeScreenQuickActions
}

/// The user presses the running app's icon on the Home Screen and chooses the quick action
/// of `type` (`UIApplication.simulateQuickAction(_:completionHandler:)`, E19), then the run
/// loop is drained. Returns what the app passed to the completion handler, or nil when it has
/// not called it (yet). A type the Home Screen does not show records a test issue and does nothing.
@MainActor
@discardableResult
public func performQuickAction(_ type: String) -> Bool? {
    guard let item = offeredQuickAction(type) else { return nil }
    var result: Bool?
    UIApplication.shared.simulateQuickAction(item) { result = $0 }
    drainMainRunLoop()
    return result
}

@MainActor
private func offeredQuickAction(_ type: String) -> UIApplicationShortcutItem? {
    let offered = homeScreenQuickActions()
    if let item = offered.first(where: { $0.type == type }) { return item }
    recordTestIssue("The Home Screen shows no quick action of type \"\(type)\" (it shows: "
        + offered.map { "\"\($0.type)\"" }.joined(separator: ", ") + ").")
    return nil
}
