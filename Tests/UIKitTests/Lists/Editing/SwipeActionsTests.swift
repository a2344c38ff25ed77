import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Swipe actions on rows: real touches through the window, the swipe state machine, the
/// actions' handlers and completion handlers (LE7–LE11).
@MainActor
@Suite(.uikit) struct SwipeActionsTests {
    init() { _ = freshUIKit() }

    @Test func test_LE8_contextualActionsAndConfigurationsHaveUIKitsDefaults() {
        let destructive = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let normal = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
        #expect(destructive.backgroundColor == .systemRed && normal.backgroundColor == .systemGray)
        #expect(destructive.style == .destructive && normal.title == "Flag" && normal.image == nil)
        #expect(UIContextualAction.Style.normal.rawValue == 0 && UIContextualAction.Style.destructive.rawValue == 1)
        let configuration = UISwipeActionsConfiguration(actions: [destructive, normal])
        #expect(configuration.performsFirstActionWithFullSwipe && configuration.actions.count == 2 && configuration.actions[0] === destructive && configuration.actions[1] === normal)
        #expect(UITableViewCell.EditingStyle.none.rawValue == 0 && UITableViewCell.EditingStyle.delete.rawValue == 1
            && UITableViewCell.EditingStyle.insert.rawValue == 2)
    }

    @Test func test_LE7_LE8_aSwipeLeftRevealsTheDefaultDeleteWithItsCallbacksInOrder() throws {
        let log = EditingLog([["A", "B", "C"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        _ = log.take()
        swipeRow(at: .row(1), in: table, .left)
        #expect(log.take() == ["trailingActions 0.1", "canEdit 0.1", "editingStyle 0.1", "deleteTitle 0.1",
                               "willBeginEditing 0.1", "willTransition B [deleteConfirmation]", "didTransition B [deleteConfirmation]"])
        #expect(table._swipeStateName == "open")
        #expect(revealedSwipeActionTitles(in: table) == ["Delete"])
        let cell = try #require(table.cellForRow(at: .row(1)))
        #expect(cell.showingDeleteConfirmation)
        // The content slid left by the button's width; the button fills the row's height in red.
        let button = try #require(table._revealedSwipeActions.first?.view)
        #expect(table._swipedRow?.offset == -button.frame.width && cell.bounds.origin.x == button.frame.width)
        #expect(button.frame.height == 44 && button.backgroundColor == .systemRed && button.frame.width >= 74)
        #expect(button.convert(button.bounds, to: table).maxX == 320)
        tapSwipeAction(titled: "Delete", in: table)
        table.layoutIfNeeded()
        // LE9: commit; the row is gone, so the cell hides its confirmation and didEnd gets nil.
        let events = log.take()
        #expect(Array(events.prefix(4)) == ["commit delete 0.1", "willTransition B []", "didTransition B []", "didEndEditing nil"])
        #expect(log.sections == [["A", "C"]] && table._swipeStateName == "idle")
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "C"])
    }

    @Test func test_LE7_noSwipeInEditingModeOrForASmallOrVerticalMove() {
        let log = EditingLog([["A", "B"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        swipeRow(at: .row(0), in: table, .left, distance: 8)
        #expect(table._swipeStateName == "idle" && revealedSwipeActionTitles(in: table).isEmpty)
        table.setEditing(true, animated: false)
        _ = log.take()
        swipeRow(at: .row(0), in: table, .left)
        #expect(log.take() == [] && table._swipeStateName == "idle")
    }

    @Test func test_LE7_LE10_aShortSwipeSnapsBackAndEndsEditing() throws {
        let log = EditingLog([["A", "B"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        _ = log.take()
        swipeRow(at: .row(0), in: table, .left, distance: 25)
        #expect(log.take() == ["trailingActions 0.0", "canEdit 0.0", "editingStyle 0.0", "deleteTitle 0.0", "willBeginEditing 0.0",
                               "willTransition A [deleteConfirmation]", "willTransition A []", "didTransition A []", "didEndEditing 0.0"])
        let cell = try #require(table.cellForRow(at: .row(0)))
        #expect(table._swipeStateName == "idle" && cell.bounds.origin.x == 0)
    }

    @Test func test_LE8_LE9_delegateActionsShowInOrderAndTheirHandlersGetTheCompletion() throws {
        let log = EditingLog([["A", "B"]])
        var ran: [String] = []
        var pending: ((Bool) -> Void)?
        let archive = UIContextualAction(style: .normal, title: "Archive") { action, view, completion in
            ran.append("\(action.title!) in \(type(of: view) == UIView.self ? "view" : "button")")
            pending = completion
        }
        archive.backgroundColor = .systemBlue
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
            ran.append("Flag")
            completion(true)
        }
        flag.image = UIImage(systemName: "star.fill")
        log.trailing = { _ in UISwipeActionsConfiguration(actions: [archive, flag]) }
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        _ = log.take()
        swipeRow(at: .row(0), in: table, .left, distance: 170)
        #expect(log.take() == ["trailingActions 0.0", "willBeginEditing 0.0", "willTransition A [deleteConfirmation]",
                               "didTransition A [deleteConfirmation]"])
        let buttons = table._revealedSwipeActions
        #expect(buttons.map(\.title) == ["Archive", "Flag"])
        // The first action sits at the row's edge (rightmost), in its colour.
        #expect(buttons[0].view.frame.minX > buttons[1].view.frame.minX && buttons[0].view.backgroundColor == .systemBlue)
        #expect(buttons[1].view.backgroundColor == .systemGray)
        tapSwipeAction(titled: "Archive", in: table)
        // The row waits, open, until the completion handler is called.
        #expect(ran == ["Archive in button"] && table._swipeStateName == "performing" && log.take() == [])
        pending?(true)
        #expect(log.take() == ["willTransition A []", "didTransition A []", "didEndEditing 0.0"])
        #expect(table._swipeStateName == "idle")
        pending?(true)  // a second call does nothing
        #expect(log.take() == [])
    }

    @Test func test_LE8_aSwipeRightRevealsTheLeadingActionsAndNoneWithoutThem() throws {
        let log = EditingLog([["A", "B"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        _ = log.take()
        swipeRow(at: .row(0), in: table, .right)
        #expect(log.take() == ["leadingActions 0.0"] && table._swipeStateName == "idle")
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(false) }
        log.leading = { _ in UISwipeActionsConfiguration(actions: [pin]) }
        swipeRow(at: .row(0), in: table, .right)
        #expect(revealedSwipeActionTitles(in: table) == ["Pin"])
        let cell = try #require(table.cellForRow(at: .row(0)))
        let button = try #require(table._revealedSwipeActions.first?.view)
        #expect(cell.bounds.origin.x == -button.frame.width && button.convert(button.bounds, to: table).minX == 0)
        _ = log.take()
        tapSwipeAction(titled: "Pin", in: table)
        // completion(false): the row closes all the same.
        #expect(log.take() == ["willTransition A []", "didTransition A []", "didEndEditing 0.0"])
        #expect(cell.bounds.origin.x == 0 && log.sections == [["A", "B"]])
    }

    @Test func test_LE9_aDestructiveActionThatKeepsTheRowClosesIt() {
        let log = EditingLog([["A", "B"]])
        let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, completion in completion(true) }
        log.trailing = { _ in UISwipeActionsConfiguration(actions: [remove]) }
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        swipeRow(at: .row(1), in: table, .left)
        _ = log.take()
        tapSwipeAction(titled: "Remove", in: table)
        #expect(log.take() == ["willTransition B []", "didTransition B []", "didEndEditing 0.1"])
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func test_LE10_aTapElsewhereClosesWithoutSelectingAndEditingClosesToo() throws {
        let log = EditingLog([["A", "B", "C"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        swipeRow(at: .row(0), in: table, .left)
        _ = log.take()
        tap(try #require(table.cellForRow(at: .row(2))))
        #expect(log.take() == ["willTransition A []", "didTransition A []", "didEndEditing 0.0"])
        #expect(table.indexPathsForSelectedRows == nil && table._swipeStateName == "idle")
        // A swipe on another row closes the open one first.
        swipeRow(at: .row(0), in: table, .left)
        _ = log.take()
        swipeRow(at: .row(1), in: table, .left)
        #expect(Array(log.take().prefix(3)) == ["willTransition A []", "didTransition A []", "didEndEditing 0.0"])
        #expect(table._swipedRow?.indexPath == .row(1))
        // Entering editing mode closes it.
        _ = log.take()
        table.setEditing(true, animated: false)
        #expect(Array(log.take().prefix(3)) == ["willTransition B []", "didTransition B []", "didEndEditing 0.1"])
        #expect(table._swipeStateName == "idle")
    }

    @Test func test_LE11_aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNo() throws {
        let log = EditingLog([["A", "B", "C"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        _ = log.take()
        fullSwipeRow(at: .row(2), in: table, .left)
        let events = log.take()
        #expect(Array(events.prefix(8)) == ["trailingActions 0.2", "canEdit 0.2", "editingStyle 0.2", "deleteTitle 0.2", "willBeginEditing 0.2",
                                           "willTransition C [deleteConfirmation]", "commit delete 0.2", "willTransition C []"])
        #expect(events.contains("didEndEditing nil") && log.sections == [["A", "B"]])
        var performed = 0
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in performed += 1; completion(true) }
        let configuration = UISwipeActionsConfiguration(actions: [flag])
        configuration.performsFirstActionWithFullSwipe = false
        log.trailing = { _ in configuration }
        fullSwipeRow(at: .row(0), in: table, .left)
        // Without full swipe the row stops at its actions' width and stays open.
        #expect(performed == 0 && table._swipeStateName == "open")
        let button = try #require(table._revealedSwipeActions.first?.view)
        #expect(table._swipedRow?.offset == -button.frame.width)
    }

    @Test func test_LE10_theSwipeControllerLetsGoOfTheTable() {
        weak var weakTable: UITableView?
        weak var weakController: SwipeActionsController?
        do {
            let log = EditingLog([["A"]])
            let (table, window) = editingTable(log)
            swipeRow(at: .row(0), in: table, .left)
            weakTable = table
            weakController = table._editing.swipe
            #expect(weakController != nil)
            table.removeFromSuperview()
            window.isHidden = true
        }
        tearDownWindows()
        drainMainRunLoop()
        #expect(weakTable == nil && weakController == nil)
    }
}
