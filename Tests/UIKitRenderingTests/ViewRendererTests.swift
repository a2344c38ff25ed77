import Foundation
import Testing
@testable import UIKit
import UIKitRendering
import UIKitTesting

@MainActor
@Suite(.uikit) struct ViewRendererTests {
    let clock: VirtualClock

    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        clock = VirtualClock().install()
        TextRenderer.install()
    }

    /// Writes a picture for a person to look at when `OPENUIKIT_PICTURES` names a folder.
    private func keep(_ image: RenderedImage, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_PICTURES"] else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? image.pngData(compression: .fast).write(to: URL(fileURLWithPath: folder + "/" + name + ".png"))
    }

    @Test func backgroundsCornersBordersAlphaAndClippingArePainted() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        card.backgroundColor = .red
        card.layer.cornerRadius = 20
        card.layer.borderWidth = 4
        card.layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        overflow.backgroundColor = .green
        card.addSubview(overflow)
        let faded = UIView(frame: CGRect(x: 75, y: 75, width: 20, height: 20))
        faded.backgroundColor = .black
        faded.alpha = 0.5
        root.addSubview(card)
        root.addSubview(faded)
        let hidden = UIView(frame: CGRect(x: 0, y: 80, width: 20, height: 20))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(hidden)

        let image = ViewRenderer(scale: 2).image(of: root)
        keep(image, "basics")
        #expect(image.width == 200 && image.height == 200)
        #expect(image.pixel(at: CGPoint(x: 40, y: 40)) == (255, 0, 0, 255))      // the card
        #expect(image.pixel(at: CGPoint(x: 11, y: 11)) == (255, 255, 255, 255))  // outside the rounded corner
        #expect(image.pixel(at: CGPoint(x: 40, y: 11)) == (0, 0, 255, 255))      // the border, over the content
        #expect(image.pixel(at: CGPoint(x: 60, y: 60)) == (0, 255, 0, 255))      // the subview, inside the clip
        #expect(image.pixel(at: CGPoint(x: 90, y: 45)) == (255, 255, 255, 255))  // clipped away
        let gray = image.pixel(at: CGPoint(x: 85, y: 85))
        #expect(gray.alpha == 255 && abs(Int(gray.red) - 128) <= 1)             // half-transparent black over white
        #expect(image.pixel(at: CGPoint(x: 5, y: 90)) == (255, 255, 255, 255))   // hidden views are not drawn
    }

    @Test func transformsRotateAndScaleAroundTheCentre() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 10, y: 45, width: 80, height: 10))
        bar.backgroundColor = .black
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(bar)
        let image = ViewRenderer(scale: 1).image(of: root)
        #expect(image.pixel(at: CGPoint(x: 50, y: 15)) == (0, 0, 0, 255))
        #expect(image.pixel(at: CGPoint(x: 15, y: 50)) == (255, 255, 255, 255))
    }

    @Test func aLabelDrawsItsTextWhereItsMeasuredSizeSays() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        root.backgroundColor = .white
        let label = UILabel()
        label.text = "Hello, Linux"
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 10, y: 10)
        root.addSubview(label)
        let image = ViewRenderer(scale: 3).image(of: root)
        keep(image, "label")
        // Ink only inside the label's frame, and some of it dark.
        var darkInside = 0, darkOutside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).red < 128 {
                let point = CGPoint(x: (CGFloat(x) + 0.5) / 3, y: (CGFloat(y) + 0.5) / 3)
                if label.frame.insetBy(dx: -1, dy: -1).contains(point) { darkInside += 1 } else { darkOutside += 1 }
            }
        }
        #expect(darkInside > 100 && darkOutside == 0)
        #expect(TextRenderer.usesPinnedFonts)
    }

    /// A controller whose view is one colour.
    private func colored(_ color: UIColor, _ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.loadViewIfNeeded()
        controller.view.backgroundColor = color
        return controller
    }

    @Test func aPushHalfWayOnTheVirtualClockIsDrawnHalfWay() {
        let root = colored(.red, "Root"), pushed = colored(.blue, "Pushed")
        let navigation = UINavigationController(rootViewController: root)
        let window = showInWindow(navigation)
        defer { tearDownWindows() }
        navigation.pushViewController(pushed, animated: true)
        drainMainRunLoop()  // the push starts
        clock.advance(by: 0.175)  // about half of the 0.35 s push
        let image = ViewRenderer(scale: 1).image(of: window)
        keep(image, "push-half-way")
        // The pushed view slides in from the right: blue on the right half, the root's red
        // still on the left; the bar says the new title already.
        let y: CGFloat = 500
        #expect(image.pixel(at: CGPoint(x: 385, y: y)).blue == 255)
        #expect(image.pixel(at: CGPoint(x: 5, y: y)).red > 100)
        let boundary = (0..<390).first { image.pixel(at: CGPoint(x: CGFloat($0), y: y)).blue == 255 } ?? 0
        #expect(boundary > 60 && boundary < 330, "the incoming view's edge is mid-screen, at \(boundary)")
        clock.advance(by: 0.5)
        let settled = ViewRenderer(scale: 1).image(of: window)
        #expect(settled.pixel(at: CGPoint(x: 5, y: y)) == (0, 0, 255, 255))
    }

    @Test func pngImagesAreDrawnByContentModeAndTemplatesTakeTheTint() throws {
        // A 20×10 pixel PNG: red on the left half, half-transparent blue on the right.
        var rgba: [UInt8] = []
        for _ in 0..<10 { for x in 0..<20 { rgba += x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 128] } }
        let png = RenderedImage(width: 20, height: 10, scale: 1, rgba: rgba).pngData()
        let image = try #require(UIImage(data: png, scale: 1))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let fitted = UIImageView(image: image)
        fitted.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        fitted.contentMode = .scaleAspectFit  // 100×50, centred vertically
        root.addSubview(fitted)
        let drawn = ViewRenderer(scale: 1).image(of: root)
        keep(drawn, "image-fit")
        #expect(drawn.pixel(at: CGPoint(x: 25, y: 50)) == (255, 0, 0, 255))
        let blue = drawn.pixel(at: CGPoint(x: 75, y: 50))
        #expect(blue.blue > 200 && blue.red > 100 && blue.red < 150)  // half-transparent blue over white
        #expect(drawn.pixel(at: CGPoint(x: 50, y: 10)) == (255, 255, 255, 255))  // above the fitted image
        fitted.image = image.withRenderingMode(.alwaysTemplate)
        fitted.tintColor = .green
        let tinted = ViewRenderer(scale: 1).image(of: root)
        #expect(tinted.pixel(at: CGPoint(x: 25, y: 50)) == (0, 255, 0, 255))
        fitted.contentMode = .topLeft  // at its size, in the corner
        let corner = ViewRenderer(scale: 1).image(of: root)
        #expect(corner.pixel(at: CGPoint(x: 5, y: 5)) == (0, 255, 0, 255) && corner.pixel(at: CGPoint(x: 5, y: 15)) == (255, 255, 255, 255))
    }

    /// On an iPad, a 200×100 popover presented over a root of `color` from a 20-point source at
    /// (400, 300), its arrow up; `configure` runs before it is presented. Restore the phone
    /// profile and tear the windows down after.
    private func presentPopover(over color: UIColor, _ configure: (UIPopoverPresentationController, UIViewController) -> Void = { _, _ in })
        throws -> (window: UIWindow, content: UIViewController, popover: UIPopoverPresentationController) {
        UIScreen.main.setDeviceProfile(.iPadAir)
        let root = colored(color, "Root")
        let window = showInWindow(root)
        let source = UIView(frame: CGRect(x: 400, y: 300, width: 20, height: 20))
        root.view.addSubview(source)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.permittedArrowDirections = .up
        configure(popover, content)
        root.present(content, animated: false)
        drainMainRunLoop()
        return (window, content, popover)
    }

    @Test func aPopoverIsARoundedCardWithAnArrowAtItsSource() throws {
        defer { UIScreen.main.setDeviceProfile(.iPhone14); tearDownWindows() }
        let (window, content, popover) = try presentPopover(over: .red)
        #expect(popover.arrowDirection == .up)
        let frame = content.view.frame
        #expect(frame.minY == 333 && frame.size == CGSize(width: 200, height: 100))
        let image = ViewRenderer(scale: 1).image(of: window)
        keep(image, "popover")
        #expect(image.pixel(at: CGPoint(x: 410, y: frame.minY - 4)) == (255, 255, 255, 255))  // in the arrow
        let beside = image.pixel(at: CGPoint(x: 410 - 12, y: frame.minY - 10))
        #expect(beside.red > 150 && beside.green < 100)  // beside the arrow's tip: the presenter
        #expect(image.pixel(at: CGPoint(x: frame.midX, y: frame.midY)) == (255, 255, 255, 255))  // the card
        let corner = image.pixel(at: CGPoint(x: frame.minX + 1, y: frame.maxY - 1))
        #expect(corner.red > 150 && corner.green < 100)  // outside the rounded corner
    }

    @Test func test_PV2_aPopoversBackgroundColorFillsItsCardAndArrow() throws {
        defer { UIScreen.main.setDeviceProfile(.iPhone14); tearDownWindows() }
        let (window, content, _) = try presentPopover(over: .white) { popover, content in
            #expect(popover.backgroundColor == nil)
            popover.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            content.view.backgroundColor = nil  // the card shows through the content
        }
        let frame = content.view.frame
        let image = ViewRenderer(scale: 1).image(of: window)
        #expect(image.pixel(at: CGPoint(x: 410, y: frame.minY - 4)) == (0, 0, 255, 255))  // the arrow
        #expect(image.pixel(at: CGPoint(x: frame.midX, y: frame.midY)) == (0, 0, 255, 255))  // the card
    }

    @Test func drawingAControllerDoesNotDecideHowItIsPresentedLater() throws {
        let root = colored(.white, "Root"), child = colored(.blue, "Child")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = showInWindow(root)
        defer { tearDownWindows() }
        _ = ViewRenderer(scale: 1).image(of: window)
        // The style chosen after a picture still decides the presentation controller.
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        child.modalPresentationStyle = .popover
        #expect(child.popoverPresentationController != nil)
    }

    @Test func aPageSheetPushesThePresenterBackAsItRises() {
        let root = colored(.red, "Root"), sheet = colored(.blue, "Sheet")
        let window = showInWindow(root)
        defer { tearDownWindows() }
        root.present(sheet, animated: true)
        drainMainRunLoop()  // the presentation starts
        clock.advance(by: 0.1)
        let rising = ViewRenderer(scale: 1).image(of: window)
        keep(rising, "sheet-rising")
        // Part-way: the presenter's card is inset at the sides by less than the full 16 pt.
        let y: CGFloat = 200
        let inset = (0..<40).first { rising.pixel(at: CGPoint(x: CGFloat($0), y: y)).red > 150 } ?? 0
        #expect(inset > 0 && inset < 16, "the presenter is part-way back: its edge at \(inset)")
        clock.advance(by: 1)
        let up = ViewRenderer(scale: 1).image(of: window)
        keep(up, "sheet-up")
        // Fully up: black around a card 16 pt in from each side with its top at the safe area (47),
        // the sheet 10 pt below it, and a light status bar.
        #expect(up.pixel(at: CGPoint(x: 8, y: 52)) == (0, 0, 0, 255))
        #expect(up.pixel(at: CGPoint(x: 195, y: 52)).red > 200)  // the (dimmed) red card
        #expect(up.pixel(at: CGPoint(x: 195, y: 40)) == (0, 0, 0, 255))
        #expect(up.pixel(at: CGPoint(x: 195, y: 60)).blue == 255)  // the sheet
        let statusBar = CGRect(x: 16, y: 0, width: 110, height: 47)
        let light = (Int(statusBar.minX)..<Int(statusBar.maxX)).flatMap { x in (0..<47).map { (x, $0) } }
            .filter { up.pixel(x: $0.0, y: $0.1).red > 200 }.count
        #expect(light > 20, "the time is drawn light over black")
        root.dismiss(animated: true)
        drainMainRunLoop()
        clock.advance(by: 1)
        let down = ViewRenderer(scale: 1).image(of: window)
        #expect(down.pixel(at: CGPoint(x: 2, y: 200)) == (255, 0, 0, 255))
    }

    @Test func theChromeOfAPhoneScreenIsDrawnWhereUIKitPutsIt() throws {
        let list = UITableViewController(style: .plain)
        let source = RowsSource(rows: ["Wi-Fi", "Bluetooth", "Cellular"])
        list.tableView.dataSource = source
        list.title = "Settings"
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 0)
        let other = colored(.white, "Other")
        other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "star"), tag: 1)
        other.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        let window = showInWindow(tabs)
        defer { tearDownWindows() }
        let image = ViewRenderer(scale: 2).image(of: window)
        keep(image, "chrome")
        // The status bar's time in black at the top left, over the bar's light material.
        let statusBar = try #require(window.windowScene?.statusBarManager?.statusBarFrame)
        #expect(darkPixels(in: image, CGRect(x: 16, y: 0, width: 110, height: statusBar.height)) > 50)
        // The tab bar: the selected tab's title is tinted blue, the other grey.
        let tabBar = tabs.tabBar.frame
        #expect(bluePixels(in: image, CGRect(x: 0, y: tabBar.minY, width: tabBar.width / 2, height: 49)) > 50)
        #expect(bluePixels(in: image, CGRect(x: tabBar.midX, y: tabBar.minY, width: tabBar.width / 2, height: 49)) == 0)
        // A separator hairline under the first row, inset 16 points like UIKit's.
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let bottom = cell.convert(CGPoint(x: 0, y: cell.bounds.maxY - 0.25), to: window)
        #expect(image.pixel(at: CGPoint(x: 8, y: bottom.y)) == (255, 255, 255, 255))
        #expect(image.pixel(at: CGPoint(x: 100, y: bottom.y)).red < 250)
        #expect(cell.accessoryType == .disclosureIndicator)
    }

    @Test func aDarkScreenIsBlackWithWhiteText() throws {
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))
        defer { UIScreen.main.setSystemTraits(UITraitCollection()) }
        let content = UIViewController()
        content.title = "Dark"
        content.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Hello in the dark"
        label.sizeToFit()
        label.center = CGPoint(x: 195, y: 400)
        content.view.addSubview(label)
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        defer { tearDownWindows() }
        let image = ViewRenderer(scale: 2).image(of: window)
        keep(image, "dark")
        // The system background is black, the label's text (`label`) white.
        #expect(image.pixel(at: CGPoint(x: 10, y: 300)) == (0, 0, 0, 255))
        #expect(image.pixel(at: CGPoint(x: 380, y: 700)) == (0, 0, 0, 255))
        #expect(lightPixels(in: image, label.frame) > 100 && darkPixels(in: image, label.frame) > 100)
        #expect(count(in: image, label.frame.insetBy(dx: -2, dy: -2)) { Int($0.blue) > Int($0.red) + 20 } == 0)  // grey ink, not tinted
        // The bar's title and the status bar's time are white too (`.default` is light content in dark mode).
        let bar = navigation.navigationBar.frame
        #expect(lightPixels(in: image, bar) > 50)
        let statusBar = try #require(window.windowScene?.statusBarManager?.statusBarFrame)
        #expect(lightPixels(in: image, CGRect(x: 16, y: 0, width: 110, height: statusBar.height)) > 50)
        // Back to light: the same screen is white with black text.
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .light))
        let light = ViewRenderer(scale: 2).image(of: window)
        #expect(light.pixel(at: CGPoint(x: 10, y: 300)) == (255, 255, 255, 255))
        #expect(darkPixels(in: light, CGRect(x: 16, y: 0, width: 110, height: statusBar.height)) > 50)
    }

    private func lightPixels(in image: RenderedImage, _ rect: CGRect) -> Int {
        count(in: image, rect) { $0.red > 200 && $0.green > 200 && $0.blue > 200 }
    }

    private func darkPixels(in image: RenderedImage, _ rect: CGRect) -> Int {
        count(in: image, rect) { $0.red < 80 && $0.green < 80 && $0.blue < 80 }
    }

    private func bluePixels(in image: RenderedImage, _ rect: CGRect) -> Int {
        count(in: image, rect) { $0.blue > 200 && $0.red < 60 }
    }

    private func count(in image: RenderedImage, _ rect: CGRect,
                       _ test: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> Int {
        var total = 0
        for y in Int(rect.minY * image.scale)..<Int(rect.maxY * image.scale) {
            for x in Int(rect.minX * image.scale)..<Int(rect.maxX * image.scale) where test(image.pixel(x: x, y: y)) { total += 1 }
        }
        return total
    }
}

/// Rows with a disclosure indicator each.
@MainActor
final class RowsSource: UITableViewDataSource {
    let rows: [String]
    init(rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
