import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// W13: bar items and bar appearances are NSObjects; and the appearance-capable properties
/// of UIKit's views reach instances through proxies (W1).
@MainActor
@Suite(.uikit) struct AppearanceObjectTests {
    init() { _ = freshUIKit() }

    @Test func test_W13_barItemsAreNSObjectsEqualOnlyToThemselves() {
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let twin = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let object: NSObject = item
        #expect(object.isEqual(item) && !object.isEqual(twin))
        #expect(item != twin)
        #expect(Set([item, twin, item]).count == 2)
        let tab: NSObject = UITabBarItem(title: "One", image: nil, tag: 0)
        #expect(tab is UIBarItem)
    }

    @Test func test_W13_copiesAreOfTheSameClassAndEqualWhileTheyConfigureTheSameLook() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = appearance.copy()
        #expect(type(of: copy) == UINavigationBarAppearance.self)
        #expect(copy !== appearance && copy.isEqual(appearance) && copy.hash == appearance.hash)
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        copy.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(!copy.isEqual(appearance))
        let untyped = (appearance as NSObject).copy()
        #expect((untyped as? UINavigationBarAppearance)?.isEqual(appearance) == true)
        // A toolbar appearance is never equal to a navigation bar appearance.
        #expect(!UIToolbarAppearance(barAppearance: appearance).isEqual(appearance))
        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemRed
        let tabsCopy = tabs.copy()
        #expect(tabsCopy.isEqual(tabs) && tabsCopy.stackedLayoutAppearance !== tabs.stackedLayoutAppearance)
        #expect(tabsCopy.stackedLayoutAppearance.selected.iconColor == .systemRed)
        let item = UITabBarItemAppearance(style: .inline)
        #expect(item.copy().isEqual(item) && UIBarButtonItemAppearance().copy().isEqual(UIBarButtonItemAppearance(style: .done)))
    }

    @Test func test_W1_theAppearanceCapablePropertiesOfUIKitsViewsReachInstances() {
        let image = UIImage(systemName: "star")!
        UISwitch.appearance().thumbTintColor = .systemRed
        UISlider.appearance().minimumTrackTintColor = .systemRed
        UISlider.appearance().maximumTrackTintColor = .systemGreen
        UISlider.appearance().thumbTintColor = .systemBlue
        UIProgressView.appearance().progressTintColor = .systemRed
        UIProgressView.appearance().trackTintColor = .systemGreen
        UIPageControl.appearance().pageIndicatorTintColor = .systemRed
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemGreen
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemRed
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIActivityIndicatorView.appearance().color = .systemRed
        UITableView.appearance().separatorColor = .systemRed
        UITableView.appearance().backgroundColor = .systemGreen
        UITableViewCell.appearance().separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        UISearchBar.appearance().barTintColor = .systemRed
        UILabel.appearance().shadowColor = .black
        UILabel.appearance().shadowOffset = CGSize(width: 1, height: 1)
        UIButton.appearance().setTitleShadowColor(.black, for: .normal)
        UIButton.appearance().setBackgroundImage(image, for: .normal)
        UIButton.appearance().setImage(image, for: .selected)
        UITabBar.appearance().barTintColor = .systemRed
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        UITabBar.appearance().itemPositioning = .centered
        UIToolbar.appearance().barTintColor = .systemGreen
        UIToolbar.appearance().setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
        UINavigationBar.appearance().isTranslucent = false
        UINavigationBar.appearance().setBackgroundImage(image, for: .default)
        UINavigationBar.appearance().shadowImage = image
        let views: [UIView] = [UISwitch(), UISlider(), UIProgressView(), UIPageControl(), UISegmentedControl(items: ["A", "B"]),
                               UIActivityIndicatorView(), UITableView(), UITableViewCell(), UISearchBar(), UILabel(),
                               UIButton(type: .system), UITabBar(), UIToolbar(), UINavigationBar()]
        let root = UIViewController()
        showInWindow(root)
        for view in views { root.view.addSubview(view) }
        let toggle = views[0] as! UISwitch, slider = views[1] as! UISlider, progress = views[2] as! UIProgressView
        let pages = views[3] as! UIPageControl, segments = views[4] as! UISegmentedControl
        #expect(toggle.thumbTintColor == .systemRed)
        #expect(slider.minimumTrackTintColor == .systemRed && slider.maximumTrackTintColor == .systemGreen && slider.thumbTintColor == .systemBlue)
        #expect(progress.progressTintColor == .systemRed && progress.trackTintColor == .systemGreen)
        #expect(pages.pageIndicatorTintColor == .systemRed && pages.currentPageIndicatorTintColor == .systemGreen)
        #expect(segments.selectedSegmentTintColor == .systemRed)
        #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect((views[5] as! UIActivityIndicatorView).color == .systemRed)
        #expect((views[6] as! UITableView).separatorColor == .systemRed && views[6].backgroundColor == .systemGreen)
        #expect((views[7] as! UITableViewCell).separatorInset.left == 30)
        #expect((views[8] as! UISearchBar).barTintColor == .systemRed)
        #expect((views[9] as! UILabel).shadowColor == .black && (views[9] as! UILabel).shadowOffset == CGSize(width: 1, height: 1))
        let button = views[10] as! UIButton
        #expect(button.titleShadowColor(for: .normal) == .black && button.currentBackgroundImage === image)
        #expect(button.image(for: .selected) === image)
        let tabBar = views[11] as! UITabBar
        #expect(tabBar.barTintColor == .systemRed && tabBar.unselectedItemTintColor == .systemGray && tabBar.itemPositioning == .centered)
        let toolbar = views[12] as! UIToolbar
        #expect(toolbar.barTintColor == .systemGreen && toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) === image)
        let bar = views[13] as! UINavigationBar
        #expect(!bar.isTranslucent && bar.backgroundImage(for: .default) === image && bar.shadowImage === image)
    }
}
