import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell that handles an app's menu item, "flag:".
@MainActor
private final class FlaggingCell: UITableViewCell {
    var trace: Trace?
    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addAction("flag:") { [weak self] sender in
            self?.trace?.add("cell flag: from menu controller \((sender as? UIMenuController) === UIMenuController.shared)")
        }
    }
    required init?(coder: NSCoder) { fatalError("unused") }
}

/// A table whose rows (but row 2) offer the old edit menu; row 3 has a context menu when asked.
@MainActor
private final class OldMenuTableController: UITableViewController {
    let trace: Trace
    var contextMenuRow: Int?
    init(_ trace: Trace) { self.trace = trace; super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = FlaggingCell(style: .default, reuseIdentifier: nil)
        cell.trace = trace
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        trace.add("shouldShow \(indexPath.row)")
        return indexPath.row != 2
    }
    override func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        trace.add("can \(action.name)")
        return ["copy:", "paste:", "flag:"].contains(action.name)
    }
    override func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {
        trace.add("perform \(action.name) \(indexPath.row) from menu controller \((sender as? UIMenuController) === UIMenuController.shared)")
    }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPath.row == contextMenuRow else { return nil }
        return UIContextMenuConfiguration(identifier: nil, actionProvider: { _ in UIMenu(children: [UIAction(title: "Context") { _ in }]) })
    }
}

/// An edit menu interaction's delegate writing down its calls.
@MainActor
private final class EditMenuRecorder: UIEditMenuInteractionDelegate {
    let trace: Trace
    var extra: [UIMenuElement] = []
    var noMenu = false
    var target = CGRect(x: 5, y: 6, width: 7, height: 8)
    init(_ trace: Trace) { self.trace = trace }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        trace.add("menuFor \(configuration.identifier) suggested \(suggestedActions.map(\.title))")
        return noMenu ? nil : UIMenu(children: suggestedActions + extra)
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        trace.add("targetRect")
        return target
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        trace.add("willPresent \(configuration.identifier) visible \(editMenuTitles() != nil)")
        animator.addCompletion { [trace] in trace.add("presented") }
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        trace.add("willDismiss \(configuration.identifier) visible \(editMenuTitles() != nil)")
    }
}

/// EM1–EM6: a list's old row menu and the iOS 16 edit menu interaction, both the one edit menu.
@MainActor
@Suite(.uikit) struct EditMenuTests {
    let clock: VirtualClock
    let trace = Trace()
    init() {
        clock = freshUIKit()
        UIMenuController.shared.menuItems = nil
    }

    @Test func test_EM1_aLongPressOnARowShowsTheEditMenuOfWhatTheDelegateAllowsAndTheDelegatePerformsIt() throws {
        let controller = OldMenuTableController(trace)
        let window = showInWindow(controller)
        window.layoutIfNeeded()
        let table = controller.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let notes = Trace()
        let token = NotificationCenter.default.addObserver(forName: UIMenuController.willShowMenuNotification, object: nil, queue: nil) { note in
            let fromMenu = (note.object as? UIMenuController) === UIMenuController.shared
            MainActor.assumeIsolated { notes.add("willShow from menu controller \(fromMenu)") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        longPress(cell)
        #expect(trace.take() == ["shouldShow 1", "can cut:", "can copy:", "can select:", "can selectAll:", "can paste:", "can delete:"])
        #expect(editMenuTitles() == ["Copy", "Paste"])
        #expect(notes.take() == ["willShow from menu controller true"])
        #expect(cell.isHighlighted)  // while the menu is up
        #expect(EditMenuSession.shared.targetView === cell && EditMenuSession.shared.targetRect == cell.bounds)
        chooseEditMenuCommand("Paste")
        #expect(trace.take() == ["perform paste: 1 from menu controller true"])
        #expect(!cell.isHighlighted && editMenuTitles() == nil)
        // A row the delegate refuses: no menu.
        longPress(try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))))
        #expect(trace.take() == ["shouldShow 2"] && editMenuTitles() == nil)
        // A context menu for the row wins: the old menu is not asked.
        controller.contextMenuRow = 3
        longPress(try #require(table.cellForRow(at: IndexPath(row: 3, section: 0))))
        #expect(trace.take().isEmpty && editMenuTitles() == nil)
        #expect(openMenuTitles(in: window) == ["Context"])
    }

    @Test func test_EM2_anAppsMenuItemOnARowIsSentToTheCell() throws {
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Flag", action: "flag:"), UIMenuItem(title: "Pin", action: "pin:")]
        defer { UIMenuController.shared.menuItems = nil }
        let controller = OldMenuTableController(trace)
        showInWindow(controller).layoutIfNeeded()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        longPress(cell)
        _ = trace.take()
        #expect(editMenuTitles() == ["Copy", "Paste", "Flag"])
        chooseEditMenuCommand("Flag")
        #expect(trace.take() == ["cell flag: from menu controller true"])
        // Hidden another way, the cell is no longer highlighted either.
        longPress(cell)
        _ = trace.take()
        #expect(cell.isHighlighted)
        UIMenuController.shared.hideMenu()
        #expect(!cell.isHighlighted)
    }

