import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) @testable import UIKit
import UIKitTesting

/// Editing mode of a table: the questions, the controls, the Delete confirmation and the
/// commits (LE1–LE6, LE12, LE15–LE20).
@MainActor
@Suite(.uikit) struct TableEditingTests {
    init() { _ = freshUIKit() }

    @Test func test_LE1_LE2_LE3_enteringEditingAsksEachVisibleRowThenShowsItsControl() throws {
        let log = EditingLog([["A", "B", "C"]])
        log.styles[.row(1)] = .insert
        log.notEditable = [.row(2)]
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        _ = log.take()
        table.setEditing(true, animated: false)
        #expect(log.take() == [
            "canEdit 0.0", "editingStyle 0.0", "shouldIndent 0.0", "canMove 0.0", "willTransition A [editControl]", "didTransition A [editControl]",
            "canEdit 0.1", "editingStyle 0.1", "shouldIndent 0.1", "canMove 0.1", "willTransition B [editControl]", "didTransition B [editControl]",
            "canEdit 0.2", "canMove 0.2", "willTransition C [editControl]", "didTransition C [editControl]",
        ])
        let cells = try (0..<3).map { try #require(table.cellForRow(at: .row($0))) }
        #expect(cells.map(\.editingStyle) == [.delete, .insert, .none])
        #expect(cells.allSatisfy(\.isEditing) && table.isEditing)
        // LE1/LE2: red minus, green plus, nothing for a row that cannot be edited.
        #expect(cells[0]._editingParts.editingControl?.kind == .delete)
        #expect(cells[1]._editingParts.editingControl?.kind == .insert)
        #expect(cells[2]._editingParts.editingControl == nil)
        // LE3: the content moves right by the control's 38 pt (and loses the reorder control's 40 at the trailing edge).
        cells.forEach { $0.layoutIfNeeded() }
        #expect(cells[0].contentView.frame == CGRect(x: 38, y: 0, width: 320 - 38 - 40, height: 44))
        #expect(cells[2].contentView.frame == CGRect(x: 0, y: 0, width: 280, height: 44))
        // Leaving editing asks nothing and takes the controls away.
        table.setEditing(false, animated: false)
        #expect(log.take() == ["willTransition A []", "didTransition A []", "willTransition B []", "didTransition B []",
                               "willTransition C []", "didTransition C []"])
        #expect(cells[0].contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cells[0]._editingParts.editingControl == nil && cells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
    }

    @Test func test_LE3_shouldIndentFalseKeepsTheContentInPlace() throws {
        let log = EditingLog([["A", "B"]])
        log.noIndent = [.row(0)]
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        table.isEditing = true
        let cell = try #require(table.cellForRow(at: .row(0)))
        cell.layoutIfNeeded()
        #expect(!cell.shouldIndentWhileEditing && cell.contentView.frame.minX == 0)
        #expect(try #require(table.cellForRow(at: .row(1))).shouldIndentWhileEditing)
        // Rows shown later in editing mode ask as they come.
        _ = log.take()
        log.sections[0].append("C")
        table.reloadData()
        table.layoutIfNeeded()
        #expect(log.take().filter { $0.hasPrefix("canEdit") } == ["canEdit 0.0", "canEdit 0.1", "canEdit 0.2"])
    }

    @Test func test_LE4_LE5_LE6_theDeleteControlRevealsDeleteAndItsTapCommitsTheDelete() throws {
        let log = EditingLog([["A", "B", "C"]])
        log.deleteTitle = "Remove"
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        table.setEditing(true, animated: false)
        _ = log.take()
        tapEditingControl(ofRowAt: .row(1), in: table)
        let cell = try #require(table.cellForRow(at: .row(1)))
        // LE4: no willBeginEditingRowAt (the table is editing already); the delegate's trailing
        // actions are asked first, then the default Delete with the delegate's title.
        #expect(log.take() == ["trailingActions 0.1", "canEdit 0.1", "editingStyle 0.1", "deleteTitle 0.1",
                               "willTransition B [editControl,deleteConfirmation]", "didTransition B [editControl,deleteConfirmation]"])
        #expect(cell.showingDeleteConfirmation)
        #expect(revealedSwipeActionTitles(in: table) == ["Remove"])
        tapSwipeAction(titled: "Remove", in: table)
        // LE5: commit, then the row is gone (the data source reloaded): no didEndEditing, as
        // the Delete came from the control, not a swipe.
        let events = log.take()
        #expect(events.first == "commit delete 0.1")
        #expect(!events.contains { $0.hasPrefix("didEndEditing") || $0.hasPrefix("willBeginEditing") })
        #expect(log.sections == [["A", "C"]])
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "C"])
        #expect(table._swipeStateName == "idle" && revealedSwipeActionTitles(in: table).isEmpty)
        #expect(table.visibleCells.allSatisfy { !$0.showingDeleteConfirmation && $0.isEditing })
    }

    @Test func test_LE4_LE10_aTapElsewhereHidesTheConfirmation() throws {
        let log = EditingLog([["A", "B"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        table.setEditing(true, animated: false)
        tapEditingControl(ofRowAt: .row(0), in: table)
        #expect(revealedSwipeActionTitles(in: table) == ["Delete"])
        // The control slid away with the content: it is not on screen to tap again.
        #expect(try #require(table.cellForRow(at: .row(0))).bounds.origin.x > 38)
        _ = log.take()
        tap(try #require(table.cellForRow(at: .row(1))))
        #expect(log.take() == ["willTransition A [editControl]", "didTransition A [editControl]"])
        #expect(revealedSwipeActionTitles(in: table).isEmpty && log.sections == [["A", "B"]])
        #expect(try #require(table.cellForRow(at: .row(0))).bounds.origin.x == 0)
    }

    @Test func test_LE5_theInsertControlCommitsAnInsertion() {
        let log = EditingLog([["A", "B"]])
        log.styles[.row(1)] = .insert
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        table.setEditing(true, animated: false)
        _ = log.take()
        tapEditingControl(ofRowAt: .row(1), in: table)
        #expect(log.take().first == "commit insert 0.1")
        #expect(log.sections == [["A", "new", "B"]])
        #expect(revealedSwipeActionTitles(in: table).isEmpty)
    }

    @Test func test_LE6_animatedEditingAnnouncesTheTransitionNowAndItsEndOnTheClock() throws {
        let log = EditingLog([["A"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        let clock = try #require(VirtualClock.current)
        _ = log.take()
        table.setEditing(true, animated: true)
        #expect(log.take() == ["canEdit 0.0", "editingStyle 0.0", "shouldIndent 0.0", "canMove 0.0", "willTransition A [editControl]"])
        let cell = try #require(table.cellForRow(at: .row(0)))
        #expect(cell.contentView.frame.minX == 38)  // the model value at once; the picture moves on the clock
        clock.advance(by: 0.2)
        #expect(log.take() == [])
        clock.advance(by: 0.15)
        #expect(log.take() == ["didTransition A [editControl]"])
        #expect(!cell.showingDeleteConfirmation && cell.isEditing)
    }

    @Test func test_LE12_reorderControlsShowWhileTheDataSourceMovesRowsAndCanMoveRowAtAgrees() throws {
        let log = EditingLog([["A", "B"]])
        log.notMovable = [.row(1)]
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        let cell = try #require(table.cellForRow(at: .row(0)))
        #expect(!cell.showsReorderControl && table._reorderControl(forRowAt: .row(0)) == nil)
        table.setEditing(true, animated: false)
        #expect(cell.showsReorderControl && table._reorderControl(forRowAt: .row(0)) != nil)
        #expect(table.cellForRow(at: .row(1))?.showsReorderControl == false && table._reorderControl(forRowAt: .row(1)) == nil)
        let grabber = try #require(table._reorderControl(forRowAt: .row(0)))
        #expect(grabber.frame == CGRect(x: 280, y: 0, width: 40, height: 44))
        #expect(grabber.subviews.count == 3 && grabber.subviews.map(\.frame.width) == [18, 18, 18])
    }

    @Test func test_LE15_theEditingAccessoryReplacesTheAccessoryWhileEditing() throws {
        let log = EditingLog([["A"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        let cell = try #require(table.cellForRow(at: .row(0)))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let editing = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.accessoryView = plain
        cell.editingAccessoryView = editing
        #expect(cell.editingAccessoryType == .none)
        cell.layoutIfNeeded()
        #expect(!plain.isHidden && editing.isHidden && cell.contentView.frame.width == 320 - 36)
        table.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(plain.isHidden && !editing.isHidden)
        // 40 for the grabber, 30 + 16 for the editing accessory, 38 for the control.
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 320 - 38 - 40 - 46, height: 44))
        #expect(editing.frame == CGRect(x: 320 - 40 - 8 - 30, y: 12, width: 30, height: 20))
        cell.editingAccessoryView = nil
        cell.editingAccessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell._shownAccessoryType == .disclosureIndicator && cell.contentView.frame.width == 320 - 38 - 40 - 34)
        table.setEditing(false, animated: false)
        #expect(cell._shownAccessoryType == .none)
    }

    @Test func test_LE16_LE17_multipleSelectionDuringEditingShowsCirclesTogglesAndLeavingClears() throws {
        let log = EditingLog([["A", "B", "C"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        #expect(!table.allowsMultipleSelectionDuringEditing && !table.allowsSelectionDuringEditing)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        _ = log.take()
        let cells = try (0..<3).map { try #require(table.cellForRow(at: .row($0))) }
        #expect(cells.allSatisfy { $0._editingParts.editingControl?.kind == .selection(false) && $0.editingStyle == .none })
        tap(cells[0])
        tap(cells[2])
        #expect(log.take() == ["didSelect 0.0", "didSelect 0.2"])
        cells.forEach { $0.layoutIfNeeded() }
        #expect(table.indexPathsForSelectedRows == [.row(0), .row(2)])
        #expect(cells.map { $0._editingParts.editingControl?.kind } == [.selection(true), .selection(false), .selection(true)])
        tap(cells[0])
        #expect(log.take() == ["didDeselect 0.0"])
        #expect(table.indexPathsForSelectedRows == [.row(2)])
        // Kept through a reload while editing.
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.indexPathsForSelectedRows == [.row(2)] && table.cellForRow(at: .row(2))?.isSelected == true)
        // LE17: leaving editing clears the selection and tells no one.
        _ = log.take()
        table.setEditing(false, animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(!log.take().contains { $0.hasPrefix("didDeselect") })
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func test_LE16_selectionDuringEditingIsOffByDefaultAndSingleWhenAllowed() throws {
        let log = EditingLog([["A", "B"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        table.setEditing(true, animated: false)
        _ = log.take()
        tap(try #require(table.cellForRow(at: .row(0))))
        #expect(log.take() == [] && table.indexPathsForSelectedRows == nil)
        table.allowsSelectionDuringEditing = true
        table.allowsMultipleSelection = true  // the non-editing flag does not apply while editing
        tap(try #require(table.cellForRow(at: .row(0))))
        tap(try #require(table.cellForRow(at: .row(1))))
        #expect(log.take() == ["didSelect 0.0", "didDeselect 0.0", "didSelect 0.1"])
        #expect(table.indexPathsForSelectedRows == [.row(1)])
    }

    @Test func test_LE18_selectionFollowsFocusIsStoredAndOffByDefault() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(!table.selectionFollowsFocus)
        table.selectionFollowsFocus = true
        #expect(table.selectionFollowsFocus)
    }

    @Test func test_LE19_aDataSourceWithoutCommitStopsOfferingDelete() throws {
        final class NoCommit: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
        }
        let source = NoCommit()
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        controller.view.addSubview(table)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        swipeRow(at: .row(0), in: table, .left)
        #expect(revealedSwipeActionTitles(in: table) == ["Delete"])
        tapSwipeAction(titled: "Delete", in: table)
        // The default commit ran: the row stays, closes, and Delete is no longer offered.
        #expect(table.numberOfRows(inSection: 0) == 3 && table._swipeStateName == "idle")
        #expect(try #require(table.cellForRow(at: .row(0))).bounds.origin.x == 0)
        swipeRow(at: .row(1), in: table, .left)
        #expect(revealedSwipeActionTitles(in: table).isEmpty && table._swipeStateName == "idle")        // The same for moveRowAt: the grabbers show until a reorder finds the default, then go.
        table.setEditing(true, animated: false)
        #expect(table._reorderControl(forRowAt: .row(0)) != nil)
        moveRow(at: .row(0), to: .row(2), in: table)
        #expect(table._reorderControl(forRowAt: .row(0)) == nil && table._reorderControl(forRowAt: .row(2)) == nil)
        #expect(table.cellForRow(at: .row(0))?.frame.minY == 0 && table.cellForRow(at: .row(2))?.frame.minY == 88)
    }

    @Test func test_LE20_collectionViewsUseTheEditingSelectionFlagsWhileEditing() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        #expect(!collection.allowsSelectionDuringEditing && !collection.allowsMultipleSelectionDuringEditing)
        final class Items: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let items = Items()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = items
        let controller = UIViewController()
        controller.view.addSubview(collection)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        collection.isEditing = true
        tap(try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0))))
        #expect(collection.indexPathsForSelectedItems == [])
        collection.allowsMultipleSelectionDuringEditing = true
        tap(try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0))))
        tap(try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0))))
        #expect(Set(collection.indexPathsForSelectedItems ?? []) == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        // Out of editing the ordinary single selection applies again.
        collection.isEditing = false
        tap(try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0))))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }
}
