import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A tab bar controller subclass and delegate that write the customizing calls into one trace,
/// with the order of the children each sees.
@MainActor
final class CustomizingTabs: UITabBarController {
    var trace: [String] = []
    private func titles(_ items: [UITabBarItem]) -> String { items.compactMap(\.title).joined(separator: ",") }
    override func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        trace.append("bar.willBegin \(titles(items))")
        super.tabBar(tabBar, willBeginCustomizing: items)
    }
    override func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
        trace.append("bar.didBegin")
        super.tabBar(tabBar, didBeginCustomizing: items)
    }
    override func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        trace.append("bar.willEnd changed=\(changed)")
        super.tabBar(tabBar, willEndCustomizing: items, changed: changed)
    }
    override func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        trace.append("bar.didEnd changed=\(changed)")
        super.tabBar(tabBar, didEndCustomizing: items, changed: changed)
    }
}

@MainActor
final class CustomizingTabsDelegate: UITabBarControllerDelegate {
    let tabs: CustomizingTabs
    init(_ tabs: CustomizingTabs) { self.tabs = tabs }
    private func titles(_ controllers: [UIViewController]) -> String { controllers.compactMap(\.title).joined(separator: ",") }
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        tabs.trace.append("willBegin \(titles(viewControllers))")
    }
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        tabs.trace.append("willEnd \(titles(viewControllers)) changed=\(changed) now=\(titles(tabBarController.viewControllers ?? []))")
    }
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        tabs.trace.append("didEnd \(titles(viewControllers)) changed=\(changed)")
    }
}

/// A tab bar used alone whose delegate notes the customizing calls.
@MainActor
final class CustomizingBarDelegate: UITabBarDelegate {
    var log: [String] = []
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { log.append("willBegin \(items.count) customizing=\(tabBar.isCustomizing)") }
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { log.append("didBegin") }
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { log.append("willEnd \(changed)") }
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { log.append("didEnd \(changed)") }
}

