#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// Pictures of controllers showing iOS 17 content-unavailable configurations (V1, V3, V6),
/// in light and dark, inside a navigation controller.
@MainActor
@Suite(.uikit) struct ContentUnavailableSnapshotTests {
    init() { freshSnapshotScreen() }

    /// `configuration` over an empty list screen titled `title`, in `style`.
    private func picture(of configuration: UIContentUnavailableConfiguration, title: String,
                         style: UIUserInterfaceStyle) -> RenderedImage {
        let list = UIViewController()
        list.title = title
        list.view.backgroundColor = .systemBackground
        list.contentUnavailableConfiguration = configuration
        let window = showInWindow(UINavigationController(rootViewController: list))
        window.overrideUserInterfaceStyle = style
        drainMainRunLoop()
        return ViewRenderer(scale: 2).image(of: window)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func emptyListWithAButton(style: UIUserInterfaceStyle) {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "list.bullet")
        configuration.text = "No Reminders"
        configuration.secondaryText = "Reminders you add to this list appear here."
        configuration.button.title = "New Reminder"
        assertSnapshot(of: picture(of: configuration, title: "Work", style: style),
                       as: .image(precision: 0.9995, perceptualPrecision: 0.98), named: style == .dark ? "dark" : "light")
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func searchWithNoResults(style: UIUserInterfaceStyle) {
        assertSnapshot(of: picture(of: .search(), title: "Recipes", style: style),
                       as: .image(precision: 0.9995, perceptualPrecision: 0.98), named: style == .dark ? "dark" : "light")
    }
}
#endif
