import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// TB1, TB2: a table cell's background views.
@MainActor
@Suite(.uikit) struct TableCellBackgroundTests {
    init() { _ = freshUIKit() }

    @Test func test_TB1_backgroundViewsFillTheCellBehindTheContentAndTheSelectedOneShowsWhileSelectedOrHighlighted() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && cell.multipleSelectionBackgroundView == nil)
        let selected = UIView(), background = UIView()
        cell.selectedBackgroundView = selected
        cell.backgroundView = background
        #expect(selected.frame == cell.bounds && background.frame == cell.bounds)
        let order = cell.subviews.filter { $0 === background || $0 === selected || $0 === cell.contentView }
        #expect(order.count == 3 && order[0] === background && order[1] === selected && order[2] === cell.contentView)
        #expect(selected.isHidden)
        cell.setHighlighted(true, animated: false)
        #expect(!selected.isHidden)
        cell.setHighlighted(false, animated: false)
        cell.setSelected(true, animated: false)
        #expect(!selected.isHidden)
        cell.selectionStyle = .none
        #expect(selected.isHidden)
        cell.selectionStyle = .default
        // Replaced: the old one leaves.
        let other = UIView()
        cell.selectedBackgroundView = other
        #expect(selected.superview == nil && other.superview === cell && !other.isHidden)
        cell.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        cell.layoutIfNeeded()
        #expect(other.frame == cell.bounds && background.frame == cell.bounds)
    }

    @Test func test_TB1_aCellSelectedInMultipleSelectionEditingShowsItsMultipleSelectionBackground() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.allowsMultipleSelectionDuringEditing = true
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell._tableView = table
        let selected = UIView(), multiple = UIView()
        cell.selectedBackgroundView = selected
        cell.multipleSelectionBackgroundView = multiple
        cell.setEditing(true, animated: false)
        cell.setSelected(true, animated: false)
        #expect(!multiple.isHidden && selected.isHidden)
        cell.setSelected(false, animated: false)
        #expect(multiple.isHidden && selected.isHidden)
        cell.setEditing(false, animated: false)
        cell.setSelected(true, animated: false)
        #expect(multiple.isHidden && !selected.isHidden)
    }

    @Test func test_TB2_aBackgroundConfigurationReplacesTheBackgroundViews() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let selected = UIView(), background = UIView()
        cell.selectedBackgroundView = selected
        cell.backgroundView = background
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        #expect(selected.superview == nil && background.superview == nil)
    }
}
