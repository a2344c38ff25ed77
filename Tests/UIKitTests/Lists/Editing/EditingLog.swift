import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A data source and delegate for editing tests: a model of rows per section, and every
/// editing question and event written down in order.
@MainActor
final class EditingLog: UITableViewDataSource, UITableViewDelegate {
    var events: [String] = []
    var sections: [[String]]
    var styles: [IndexPath: UITableViewCell.EditingStyle] = [:]
    var notEditable: Set<IndexPath> = []
    var notMovable: Set<IndexPath> = []
    var noIndent: Set<IndexPath> = []
    var deleteTitle: String?
    var retarget: [IndexPath: IndexPath] = [:]
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    /// Whether commit deletes the row from the model and reloads.
    var deletesOnCommit = true

    init(_ sections: [[String]]) { self.sections = sections }

    func take() -> [String] {
        defer { events = [] }
        return events
    }

    static func name(_ indexPath: IndexPath?) -> String {
        indexPath.map { "\($0.section).\($0.row)" } ?? "nil"
    }

    private func name(_ indexPath: IndexPath?) -> String { Self.name(indexPath) }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        (cell as? TransitionCell)?.record = { [weak self] in self?.events.append($0) }
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        events.append("canEdit \(name(indexPath))")
        return !notEditable.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        events.append("canMove \(name(indexPath))")
        return !notMovable.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle == .delete ? "delete" : editingStyle == .insert ? "insert" : "none") \(name(indexPath))")
        guard deletesOnCommit else { return }
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
        } else if editingStyle == .insert {
            sections[indexPath.section].insert("new", at: indexPath.row)
        }
        // Where UIKit code calls deleteRows(at:with:) / insertRows(at:with:).
        tableView.reloadData()
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("moveRow \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        events.append("editingStyle \(name(indexPath))")
        return styles[indexPath] ?? .delete
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldIndent \(name(indexPath))")
        return !noIndent.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        events.append("deleteTitle \(name(indexPath))")
        return deleteTitle
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        events.append("willBeginEditing \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        events.append("didEndEditing \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        events.append("target \(name(sourceIndexPath)) proposed \(name(proposedDestinationIndexPath))")
        return retarget[proposedDestinationIndexPath] ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        events.append("leadingActions \(name(indexPath))")
        return leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        events.append("trailingActions \(name(indexPath))")
        return trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(name(indexPath))") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(name(indexPath))") }
}

/// A cell that writes down its editing transitions.
@MainActor
final class TransitionCell: UITableViewCell {
    var record: ((String) -> Void)?

    static func describe(_ mask: UITableViewCell.StateMask) -> String {
        var parts: [String] = []
        if mask.contains(.showingEditControl) { parts.append("editControl") }
        if mask.contains(.showingDeleteConfirmation) { parts.append("deleteConfirmation") }
        return "[" + parts.joined(separator: ",") + "]"
    }

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        record?("willTransition \(textLabel?.text ?? "?") \(Self.describe(state))")
    }
    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        record?("didTransition \(textLabel?.text ?? "?") \(Self.describe(state))")
    }
}

/// A table of `log`'s rows in a window (320 × 440, rows 44 pt).
@MainActor
func editingTable(_ log: EditingLog, style: UITableView.Style = .plain) -> (UITableView, UIWindow) {
    let controller = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
    table.register(TransitionCell.self, forCellReuseIdentifier: "Cell")
    table.rowHeight = 44
    table.dataSource = log
    table.delegate = log
    controller.view.addSubview(table)
    let window = showInWindow(controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.layoutIfNeeded()
    return (table, window)
}

extension IndexPath {
    /// Row `row` of section 0.
    static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
}
