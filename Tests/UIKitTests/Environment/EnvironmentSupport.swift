import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that logs the environment callbacks: traits, size, rotation (new and
/// deprecated), safe area, margins and layout.
@MainActor
class EnvTraced: UIViewController {
    let name: String
    let trace: Trace
    /// Log layout, safe-area and margin callbacks too.
    var notesLayout = true
    /// Skip super in `viewWillTransition(to:with:)` (cuts the children off, R1).
    var skipsSuperForSize = false
    var mask: UIInterfaceOrientationMask?
    var autorotates = true
    var preferredOrientation: UIInterfaceOrientation = .portrait
    var hidesStatusBar = false
    var statusBarStyle: UIStatusBarStyle = .default
    var statusBarAnimation: UIStatusBarAnimation = .fade
    var childSize: ((CGSize) -> CGSize)?

    init(_ name: String, _ trace: Trace) {
        self.name = name; self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }

    /// Makes `child` a child whose view fills this controller's view.
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    private func log(_ line: String) { trace.add("\(name).\(line)") }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask ?? super.supportedInterfaceOrientations }
    override var shouldAutorotate: Bool { autorotates }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { preferredOrientation }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { statusBarAnimation }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        log("willTransition(to: \(newCollection.short))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        if !skipsSuperForSize { super.viewWillTransition(to: size, with: coordinator) }
    }
    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        childSize?(parentSize) ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log("traitCollectionDidChange(\(previousTraitCollection?.short ?? "nil") -> \(traitCollection.short))")
    }
    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        log("willRotate(to: \(toInterfaceOrientation), \(duration))")
    }
    override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        log("willAnimateRotation(to: \(toInterfaceOrientation))")
    }
    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        log("didRotate(from: \(fromInterfaceOrientation))")
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        if notesLayout { log("viewSafeAreaInsetsDidChange") }
    }
    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        if notesLayout { log("viewLayoutMarginsDidChange") }
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if notesLayout { log("viewWillLayoutSubviews") }
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if notesLayout { log("viewDidLayoutSubviews") }
    }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        log("didReceiveMemoryWarning")
    }
}

extension UITraitCollection {
    /// `C/R`: horizontal then vertical size class.
    var short: String {
        func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
            switch sizeClass { case .compact: "C"; case .regular: "R"; case .unspecified: "U" }
        }
        return "\(letter(horizontalSizeClass))/\(letter(verticalSizeClass))"
    }
}

/// An app delegate that logs the status-bar orientation callbacks and gives a mask.
@MainActor
final class OrientationAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    var trace = Trace()
    var mask: UIInterfaceOrientationMask?
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        mask ?? .all  // the controllers decide
    }
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        trace.add("app.willChangeStatusBarOrientation(\(newStatusBarOrientation), \(duration))")
    }
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {
        trace.add("app.didChangeStatusBarOrientation(\(oldStatusBarOrientation))")
    }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { trace.add("app.didReceiveMemoryWarning") }
    init() {}
}

extension UIWindowScene {
    /// The app's one scene.
    @MainActor static var _testScene: UIWindowScene { UIApplication.shared.connectedScenes.first as! UIWindowScene }
}
