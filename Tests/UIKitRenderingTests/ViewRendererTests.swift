import Foundation
import Testing
@testable import UIKit
import UIKitRendering
import UIKitTesting

@MainActor
@Suite(.serialized) struct ViewRendererTests {
    init() {
        UIKitScheduler.shared.drain()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
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
}
