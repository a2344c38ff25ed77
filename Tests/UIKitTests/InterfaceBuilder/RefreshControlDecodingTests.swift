import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table view controller whose storyboard turns refreshing on.
@MainActor
final class IBRefreshingTableViewController: UITableViewController {
    var refreshSenders: [AnyObject] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addAction("refresh:") { [unowned self] sender in
            IBLog.add("Refreshing.refresh")
            if let sender = sender as AnyObject? { refreshSenders.append(sender) }
        }
    }
}

/// Refresh controls from storyboards (LE32).
@MainActor
@Suite(.uikit) struct RefreshControlDecodingTests {
    init() {
        _ = freshUIKit()
        _ = IBLog.take()
    }

    private func storyboard() -> UIStoryboard { UIStoryboard(name: "RefreshControls", bundle: .module) }

    @Test func test_LE32_aTableViewControllersRefreshControlIsDecodedAndItsActionIsConnected() throws {
        let controller = try #require(storyboard().instantiateInitialViewController() as? IBRefreshingTableViewController)
        // Made with the controller, given to the table when the view loads.
        #expect(!controller.isViewLoaded && controller._storyboardRefreshControl != nil)
        let window = showInWindow(controller, frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        defer { window.isHidden = true }
        let control = try #require(controller.refreshControl)
        #expect(controller.tableView.refreshControl === control && control.superview === controller.tableView)
        #expect(controller._storyboardRefreshControl == nil)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 393, height: 60))
        #expect(control.attributedTitle?.string == "Pull to refresh")
        #expect(control.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(control.isEnabled)  // Xcode's enabled="NO" does not stop it
        #expect(!control.isRefreshing)
        pullToRefresh(controller.tableView)
        #expect(IBLog.take() == ["Refreshing.refresh"])
        #expect(controller.refreshSenders.count == 1 && controller.refreshSenders.first === control)
        #expect(control.isRefreshing)
    }

    @Test func test_LE32_aTableViewsOwnRefreshControlIsDecoded() throws {
        let controller = storyboard().instantiateViewController(withIdentifier: "Plain")
        controller.loadViewIfNeeded()
        let table = try #require(controller.view.subviews.compactMap { $0 as? UITableView }.first)
        let control = try #require(table.refreshControl)
        #expect(control.superview === table && control.isEnabled && control.attributedTitle == nil)
    }
}
