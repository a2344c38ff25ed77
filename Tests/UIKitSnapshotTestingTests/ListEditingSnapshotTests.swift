#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// A mailbox list whose rows can be deleted, inserted, moved, swiped and selected.
@MainActor
final class MailboxListController: UITableViewController {
    var rows = ["Inbox", "Drafts", "Sent", "Junk", "Archive"]
    var insertRow: Int?
    var trailing: UISwipeActionsConfiguration?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.rowHeight = 44
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == insertRow ? .insert : .delete
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        rows.remove(at: indexPath.row)
        tableView.reloadData()
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing
    }
}

/// Pictures of editing mode and swipe actions as iOS 17 draws them (LE1–LE4, LE8, LE12, LE16).
@MainActor
@Suite(.uikit) struct ListEditingSnapshotTests {
    init() { freshSnapshotScreen() }

    private func show(_ list: MailboxListController) -> UIWindow {
        list.title = "Mailboxes"
        let window = showInWindow(UINavigationController(rootViewController: list), frame: CGRect(x: 0, y: 0, width: 320, height: 340))
        window.layoutIfNeeded()
        return window
    }

    @Test func editingRowsShowMinusPlusAndGrabbersAndOneDeleteConfirmation() {
        let list = MailboxListController(style: .plain)
        list.insertRow = 4
        let window = show(list)
        defer { window.isHidden = true }
        list.setEditing(true, animated: false)
        tapEditingControl(ofRowAt: IndexPath(row: 1, section: 0), in: list.tableView)
        window.layoutIfNeeded()
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func aSwipedRowShowsItsActionsAsFullHeightColouredButtons() {
        let list = MailboxListController(style: .plain)
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        flag.backgroundColor = .systemOrange
        flag.image = UIImage(systemName: "star.fill")
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        list.trailing = UISwipeActionsConfiguration(actions: [delete, flag])
        let window = show(list)
        defer { window.isHidden = true }
        swipeRow(at: IndexPath(row: 2, section: 0), in: list.tableView, .left, distance: 150)
        window.layoutIfNeeded()
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func multipleSelectionDuringEditingShowsCheckmarkCircles() {
        let list = MailboxListController(style: .plain)
        let window = show(list)
        defer { window.isHidden = true }
        list.tableView.allowsMultipleSelectionDuringEditing = true
        list.setEditing(true, animated: false)
        tap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!)
        tap(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))!)
        window.layoutIfNeeded()
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }
}
#endif
