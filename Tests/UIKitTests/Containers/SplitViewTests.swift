import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
final class TracingSplitDelegate: UISplitViewControllerDelegate {
    var log: [String] = []
    var handlesCollapse = false
    var topColumn: UISplitViewController.Column?
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        log.append("collapseSecondary"); return handlesCollapse
    }
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        log.append("separateSecondary"); return nil
    }
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        log.append("topColumn proposed=\(proposedTopColumn)"); return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.append("willChangeTo \(displayMode)")
    }
}

@MainActor
@Suite(.uikit) struct SplitViewTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func classicSideBySideOnAPad() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let trace = Trace()
        let primary = Traced("P", trace), secondary = Traced("S", trace)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        #expect(split.viewControllers == [primary, secondary] && split.children == [primary, secondary])
        split.preferredDisplayMode = .oneBesideSecondary
        _ = showInWindow(split)
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))
        #expect(primary.appearanceState == .appeared && secondary.appearanceState == .appeared)
        #expect(primary.splitViewController === split)
    }

    @Test func automaticModeHidesThePrimaryWhenNarrowAndTheButtonToggles() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = TracingSplitDelegate()
        split.delegate = delegate
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        _ = showInWindow(split)
        #expect(split.displayMode == .secondaryOnly && primary.view.window == nil)
        #expect(split.viewController(for: .primary) === primary && primary.navigationController != nil)
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary && primary.view.window != nil)
        #expect(primary.appearanceState == .appearing || primary.appearanceState == .appeared)
        split.hide(.primary)
        drainMainRunLoop()
        #expect(split.displayMode == .secondaryOnly && primary.appearanceState == .disappeared)
        secondary.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        drainMainRunLoop()
        tap(split.displayModeButtonItem)  // the sidebar button shows the primary again
        #expect(split.displayMode == .oneOverSecondary)
        #expect(delegate.log == ["willChangeTo oneOverSecondary", "willChangeTo secondaryOnly", "willChangeTo oneOverSecondary"])
    }

    @Test func classicCollapsesOntoANavigationPrimaryAndExpandsBack() {
        let root = UIViewController(), detail = UIViewController()
        let primary = UINavigationController(rootViewController: root)
        let secondary = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        let delegate = TracingSplitDelegate()
        split.delegate = delegate
        split.viewControllers = [primary, secondary]
        _ = showInWindow(split)  // a phone: compact width
        #expect(split.isCollapsed)
        #expect(delegate.log == ["collapseSecondary", "didCollapse"])
        #expect(split.viewControllers == [primary] && primary.viewControllers == [root, detail])
        #expect(detail.view.window != nil && primary.view.frame == split.view.bounds)
        UIScreen.main.setDeviceProfile(.iPadAir)  // regular width: expand
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        drainMainRunLoop()
        #expect(!split.isCollapsed)
        #expect(delegate.log.suffix(2) == ["separateSecondary", "didExpand"])
        #expect(split.viewControllers == [primary, secondary] && primary.viewControllers == [root])
        #expect(secondary.viewControllers == [detail])
    }

    @Test func delegateThatHandlesTheCollapseDropsTheSecondary() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController()
        let delegate = TracingSplitDelegate()
        delegate.handlesCollapse = true
        split.delegate = delegate
        split.viewControllers = [primary, secondary]
        _ = showInWindow(split)
        #expect(split.viewControllers == [primary] && secondary.parent == nil && primary.view.window != nil)
    }

    @Test func viewControllerDefaultsShowThePrimaryAndReturnThePreviousSecondary() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        _ = showInWindow(split)
        #expect(split.viewControllers == [primary] && primary.view.window != nil && secondary.view.window == nil)
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        drainMainRunLoop()
        #expect(split.viewControllers == [primary, secondary] && secondary.parent === split)
    }

    @Test func columnStyleCollapsesToTheProposedTopColumn() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = TracingSplitDelegate()
        split.delegate = delegate
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        _ = showInWindow(split)
        #expect(delegate.log == ["topColumn proposed=secondary", "didCollapse"])
        let nav = primary.navigationController!
        #expect(nav.viewControllers == [primary, secondary] && secondary.view.window != nil)
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        split.preferredDisplayMode = .oneBesideSecondary
        drainMainRunLoop()
        #expect(nav.viewControllers == [primary] && secondary.navigationController !== nav)
        #expect(secondary.view.window != nil && primary.view.window != nil)
    }

    @Test func columnStyleTopColumnPrimaryShowsTheList() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = TracingSplitDelegate()
        delegate.topColumn = .primary
        split.delegate = delegate
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        _ = showInWindow(split)
        #expect(primary.navigationController?.viewControllers == [primary] && secondary.view.window == nil)
        // showDetailViewController from the list pushes when collapsed.
        let item = UIViewController()
        primary.showDetailViewController(item, sender: nil)
        drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(primary.navigationController?.topViewController === item)
    }

    @Test func showDetailReplacesTheSecondaryWhenExpanded() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let primary = UIViewController(), secondary = UIViewController(), other = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        split.preferredDisplayMode = .oneBesideSecondary
        _ = showInWindow(split)
        primary.showDetailViewController(other, sender: nil)
        drainMainRunLoop()
        #expect(split.viewControllers == [primary, other] && other.view.window != nil && secondary.parent == nil)
    }

    @Test func tripleColumnLaysOutThreeColumnsWhenWide() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let primary = UIViewController(), supplementary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        split.preferredDisplayMode = .twoBesideSecondary
        _ = showInWindow(split)
        #expect(split.viewControllers.count == 3 && split.displayMode == .twoBesideSecondary)
        #expect(primary.navigationController!.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(supplementary.navigationController!.view.frame == CGRect(x: 320, y: 0, width: 320, height: 1180))
        #expect(secondary.navigationController!.view.frame == CGRect(x: 640, y: 0, width: 180, height: 1180))
        split.hide(.primary)
        #expect(split.displayMode == .oneBesideSecondary && primary.view.window == nil)
        #expect(supplementary.navigationController!.view.frame.minX == 0)
    }
}
