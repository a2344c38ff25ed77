import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// The elements VoiceOver visits and their order (K12–K16, K24–K28).
@MainActor
@Suite(.uikit) struct AccessibilityTreeTests {
    init() { _ = freshUIKit() }

    /// A screen as apps build it: a label, a button, a slider, a switch, then a table.
    final class SettingsScreen: UIViewController, UITableViewDataSource {
        let nameLabel = UILabel(frame: CGRect(x: 16, y: 110, width: 200, height: 21))
        let saveButton = UIButton(type: .system)
        let volume = UISlider(frame: CGRect(x: 16, y: 160, width: 300, height: 31))
        let wifi = UISwitch(frame: CGRect(x: 300, y: 210, width: 51, height: 31))
        let table = UITableView(frame: CGRect(x: 0, y: 260, width: 390, height: 300), style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            nameLabel.text = "Name"
            saveButton.setTitle("Save", for: .normal)
            saveButton.frame = CGRect(x: 300, y: 105, width: 60, height: 31)
            volume.accessibilityLabel = "Volume"
            volume.value = 0.5
            wifi.accessibilityLabel = "Wi-Fi"
            table.dataSource = self
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            for view in [nameLabel, saveButton, volume, wifi, table] as [UIView] { self.view.addSubview(view) }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            return cell
        }
    }

    @Test func test_K27_aNavigationScreenIsReadBarFirstThenTopToBottomLeftToRight() {
        let screen = SettingsScreen()
        let window = showInWindow(UINavigationController(rootViewController: screen))
        let nodes = accessibilityElements(in: window)
        #expect(nodes.map(\.label) == ["Settings", "Add", "Name", "Save", "Volume", "Wi-Fi", "Row 1", "Row 2"])
        #expect(nodes.map(\.traits) == [[.staticText, .header], .button, .staticText, .button, .adjustable, .button, [], []])
        #expect(nodes.map(\.value) == [nil, nil, nil, nil, "50%", "0", nil, nil])
        #expect(nodes[2].element === screen.nameLabel && nodes[2].view === screen.nameLabel)
    }

