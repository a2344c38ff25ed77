import Foundation
import Testing
@_spi(Testing) @_spi(Rendering) @testable import UIKit
import UIKitTesting

/// W10, W12: tab bar item appearances by layout and state, item positioning, the selection
/// indicator.
@MainActor
@Suite(.uikit) struct TabBarItemAppearanceTests {
    init() { _ = freshUIKit() }

    /// A tab bar controller with two tabs ("One" selected, "Two"), the bar's appearances set
    /// to `appearance`.
    private func showTabs(_ appearance: UITabBarAppearance? = nil) -> (UITabBarController, UITabBarItem, UITabBarItem) {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: UIImage(systemName: "house"), tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        if let appearance {
            tabs.tabBar.standardAppearance = appearance
            tabs.tabBar.scrollEdgeAppearance = appearance
        }
        showInWindow(tabs)
        tabs.tabBar.layoutIfNeeded()
        return (tabs, first.tabBarItem, second.tabBarItem)
    }

    private func color(of item: UITabBarItem) -> UIColor? {
        if case let .tabBarButton(_, _, color) = item._button?._renderingRole { return color }
        return nil
    }

    @Test func test_W10_newItemAppearancesAreEmptyInEveryState() {
        let appearance = UITabBarAppearance()
        for layout in [appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance, appearance.compactInlineLayoutAppearance,
                       UITabBarItemAppearance(), UITabBarItemAppearance(style: .inline)] {
            for state in [layout.normal, layout.selected, layout.disabled, layout.focused] {
                #expect(state.titleTextAttributes.isEmpty && state.badgeTextAttributes.isEmpty)
                #expect(state.iconColor == nil && state.badgeBackgroundColor == nil)
                #expect(state.titlePositionAdjustment == .zero && state.badgePositionAdjustment == .zero)
                #expect(state.badgeTitlePositionAdjustment == .zero)
            }
        }
        #expect(appearance.stackedItemPositioning == .automatic && appearance.stackedItemSpacing == 0 && appearance.stackedItemWidth == 0)
        #expect(appearance.selectionIndicatorImage == nil && appearance.selectionIndicatorTintColor == nil)
        let layout = UITabBarItemAppearance(style: .stacked)
        layout.selected.iconColor = .red
        layout.configureWithDefault(for: .stacked)
        #expect(layout.selected.iconColor == nil)
    }

    @Test func test_W10_withoutAppearanceValuesItemsShowTheSystemLook() {
        let (tabs, one, two) = showTabs()
        #expect(one._button?.titleLabel.textColor == tabs.tabBar.tintColor)
        #expect(two._button?.titleLabel.textColor == UITabBar._defaultUnselectedItemColor)
        #expect(two._button?.titleLabel.font == .systemFont(ofSize: 10, weight: .medium))
        #expect(color(of: one) == tabs.tabBar.tintColor)
    }

