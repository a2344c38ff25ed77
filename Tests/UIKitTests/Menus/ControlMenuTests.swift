import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// A table whose rows offer a context menu, logging the delegate's menu callbacks.
@MainActor
final class MenuTableController: UITableViewController {
    let trace: Trace
    init(_ trace: Trace) { self.trace = trace; super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        trace.add("configuration row \(indexPath.row)")
        guard indexPath.row != 4 else { return nil }
        return UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, actionProvider: { [trace] _ in
            UIMenu(children: [UIAction(title: "Delete Row \(indexPath.row)", attributes: .destructive) { _ in trace.add("delete \(indexPath.row)") }])
        })
    }
    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        trace.add("willDisplay \((configuration.identifier as! NSIndexPath).row)")
    }
    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        trace.add("willEnd")
    }
}

@MainActor
@Suite(.uikit) struct ControlMenuTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_H5_aButtonShowingItsMenuAsPrimaryActionOpensItOnTouchDownAndSendsNoAction() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.addAction(UIAction { _ in trace.add("touchUpInside") }, for: .touchUpInside)
        #expect(!button.isContextMenuInteractionEnabled && button.contextMenuInteraction == nil)
        button.menu = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in trace.add("Name") }, UIAction(title: "Date") { _ in }])
        button.showsMenuAsPrimaryAction = true
        #expect(button.isContextMenuInteractionEnabled && button.contextMenuInteraction?.view === button)
        a.view.addSubview(button)
        let finger = SimulatedTouch(at: CGPoint(x: 80, y: 122), in: window)
        #expect(openMenuTitles(in: window) == ["Name", "Date"])
        finger.lift()
        #expect(trace.lines.isEmpty)  // the touch that opened the menu sends nothing
        clock.advance(by: 0.3)
        chooseMenuElement("Name", in: window)
        clock.advance(by: 0.3)
        #expect(trace.take() == ["Name"])
        #expect(openMenuTitles(in: window) == nil)
    }

    @Test func test_H5_aButtonWithAMenuOpensItOnALongPressAndStillTaps() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.addAction(UIAction { _ in trace.add("touchUpInside") }, for: .touchUpInside)
        button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
        a.view.addSubview(button)
        tap(button)
        #expect(trace.take() == ["touchUpInside"] && openMenuTitles(in: window) == nil)
        longPress(button)
        #expect(openMenuTitles(in: window) == ["Name"])
        button.menu = nil
        #expect(!button.isContextMenuInteractionEnabled)
    }

    @Test func test_H5_aBarButtonItemWithOnlyAMenuOpensItWhenTapped() {
        let trace = Trace()
        let content = UIViewController()
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [
            UIAction(title: "Newest First") { _ in trace.add("newest") }, UIAction(title: "Oldest First") { _ in },
        ]))
        let window = showInWindow(UINavigationController(rootViewController: content))
        tap(content.navigationItem.rightBarButtonItem!)
        #expect(openMenuTitles(in: window) == ["Newest First", "Oldest First"])
        let menu = window._openMenuFrame!
        #expect(menu.minY > 91 && menu.maxX <= window.bounds.maxX - 8)  // under the bar, inside the margins
        chooseMenuElement("Newest First", in: window)
        clock.advance(by: 0.3)
        #expect(trace.take() == ["newest"])
    }

    @Test func test_H6_aLongPressOnARowAsksTheTableDelegate() {
        let trace = Trace()
        let list = MenuTableController(trace)
        let window = showInWindow(list)
        drainMainRunLoop()
        let row2 = list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))!
        longPress(row2)
        #expect(trace.take() == ["configuration row 2", "willDisplay 2"])
        #expect(openMenuTitles(in: window) == ["Delete Row 2"])
        chooseMenuElement("Delete Row 2", in: window)
        clock.advance(by: 0.3)
        #expect(trace.take() == ["willEnd", "delete 2"])
        longPress(list.tableView.cellForRow(at: IndexPath(row: 4, section: 0))!)
        #expect(trace.take() == ["configuration row 4"] && openMenuTitles(in: window) == nil)
    }

    @Test func test_H6_collectionViewsAskForTheItemsUnderTheFinger() {
        final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var asked: [[IndexPath]] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
                asked.append([indexPath])
                return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Item \(indexPath.item)") { _ in }]) })
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let source = Source()
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        controller.collectionView.dataSource = source
        controller.collectionView.delegate = source
        let window = showInWindow(controller)
        drainMainRunLoop()
        longPress(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!)
        #expect(source.asked == [[IndexPath(item: 1, section: 0)]])  // through the iOS 16 method's default
        #expect(openMenuTitles(in: window) == ["Item 1"])
    }
}
