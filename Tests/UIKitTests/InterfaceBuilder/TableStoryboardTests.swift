import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Tables from storyboards: prototypes, static sections, and the segues cells trigger (I3).
@MainActor
@Suite(.uikit) struct TableStoryboardTests {
    let clock: VirtualClock

    init() {
        clock = freshUIKit()
        _ = IBLog.take()
    }

    private func settle() { UIKitTests.settle(clock) }

    private func tables() -> UIStoryboard { UIStoryboard(name: "Tables", bundle: .module) }

    @Test func test_I2_prototypeCellsAreMadeFromTheStoryboardWhenDequeued() throws {
        let navigation = try #require(tables().instantiateInitialViewController() as? UINavigationController)
        let people = try #require(navigation.topViewController as? IBPeopleTableViewController)
        let window = showInWindow(navigation)
        defer { window.isHidden = true }
        #expect(people.tableView.dataSource === people && people.tableView.delegate === people)
        #expect(people.tableView.rowHeight == 60)
        #expect(people.tableView.sectionHeaderHeight == UITableView.automaticDimension)  // plain: IB's 28 is a placeholder
        let cells = people.tableView.visibleCells.compactMap { $0 as? IBPersonCell }
        #expect(cells.map { $0.nameLabel.text } == ["Ada", "Grace", "Linus"])
        let first = try #require(cells.first)
        #expect(first.reuseIdentifier == "Person" && first.selectionStyle == .gray && first.accessoryType == .detailDisclosureButton)
        #expect(first.nameLabel.superview === first.contentView && first.frame.height == 60)
        #expect(cells[0] !== cells[1] && cells[0].nameLabel !== cells[1].nameLabel)  // a new cell per prototype use
        // awakeFromNib ran with the outlet set, before the data source filled it in.
        #expect(IBLog.take() == ["PersonCell.awakeFromNib name=Name", "PersonCell.awakeFromNib name=Name", "PersonCell.awakeFromNib name=Name"])
    }

    @Test func test_I3_tappingAPrototypeCellSelectsThenPerformsItsSegueWithTheCellAsSender() throws {
        let navigation = try #require(tables().instantiateInitialViewController() as? UINavigationController)
        let people = try #require(navigation.topViewController as? IBPeopleTableViewController)
        let window = showInWindow(navigation)
        defer { window.isHidden = true }
        _ = IBLog.take()
        tap(try #require(people.tableView.cellForRow(at: IndexPath(row: 1, section: 0))))
        #expect(IBLog.take() == ["People.didSelect 1", "People.shouldPerformSegue showPerson", "Detail.init(coder:)",
                                 "People.prepare showPerson -> IBDetailViewController row=1"])
        settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is IBDetailViewController)
        // Back: clearsSelectionOnViewWillAppear deselects the row.
        #expect(people.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.popViewController(animated: false)
        settle()
        #expect(people.tableView.indexPathForSelectedRow == nil)
    }

    @Test func test_I3_theDetailButtonTellsTheDelegateThenPerformsTheAccessorySegue() throws {
        let navigation = try #require(tables().instantiateInitialViewController() as? UINavigationController)
        let people = try #require(navigation.topViewController as? IBPeopleTableViewController)
        let window = showInWindow(navigation)
        defer { window.isHidden = true }
        _ = IBLog.take()
        let cell = try #require(people.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let button = try #require(cell.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.buttonType == .detailDisclosure)
        tap(button)
        #expect(IBLog.take() == ["People.accessoryTapped 2", "People.shouldPerformSegue editPerson", "Detail.init(coder:)",
                                 "People.prepare editPerson -> IBDetailViewController row=2"])
        settle()
        #expect(people.presentedViewController is IBDetailViewController)
        #expect(people.presentedViewController?.modalPresentationStyle == .fullScreen)
        #expect(people.tableView.indexPathForSelectedRow == nil)  // the accessory does not select
    }

    @Test func test_I2_staticTableServesItsStoryboardSectionsAndConnectsOutletsIntoCells() throws {
        let settings = tables().instantiateViewController(identifier: "Settings") as IBSettingsTableViewController
        let window = showInWindow(settings)
        defer { window.isHidden = true }
        #expect(settings.versionLabel.text == "1.0")
        let table = try #require(settings.tableView)
        #expect(table.style == .grouped && table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "General")
        #expect(settings.tableView(table, titleForFooterInSection: 0) == "Settings apply at once.")
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == nil)
        let version = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(version.style == .value1 && version.textLabel?.text == "Version" && version.detailTextLabel === settings.versionLabel)
        // Heights: the automatic row takes 44, the cell with its own height keeps 80; grouped
        // headers and footers take the file's 18.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 18, width: table.bounds.width, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(18 + 44 + 80 + 18 + 18))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType == .checkmark)
    }

    @Test func test_I2_aPoppedTableControllerAndItsCellsAreReleased() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        defer { window.isHidden = true }
        weak var weakPeople: IBPeopleTableViewController?
        weak var weakCell: UITableViewCell?
        do {
            let people = try #require(tables().instantiateInitialViewController() as? UINavigationController)
                .topViewController as? IBPeopleTableViewController
            let controller = try #require(people)
            controller.navigationController?.setViewControllers([], animated: false)
            navigation.pushViewController(controller, animated: false)
            settle()
            weakPeople = controller
            weakCell = controller.tableView.visibleCells.first
            #expect(weakCell != nil)
            navigation.popViewController(animated: false)
            settle()
        }
        #expect(weakPeople == nil)
        #expect(weakCell == nil)
    }
}
