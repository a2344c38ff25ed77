import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller offering key commands and handling their actions.
@MainActor
final class ShortcutController: UIViewController {
    let trace: Trace
    var searchEnabled = true
    init(_ trace: Trace) {
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        addAction("find:") { [trace] sender in trace.add("find from \((sender as? UIKeyCommand)?.input ?? "?")") }
        addAction("refresh:") { [trace] _ in trace.add("refresh") }
    }
    required init?(coder: NSCoder) { fatalError("unused") }
    override var keyCommands: [UIKeyCommand]? {
        let find = UIKeyCommand(title: "Find", action: "find:", input: "f", modifierFlags: .command)
        if !searchEnabled { find.attributes = .disabled }
        return [find, UIKeyCommand(input: "r", modifierFlags: [.command, .shift], action: "refresh:")]
    }
}

@MainActor
final class EditingList: UITableViewController {
    let trace: Trace
    init(_ trace: Trace) { self.trace = trace; super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        trace.add("setEditing \(editing) animated=\(animated)")
        super.setEditing(editing, animated: animated)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { trace.add("select \(indexPath.row)") }
}

@MainActor
@Suite(.uikit) struct KeyCommandAndEditingTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_H4_keyCommandsAreFoundAlongTheResponderChain() {
        let trace = Trace()
        let controller = ShortcutController(trace)
        let window = showInWindow(UINavigationController(rootViewController: controller))
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 200, height: 34))
        controller.view.addSubview(field)
        _ = field.becomeFirstResponder()
        #expect(pressKey("f", modifierFlags: .command))  // field → view → controller: found
        #expect(pressKey("R", modifierFlags: [.command, .shift]))
        #expect(!pressKey("f", modifierFlags: [.command, .alternate]))  // other modifiers: no match
        #expect(!pressKey("x"))
        #expect(field.text == "x")  // a plain character no command takes is typed
        controller.searchEnabled = false
        #expect(!pressKey("f", modifierFlags: .command))  // a disabled command does nothing
        #expect(trace.take() == ["find from f", "refresh"])
        _ = field.resignFirstResponder()
        controller.searchEnabled = true
        // Without a first responder the chain starts at the window's top controller (the
        // navigation controller), above its child: the child's commands are not reached.
        #expect(!pressKey("f", modifierFlags: .command))
        #expect(trace.take().isEmpty)
        _ = window
    }

    @Test func test_H4_aPresentedControllerTakesKeyPressesFirst() {
        let trace = Trace(), other = Trace()
        let root = ShortcutController(trace)
        _ = showInWindow(root)
        let presented = ShortcutController(other)
        root.present(presented, animated: false)
        drainMainRunLoop()
        #expect(pressKey("r", modifierFlags: [.command, .shift]))
        #expect(other.take() == ["refresh"] && trace.take().isEmpty)
    }

    @Test func test_H7_theEditButtonTogglesEditingAndTheTableFollows() {
        let trace = Trace()
        let list = EditingList(trace)
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        let window = showInWindow(UINavigationController(rootViewController: list))
        drainMainRunLoop()
        let item = list.editButtonItem
        #expect(item === list.navigationItem.rightBarButtonItem && item.title == "Edit" && item.style == .plain)
        #expect(!list.isEditing && !list.tableView.isEditing)
        tap(item)
        #expect(trace.take() == ["setEditing true animated=true"])
        #expect(list.isEditing && list.tableView.isEditing && item.title == "Done" && item.style == .done)
        #expect(!list.tableView.visibleCells.isEmpty && list.tableView.visibleCells.allSatisfy { $0.isEditing })
        tap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!)
        #expect(trace.take().isEmpty)  // no selection while editing
        list.tableView.allowsSelectionDuringEditing = true
        tap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!)
        #expect(trace.take() == ["select 1"])
        list.isEditing = false
        #expect(trace.take() == ["setEditing false animated=false"])
        #expect(!list.tableView.isEditing && item.title == "Edit" && !list.tableView.visibleCells.isEmpty
                && list.tableView.visibleCells.allSatisfy { !$0.isEditing })
        _ = window
    }

    @Test func test_H7_editingDoesNotReachChildren() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.setEditing(true, animated: false)
        #expect(parent.isEditing && !child.isEditing)
    }
}
