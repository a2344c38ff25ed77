import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Ten 44-point rows in one section without titles.
@MainActor
private final class TenRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

/// A header of one label with Auto Layout inside, as apps build it.
@MainActor
private final class MessageHeader: UIView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// TH3: the table's header and footer views.
@MainActor
@Suite(.uikit) struct TableHeaderViewTests {
    init() { _ = freshUIKit() }

    private func table() -> (UITableView, TenRows) {
        let source = TenRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        return (table, source)
    }

    @Test func test_TH3_theHeaderTakesTheTablesWidthAndKeepsItsHeightTheRowsBelowIt() throws {
        let (table, source) = table()
        _ = source
        let header = UIView(frame: CGRect(x: 1000, y: 1000, width: 0, height: 80))
        let footer = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 80) && header.superview === table)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 80)
        #expect(footer.frame == CGRect(x: 0, y: 80 + 440, width: 320, height: 30))
        #expect(table.contentSize.height == CGFloat(80 + 440 + 30))
        // The table does not watch the header's frame: a new height shows once the view is
        // assigned again.
        header.frame.size.height = 120
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 80)
        table.tableHeaderView = header
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120 && header.frame.height == 120)
        #expect(table.contentSize.height == CGFloat(120 + 440 + 30))
        // A change of the table's width gives the header and footer the new width.
        table.frame.size.width = 400
        table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 120) && footer.frame.width == 400)
        // Replaced: the old one leaves the table.
        table.tableHeaderView = nil
        table.layoutIfNeeded()
        #expect(header.superview == nil && table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    }

    @Test func test_TH3_anAutoLayoutHeaderSizedInViewDidLayoutSubviewsAsAppsDoIt() throws {
        let (table, source) = table()
        _ = source
        let header = MessageHeader(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        header.label.text = String(repeating: "A long message that wraps. ", count: 4)
        table.tableHeaderView = header
        table.layoutIfNeeded()
        #expect(header.frame.height == 44)  // never sized by Auto Layout on its own
        // The viewDidLayoutSubviews pattern: fit at the table's width, then assign it again.
        let fitted = header.systemLayoutSizeFitting(CGSize(width: table.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                                                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height > 44)
        header.frame.size.height = fitted.height
        table.tableHeaderView = header
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == fitted.height)
        #expect(header.label.frame.maxY == fitted.height - 10 && header.label.frame.width == 320 - 32)
    }
}
