import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Batch updates of a table: recording, checking, measuring, cells, selection, animation.
@MainActor
@Suite(.uikit) struct TableBatchUpdateTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_LU1_LU7_deletesAndReloadsNameOldRowsInsertsNewOnesWhateverTheCallOrder() {
        let log = UpdateLog([["A", "B", "C", "D"]])
        log.logsHeights = true
        let table = makeUpdatingTable(log)
        let a = table.visibleCells[0], c = table.visibleCells[2]
        var finished: [Bool] = []
        UIView.performWithoutAnimation {
            table.performBatchUpdates({
                log.model = [["X", "A", "C", "D*"]]
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)      // after the batch
                table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)      // before the batch
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)      // before the batch
            }, completion: { finished.append($0) })
        }
        // Counted, the new and reloaded rows measured, their cells asked for, then the leaving cells retired.
        #expect(log.take() == ["sections", "rows 0", "height 0.0", "height 0.3",
                               "cell 0.0 X", "willDisplay 0.0 X", "cell 0.3 D*", "willDisplay 0.3 D*",
                               "didEndDisplaying 0.1 B", "didEndDisplaying 0.3 D"])
        #expect(titles(table) == ["X", "A", "C", "D*"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === a && table.cellForRow(at: IndexPath(row: 2, section: 0)) === c)
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
        #expect(finished == [])
        drainMainRunLoop()
        #expect(finished == [true])  // LU3: the next turn when nothing animates
    }

    @Test func test_LU2_aBatchNestsAndIsCountedBeforeItsChangesAndCheckedAtTheOutermostEnd() {
        let log = UpdateLog([["A", "B"]])
        let table = makeUpdatingTable(log)
        UIView.performWithoutAnimation {
            table.beginUpdates()
            table.beginUpdates()
            log.model[0].append("C")
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
            table.endUpdates()
            #expect(log.take() == [])  // nothing applied while the outer batch is open
            table.endUpdates()
        }
        #expect(log.take() == ["sections", "rows 0", "cell 0.2 C", "willDisplay 0.2 C"])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test func test_LU3_theCompletionRunsWithTrueWhenTheAnimationEndsAfterTheLeavingCellsAreRetired() {
        let log = UpdateLog([["A", "B", "C"]])
        let table = makeUpdatingTable(log)
        let b = table.visibleCells[1]
        table.performBatchUpdates({
            log.model = [["A", "C"]]
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { log.events.append("completion \($0)") })
        #expect(log.take() == ["sections", "rows 0"])
        // LU11: the deleted row's cell fades out where it was while C moves up.
        #expect(b.superview === table && b.alpha == 0 && b.frame.minY == 44)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "C")
        clock.advance(by: 0.29)
        #expect(log.take() == [])
        clock.advance(by: 0.02)
        #expect(log.take() == ["didEndDisplaying 0.1 B", "completion true"])
        #expect(b.superview == nil && b.alpha == 1)  // reset for its reuse
    }

    @Test func test_LU4_countsThatDoNotAddUpAreUIKitsInconsistencyException() async {
        #expect(UIKitDiagnostic.invalidElementCount(.table, section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0).message
            == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        #expect(UIKitDiagnostic.invalidSectionCount(.collection, after: 2, before: 1, inserted: 0, deleted: 0).message
            == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        // The plan finds the mismatch with the counts it was given.
        var update = ListUpdate()
        update.insertedItems = [IndexPath(item: 0, section: 0)]
        let result = update.plan(oldCounts: [2], newSectionCount: 1, newCounts: [2], nouns: .collection)
        guard case .failure(let diagnostic) = result else { Issue.record("expected a failure"); return }
        #expect(diagnostic.message.hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"))
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = UpdateLog([["A", "B"]])
                let table = makeUpdatingTable(log)
                log.model = [["A", "B", "C"]]
                table.performBatchUpdates(nil)
            }
        }
        let stderr = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2)"))
    }

    @Test func test_LU5_indexesOutsideTheirStateAreUIKitsExceptions() {
        func failure(_ update: ListUpdate, old: [Int], new: [Int]) -> String? {
            if case .failure(let diagnostic) = update.plan(oldCounts: old, newSectionCount: new.count, newCounts: new, nouns: .table) {
                return diagnostic.message
            }
            return nil
        }
        var delete = ListUpdate()
        delete.deletedItems = [IndexPath(row: 5, section: 0)]
        #expect(failure(delete, old: [3], new: [2]) == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
        var insert = ListUpdate()
        insert.insertedItems = [IndexPath(row: 5, section: 0)]
        #expect(failure(insert, old: [3], new: [4]) == "attempt to insert row 5 into section 0, but there are only 4 rows in section 0 after the update")
        var sections = ListUpdate()
        sections.deletedSections = [3]
        #expect(failure(sections, old: [1, 1, 1], new: [1, 1]) == "attempt to delete section 3, but there are only 3 sections before the update")
        var insertSection = ListUpdate()
        insertSection.insertedSections = [4]
        #expect(failure(insertSection, old: [1], new: [1, 1]) == "attempt to insert section 4 but there are only 2 sections after the update")
    }

    @Test func test_LU6_endUpdatesWithoutBeginRaises() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UITableView(frame: .zero, style: .plain).endUpdates() }
        }
    }

    @Test func test_LU7_deletedCellsGoToTheReusePoolAndOnlyNewRowsAreAskedFor() {
        let log = UpdateLog([["A", "B", "C"]])
        let table = makeUpdatingTable(log)
        let b = table.visibleCells[1] as! ReuseCountingCell
        UIView.performWithoutAnimation {
            log.model = [["A", "C"]]
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            log.model = [["A", "C", "D"]]
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        #expect(log.take() == ["sections", "rows 0", "didEndDisplaying 0.1 B", "sections", "rows 0", "cell 0.2 D", "willDisplay 0.2 D"])
        #expect(table.visibleCells[2] === b && b.reuses == 1)  // the deleted row's cell was reused for D
    }

    @Test func test_LU8_selectedRowsMoveWithTheirRowsAndDeletedOrReloadedOnesAreDeselected() {
        let log = UpdateLog([["A", "B", "C", "D"]])
        let table = makeUpdatingTable(log)
        table.allowsMultipleSelection = true
        for row in [0, 1, 3] { table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none) }
        let d = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        UIView.performWithoutAnimation {
            table.performBatchUpdates {
                log.model = [["D", "A*", "C"]]
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
                table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
        #expect(titles(table) == ["D", "A*", "C"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(table.visibleCells[0] === d && d.isSelected && !table.visibleCells[1].isSelected)
    }

    @Test(arguments: [false, true])
    func test_LU9_onlyNewRowsAreMeasuredAndTheRowsBelowShift(estimates: Bool) {
        let log = UpdateLog([(0..<1000).map { "R\($0)" }])
        log.logsHeights = true
        let table = makeUpdatingTable(log)
        if !estimates {
            table.estimatedRowHeight = 0  // every height is asked at the count (LT4)
            table.reloadData()
            table.layoutIfNeeded()
        }
        _ = log.take()
        UIView.performWithoutAnimation {
            log.model[0].insert("New", at: 500)
            table.insertRows(at: [IndexPath(row: 500, section: 0)], with: .none)
        }
        // With estimates (the default) the new row off screen takes the estimate and is asked
        // for its height when it comes on screen (LT2); without, only it is asked now.
        #expect(log.take() == (estimates ? ["sections", "rows 0"] : ["sections", "rows 0", "height 0.500"]))
        #expect(table.rectForRow(at: IndexPath(row: 999, section: 0)).minY == CGFloat(999 * 44))
        #expect(table.rectForRow(at: IndexPath(row: 1000, section: 0)).minY == CGFloat(1000 * 44))
        #expect(table.contentSize.height == CGFloat(1001 * 44))
    }

    @Test func test_LU10_anEmptyBatchMeasuresEveryRowAgainAndMovesTheCells() {
        final class Heights: NSObject, UITableViewDelegate {
            var height: CGFloat = 44
            var asked: [Int] = []
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                asked.append(indexPath.row)
                return height
            }
        }
        let log = UpdateLog([["A", "B", "C"]])
        let table = makeUpdatingTable(log)
        let heights = Heights()
        table.delegate = heights
        table.layoutIfNeeded()
        heights.asked = []
        heights.height = 60
        var done = false
        table.performBatchUpdates(nil) { done = $0 }
        #expect(heights.asked == [0, 1, 2] && table.contentSize.height == 180)
        #expect(table.visibleCells.map(\.frame.minY) == [0, 60, 120])  // the model frames change at once
        clock.advance(by: 0.31)
        #expect(done)
    }

    @Test func test_LU11_eachRowAnimationHasItsStartAndEndState() {
        let log = UpdateLog([["A", "B", "C", "D", "E"]])
        let table = makeUpdatingTable(log)
        let cells = table.visibleCells
        log.model = [["A", "F"]]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .right)
            table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .none)
            table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .middle)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .top)
        }
        #expect(cells[1].frame.minX == -320 && cells[2].frame.minX == 320 && cells[3].isHidden)
        #expect(cells[4].transform.d < 0.02 && cells.allSatisfy { $0.superview === table })
        let f = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(f.frame.minY == 44)  // the model frame is the final one; it slides from above
        clock.advance(by: 0.31)
        #expect(cells[1...].allSatisfy { $0.superview == nil && !$0.isHidden && $0.transform == .identity })
        #expect(UITableView.RowAnimation.automatic.rawValue == 100 && UITableView.RowAnimation.middle.rawValue == 6)
    }

    @Test func test_LU12_reconfigureAsksAgainForTheSameCellWithoutReuse() {
        let log = UpdateLog([["A", "B"] + (0..<20).map { "R\($0)" }])
        let table = makeUpdatingTable(log)
        let b = table.visibleCells[1] as! ReuseCountingCell
        log.model[0][1] = "B2"
        log.model[0][21] = "Off"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 21, section: 0)])
        #expect(log.take() == ["sections", "rows 0", "cell 0.1 B2"])  // the row off screen is not asked
        #expect(table.visibleCells[1] === b && b.reuses == 0 && b.textLabel?.text == "B2")
    }

    @Test func test_LU13_sectionsInsertDeleteAndMoveWithTheirRowsAndHeaders() {
        let log = UpdateLog([["A"], ["B"], ["C"]])
        let table = makeUpdatingTable(log)
        let a = table.visibleCells[0], c = table.visibleCells[2]
        UIView.performWithoutAnimation {
            table.performBatchUpdates {
                log.model = [["C"], ["N1", "N2"], ["A"]]
                table.deleteSections([1], with: .fade)
                table.moveSection(2, toSection: 0)
                table.insertSections([1], with: .fade)
            }
        }
        #expect(log.take() == ["sections", "rows 0", "rows 1", "rows 2", "cell 1.0 N1", "willDisplay 1.0 N1",
                               "cell 1.1 N2", "willDisplay 1.1 N2", "didEndDisplaying 1.0 B"])
        #expect(titles(table) == ["C", "N1", "N2", "A"])
        #expect(table.visibleCells[0] === c && table.visibleCells[3] === a)
        // A row moves across sections with its cell.
        UIView.performWithoutAnimation {
            log.model = [["C", "A"], ["N1", "N2"], []]
            table.moveRow(at: IndexPath(row: 0, section: 2), to: IndexPath(row: 1, section: 0))
        }
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === a)
    }
}
