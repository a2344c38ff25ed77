import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that logs its deprecated `traitCollectionDidChange` into a trace.
@MainActor
private final class TraitLoggingController: UIViewController {
    let name: String
    let trace: Trace
    init(_ name: String, _ trace: Trace) {
        self.name = name; self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        trace.add("\(name).traitCollectionDidChange")
    }
}

/// A view that logs its deprecated `traitCollectionDidChange` into a trace.
@MainActor
private final class TraitLoggingView: UIView {
    var name = ""
    var trace: Trace?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        trace?.add("\(name).traitCollectionDidChange")
    }
}

/// A custom trait, as Apple's documentation defines one.
private enum Theme: Int { case standard, monochrome }
private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

/// A custom trait whose value is neither `Equatable` nor an object.
private struct Palette { var name: String }
private struct PaletteTrait: UITraitDefinition {
    static let defaultValue = Palette(name: "system")
}

private func styleName(_ traits: UITraitCollection) -> String { "\(traits.userInterfaceStyle)" }

/// R6–R11: iOS 17 trait-change registration.
@MainActor
@Suite(.uikit) struct TraitChangeRegistrationTests {
    init() { _ = freshUIKit() }

    @Test func test_R6_aHandlerRunsOnlyWhenARegisteredTraitChangesWithThePreviousTraits() {
        let trace = Trace()
        let root = UIViewController()
        let window = showInWindow(root)
        let label = UIView()
        root.view.addSubview(label)
        label.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            trace.add("style \(styleName(previous)) -> \(styleName(view.traitCollection)) current=\(styleName(UITraitCollection.current))")
        }
        root.traitOverrides.horizontalSizeClass = .regular  // not observed
        root.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(trace.take().isEmpty)
        window.overrideUserInterfaceStyle = .dark
        #expect(trace.take() == ["style Light -> Dark current=Dark"])
        window.overrideUserInterfaceStyle = .dark  // no change, no call
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(trace.take().isEmpty)
        #expect(label.traitCollection[UITraitUserInterfaceStyle.self] == .dark)
        #expect(label.traitCollection[UITraitHorizontalSizeClass.self] == .regular)
    }

    @Test func test_R6_aControllerHandlerReceivesTheControllerTypedAsDeclared() {
        let trace = Trace()
        let root = TraitLoggingController("A", trace)
        showInWindow(root)
        root.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
            (controller: TraitLoggingController, previous: UITraitCollection) in
            trace.add("\(controller.name) \(previous.horizontalSizeClass) -> \(controller.traitCollection.horizontalSizeClass)")
        }
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))
        #expect(trace.take() == ["A.traitCollectionDidChange"])
        UIScreen.main.setDeviceProfile(.iPadAir)
        #expect(trace.take() == ["A.traitCollectionDidChange", "A Compact -> Regular"])
    }

    @Test func test_R7_theDeprecatedMethodRunsFirstThenRegistrationsInOrderTopDown() {
        let trace = Trace()
        let parent = TraitLoggingController("P", trace), child = TraitLoggingController("C", trace)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let view = TraitLoggingView()
        view.name = "V"; view.trace = trace
        child.view.addSubview(view)
        let window = showInWindow(parent)
        let style: [UITrait] = [UITraitUserInterfaceStyle.self]
        parent.registerForTraitChanges(style) { (_: UIViewController, _: UITraitCollection) in trace.add("P.handler1") }
        parent.registerForTraitChanges(style) { (_: UIViewController, _: UITraitCollection) in trace.add("P.handler2") }
        child.registerForTraitChanges(style) { (_: UIViewController, _: UITraitCollection) in trace.add("C.handler") }
        view.registerForTraitChanges(style) { (_: UIView, _: UITraitCollection) in trace.add("V.handler") }
        window.overrideUserInterfaceStyle = .dark
        #expect(trace.take() == ["P.traitCollectionDidChange", "P.handler1", "P.handler2",
                                 "C.traitCollectionDidChange", "C.handler",
                                 "V.traitCollectionDidChange", "V.handler"])
    }

    @Test func test_R8_environmentsWithRegistrationsAreReleased() {
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        var tokens: [any UITraitChangeRegistration] = []
        var runs = 0
        do {
            let controller = UIViewController()
            let view = UIView()
            controller.view.addSubview(view)
            // The handlers use the environment they are given, not a captured one.
            tokens.append(controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (c: UIViewController, _: UITraitCollection) in
                _ = c.view; runs += 1
            })
            tokens.append(view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (v: UIView, _: UITraitCollection) in
                v.setNeedsLayout(); runs += 1
            })
            tokens.append(view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: controller, action: "styleChanged:"))
            let window = showInWindow(controller)
            window.overrideUserInterfaceStyle = .dark
            #expect(runs == 2)
            weakController = controller; weakView = view
            tearDownWindows()
        }
        withExtendedLifetime(tokens) {  // the tokens, still held, keep neither alive
            #expect(weakController == nil && weakView == nil)
        }
    }

    @Test func test_R9_unregisteringStopsARegistrationAndTargetActionFormsSendTheEnvironment() {
        let trace = Trace()
        let root = UIViewController()
        let window = showInWindow(root)
        let target = UIResponder()
        target.addAction("themeChanged:") { sender in trace.add("target.themeChanged(\(sender is UIViewController ? "root" : "?"))") }
        let rootID = ObjectIdentifier(root)
        root.addAction("selfChanged:") { sender in trace.add("root.selfChanged(\(ObjectIdentifier(sender as AnyObject) == rootID))") }
        let style: [UITrait] = [UITraitUserInterfaceStyle.self]
        let handler = root.registerForTraitChanges(style) { (_: UIViewController, _: UITraitCollection) in trace.add("handler") }
        root.registerForTraitChanges(style, target: target, action: "themeChanged:")
        root.registerForTraitChanges(style, action: "selfChanged:")
        window.overrideUserInterfaceStyle = .dark
        #expect(trace.take() == ["handler", "target.themeChanged(root)", "root.selfChanged(true)"])
        root.unregisterForTraitChanges(handler)
        root.unregisterForTraitChanges(handler)  // twice: nothing
        window.overrideUserInterfaceStyle = .light
        #expect(trace.take() == ["target.themeChanged(root)", "root.selfChanged(true)"])
        let copyIsTheToken = (handler.copy(with: nil) as AnyObject) === (handler as AnyObject)
        #expect(copyIsTheToken)
    }

    @Test func test_R10_aValueNeitherEquatableNorAnObjectChangesOnlyWhenSetAgain() {
        let trace = Trace()
        let controller = UIViewController()
        let window = showInWindow(controller)
        controller.view.registerForTraitChanges([PaletteTrait.self]) { (view: UIView, _: UITraitCollection) in
            trace.add("palette \(view.traitCollection[PaletteTrait.self].name)")
        }
        window.traitOverrides[PaletteTrait.self] = Palette(name: "warm")
        #expect(trace.take() == ["palette warm"])
        let traits = controller.view.traitCollection
        #expect(traits == traits && traits == controller.view.traitCollection)  // copies of one setting are equal
        window.setNeedsLayout(); window.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark  // another trait changes: the palette did not
        #expect(trace.take() == [])
        window.traitOverrides[PaletteTrait.self] = Palette(name: "warm")  // set again: a change
        #expect(trace.take() == ["palette warm"])
    }

    @Test func test_R10_customTraitsFlowDownAndCanBeObserved() {
        let trace = Trace()
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child); parent.view.addSubview(child.view); child.didMove(toParent: parent)
        let window = showInWindow(parent)
        #expect(child.traitCollection[ThemeTrait.self] == .standard)  // the default
        child.view.registerForTraitChanges([ThemeTrait.self]) { (view: UIView, previous: UITraitCollection) in
            trace.add("theme \(previous[ThemeTrait.self]) -> \(view.traitCollection[ThemeTrait.self])")
        }
        window.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(trace.take() == ["theme standard -> monochrome"])
        #expect(child.traitCollection[ThemeTrait.self] == .monochrome && window.traitOverrides.contains(ThemeTrait.self))
        child.traitOverrides[ThemeTrait.self] = .monochrome  // the same value: no change
        window.overrideUserInterfaceStyle = .dark  // another trait: not observed
        #expect(trace.take().isEmpty)
        child.traitOverrides[ThemeTrait.self] = .standard  // set to the default still overrides
        #expect(trace.take() == ["theme monochrome -> standard"])
        child.traitOverrides.remove(ThemeTrait.self)
        #expect(trace.take() == ["theme standard -> monochrome"] && !child.traitOverrides.contains(ThemeTrait.self))
        let built = UITraitCollection { $0[ThemeTrait.self] = .monochrome }
        #expect(built[ThemeTrait.self] == .monochrome && UITraitCollection()[ThemeTrait.self] == .standard)
        #expect(built.containsTraits(in: UITraitCollection { $0[ThemeTrait.self] = .monochrome }))
        #expect(!built.containsTraits(in: UITraitCollection { $0[ThemeTrait.self] = .standard }))
        #expect(ThemeTrait.name == "ThemeTrait" && !ThemeTrait.affectsColorAppearance && UITraitUserInterfaceStyle.affectsColorAppearance)
    }

    @Test func test_R11_presentationControllersAndWindowScenesAreObservedAboveWhatTheyHold() throws {
        let trace = Trace()
        let root = TraitLoggingController("A", trace)
        let window = showInWindow(root)
        let presented = TraitLoggingController("B", trace)
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        drainMainRunLoop()
        _ = trace.take()
        let scene = try #require(window.windowScene)
        let style: [UITrait] = [UITraitUserInterfaceStyle.self]
        let sceneRegistration = scene.registerForTraitChanges(style) { (scene: UIWindowScene, previous: UITraitCollection) in
            trace.add("scene \(styleName(previous)) -> \(styleName(scene.traitCollection))")
        }
        defer { scene.unregisterForTraitChanges(sceneRegistration) }  // the default scene outlives the test
        let presentation = try #require(presented.presentationController)
        presentation.registerForTraitChanges(style) { (presentation: UIPresentationController, previous: UITraitCollection) in
            trace.add("presentation \(styleName(previous)) -> \(styleName(presentation.traitCollection))")
        }
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))
        #expect(trace.take() == ["scene Light -> Dark", "A.traitCollectionDidChange",
                                 "presentation Light -> Dark", "B.traitCollectionDidChange"])
    }
}
