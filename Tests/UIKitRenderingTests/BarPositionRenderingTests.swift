import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// A delegate putting its bar at the top of the screen, as apps write it.
@MainActor
private final class TopAttacher: UIToolbarDelegate, UINavigationBarDelegate, UISearchBarDelegate {
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
}

/// Bars' positions from their delegates, and a top-attached bar's background drawn up under
/// the status bar (BP1).
@MainActor
@Suite(.uikit) struct BarPositionRenderingTests {
    init() { _ = resetUIKit(device: .iPhone14) }

    @Test func test_BP1_barsTakeTheirPositionFromTheirDelegates() {
        let toolbar = UIToolbar(), navigationBar = UINavigationBar(), searchBar = UISearchBar()
        #expect(toolbar.barPosition == .bottom && navigationBar.barPosition == .top && searchBar.barPosition == .top)
        final class Quiet: UIToolbarDelegate, UISearchBarDelegate {}
        let quiet = Quiet()
        toolbar.delegate = quiet
        searchBar.delegate = quiet
        #expect(toolbar.barPosition == .bottom && searchBar.barPosition == .top)
        let attacher = TopAttacher()
        toolbar.delegate = attacher
        navigationBar.delegate = attacher
        #expect(toolbar.barPosition == .topAttached && navigationBar.barPosition == .topAttached)
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.navigationBar.barPosition == .topAttached)
    }

    @Test func test_BP1_aTopAttachedToolbarDrawsItsBackgroundUpUnderTheStatusBar() throws {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 47, width: window.bounds.width, height: 44))
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        toolbar.standardAppearance = appearance
        controller.view.backgroundColor = .white
        controller.view.addSubview(toolbar)
        window.layoutIfNeeded()
        let renderer = ViewRenderer(scale: 1)
        renderer.drawsStatusBar = false
        // At the bottom position (no delegate), the space above the bar is the view's.
        #expect(renderer.image(of: window).pixel(at: CGPoint(x: 200, y: 20)) == (255, 255, 255, 255))
        #expect(renderer.image(of: window).pixel(at: CGPoint(x: 200, y: 60)) == (255, 0, 0, 255))
        let attacher = TopAttacher()
        toolbar.delegate = attacher
        #expect(renderer.image(of: window).pixel(at: CGPoint(x: 200, y: 20)) == (255, 0, 0, 255))
    }

    @Test func test_BP1_aTopAttachedSearchBarDrawsItsTintAndImageUpUnderTheStatusBar() throws {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 47, width: window.bounds.width, height: 56))
        searchBar.barTintColor = .red
        controller.view.backgroundColor = .white
        controller.view.addSubview(searchBar)
        window.layoutIfNeeded()
        let renderer = ViewRenderer(scale: 1)
        renderer.drawsStatusBar = false
        // At the top position (a delegate that does not say), the bar's tint stays in its frame.
        #expect(renderer.image(of: window).pixel(at: CGPoint(x: 200, y: 20)) == (255, 255, 255, 255))
        #expect(renderer.image(of: window).pixel(at: CGPoint(x: 200, y: 50)) == (255, 0, 0, 255))
        let attacher = TopAttacher()
        searchBar.delegate = attacher
        #expect(renderer.image(of: window).pixel(at: CGPoint(x: 200, y: 20)) == (255, 0, 0, 255))
        // A background image for the position reaches up too, over the tint.
        let blue = try #require(UIImage(data: RenderedImage(width: 4, height: 4, scale: 1, rgba: Array([[UInt8]](repeating: [0, 0, 255, 255], count: 16).joined())).pngData(), scale: 1))
        searchBar.setBackgroundImage(blue, for: .topAttached, barMetrics: .default)
        #expect(renderer.image(of: window).pixel(at: CGPoint(x: 200, y: 20)) == (0, 0, 255, 255))
        // A minimal bar has no background to tint.
        searchBar.setBackgroundImage(nil, for: .topAttached, barMetrics: .default)
        searchBar.searchBarStyle = .minimal
        #expect(renderer.image(of: window).pixel(at: CGPoint(x: 200, y: 20)) == (255, 255, 255, 255))
    }
}

/// A file's owner that puts the nib's bars at the top of the screen.
@MainActor
private final class BarOwner: UIResponder, UIToolbarDelegate, UINavigationBarDelegate {
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
}

/// Bars' delegates connected in a nib (BP1).
@MainActor
@Suite(.uikit) struct BarPositionDecodingTests {
    init() { _ = resetUIKit(device: .iPhone14) }

    @Test func test_BP1_aNibConnectsTheDelegatesOfItsToolbarAndNavigationBar() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <toolbar contentMode="scaleToFill" id="tb">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                                <connections>
                                    <outlet property="delegate" destination="-1" id="o1"/>
                                </connections>
                            </toolbar>
                            <navigationBar contentMode="scaleToFill" id="nb">
                                <rect key="frame" x="0.0" y="100" width="390" height="44"/>
                                <connections>
                                    <outlet property="delegate" destination="-1" id="o2"/>
                                </connections>
                            </navigationBar>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let owner = BarOwner()
        let root = try #require(UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: owner).first as? UIView)
        let toolbar = try #require(root.subviews.first as? UIToolbar)
        let navigationBar = try #require(root.subviews.last as? UINavigationBar)
        #expect(toolbar.delegate === owner && navigationBar.delegate === owner)
        #expect(toolbar.barPosition == .topAttached && navigationBar.barPosition == .topAttached)
    }
}
