#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// A screen with a diagonal gradient behind its content, as apps add one in `viewDidLoad`
/// and size it in `viewDidLayoutSubviews`.
@MainActor
private final class GradientBackgroundController: UIViewController {
    let gradient = CAGradientLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        view.layer.insertSublayer(gradient, at: 0)
        let card = UIView(frame: CGRect(x: 24, y: 120, width: 342, height: 160))
        card.backgroundColor = UIColor.white.withAlphaComponent(0.85)
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        title.text = "Good morning"
        title.font = .boldSystemFont(ofSize: 28)
        card.addSubview(title)
        let detail = UILabel(frame: CGRect(x: 20, y: 60, width: 300, height: 22))
        detail.text = "A gradient layer sits under every subview."
        detail.textColor = .secondaryLabel
        card.addSubview(detail)
        view.addSubview(card)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        gradient.frame = view.bounds
    }
}

/// Pictures of Core Animation layers as iOS composites them (Q17–Q20): gradients under
/// subviews, a shape layer's partial stroke, a card's shadow path and continuous corners,
/// a masked image, and text layers.
@MainActor
@Suite(.uikit) struct LayerSnapshotTests {
    init() { freshSnapshotScreen() }

    private let strategy = Snapshotting<RenderedImage, RenderedImage>.image(precision: 0.9995, perceptualPrecision: 0.98)

    @Test func gradientBackgroundUnderSubviews() {
        let window = showInWindow(GradientBackgroundController())
        drainMainRunLoop()
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: strategy)
    }

    @Test func progressRingWithRoundCaps() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = .white
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 100, y: 100), radius: 70, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        let track = CAShapeLayer()
        track.path = circle
        track.fillColor = nil
        track.strokeColor = UIColor.systemGray5.cgColor
        track.lineWidth = 18
        let progress = CAShapeLayer()
        progress.path = circle
        progress.fillColor = nil
        progress.strokeColor = UIColor.systemBlue.cgColor
        progress.lineWidth = 18
        progress.lineCap = .round
        progress.strokeEnd = 0.7
        view.layer.addSublayer(track)
        view.layer.addSublayer(progress)
        let label = CATextLayer()
        label.string = "70%"
        label.font = UIFont.boldSystemFont(ofSize: 10)
        label.fontSize = 34
        label.foregroundColor = UIColor.black.cgColor
        label.alignmentMode = .center
        label.contentsScale = 2
        label.frame = CGRect(x: 0, y: 78, width: 200, height: 44)
        view.layer.addSublayer(label)
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: view), as: strategy)
    }

    @Test func cardWithShadowPathAndContinuousCorners() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 240))
        view.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 220, height: 150))
        card.backgroundColor = .white
        card.layer.cornerRadius = 24
        card.layer.cornerCurve = .continuous
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        card.layer.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 24, cornerHeight: 24, transform: nil)
        let badge = CALayer()
        badge.frame = CGRect(x: 20, y: 20, width: 44, height: 44)
        badge.backgroundColor = UIColor.systemOrange.cgColor
        badge.cornerRadius = 12
        badge.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        card.layer.addSublayer(badge)
        let outline = CALayer()
        outline.frame = CGRect(x: 80, y: 20, width: 120, height: 44)
        outline.borderWidth = 3
        outline.borderColor = UIColor.systemGreen.cgColor
        outline.cornerRadius = 22
        card.layer.addSublayer(outline)
        view.addSubview(card)
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: view), as: strategy)
    }

    @Test func imageMaskedByAShapeAndAView() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        view.backgroundColor = .white
        let photo = try #require(UIImage(data: Self.stripedPicture().pngData(), scale: 2))
        let star = UIImageView(frame: CGRect(x: 10, y: 10, width: 140, height: 140))
        star.image = photo
        let starMask = CAShapeLayer()
        starMask.path = Self.star(center: CGPoint(x: 70, y: 70), outer: 70, inner: 30)
        star.layer.mask = starMask
        view.addSubview(star)
        let faded = UIImageView(frame: CGRect(x: 170, y: 10, width: 140, height: 140))
        faded.image = photo
        let maskView = UIView(frame: faded.bounds)
        let fade = CAGradientLayer()
        fade.frame = maskView.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.type = .radial
        fade.startPoint = CGPoint(x: 0.5, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 1)
        maskView.layer.addSublayer(fade)
        faded.mask = maskView
        view.addSubview(faded)
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: view), as: strategy)
    }

    @Test func textLayersWrapAlignAndTruncate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 220))
        view.backgroundColor = .white
        func text(_ string: Any, frame: CGRect, configure: (CATextLayer) -> Void) {
            let layer = CATextLayer()
            layer.string = string
            layer.frame = frame
            layer.contentsScale = 2
            layer.backgroundColor = UIColor.systemGray6.cgColor
            configure(layer)
            view.layer.addSublayer(layer)
        }
        text("Default white 36, scale 1", frame: CGRect(x: 10, y: 10, width: 280, height: 44)) {
            $0.backgroundColor = UIColor.darkGray.cgColor
            $0.contentsScale = 1  // the default: soft on a 2x screen, and cut at the bounds, as on iOS
        }
        text("Centred and wrapped to the width of the layer", frame: CGRect(x: 10, y: 64, width: 280, height: 60)) {
            $0.fontSize = 18
            $0.foregroundColor = UIColor.systemBlue.cgColor
            $0.alignmentMode = .center
            $0.isWrapped = true
        }
        text("Cut at the end when it does not fit", frame: CGRect(x: 10, y: 134, width: 200, height: 28)) {
            $0.fontSize = 18
            $0.foregroundColor = UIColor.black.cgColor
            $0.truncationMode = .end
        }
        let attributed = NSAttributedString(string: "Attributed", attributes: [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.systemRed])
        text(attributed, frame: CGRect(x: 10, y: 172, width: 280, height: 36)) { _ in }
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: view), as: strategy)
    }

    @Test func replicatedSpinner() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        view.backgroundColor = .white
        let spinner = CAReplicatorLayer()
        spinner.frame = view.bounds
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceAlphaOffset = -1.0 / 12
        let bar = CALayer()
        bar.frame = CGRect(x: 56, y: 14, width: 8, height: 26)
        bar.cornerRadius = 4
        bar.backgroundColor = UIColor.systemGray.cgColor
        spinner.addSublayer(bar)
        view.layer.addSublayer(spinner)
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: view), as: strategy)
    }

    /// A five-pointed star.
    private static func star(center: CGPoint, outer: CGFloat, inner: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for index in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let radius = index % 2 == 0 ? outer : inner
            let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    /// A 280×280-pixel picture of diagonal colour bands, standing in for a photo.
    private static func stripedPicture() -> RenderedImage {
        let size = 280
        var pixels = [UInt8](repeating: 255, count: size * size * 4)
        let bands: [(UInt8, UInt8, UInt8)] = [(255, 59, 48), (255, 149, 0), (255, 204, 0), (52, 199, 89), (0, 122, 255), (175, 82, 222)]
        for y in 0..<size {
            for x in 0..<size {
                let band = bands[((x + y) / 40) % bands.count]
                let i = (y * size + x) * 4
                pixels[i] = band.0; pixels[i + 1] = band.1; pixels[i + 2] = band.2
            }
        }
        return RenderedImage(width: size, height: size, scale: 2, rgba: pixels)
    }
}
#endif