    @Test func test_W10_iconColoursAndTitleAttributesComeFromTheStateOfTheStackedLayout() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGray
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray2]
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemRed,
                                                                           .font: UIFont.boldSystemFont(ofSize: 11)]
        appearance.inlineLayoutAppearance.selected.iconColor = .systemGreen
        let (tabs, one, two) = showTabs(appearance)
        #expect(color(of: one) == .systemOrange)
        #expect(one._button?.titleLabel.textColor == .systemRed)
        #expect(one._button?.titleLabel.font == .boldSystemFont(ofSize: 11))
        #expect(color(of: two) == .systemGray)
        #expect(two._button?.titleLabel.textColor == .systemGray2)
        #expect(two._button?.titleLabel.font == .systemFont(ofSize: 10, weight: .medium))
        tabs.selectedIndex = 1
        drainMainRunLoop()
        #expect(color(of: two) == .systemOrange && color(of: one) == .systemGray)
        #expect(two._button?.titleLabel.textColor == .systemRed)
    }

    @Test func test_W10_compactHeightUsesTheCompactInlineLayoutAndRegularWidthTheInlineOne() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        appearance.inlineLayoutAppearance.selected.iconColor = .systemGreen
        appearance.compactInlineLayoutAppearance.selected.iconColor = .systemPurple
        let (tabs, one, _) = showTabs(appearance)
        #expect(tabs.tabBar._itemLayoutStyle == .stacked && color(of: one) == .systemOrange)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        drainMainRunLoop()
        #expect(tabs.tabBar._itemLayoutStyle == .compactInline && color(of: one) == .systemPurple)
        UIScreen.main.setDeviceOrientation(.portrait, animated: false)
        drainMainRunLoop()
        tabs.traitOverrides.horizontalSizeClass = .regular
        tabs.tabBar.layoutIfNeeded()
        #expect(tabs.tabBar._itemLayoutStyle == .inline && color(of: one) == .systemGreen)
    }

    @Test func test_W10_aDisabledItemShowsTheDisabledState() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.disabled.iconColor = .systemGray5
        appearance.stackedLayoutAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGray4]
        let (tabs, _, two) = showTabs(appearance)
        two.isEnabled = false
        tabs.tabBar.layoutIfNeeded()
        #expect(color(of: two) == .systemGray5)
        #expect(two._button?.titleLabel.textColor == .systemGray4)
    }

    @Test func test_W10_titleOffsetsAddUpAndTheItemsOwnAttributesWin() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray, .font: UIFont.systemFont(ofSize: 9)]
        let (tabs, _, two) = showTabs(appearance)
        two.titlePositionAdjustment = UIOffset(horizontal: 1, vertical: -1)
        two.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        tabs.tabBar.layoutIfNeeded()
        let button = try! #require(two._button)
        #expect(button.titleLabel.frame.origin == CGPoint(x: 1, y: 30))
        #expect(button.titleLabel.textColor == .systemBlue)
        #expect(button.titleLabel.font == .systemFont(ofSize: 9))
    }

    @Test func test_W10_theBadgeTakesTheItemsColourElseTheAppearances() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemBlue
        appearance.stackedLayoutAppearance.normal.badgeTextAttributes = [.foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 11)]
        appearance.stackedLayoutAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 2, vertical: 1)
        appearance.stackedLayoutAppearance.normal.badgeTitlePositionAdjustment = UIOffset(horizontal: 0, vertical: 1)
        let (tabs, _, two) = showTabs(appearance)
        two.badgeValue = "3"
        tabs.tabBar.layoutIfNeeded()
        let button = try! #require(two._button)
        #expect(button.badgeView.backgroundColor == .systemBlue)
        #expect(button.badgeLabel.textColor == .black && button.badgeLabel.font == .systemFont(ofSize: 11))
        #expect(button.badgeView.frame.origin == CGPoint(x: button.imageFrame.maxX - 4, y: button.imageFrame.minY - 2))
        #expect(button.badgeLabel.frame == button.badgeView.bounds.offsetBy(dx: 0, dy: 1))
        two.badgeColor = .systemPink
        #expect(button.badgeView.backgroundColor == .systemPink)
        two.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        #expect(button.badgeLabel.textColor == .white)
    }

    @Test func test_W10_theSelectedItemsOwnAppearanceComesBeforeTheBars() {
        let (tabs, one, two) = showTabs()
        let own = UITabBarAppearance()
        own.stackedLayoutAppearance.selected.iconColor = .systemYellow
        two.standardAppearance = own
        two.scrollEdgeAppearance = own
        #expect(tabs.tabBar._currentAppearance !== own)  // "One" is selected
        tabs.selectedIndex = 1
        drainMainRunLoop()
        tabs.tabBar.layoutIfNeeded()
        #expect(tabs.tabBar._currentAppearance === own)
        #expect(color(of: two) == .systemYellow)
        #expect(color(of: one) == UITabBar._defaultUnselectedItemColor)
    }

    @Test func test_W12_centredItemsUseTheWidthAndSpacingAndFillShares() {
        let appearance = UITabBarAppearance()
        let (tabs, one, two) = showTabs(appearance)
        let bar = tabs.tabBar
        #expect(one._button?.frame.width == bar.bounds.width / 2)  // automatic: fill
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 100
        appearance.stackedItemSpacing = 20
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        #expect(one._button?.frame == CGRect(x: 85, y: 0, width: 100, height: 49))
        #expect(two._button?.frame == CGRect(x: 205, y: 0, width: 100, height: 49))
        appearance.stackedItemPositioning = .automatic
        appearance.stackedItemWidth = 0
        appearance.stackedItemSpacing = 0
        bar.itemPositioning = .centered
        bar.layoutIfNeeded()
        #expect(one._button?.frame == CGRect(x: 102, y: 0, width: 76, height: 49))  // the system's 76 and 34
        #expect(two._button?.frame.minX == 212)
    }

    @Test func test_W12_theSelectionIndicatorSitsBehindTheSelectedItem() {
        let image = UIImage(systemName: "circle.fill")!
        let appearance = UITabBarAppearance()
        appearance.selectionIndicatorImage = image
        appearance.selectionIndicatorTintColor = .systemYellow
        let (tabs, one, two) = showTabs(appearance)
        let indicator = try! #require(tabs.tabBar.subviews.first as? UIImageView)
        #expect(indicator.image === image && indicator.tintColor == .systemYellow)
        #expect(indicator.frame == one._button?.frame)
        tabs.selectedIndex = 1
        drainMainRunLoop()
        tabs.tabBar.layoutIfNeeded()
        #expect(indicator.frame == two._button?.frame)
    }
}
