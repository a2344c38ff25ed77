#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// Pictures of the controllers UIKit presents for apps (alerts, action sheets), in light and
/// dark, on a screen with something behind them.
@MainActor
@Suite(.uikit) struct SystemControllerSnapshotTests {
    init() { freshSnapshotScreen() }

    /// A settings-like screen to present over, in `style`.
    private func showBackdrop(style: UIUserInterfaceStyle = .light) -> (UIViewController, UIWindow) {
        let content = GreetingViewController(title: "Photos")
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        window.overrideUserInterfaceStyle = style
        drainMainRunLoop()
        return (navigation, window)
    }

    private func picture(of window: UIWindow) -> RenderedImage {
        ViewRenderer(scale: 2).image(of: window)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func alertWithTwoButtonsAndAPreferredAction(style: UIUserInterfaceStyle) {
        let (root, window) = showBackdrop(style: style)
        let alert = UIAlertController(title: "Delete “Summer”?",
                                      message: "The album and its 24 photos will be removed from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        drainMainRunLoop()
        assertSnapshot(of: picture(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98),
                       named: style == .dark ? "dark" : "light")
    }

    @Test func alertWithTextFieldsAndStackedButtons() {
        let (root, window) = showBackdrop()
        let alert = UIAlertController(title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
        let signIn = UIAlertAction(title: "Sign In", style: .default)
        let later = UIAlertAction(title: "Not Now", style: .default)
        later.isEnabled = false
        alert.addAction(signIn); alert.addAction(later)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = signIn
        root.present(alert, animated: false)
        drainMainRunLoop()
        assertSnapshot(of: picture(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func actionSheetOnAPhone(style: UIUserInterfaceStyle) {
        let (root, window) = showBackdrop(style: style)
        let sheet = UIAlertController(title: "Share Photo", message: "Choose where to send it", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Messages", style: .default))
        sheet.addAction(UIAlertAction(title: "Mail", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        drainMainRunLoop()
        assertSnapshot(of: picture(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98),
                       named: style == .dark ? "dark" : "light")
    }

    @Test func actionSheetInAPopoverOnAPad() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        let (root, window) = showBackdrop()
        let item = root.children.first!.navigationItem.rightBarButtonItem!
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "New Album", style: .default))
        sheet.addAction(UIAlertAction(title: "New Shared Album", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = item
        root.present(sheet, animated: false)
        drainMainRunLoop()
        assertSnapshot(of: ViewRenderer(scale: 1).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func barButtonMenuWithGroupsStatesAndASubmenu() {
        let (root, window) = showBackdrop()
        let content = root.children.first!
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [
            UIAction(title: "Select", image: UIImage(systemName: "checkmark.circle.fill")) { _ in },
            UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Name", state: .on) { _ in },
                UIAction(title: "Date") { _ in },
            ]),
            UIMenu(title: "Sort By", children: []),
            UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
        ]))
        drainMainRunLoop()
        tap(content.navigationItem.rightBarButtonItem!)
        drainMainRunLoop()
        (UIKitScheduler.shared.clock as! VirtualClock).advance(by: 0.5)
        assertSnapshot(of: picture(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }
}
#endif
