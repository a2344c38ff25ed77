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
}
