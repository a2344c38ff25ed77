import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Twenty rows of text: row 1 shows a 30-pt image, row 2 is indented two levels, row 3 has
/// no text and its own reuse identifier; `configure` runs last for every row.
@MainActor
final class SeparatorRows: NSObject, UITableViewDataSource {
    var configure: (UITableViewCell, IndexPath) -> Void = { _, _ in }
    let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: indexPath.row == 3 ? "Own" : "Cell", for: indexPath)
        if indexPath.row != 3 { cell.textLabel?.text = "Row \(indexPath.row)" }
        if indexPath.row == 1 { cell.imageView?.image = image }
        if indexPath.row == 2 { cell.indentationLevel = 2 }
        configure(cell, indexPath)
        return cell
    }
}

/// Where table separators start and end, and what draws them (SX9–SX12).
@MainActor
@Suite(.uikit) struct TableSeparatorInsetTests {
    init() { _ = freshUIKit() }

    private func makeTable(_ source: SeparatorRows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Own")
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    private func insets(_ table: UITableView) -> [UIEdgeInsets] {
        table.layoutIfNeeded()
        return (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))!.separatorInset }
    }

    private func inset(_ left: CGFloat, _ right: CGFloat = 0) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: left, bottom: 0, right: right)
    }

    @Test func test_SX9_untilSetEachSeparatorStartsWhereItsRowsTextStarts() {
        let source = SeparatorRows()
        let table = makeTable(source)
        #expect(table.separatorInset == inset(16) && table.separatorInsetReference == .fromCellEdges)
        // Text at 16; after the 30-pt image and 16 pt; two levels of 10 pt in; no text: the margin.
        #expect(insets(table) == [inset(16), inset(62), inset(36), inset(16)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.frame.minX == 62)
        // A cell outside a table reads the inset of a row of text.
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).separatorInset == inset(16))
    }

    @Test func test_SX10_theTablesInsetGoesToEveryCellWithoutItsOwnAndACellsOwnWins() {
        let source = SeparatorRows()
        source.configure = { cell, indexPath in
            if indexPath.row == 3 { cell.separatorInset = UIEdgeInsets(top: 9, left: 5, bottom: 9, right: 7) }
        }
        let table = makeTable(source)
        #expect(insets(table)[3] == UIEdgeInsets(top: 9, left: 5, bottom: 9, right: 7))
        table.separatorInset = UIEdgeInsets(top: 3, left: 40, bottom: 3, right: 10)
        #expect(table.separatorInset == UIEdgeInsets(top: 3, left: 40, bottom: 3, right: 10))
        #expect(insets(table) == [inset(40, 10), inset(40, 10), inset(40, 10), UIEdgeInsets(top: 9, left: 5, bottom: 9, right: 7)])
        // Cells shown later get it too.
        table.contentOffset = CGPoint(x: 0, y: 400)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 12, section: 0))?.separatorInset == inset(40, 10))
    }

    @Test func test_SX11_fromAutomaticInsetsAddsTheTablesInsetToEachRowsAutomaticInset() {
        let source = SeparatorRows()
        let table = makeTable(source)
        table.separatorInsetReference = .fromAutomaticInsets
        #expect(insets(table) == [inset(16), inset(62), inset(36), inset(16)])  // nothing set: the automatic insets
        table.separatorInset = inset(10, 20)
        #expect(insets(table) == [inset(26, 20), inset(72, 20), inset(46, 20), inset(26, 20)])
        table.separatorInsetReference = .fromCellEdges
        #expect(insets(table) == [inset(10, 20), inset(10, 20), inset(10, 20), inset(10, 20)])
        table.separatorInset = .zero
        #expect(insets(table) == [.zero, .zero, .zero, .zero])
    }

    @Test func test_SX12_theSeparatorColourReadsAsTheSystemsUntilSetAndTheEffectIsKept() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        #expect(table.separatorColor == .separator && table.separatorEffect == nil && table.separatorStyle == .singleLine)
        table.separatorColor = .systemRed
        #expect(table.separatorColor == .systemRed)
        table.separatorColor = nil
        #expect(table.separatorColor == .separator)
        let effect = UIBlurEffect(style: .light)
        table.separatorEffect = effect
        #expect(table.separatorEffect === effect)
    }
}
