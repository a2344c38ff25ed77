import UIKit

/// The scripted tour: a user's taps and swipes (touches through hit testing, gesture
/// recognizers and the window) across every container: channels in the news tab, an
/// article sheet, the catalog's page view, popover and split view, and the settings stack
/// with its back swipe. Each step waits for the previous one's animations.
@MainActor
struct Tour {
    let window: UIWindow
    let tabs: UITabBarController
    let news: NewsViewController
    let catalog: CatalogViewController
    let settings: SettingsViewController
    let notes: NotesViewController
    /// Told when the tour makes a controller (the demo names it for the trace).
    var onMake: (UIViewController, String) -> Void = { _, _ in }
    /// Takes a picture of the window after each step (nil: no pictures).
    var pictures: TourPictures?
    /// Told when a step starts (the demo marks it on the lifecycle timeline).
    var onStep: (String) -> Void = { _ in }

    private var finger: Finger { Finger(window: window) }

    private var steps: [(String, TimeInterval, @MainActor () -> Void)] {
        [
            ("tap \"Tech\"", 0.2, { tapChannel(1) }),
            ("tap \"Sports\"", 0.5, { tapChannel(2) }),
            ("open an article (show(_:sender:) → page sheet)", 0.5, {
                let article = ArticleViewController(headline: "Swift on Linux runs UIKit")
                onMake(article, "Article")
                news.children.last?.show(article, sender: nil)
            }),
            ("close the article", 0.8, { news.dismiss(animated: true) }),
            ("tap the \"Catalog\" tab", 0.8, { tapTab(1) }),
            ("tap \"Pages\" (push a page view controller)", 0.3, { finger.tap(catalog.rows[0]) }),
            ("swipe to the next page", 0.6, {
                finger.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400))
            }),
            ("tap the back button", 0.6, {
                finger.tap(at: CGPoint(x: 30, y: window.safeAreaInsets.top + 22))
            }),
            ("tap \"Info\" (a popover from a bar button item; full screen on a phone)", 0.6, {
                finger.tap(at: CGPoint(x: window.bounds.width - 30, y: window.safeAreaInsets.top + 22))
            }),
            ("close the popover", 0.8, { catalog.dismiss(animated: true) }),
            ("tap \"Split view\" (collapsed on a phone)", 0.8, { finger.tap(catalog.rows[1]) }),
            ("close the split view", 0.8, { catalog.dismiss(animated: true) }),
            ("tap the \"Settings\" tab", 0.8, { tapTab(2) }),
            ("tap \"Notifications\" (push; the tab bar hides)", 0.3, { finger.tap(settings.row) }),
            ("swipe back from the left edge", 0.6, {
                finger.swipe(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 320, y: 400))
            }),
            ("hide the status bar (Settings prefers it hidden; inside an animation block)", 0.8, {
                settings.hidesStatusBar = true
                UIView.animate(withDuration: 0.3) {
                    settings.setNeedsStatusBarAppearanceUpdate()
                    window.layoutIfNeeded()
                }
                printEnvironment()
            }),
            ("show the status bar again", 0.5, {
                settings.hidesStatusBar = false
                settings.setNeedsStatusBarAppearanceUpdate()
                printEnvironment()
            }),
            ("rotate the device to landscape (Hardware ▸ Rotate Left)", 0.3, {
                UIScreen.main.setDeviceOrientation(.landscapeLeft)
                printEnvironment()
            }),
            ("rotate back to portrait", 0.6, {
                UIScreen.main.setDeviceOrientation(.portrait)
                printEnvironment()
            }),
            ("tap the \"Notes\" tab (its document opens in the background)", 0.6, { tapTab(3) }),
            ("type in the note (each keystroke is an unsaved change)", 0.6, { notes.type(": apples, bread, coffee") }),
            ("go to the Home Screen (the note autosaves; the scene saves its restoration activity)", 0.6, {
                UIApplication.shared.simulateBackground()
            }),
        ]
    }

    /// Steps after which a second picture is taken while the animation runs.
    private static let midAnimationSteps: Set<String> = ["tap \"Notifications\" (push; the tab bar hides)"]

    /// Runs the steps one after another: each waits its time after the one before has run
    /// (and had its picture taken), so slow pictures delay the tour instead of crowding it.
    func run() {
        pictures?.take(window, "launch")
        run(from: 0, after: nil)
    }

    private func run(from index: Int, after previous: String?) {
        let all = steps
        let wait = index < all.count ? all[index].1 : 0.8
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) {
            MainActor.assumeIsolated {
                // The picture of the step before, now that its animations are over.
                if let previous { pictures?.take(window, previous) }
                guard index < all.count else { return finish() }
                let (title, _, action) = all[index]
                print("— \(title)")
                onStep(title)
                action()
                if Self.midAnimationSteps.contains(title) {
                    // Half-way through the push (0.35 s), timed on UIKit's clock.
                    _ = UIKitScheduler.shared.schedule(after: 0.2) { pictures?.take(window, title + " mid-animation") }
                }
                run(from: index + 1, after: title)
            }
        }
    }

    /// A relaunch (`--restore`): the picture of the screen the saved session brought back,
    /// then the end.
    func showRestored() {
        let finish = {
            print("— restored: selected tab \(tabs.selectedViewController?.tabBarItem.title ?? "?"), note \"\(notes.textView.text ?? "")\"")
            pictures?.take(window, "relaunch restored")
            UIApplication.shared.terminate(exitCode: 0)
        }
        guard tabs.selectedViewController === notes.navigationController, notes.document?.documentState != .normal else { return finish() }
        // The note is read in the background; the picture waits for it.
        notes.onDocumentOpened = { DispatchQueue.main.async { MainActor.assumeIsolated { finish() } } }
    }

    private func finish() {
        if let pictures {
            print("— \(pictures.written.count) pictures in \(pictures.folder.path)")
            let report = pictures.benchmarkReport()
            if !report.isEmpty { print(report) }
        }
        print("— final view tree")
        print(window.recursiveDescription())
        print("— children of News: \(news.children.map { $0.title ?? "?" }.joined(separator: ", "))")
        let settingsStack = settings.navigationController?.viewControllers.map { $0.title ?? "?" } ?? []
        print("— tabs: \(tabs.viewControllers?.map { $0.tabBarItem.title ?? "?" }.joined(separator: ", ") ?? ""); "
              + "selected: \(tabs.selectedViewController?.tabBarItem.title ?? "?"); settings stack: \(settingsStack.joined(separator: " > "))")
        UIApplication.shared.terminate(exitCode: 0)
    }

    /// The interface orientation, window size, traits, status bar and safe area.
    private func printEnvironment() {
        let scene = window.windowScene!, bar = scene.statusBarManager!
        let traits = settings.traitCollection
        print("  interface \(scene.interfaceOrientation), window \(Int(window.bounds.width))×\(Int(window.bounds.height)), "
              + "size classes \(traits.horizontalSizeClass)/\(traits.verticalSizeClass), "
              + "status bar \(bar.isStatusBarHidden ? "hidden" : "shown \(Int(bar.statusBarFrame.height)) pt"), "
              + "safe area \(settings.view.safeAreaInsets)")
    }

    /// A tap at the centre of channel `index`'s title, in window coordinates.
    private func tapChannel(_ index: Int) {
        let barWidth = window.bounds.width / CGFloat(news.channels.count)
        finger.tap(at: CGPoint(x: (CGFloat(index) + 0.5) * barWidth, y: window.safeAreaInsets.top + 22))
    }

    /// A tap on tab `index` of the tab bar.
    private func tapTab(_ index: Int) {
        let bar = tabs.tabBar.frame
        let width = bar.width / CGFloat(tabs.viewControllers?.count ?? 1)
        finger.tap(at: CGPoint(x: bar.minX + (CGFloat(index) + 0.5) * width, y: bar.minY + 24))
    }
}
