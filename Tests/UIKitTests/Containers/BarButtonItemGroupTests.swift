import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct BarButtonItemGroupTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func item(_ title: String) -> UIBarButtonItem { UIBarButtonItem(title: title, style: .plain, target: nil, action: nil) }

    @Test func test_BG1_anItemBelongsToOneGroupAtMost() {
        let a = item("A"), b = item("B"), rep = item("R")
        let first = UIBarButtonItemGroup(barButtonItems: [a, b], representativeItem: rep)
        #expect(a.buttonGroup === first && b.buttonGroup === first && rep.buttonGroup === first)
        let second = a.creatingFixedGroup()
        #expect(second.barButtonItems == [a] && a.buttonGroup === second)
        #expect(first.barButtonItems == [b])  // a left its former group
        let third = UIBarButtonItemGroup.movableGroup(customizationIdentifier: "m", representativeItem: nil, items: [rep])
        #expect(first.representativeItem == nil && rep.buttonGroup === third)
        first.barButtonItems = []
        #expect(b.buttonGroup == nil)
    }

    @Test func test_BG1_anItemHoldsItsGroupWeakly() {
        let a = item("A")
        weak var weakGroup: UIBarButtonItemGroup?
        do {
            let group = a.creatingOptionalGroup(customizationIdentifier: "o")
            weakGroup = group
            #expect(a.buttonGroup === group)
        }
        #expect(weakGroup == nil && a.buttonGroup == nil)
    }

    @Test func test_BG2_initializerAndFactoriesMakeTheirKinds() {
        let a = item("A"), b = item("B"), c = item("C"), d = item("D")
        let plain = UIBarButtonItemGroup(barButtonItems: [a], representativeItem: nil)
        #expect(plain._customization == .fixed && plain.representativeItem == nil)
        #expect(!plain.isHidden && !plain.alwaysAvailable && plain.menuRepresentation == nil && !plain.isDisplayingRepresentativeItem)
        #expect(UIBarButtonItemGroup.fixedGroup(items: [b])._customization == .fixed)
        #expect(UIBarButtonItemGroup.movableGroup(customizationIdentifier: "m", items: [c])._customization == .movable(identifier: "m"))
        let optional = UIBarButtonItemGroup.optionalGroup(customizationIdentifier: "o", isInDefaultCustomization: false, items: [d])
        #expect(optional._customization == .optional(identifier: "o", inDefault: false))
        #expect(d.creatingOptionalGroup(customizationIdentifier: "p")._customization == .optional(identifier: "p", inDefault: true))
    }

    @Test func test_BG3_aHiddenGroupsItemsDoNotShow() throws {
        let a = item("A"), b = item("B")
        let root = UIViewController()
        let group = UIBarButtonItemGroup.fixedGroup(items: [a, b])
        root.navigationItem.trailingItemGroups = [group]
        _ = showInWindow(UINavigationController(rootViewController: root))
        #expect(buttonFrame(of: a) != nil && buttonFrame(of: b) != nil)
        group.isHidden = true
        drainMainRunLoop()
        #expect(buttonFrame(of: a) == nil && buttonFrame(of: b) == nil)
        group.isHidden = false
        b.isHidden = true
        drainMainRunLoop()
        #expect(buttonFrame(of: a) != nil && buttonFrame(of: b) == nil)
        b.isHidden = false
        drainMainRunLoop()
        let frameA = try #require(buttonFrame(of: a)), frameB = try #require(buttonFrame(of: b))
        #expect(frameB.maxX <= frameA.minX)  // outside in, as rightBarButtonItems
    }

    @Test func test_BG4_itemArraysAndGroupsReplaceEachOther() throws {
        let navigationItem = UINavigationItem(title: "T")
        let a = item("A"), b = item("B"), c = item("C")
        navigationItem.rightBarButtonItems = [a, b]
        #expect(navigationItem.trailingItemGroups.count == 1)
        let group = try #require(navigationItem.trailingItemGroups.first)
        #expect(group.barButtonItems == [a, b] && group._customization == .fixed && a.buttonGroup === group)
        navigationItem.trailingItemGroups = [c.creatingMovableGroup(customizationIdentifier: "c")]
        #expect(navigationItem.rightBarButtonItems == [c])
        navigationItem.rightBarButtonItems = nil
        #expect(navigationItem.trailingItemGroups.isEmpty && navigationItem.rightBarButtonItems == nil)
        navigationItem.leftBarButtonItems = [a]
        #expect(navigationItem.leadingItemGroups.map(\.barButtonItems) == [[a]])
        navigationItem.leadingItemGroups = []
        #expect(navigationItem.leftBarButtonItems == nil)
        navigationItem.centerItemGroups = [b.creatingFixedGroup()]
        #expect(navigationItem.centerItemGroups.first?.barButtonItems == [b])
    }

    @Test func test_BG5_settingTheSingleItemReplacesOnlyTheFirst() {
        let navigationItem = UINavigationItem(title: "T")
        let a = item("A"), b = item("B"), c = item("C")
        navigationItem.rightBarButtonItems = [a, b]
        navigationItem.rightBarButtonItem = c
        #expect(navigationItem.rightBarButtonItems == [c, b])
        navigationItem.rightBarButtonItem = b  // already there: moves to the front
        #expect(navigationItem.rightBarButtonItems == [b])
        navigationItem.leftBarButtonItems = [a, c]
        navigationItem.leftBarButtonItem = nil
        #expect(navigationItem.leftBarButtonItems == [c])
    }

    @Test func test_BG6_aRespondersInputAssistantItemIsItsOwnAndStartsEmpty() {
        let field = UITextField()
        let assistant = field.inputAssistantItem
        #expect(field.inputAssistantItem === assistant && UIView().inputAssistantItem !== assistant)
        #expect(assistant.allowsHidingShortcuts && assistant.leadingBarButtonGroups.isEmpty && assistant.trailingBarButtonGroups.isEmpty)
        let bold = item("B")
        assistant.leadingBarButtonGroups = [UIBarButtonItemGroup(barButtonItems: [bold], representativeItem: nil)]
        #expect(field.inputAssistantItem.leadingBarButtonGroups.first?.barButtonItems == [bold])
        weak var weakAssistant: UITextInputAssistantItem?
        do {
            let view = UIView()
            weakAssistant = view.inputAssistantItem
        }
        #expect(weakAssistant == nil)
    }
}
