import Foundation
import Testing
import UIKit
import UIKitTesting

/// The screen's coordinate spaces and conversions between any two spaces (VW1), and layout
/// directions for semantic content attributes (VW2).
@MainActor
@Suite(.uikit) struct CoordinateSpaceTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_VW1_inPortraitTheFixedSpaceIsTheScreensSpace() {
        let screen = UIScreen.main
        let size = screen.bounds.size
        #expect(screen.fixedCoordinateSpace.bounds == CGRect(origin: .zero, size: size))
        let point = CGPoint(x: 10, y: 20)
        #expect(screen.fixedCoordinateSpace.convert(point, to: screen.coordinateSpace) == point)
    }

    @Test func test_VW1_theFixedSpaceStaysInPortraitWhenTheInterfaceRotates() {
        _ = showInWindow(UIViewController())
        let screen = UIScreen.main
        let portrait = screen.bounds.size  // 390 × 844 on the iPhone 14 profile
        screen.setDeviceOrientation(.landscapeLeft, animated: false)  // home indicator on the right
        clock.advance(by: 1)
        #expect(UIWindowScene._testScene.interfaceOrientation == .landscapeRight)
        #expect(screen.coordinateSpace.bounds.size == CGSize(width: portrait.height, height: portrait.width))
        #expect(screen.fixedCoordinateSpace.bounds.size == portrait)
        // The device's top-left corner is now at the interface's top-right.
        let fixed = screen.fixedCoordinateSpace, oriented = screen.coordinateSpace
        #expect(fixed.convert(CGPoint(x: 0, y: 0), to: oriented) == CGPoint(x: 0, y: portrait.width))
        #expect(fixed.convert(CGPoint(x: 10, y: 20), to: oriented) == CGPoint(x: 20, y: portrait.width - 10))
        #expect(oriented.convert(CGPoint(x: 20, y: portrait.width - 10), to: fixed) == CGPoint(x: 10, y: 20))
        #expect(fixed.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: oriented)
                == CGRect(x: 0, y: portrait.width - 100, width: 50, height: 100))
        screen.setDeviceOrientation(.landscapeRight, animated: false)  // home indicator on the left
        clock.advance(by: 1)
        #expect(fixed.convert(CGPoint(x: 10, y: 20), to: oriented) == CGPoint(x: portrait.height - 20, y: 10))
        #expect(oriented.convert(CGPoint(x: portrait.height - 20, y: 10), from: oriented) == CGPoint(x: portrait.height - 20, y: 10))
    }

    @Test func test_VW1_viewsConvertToAndFromTheScreensSpacesThroughTheirWindow() {
        let root = UIViewController()
        let window = showInWindow(root)
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view.addSubview(inner)
        root.view.addSubview(view)
        let screen = UIScreen.main
        let space: any UICoordinateSpace = inner
        #expect(space.convert(CGPoint(x: 1, y: 2), to: screen.coordinateSpace) == CGPoint(x: 36, y: 47))
        #expect(inner.convert(CGPoint(x: 36, y: 47), from: screen.fixedCoordinateSpace) == CGPoint(x: 1, y: 2))
        #expect(inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: screen.coordinateSpace) == CGRect(x: 35, y: 45, width: 10, height: 10))
        // Between two views, the coordinate-space form agrees with the view form.
        let other: any UICoordinateSpace = window
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: other) == inner.convert(CGPoint(x: 1, y: 2), to: window))
    }

    @Test func test_VW2_semanticContentAttributesGiveTheirLayoutDirections() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == .leftToRight)
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        UIScreen.main.setSystemTraits(UITraitCollection(layoutDirection: .rightToLeft))
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
    }
}