@MainActor
@Suite(.uikit) struct TabBarCustomizingTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// Seven titled children T1…T7 (More holds T5–T7 on a phone).
    private func children() -> [UIViewController] {
        (1...7).map { index in
            let child = UIViewController()
            child.title = "T\(index)"
            child.tabBarItem = UITabBarItem(title: "T\(index)", image: nil, tag: index)
            return child
        }
    }

    private func barTitles(_ tabs: UITabBarController) -> [String] { (tabs.tabBar.items ?? []).compactMap(\.title) }

    @Test func test_TC1_everyChildIsCustomizableUntilTheAppSaysOtherwise() {
        let tabs = UITabBarController()
        #expect(tabs.customizableViewControllers == nil)
        let all = children()
        tabs.viewControllers = all
        #expect(tabs.customizableViewControllers?.count == 7)
        #expect(zip(tabs.customizableViewControllers ?? [], all).allSatisfy { $0 === $1 })
        tabs.customizableViewControllers = [all[5]]
        #expect(tabs.customizableViewControllers?.count == 1)
        tabs.setViewControllers(Array(all.prefix(3)), animated: false)  // setting the children resets it
        #expect(tabs.customizableViewControllers?.count == 3)
    }

    @Test func test_TC2_theMoreListHasAnEditButtonWhileSomethingIsCustomizable() throws {
        let tabs = UITabBarController()
        tabs.viewControllers = children()
        let list = try #require(tabs.moreNavigationController.viewControllers.first)
        let edit = try #require(list.navigationItem.rightBarButtonItem)
        #expect(edit.systemItem == .edit && edit.title == "Edit")
        tabs.customizableViewControllers = nil
        #expect(list.navigationItem.rightBarButtonItem == nil)
        tabs.customizableViewControllers = []
        #expect(list.navigationItem.rightBarButtonItem == nil)
        tabs.customizableViewControllers = [tabs.viewControllers![6]]
        #expect(list.navigationItem.rightBarButtonItem?.systemItem == .edit)
    }

    @Test func test_TC3_editShowsEveryChildAndOnlyCustomizableOnesMove() throws {
        let tabs = CustomizingTabs()
        let delegate = CustomizingTabsDelegate(tabs)
        tabs.delegate = delegate
        let all = children()
        tabs.viewControllers = all
        tabs.customizableViewControllers = Array(all.suffix(4))  // T4…T7
        _ = showInWindow(tabs)
        tabs.selectedViewController = tabs.moreNavigationController
        drainMainRunLoop()
        tap(try #require(tabs.moreNavigationController.viewControllers.first?.navigationItem.rightBarButtonItem))
        #expect(tabs.tabBar.isCustomizing)
        #expect(tabs.trace == ["bar.willBegin T1,T2,T3,T4,T5,T6,T7", "willBegin T1,T2,T3,T4,T5,T6,T7"])
        #expect(!dragTabBarItem(all[6].tabBarItem, onto: all[0].tabBarItem, in: tabs.tabBar))  // T1 is not customizable
        #expect(!dragTabBarItem(all[0].tabBarItem, onto: all[3].tabBarItem, in: tabs.tabBar))  // nor may T1 move
        #expect(!dragTabBarItem(all[6].tabBarItem, onto: tabs.moreNavigationController.tabBarItem, in: tabs.tabBar))
        #expect(dragTabBarItem(all[6].tabBarItem, onto: all[3].tabBarItem, in: tabs.tabBar))
        #expect(barTitles(tabs) == ["T1", "T2", "T3", "T7", "More"])
    }

    @Test func test_TC4_beginAsksThenShowsTheConfigureSheetThenTells() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 390, height: 49))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 749))
        host.addSubview(bar)
        let items = (1...6).map { UITabBarItem(title: "I\($0)", image: nil, tag: $0) }
        bar.items = Array(items.prefix(4))
        let delegate = CustomizingBarDelegate()
        bar.delegate = delegate
        #expect(!bar.isCustomizing)
        bar.beginCustomizingItems(items)
        #expect(delegate.log == ["willBegin 6 customizing=false"])
        #expect(bar.isCustomizing)
        let sheet = try #require(bar._customizeSheet)
        // The model frame is the final one at once; the slide is the animation's (on the clock).
        #expect(sheet.superview === host && sheet.frame == CGRect(x: 0, y: 0, width: 390, height: 700))
        #expect(host.subviews.last === bar)  // the sheet slides out from behind the bar
        #expect(sheet.navigationItem.title == "Configure" && sheet.navigationItem.rightBarButtonItem?.systemItem == .done)
        #expect(sheet.cells.map(\.text) == ["I1", "I2", "I3", "I4", "I5", "I6"])
        clock.advance(by: 0.2)
        #expect(delegate.log.count == 1)  // still sliding in
        clock.advance(by: 0.2)
        #expect(delegate.log == ["willBegin 6 customizing=false", "didBegin"])
        bar.beginCustomizingItems(items)  // a second begin during a session is ignored
        #expect(delegate.log.count == 2)
    }

    @Test func test_TC5_endTellsWillAtOnceAndDidWhenTheSheetIsGone() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 390, height: 49))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 749))
        host.addSubview(bar)
        let items = (1...6).map { UITabBarItem(title: "I\($0)", image: nil, tag: $0) }
        bar.items = Array(items.prefix(4))
        let delegate = CustomizingBarDelegate()
        bar.delegate = delegate
        #expect(bar.endCustomizing(animated: true) == false)  // no session
        bar.beginCustomizingItems(items)
        clock.advance(by: 0.5)
        delegate.log = []
        #expect(bar.endCustomizing(animated: true) == false)  // nothing moved
        #expect(delegate.log == ["willEnd false"] && !bar.isCustomizing)
        clock.advance(by: 0.5)
        #expect(delegate.log == ["willEnd false", "didEnd false"] && bar._customizeSheet == nil)
        #expect(host.subviews.count == 1)
        bar.beginCustomizingItems(items)
        clock.advance(by: 0.5)
        delegate.log = []
        dragTabBarItem(items[5], onto: items[0], in: bar)
        #expect(bar.endCustomizing(animated: false) == true)
        #expect(delegate.log == ["willEnd true", "didEnd true"])  // not animated: both at once
    }

    @Test func test_TC6_aDropSwapsOnTheBarOrReplacesFromTheGrid() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 390, height: 49))
        let items = (1...6).map { UITabBarItem(title: "I\($0)", image: nil, tag: $0) }
        bar.items = Array(items.prefix(4))
        bar.selectedItem = items[1]
        #expect(!dragTabBarItem(items[5], onto: items[0], in: bar))  // no session
        bar.beginCustomizingItems(items)
        #expect(dragTabBarItem(items[5], onto: items[1], in: bar))  // from the grid: replaces I2
        #expect(bar.items?.compactMap(\.title) == ["I1", "I6", "I3", "I4"])
        #expect(bar.selectedItem == nil)  // the selected item left the bar
        #expect(dragTabBarItem(items[3], onto: items[0], in: bar))  // on the bar: swaps
        #expect(bar.items?.compactMap(\.title) == ["I4", "I6", "I3", "I1"])
        #expect(!dragTabBarItem(items[1], onto: items[4], in: bar))  // I5 is not on the bar
        #expect(bar.items?.count == 4)
    }

    @Test func test_TC7_theChildrenTakeTheSheetsOrderBeforeTheDelegateHearsOfTheEnd() throws {
        let tabs = CustomizingTabs()
        let delegate = CustomizingTabsDelegate(tabs)
        tabs.delegate = delegate
        let all = children()
        tabs.viewControllers = all
        _ = showInWindow(tabs)
        tabs.selectedViewController = tabs.moreNavigationController
        drainMainRunLoop()
        let more = tabs.moreNavigationController
        tap(try #require(more.viewControllers.first?.navigationItem.rightBarButtonItem))
        clock.advance(by: 0.5)
        dragTabBarItem(all[5].tabBarItem, onto: all[1].tabBarItem, in: tabs.tabBar)  // T6 onto T2's tab
        dragTabBarItem(all[3].tabBarItem, onto: all[0].tabBarItem, in: tabs.tabBar)  // T4 and T1 swap
        #expect(barTitles(tabs) == ["T4", "T6", "T3", "T1", "More"])
        #expect(tabs.viewControllers?.compactMap(\.title) == ["T1", "T2", "T3", "T4", "T5", "T6", "T7"])  // not yet
        let done = try #require(tabs.tabBar._customizeSheet?.navigationItem.rightBarButtonItem)
        tap(done)
        clock.advance(by: 0.5)
        #expect(tabs.trace == [
            "bar.willBegin T1,T2,T3,T4,T5,T6,T7", "willBegin T1,T2,T3,T4,T5,T6,T7", "bar.didBegin",
            "bar.willEnd changed=true", "willEnd T4,T6,T3,T1,T5,T2,T7 changed=true now=T4,T6,T3,T1,T5,T2,T7",
            "bar.didEnd changed=true", "didEnd T4,T6,T3,T1,T5,T2,T7 changed=true",
        ])
        #expect(barTitles(tabs) == ["T4", "T6", "T3", "T1", "More"])
        #expect(tabs.customizableViewControllers?.count == 7)
        #expect(tabs.selectedViewController === more)
        let list = try #require(more.viewControllers.first as? MoreListController)
        #expect(list.controllers.compactMap(\.title) == ["T5", "T2", "T7"])
    }

    @Test func test_TC5_theSheetAndTheControllerAreReleasedAfterCustomizing() throws {
        weak var weakTabs: UITabBarController?
        weak var weakSheet: UIView?
        do {
            let tabs = UITabBarController()
            weakTabs = tabs
            tabs.viewControllers = children()
            let window = showInWindow(tabs)
            tabs.tabBar.beginCustomizingItems(tabs.viewControllers!.map(\.tabBarItem))
            clock.advance(by: 0.5)
            weakSheet = tabs.tabBar._customizeSheet
            #expect(weakSheet != nil)
            tabs.tabBar.endCustomizing(animated: true)
            clock.advance(by: 0.5)
            window.rootViewController = nil
            window.isHidden = true
            drainMainRunLoop()
        }
        #expect(weakSheet == nil && weakTabs == nil)
    }
}
