import UIKit

/// The demo's interface: a tab bar controller with the news reader, the catalog and the
/// settings (each catalog and settings screen in a navigation controller) and the notes.
/// The scene shows it; tests audit and photograph the same screens.
@MainActor
struct DemoInterface {
    let tabs = UITabBarController()
    let news = NewsViewController(channels: Channel.all)
    let catalog = CatalogViewController()
    let settings = SettingsViewController()
    let notes = NotesViewController()
    let catalogNavigation: UINavigationController
    let settingsNavigation: UINavigationController
    let notesNavigation: UINavigationController

    init() {
        news.tabBarItem = UITabBarItem(title: "News", image: UIImage(systemName: "newspaper"), tag: 0)
        catalogNavigation = UINavigationController(rootViewController: catalog)
        catalogNavigation.tabBarItem = UITabBarItem(title: "Catalog", image: UIImage(systemName: "square.grid.2x2"), tag: 1)
        settingsNavigation = UINavigationController(rootViewController: settings)
        settingsNavigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
        settingsNavigation.navigationBar.prefersLargeTitles = true
        notesNavigation = UINavigationController(rootViewController: notes)
        notesNavigation.tabBarItem = notes.tabBarItem
        tabs.viewControllers = [news, catalogNavigation, settingsNavigation, notesNavigation]
    }
}
