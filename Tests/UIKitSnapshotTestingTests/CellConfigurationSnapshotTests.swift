#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
@testable import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// A settings-like inset-grouped table whose rows use content configurations: cell,
/// subtitle and value styles with symbols, a selected row, and section headers and footers.
@MainActor
private final class ConfiguredSettingsList: UITableViewController {
    struct Row { let style: UITableViewCell.CellStyle; let text: String; let detail: String?; let symbol: String? }
    let sections: [(header: String, footer: String?, rows: [Row])] = [
        ("Connections", "Wi-Fi and Bluetooth stay on in Airplane Mode.", [
            Row(style: .value1, text: "Wi-Fi", detail: "Home", symbol: "globe"),
            Row(style: .value1, text: "Bluetooth", detail: "On", symbol: "paperplane"),
            Row(style: .default, text: "Notifications", detail: nil, symbol: "bell"),
        ]),
        ("Account", nil, [
            Row(style: .subtitle, text: "Jane Appleseed", detail: "Apple ID, iCloud, Media & Purchases", symbol: "person.crop.circle"),
            Row(style: .default, text: "Sign Out", detail: nil, symbol: nil),
        ]),
    ]

    // Table rows and headers do not size themselves yet: the heights UIKit computes here.
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        sections[indexPath.section].rows[indexPath.row].style == .subtitle ? 62 : 44
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.style == .plain ? 28 : 38
    }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        sections[section].footer == nil ? (tableView.style == .plain ? 0 : 16) : 38
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.detail
        content.image = row.symbol.flatMap { UIImage(systemName: $0) }
        cell.contentConfiguration = content
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        if row.style != .subtitle { cell.accessoryType = .disclosureIndicator }
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?._configureForSnapshot(text: sections[section].header, header: true, style: tableView.style)
        return header
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard let text = sections[section].footer else { return nil }
        let footer = UITableViewHeaderFooterView(reuseIdentifier: nil)
        footer._configureForSnapshot(text: text, header: false, style: tableView.style)
        return footer
    }
}

extension UITableViewHeaderFooterView {
    /// A header or footer showing `text` in the style of a table of `style`.
    fileprivate func _configureForSnapshot(text: String, header: Bool, style: UITableView.Style) {
        var content: UIListContentConfiguration = switch (style, header) {
        case (.plain, true): .plainHeader()
        case (.plain, false): .plainFooter()
        case (_, true): .groupedHeader()
        case (_, false): .groupedFooter()
        }
        content.text = text
        contentConfiguration = content
    }
}

/// List cells with accessories, laid out by hand in a column as a list of `appearance` shows them.
@MainActor
private func listCellsColumn(appearance: UICollectionViewListCell.ListAppearance, editing: Bool) -> UIView {
    let inset: CGFloat = appearance == .insetGrouped ? 16 : 0
    let column = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 6 * 44 + 40))
    column.backgroundColor = appearance == .plain ? .systemBackground : .systemGroupedBackground
    let rows: [(String, [UICellAccessory], Bool)] = [
        ("Inbox", [.disclosureIndicator()], false),
        ("Favourites", [.checkmark()], true),
        ("Folders", [.outlineDisclosure()], false),
        ("Archive", [.label(text: "3"), .disclosureIndicator()], false),
        ("Drafts", [.delete(), .reorder(), .disclosureIndicator()], false),
        ("Trash", [.multiselect(), .detail()], true),
    ]
    for (index, row) in rows.enumerated() {
        let cell = UICollectionViewListCell(frame: CGRect(x: inset, y: 20 + CGFloat(index) * 44, width: 390 - 2 * inset, height: 44))
        cell._listAppearance = appearance
        cell._isEditing = editing
        var content = cell.defaultContentConfiguration()
        content.text = row.0
        content.image = UIImage(systemName: index.isMultiple(of: 2) ? "folder" : "star")
        cell.contentConfiguration = content
        cell.accessories = row.1
        cell.isSelected = row.2
        column.addSubview(cell)
    }
    return column
}

/// Pictures of cells drawn from content and background configurations (LC2–LC8, LC17).
@MainActor
@Suite(.uikit) struct CellConfigurationSnapshotTests {
    init() { freshSnapshotScreen() }

    @Test func insetGroupedTableOfConfiguredRows() throws {
        let list = ConfiguredSettingsList(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: list)
        let window = showInWindow(navigation)
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        drainMainRunLoop()
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func plainTableOfConfiguredRowsWithHeaders() throws {
        let list = ConfiguredSettingsList(style: .plain)
        let window = showInWindow(UINavigationController(rootViewController: list))
        drainMainRunLoop()
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test(arguments: [false, true])
    func listCellsWithAccessories(editing: Bool) {
        let column = listCellsColumn(appearance: .insetGrouped, editing: editing)
        assertSnapshot(of: column, as: .image(precision: 0.9995, perceptualPrecision: 0.98, scale: 2), named: editing ? "editing" : "normal")
    }

    @Test func sidebarCellsShowTheSelectionInTheTint() {
        let column = listCellsColumn(appearance: .sidebar, editing: false)
        assertSnapshot(of: column, as: .image(precision: 0.9995, perceptualPrecision: 0.98, scale: 2))
    }
}
#endif
