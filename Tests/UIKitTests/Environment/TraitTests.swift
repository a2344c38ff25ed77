import Foundation
import Testing
import UIKit
import UIKitTesting

/// R5 (and R3): trait collections and how they flow.
@MainActor
@Suite(.uikit)
struct TraitTests {
    @Test func test_R5_overrideUserInterfaceStyleForcesAStyleBelowAndUnspecifiedFollowsAgain() {
        _ = freshUIKit()
        let window = UIWindow()
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child); parent.view.addSubview(child.view); child.didMove(toParent: parent)
        let label = UIView()
        child.view.addSubview(label)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        drainMainRunLoop()
        #expect(label.traitCollection.userInterfaceStyle == .light)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark && label.traitCollection.userInterfaceStyle == .dark)
        label.overrideUserInterfaceStyle = .light
        #expect(label.traitCollection.userInterfaceStyle == .light && child.view.traitCollection.userInterfaceStyle == .dark)
        parent.overrideUserInterfaceStyle = .unspecified
        label.overrideUserInterfaceStyle = .unspecified
        #expect(label.traitCollection.userInterfaceStyle == .light && parent.overrideUserInterfaceStyle == .unspecified)
        window.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func test_R5_combiningAndContainingTraits() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let both = UITraitCollection(traitsFrom: [compact, dark, UITraitCollection(horizontalSizeClass: .regular)])
        #expect(both.horizontalSizeClass == .regular && both.userInterfaceStyle == .dark && both.verticalSizeClass == .unspecified)
        #expect(both.containsTraits(in: dark) && !both.containsTraits(in: compact) && both.containsTraits(in: UITraitCollection()))
        #expect(!both.containsTraits(in: nil))
        let mutated = UITraitCollection { $0.preferredContentSizeCategory = .accessibilityLarge; $0.legibilityWeight = .bold }
        #expect(mutated.preferredContentSizeCategory.isAccessibilityCategory && mutated.legibilityWeight == .bold)
        #expect(mutated.modifyingTraits { $0.accessibilityContrast = .high }.accessibilityContrast == .high)
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UITraitCollection(displayScale: 3) == UITraitCollection(displayScale: 3))
    }

    @Test func test_R5_sizeClassesFollowTheDeviceAndTheAvailableSize() {
        _ = freshUIKit()
        let root = UIViewController()
        showInWindow(root)
        func classes() -> String { root.traitCollection.short }
        #expect(classes() == "C/R" && root.traitCollection.userInterfaceIdiom == .phone && root.traitCollection.displayScale == 3)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        #expect(classes() == "C/C")
        UIScreen.main.setDeviceProfile(.iPhone15ProMax)
        UIScreen.main.setDeviceOrientation(.landscapeRight, animated: false)
        #expect(classes() == "R/C")
        UIScreen.main.setDeviceProfile(.iPadAir)
        #expect(classes() == "R/R" && root.traitCollection.userInterfaceIdiom == .pad)
        UIWindowScene._testScene.setMultitaskingLayout(.oneThird, animated: false)
        #expect(classes() == "C/R" && root.view.bounds.width == 320)
    }

    @Test func test_R5_traitsFlowDownWithOverrides() {
        _ = freshUIKit()
        let trace = Trace()
        let parent = EnvTraced("P", trace), child = EnvTraced("C", trace)
        parent.notesLayout = false; child.notesLayout = false
        parent.embed(child)
        let label = UIView()
        child.view.addSubview(label)
        let window = showInWindow(parent)
        #expect(window.traitCollection.horizontalSizeClass == .compact && label.traitCollection == child.traitCollection)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(trace.take() == ["C.traitCollectionDidChange(C/R -> R/R)"])
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        #expect(label.traitCollection.horizontalSizeClass == .regular && parent.traitCollection.horizontalSizeClass == .compact)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)  // same: no callback
        #expect(trace.take().isEmpty)
        parent.traitOverrides.userInterfaceStyle = .dark  // iOS 17 overrides reach everything below
        #expect(trace.take() == ["P.traitCollectionDidChange(C/R -> C/R)", "C.traitCollectionDidChange(R/R -> R/R)"])
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        parent.traitOverrides.remove(\.userInterfaceStyle)
        #expect(label.traitCollection.userInterfaceStyle == .light)
        child.removeFromParent()  // the override goes with the child
        #expect(parent.overrideTraitCollection(forChild: child) == nil)
    }

    @Test func test_R3_userSettingsChangeTraitsEverywhere() {
        _ = freshUIKit()
        final class Watching: UIView {
            var previous: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
            }
        }
        let trace = Trace()
        let root = EnvTraced("A", trace)
        root.notesLayout = false
        showInWindow(root)
        let view = Watching()
        root.view.addSubview(view)
        #expect(view.previous.isEmpty && trace.take().isEmpty)  // first traits: no callback
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))
        #expect(trace.take() == ["A.traitCollectionDidChange(C/R -> C/R)"] && view.previous == [.light])
        #expect(view.traitCollection.userInterfaceStyle == .dark && UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))  // no change: nothing
        #expect(trace.take().isEmpty && view.previous.count == 1)
    }

    @Test func test_R5_presentedControllersTakeTheirPresentationsTraits() {
        _ = freshUIKit()
        final class Presentation: UIPresentationController {}
        final class Delegate: UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                let controller = Presentation(presentedViewController: presented, presenting: presenting)
                controller.overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
                return controller
            }
        }
        let root = UIViewController()
        showInWindow(root)
        let presented = UIViewController()
        let delegate = Delegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        drainMainRunLoop()
        #expect(presented.traitCollection.userInterfaceLevel == .elevated && root.traitCollection.userInterfaceLevel == .base)
        #expect(presented.traitCollection.horizontalSizeClass == .compact)
    }
}