    @Test func test_K13_theBackButtonIsLabelledWithTheBackTitleAndTitledItemsByTitle() {
        let first = UIViewController()
        first.title = "Inbox"
        let second = UIViewController()
        second.title = "Message"
        second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: first)
        let window = showInWindow(navigation)
        navigation.pushViewController(second, animated: false)
        drainMainRunLoop()
        #expect(accessibilityElements(in: window).map(\.label) == ["Inbox", "Message", "Reply"])
        #expect(accessibilityElements(in: window).map(\.traits) == [.button, [.staticText, .header], .button])
    }

    @Test func test_K13_barItemsCarryTheirOwnLabelHintAndIdentifierAndDisabledIsNotEnabled() {
        let screen = UIViewController()
        let item = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        item.accessibilityLabel = "Delete message"
        item.accessibilityHint = "Moves it to the bin"
        item.accessibilityIdentifier = "trash"
        item.isEnabled = false
        screen.navigationItem.leftBarButtonItem = item
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        let window = showInWindow(UINavigationController(rootViewController: screen))
        let nodes = accessibilityElements(in: window)
        #expect(nodes.map(\.label) == ["Delete message", "Compose"])
        #expect(nodes[0].hint == "Moves it to the bin")
        #expect(nodes[0].identifier == "trash")
        #expect(nodes[0].traits == [.button, .notEnabled])
    }

    @Test func test_K14_tabBarButtonsAreSelectedButtonsLabelledByTheirTitles() {
        let tabs = UITabBarController()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        second.tabBarItem.accessibilityLabel = "Find"
        tabs.viewControllers = [first, second]
        let window = showInWindow(tabs)
        let nodes = accessibilityElements(in: window)
        #expect(nodes.map(\.label) == ["Home", "Find"])
        #expect(nodes.map(\.traits) == [[.button, .selected], .button])
        #expect(tabs.tabBar.accessibilityTraits == .tabBar)
        #expect(!tabs.tabBar.isAccessibilityElement)
    }

    @Test func test_K15_aStepperIsTwoButtonsDecrementAndIncrement() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(stepper)
        let nodes = AccessibilityTree.elements(in: root)
        #expect(nodes.map(\.label) == ["Decrement", "Increment"])
        #expect(nodes.map(\.traits) == [[.button, .notEnabled], .button])
        #expect(nodes.map(\.frame) == [CGRect(x: 20, y: 100, width: 47, height: 32), CGRect(x: 67, y: 100, width: 47, height: 32)])
        #expect(nodes.allSatisfy { $0.view === stepper })
        #expect(stepper.accessibilityElementCount() == 2)
        #expect(stepper.index(ofAccessibilityElement: stepper.accessibilityElement(at: 1)!) == 1)
    }

    @Test func test_K16_eachSegmentIsAButtonAndTheSelectedOneIsSelected() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        let nodes = AccessibilityTree.elements(in: control)
        #expect(!control.isAccessibilityElement)
        #expect(nodes.map(\.label) == ["Day", "Week", "Month"])
        #expect(nodes.map(\.traits) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(nodes.map(\.frame.minX) == [0, 100, 200])
    }

    @Test func test_K24_hiddenTransparentAndHiddenSubtreesAreSkippedAndElementsAreLeaves() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        func label(_ text: String, y: CGFloat, in parent: UIView) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: y, width: 100, height: 20))
            label.text = text
            parent.addSubview(label)
            return label
        }
        label("Hidden", y: 0, in: root).isHidden = true
        label("Clear", y: 30, in: root).alpha = 0.01
        let hiddenGroup = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 40))
        hiddenGroup.accessibilityElementsHidden = true
        root.addSubview(hiddenGroup)
        _ = label("In hidden group", y: 0, in: hiddenGroup)
        let card = UIView(frame: CGRect(x: 0, y: 110, width: 390, height: 60))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        root.addSubview(card)
        _ = label("Inside card", y: 0, in: card)
        _ = label("Shown", y: 200, in: root)
        #expect(AccessibilityTree.elements(in: root).map(\.label) == ["Card", "Shown"])
    }

    @Test func test_K25_aModalViewHidesItsSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let behind = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        behind.text = "Behind"
        let popup = UIView(frame: CGRect(x: 20, y: 300, width: 350, height: 200))
        popup.accessibilityViewIsModal = true
        let message = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        message.text = "Saved"
        popup.addSubview(message)
        let after = UILabel(frame: CGRect(x: 0, y: 700, width: 100, height: 20))
        after.text = "After"
        for view in [behind, popup, after] { root.addSubview(view) }
        #expect(AccessibilityTree.elements(in: root).map(\.label) == ["Saved"])
        popup.isHidden = true
        #expect(AccessibilityTree.elements(in: root).map(\.label) == ["Behind", "After"])
    }

    @Test func test_K25_thePresentedSheetHidesThePresenter() {
        let presenter = UIViewController()
        let under = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 20))
        under.text = "Under"
        presenter.view.addSubview(under)
        let window = showInWindow(presenter)
        let sheet = UIViewController()
        let inSheet = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 20))
        inSheet.text = "In sheet"
        sheet.view.addSubview(inSheet)
        presenter.present(sheet, animated: false)
        drainMainRunLoop()
        #expect(accessibilityElements(in: window).map(\.label) == ["In sheet"])
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        let inFull = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 20))
        inFull.text = "Full"
        full.view.addSubview(inFull)
        sheet.present(full, animated: false)
        drainMainRunLoop()
        #expect(accessibilityElements(in: window).map(\.label) == ["Full"])
    }

    @Test func test_K18_alertActionsAreButtonsLabelledByTheirTitles() {
        let presenter = UIViewController()
        let window = showInWindow(presenter)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        delete.isEnabled = false
        alert.addAction(delete)
        presenter.present(alert, animated: false)
        drainMainRunLoop()
        let buttons = accessibilityElements(withTraits: .button, in: window)
        #expect(buttons.map(\.label) == ["Cancel", "Delete"])
        #expect(buttons.map(\.traits) == [.button, [.button, .notEnabled]])
        #expect(accessibilityElements(in: window).map(\.label) == ["Delete?", "Cancel", "Delete"])
    }

    @Test func test_K26_accessibilityElementsReplaceTheSubviewsInTheirOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let top = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        top.text = "Top"
        let bottom = UILabel(frame: CGRect(x: 0, y: 500, width: 100, height: 20))
        bottom.text = "Bottom"
        let unlisted = UILabel(frame: CGRect(x: 0, y: 300, width: 100, height: 20))
        unlisted.text = "Unlisted"
        let chart = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "March"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 20, height: 80)
        for view in [top, bottom, unlisted, chart] { root.addSubview(view) }
        root.accessibilityElements = [bottom, bar, top]
        let nodes = AccessibilityTree.elements(in: root)
        #expect(nodes.map(\.label) == ["Bottom", "March", "Top"])
        #expect(nodes[1].element === bar && nodes[1].view === chart)
        #expect(nodes[1].frame == CGRect(x: 10, y: 110, width: 20, height: 80))
    }

    @Test func test_K27_rowsGoByTopsAndAnItemAboveARowsMiddleJoinsIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        func label(_ text: String, _ frame: CGRect) {
            let label = UILabel(frame: frame)
            label.text = text
            root.addSubview(label)
        }
        label("C", CGRect(x: 200, y: 100, width: 50, height: 40))   // row middle 120
        label("B", CGRect(x: 100, y: 110, width: 50, height: 20))   // starts above 120: same row
        label("D", CGRect(x: 0, y: 121, width: 50, height: 20))     // below the middle: next row
        label("A", CGRect(x: 300, y: 10, width: 50, height: 20))
        #expect(AccessibilityTree.elements(in: root).map(\.label) == ["A", "B", "C", "D"])
    }

    @Test func test_K27_aGroupingViewIsReadWholeBeforeWhatFollowsIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let left = UIView(frame: CGRect(x: 0, y: 100, width: 190, height: 200))
        let right = UIView(frame: CGRect(x: 200, y: 100, width: 190, height: 200))
        for (column, texts) in [(left, ["L1", "L2"]), (right, ["R1", "R2"])] {
            for (index, text) in texts.enumerated() {
                let label = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 190, height: 20))
                label.text = text
                column.addSubview(label)
            }
            root.addSubview(column)
        }
        #expect(AccessibilityTree.elements(in: root).map(\.label) == ["L1", "R1", "L2", "R2"])
        left.shouldGroupAccessibilityChildren = true
        right.shouldGroupAccessibilityChildren = true
        #expect(AccessibilityTree.elements(in: root).map(\.label) == ["L1", "L2", "R1", "R2"])
    }

    @Test func test_K28_anElementHoldsItsContainerWeakly() {
        weak var weakContainer: UIView?
        weak var weakElement: UIAccessibilityElement?
        var kept: UIAccessibilityElement?
        do {
            let container = UIView()
            let element = UIAccessibilityElement(accessibilityContainer: container)
            container.accessibilityElements = [element]
            weakContainer = container
            weakElement = element
            kept = element
            #expect(element.accessibilityContainer as AnyObject? === container)
        }
        #expect(weakContainer == nil)
        #expect(kept?.accessibilityContainer == nil)
        kept = nil
        #expect(weakElement == nil)
    }

    @Test func test_K19_accessibilityElementsAreElementsWithNoTraitsByDefault() {
        let container = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
        let element = UIAccessibilityElement(accessibilityContainer: container)
        #expect(element.isAccessibilityElement)
        #expect(element.accessibilityTraits == [])
        #expect(element.accessibilityLabel == nil)
        element.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(element.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 5, height: 5)
        #expect(element.accessibilityFrame == CGRect(x: 10, y: 60, width: 5, height: 5))
        #expect(element.accessibilityActivationPoint == CGPoint(x: 12.5, y: 62.5))
    }
}

/// Right-to-left layouts and the rest of the view's attributes (K1, K27).
@MainActor
@Suite(.uikit) struct AccessibilityLayoutDirectionTests {
    init() { _ = freshUIKit() }

    @Test func test_K27_rowsGoFromTheRightInARightToLeftLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.semanticContentAttribute = .forceRightToLeft
        for (text, frame) in [("Start", CGRect(x: 290, y: 100, width: 100, height: 20)),
                              ("End", CGRect(x: 0, y: 100, width: 100, height: 20)),
                              ("Below", CGRect(x: 0, y: 200, width: 390, height: 20))] {
            let label = UILabel(frame: frame)
            label.text = text
            root.addSubview(label)
        }
        #expect(AccessibilityTree.elements(in: root).map(\.label) == ["Start", "End", "Below"])
    }

    @Test func test_K1_ignoresInvertColorsIsKeptOnTheView() {
        let imageView = UIImageView()
        #expect(!imageView.accessibilityIgnoresInvertColors)
        imageView.accessibilityIgnoresInvertColors = true
        #expect(imageView.accessibilityIgnoresInvertColors)
    }
}