    /// A view in a window with an edit menu interaction whose delegate records; the view is the
    /// first responder and can copy and select all.
    private func makeInteraction(_ recorder: EditMenuRecorder) -> (MenuTargetView, UIEditMenuInteraction) {
        let controller = UIViewController()
        showInWindow(controller)
        let view = MenuTargetView(trace)
        view.performable = ["copy:", "selectAll:"]
        controller.view.addSubview(view)
        _ = view.becomeFirstResponder()
        let interaction = UIEditMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        return (view, interaction)
    }

    @Test func test_EM3_theDelegateMakesTheMenuFromTheSuggestedActionsAndAChoiceRunsIt() {
        let recorder = EditMenuRecorder(trace)
        recorder.extra = [UIAction(title: "Share") { [trace] _ in trace.add("share") },
                          UIAction(title: "Hidden", attributes: .hidden) { _ in },
                          UIMenu(title: "More", children: [UICommand(title: "Everything", action: "selectAll:")])]
        let (_, interaction) = makeInteraction(recorder)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "a" as NSString, sourcePoint: CGPoint(x: 10, y: 20)))
        #expect(trace.take() == ["menuFor a suggested [\"Copy\", \"Select All\"]", "targetRect", "willPresent a visible false"])
        #expect(editMenuTitles() == ["Copy", "Select All", "Share", "Everything"])
        clock.advance(by: 0.25)  // the appearance's completions
        chooseEditMenuCommand("Share")
        #expect(trace.take() == ["presented", "willDismiss a visible false", "share"])
        // A command goes up the responder chain, sent by the command.
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "b" as NSString, sourcePoint: .zero))
        _ = trace.take()
        chooseEditMenuCommand("Copy")
        let sent = trace.take()
        #expect(sent.last?.hasPrefix("copy: from Optional(") == true && sent.last?.contains("UICommand") == true, "\(sent)")
        // No menu from the delegate: nothing shows. No notifications of UIMenuController either.
        recorder.noMenu = true
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(editMenuTitles() == nil && !UIMenuController.shared.isMenuVisible)
    }

    @Test func test_EM4_presentingAnotherDismissesTheFirstAndTheTargetIsTheDelegatesRectangle() {
        let recorder = EditMenuRecorder(trace)
        let (view, interaction) = makeInteraction(recorder)
        let first = UIEditMenuConfiguration(identifier: "one" as NSString, sourcePoint: CGPoint(x: 1, y: 2))
        #expect(first.preferredArrowDirection == .automatic)
        interaction.presentEditMenu(with: first)
        #expect(EditMenuSession.shared.targetView === view && EditMenuSession.shared.targetRect == CGRect(x: 5, y: 6, width: 7, height: 8))
        _ = trace.take()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "two" as NSString, sourcePoint: .zero))
        #expect(trace.take() == ["willDismiss one visible false", "menuFor two suggested [\"Copy\", \"Select All\"]", "targetRect",
                                 "willPresent two visible false"])
        interaction.dismissMenu()
        #expect(trace.take() == ["willDismiss two visible false"] && editMenuTitles() == nil)
        interaction.dismissMenu()  // none up: nothing
        #expect(trace.take().isEmpty)
        // A configuration without an identifier gets a unique one.
        let a = UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero), b = UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero)
        #expect((a.identifier as? NSString) != nil && (a.identifier as? NSString) != (b.identifier as? NSString))
    }

    @Test func test_EM5_reloadingAsksForTheMenuAgainAndUpdatingThePositionForTheTarget() {
        let recorder = EditMenuRecorder(trace)
        let (view, interaction) = makeInteraction(recorder)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "m" as NSString, sourcePoint: CGPoint(x: 30, y: 40)))
        _ = trace.take()
        #expect(interaction.location(in: view) == CGPoint(x: 30, y: 40))
        #expect(interaction.location(in: view.superview!) == CGPoint(x: 50, y: 240))
        recorder.extra = [UIAction(title: "New") { _ in }]
        interaction.reloadVisibleMenu()
        #expect(trace.take() == ["menuFor m suggested [\"Copy\", \"Select All\"]"])
        #expect(editMenuTitles() == ["Copy", "Select All", "New"])
        recorder.target = CGRect(x: 1, y: 1, width: 1, height: 1)
        interaction.updateVisibleMenuPosition(animated: true)
        #expect(trace.take() == ["targetRect"] && EditMenuSession.shared.targetRect == CGRect(x: 1, y: 1, width: 1, height: 1))
    }

    @Test func test_EM6_removingTheInteractionDismissesItsMenuAndNothingKeepsItAlive() {
        weak var weakInteraction: UIEditMenuInteraction?
        let recorder = EditMenuRecorder(trace)
        do {
            let (view, interaction) = makeInteraction(recorder)
            weakInteraction = interaction
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "x" as NSString, sourcePoint: .zero))
            _ = trace.take()
            view.removeInteraction(interaction)
            #expect(trace.take() == ["willDismiss x visible false"] && editMenuTitles() == nil)
            #expect(interaction.view == nil)
        }
        #expect(weakInteraction == nil)
    }
}

@MainActor
@Suite(.uikit) struct ActionHandlerNameTests {
    init() { _ = freshUIKit() }

    @Test func test_EM3_anActionMadeWithAHandlerOfUIKitsHandlerTypeRunsIt() {
        var ran: [String] = []
        let handler: UIActionHandler = { action in ran.append(action.title) }
        let action = UIAction(title: "Run", handler: handler)
        let button = UIButton(primaryAction: action)
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == ["Run"])
    }
}
