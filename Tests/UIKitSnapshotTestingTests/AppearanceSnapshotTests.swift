#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// Screens styled only through appearance proxies and bar appearances, as an app does in
/// `application(_:didFinishLaunchingWithOptions:)`: an indigo navigation bar with a white
/// bold title and large title, yellow plain buttons and a white bold done button, and a dark
/// tab bar whose items are grey, yellow and bold when selected.
@MainActor
@Suite(.uikit) struct AppearanceSnapshotTests {
    init() { freshSnapshotScreen() }

    /// The app's styling: every bar's look comes from here.
    private func styleTheApp() {
        let navigation = UINavigationBarAppearance()
        navigation.configureWithOpaqueBackground()
        navigation.backgroundColor = .systemIndigo
        navigation.shadowColor = .clear
        navigation.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 17)]
        navigation.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 34)]
        navigation.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        navigation.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white,
                                                                      .font: UIFont.boldSystemFont(ofSize: 17)]
        navigation.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = navigation
        UINavigationBar.appearance().scrollEdgeAppearance = navigation
        UINavigationBar.appearance().compactAppearance = navigation
        UINavigationBar.appearance().tintColor = .white

        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.backgroundColor = UIColor(red: 0.11, green: 0.11, blue: 0.2, alpha: 1)
        let item = UITabBarItemAppearance(style: .stacked)
        item.normal.iconColor = UIColor(white: 0.6, alpha: 1)
        item.normal.titleTextAttributes = [.foregroundColor: UIColor(white: 0.6, alpha: 1), .font: UIFont.systemFont(ofSize: 11)]
        item.selected.iconColor = .systemYellow
        item.selected.titleTextAttributes = [.foregroundColor: UIColor.systemYellow, .font: UIFont.boldSystemFont(ofSize: 11)]
        item.normal.badgeBackgroundColor = .systemTeal
        tabs.stackedLayoutAppearance = item
        UITabBar.appearance().standardAppearance = tabs
        UITabBar.appearance().scrollEdgeAppearance = tabs
    }

    /// A list of rows under a large title, with bar buttons of every kind.
    private func mailboxes() -> UIViewController {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.title = "Mailboxes"
        content.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        content.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
        ]
        for (index, name) in ["Inbox", "Drafts", "Sent", "Junk"].enumerated() {
            let label = UILabel(frame: CGRect(x: 20, y: 200 + CGFloat(index) * 44, width: 300, height: 44))
            label.text = name
            content.view.addSubview(label)
        }
        return content
    }

    private func tabBarController() -> UITabBarController {
        let mail = UINavigationController(rootViewController: mailboxes())
        mail.navigationBar.prefersLargeTitles = true
        mail.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
        let settingsContent = UIViewController()
        settingsContent.view.backgroundColor = .systemBackground
        settingsContent.title = "Settings"
        let settings = UINavigationController(rootViewController: settingsContent)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        settings.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        tabs.viewControllers = [mail, settings]
        return tabs
    }

    @Test func barsStyledThroughProxiesAndAppearances() {
        styleTheApp()
        let tabs = tabBarController()
        assertSnapshot(of: tabs, as: .image(on: .iPhone14, precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func aPushedScreenShowsTheStyledBackButtonAndTitle() {
        styleTheApp()
        let tabs = tabBarController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        drainMainRunLoop()
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        detail.title = "Inbox"
        detail.navigationItem.largeTitleDisplayMode = .never
        let disabled = UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)
        disabled.isEnabled = false
        detail.navigationItem.rightBarButtonItem = disabled
        (tabs.viewControllers?.first as? UINavigationController)?.pushViewController(detail, animated: false)
        drainMainRunLoop()
        window.layoutIfNeeded()
        assertSnapshot(of: ViewRenderer(scale: 3).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }
}
#endif
