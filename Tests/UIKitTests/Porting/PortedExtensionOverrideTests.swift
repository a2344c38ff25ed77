import Foundation
import Testing
import UIKit
import UIKitTesting

/// Code written for iOS, ported by `uikit-port` (ShimmerViews.swift and AppWindowReads.swift
/// here are the porter's output, kept equal to it by UIKitPortingTests): members declared in
/// extensions and overridden run as the Objective-C runtime runs them (PT10); the app
/// delegate's window reads as iOS's optional requirement (PT13); a class's name (PT12).
@MainActor
@Suite(.uikit) struct PortedExtensionOverrideTests {
    init() {
        _ = freshUIKit()
        shimmerCalls = []
    }

    /// The calls `body` makes, in order.
    private func calls(_ body: () throws -> Void) rethrows -> [String] {
        shimmerCalls = []
        try body()
        return shimmerCalls
    }

    @Test func test_PT10_aCallRunsTheNearestOverrideAndSuperRunsTheOnesAbove() {
        #expect(calls { UIView().shimmer() } == ["UIView"])
        #expect(calls { UIButton().shimmer() } == ["UIView"])  // no override of its own: its superclass's body
        #expect(calls { UILabel().shimmer() } == ["UIView", "UILabel"])
        #expect(calls { ShimmerGlowLabel().shimmer() } == ["ShimmerGlowLabel before", "UIView", "UILabel", "ShimmerGlowLabel"])
        let asView: UIView = ShimmerGlowLabel()
        #expect(calls { asView.shimmer() } == ["ShimmerGlowLabel before", "UIView", "UILabel", "ShimmerGlowLabel"])
        #expect(calls { ShimmerBadge().shimmer() } == ["ShimmerBadge"])  // overridden in an extension of the app's class
        let views: [UIView] = [UIView(), UILabel(), ShimmerBadge()]
        #expect(calls { views.forEach { $0.shimmer() } } == ["UIView", "UIView", "UILabel", "ShimmerBadge"])
    }

    @Test func test_PT10_propertiesGetAndSetThroughTheNearestOverride() {
        let container = UIView(), label = UILabel(), glow = ShimmerGlowLabel()
        let child = UIView(), labelChild = UIView()
        container.addSubview(child)
        label.addSubview(labelChild)
        #expect(container.shimmerTargets == [child])
        #expect(label.shimmerTargets == [label, labelChild])
        #expect((glow as UIView).shimmerTargets == [glow])  // the label's override, inherited
        #expect(UIView().shimmerTint == "view" && label.shimmerTint == "view")
        #expect(glow.shimmerTint == "glow view")
        #expect(calls { glow.shimmerTint = "warm" } == ["set UIView WARM"])
        #expect(calls { label.shimmerTint = "cool" } == ["set UIView cool"])
    }

    @Test func test_PT10_argumentsDefaultsThrowsAndResultsPassThrough() throws {
        #expect(try UIView().shimmerDepth(3) == "3")
        #expect(try UILabel().shimmerDepth(3, scale: 2) == "label 6")
        #expect(try (ShimmerGlowLabel() as UIView).shimmerDepth(4) == "label 4")
        #expect(throws: ShimmerError.self) { try UILabel().shimmerDepth(-1) }
        #expect(CALayer().shimmerLayer(with: [.red, .blue]) == 2)
        #expect(CAShapeLayer().shimmerLayer(with: [.red]) == 1)
        #expect(CAGradientLayer().shimmerLayer(with: [.red, .blue]) == 20)
    }

    @Test func test_PT13_theDelegatesWindowReadsAsIOSsOptionalRequirement() {
        final class WindowDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            required override init() { super.init() }
        }
        final class WindowlessDelegate: UIResponder, UIApplicationDelegate {
            required override init() { super.init() }
        }
        #expect(AppWindowReads.rootTitle() == nil && !AppWindowReads.isWindowImplemented())  // no delegate
        let delegate = WindowDelegate()
        UIApplication.shared.delegate = delegate
        #expect(AppWindowReads.windowWidth(of: UIApplication.shared) == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        root.title = "Home"
        window.rootViewController = root
        AppWindowReads.replaceWindow(with: window)
        #expect(delegate.window === window)
        #expect(AppWindowReads.rootTitle() == "Home")
        #expect(AppWindowReads.forcedWindow() === window)
        #expect(AppWindowReads.windowWidth(of: UIApplication.shared) == 320)
        // A delegate without a window: iOS reads nil (not implemented), here `.some(nil)`.
        UIApplication.shared.delegate = WindowlessDelegate()
        #expect(AppWindowReads.isWindowImplemented())
        #expect(AppWindowReads.rootTitle() == nil)
    }

    @Test func test_PT12_aClassDescriptionIsItsNameWithItsModule() {
        #expect(AppWindowReads.className(of: ShimmerBadge()) == "UIKitTests.ShimmerBadge")
        #expect(AppWindowReads.className(of: NSString(string: "a")) == "NSString")
        #expect(AppWindowReads.className(of: UIView()) == "UIKit.UIView")  // iOS: "UIView"
    }
}
