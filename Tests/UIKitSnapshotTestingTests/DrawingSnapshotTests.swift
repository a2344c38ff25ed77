#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
@_spi(Testing) import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// A weekly chart drawn the way apps draw one in `draw(_:)`: a gradient under a smoothed
/// line, grid lines, dots, labels drawn as strings.
@MainActor
private final class ChartView: UIView {
    let values: [CGFloat] = [3, 5, 4, 8, 6, 9, 7]
    let days = ["M", "T", "W", "T", "F", "S", "S"]

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let plot = bounds.inset(by: UIEdgeInsets(top: 16, left: 16, bottom: 28, right: 16))
        // Grid.
        context.setStrokeColor(UIColor.separator.cgColor)
        context.setLineWidth(1)
        context.setLineDash(phase: 0, lengths: [4, 4])
        for step in 0...3 {
            let y = plot.minY + plot.height * CGFloat(step) / 3
            context.move(to: CGPoint(x: plot.minX, y: y))
            context.addLine(to: CGPoint(x: plot.maxX, y: y))
        }
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
        let points = values.enumerated().map { index, value in
            CGPoint(x: plot.minX + plot.width * CGFloat(index) / CGFloat(values.count - 1), y: plot.maxY - plot.height * value / 10)
        }
        let line = UIBezierPath()
        line.move(to: points[0])
        for (previous, point) in zip(points, points.dropFirst()) {
            let middle = (previous.x + point.x) / 2
            line.addCurve(to: point, controlPoint1: CGPoint(x: middle, y: previous.y), controlPoint2: CGPoint(x: middle, y: point.y))
        }
        // The area under the line, filled with a fading gradient.
        let area = line.copy() as! UIBezierPath
        area.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
        area.addLine(to: CGPoint(x: plot.minX, y: plot.maxY))
        area.close()
        context.saveGState()
        area.addClip()
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [UIColor.systemBlue.withAlphaComponent(0.45).cgColor, UIColor.systemBlue.withAlphaComponent(0).cgColor],
                                  locations: [0, 1])!
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: plot.minY), end: CGPoint(x: 0, y: plot.maxY), options: [])
        context.restoreGState()
        UIColor.systemBlue.setStroke()
        line.lineWidth = 3
        line.lineCapStyle = .round
        line.lineJoinStyle = .round
        line.stroke()
        for point in points {
            UIColor.systemBackground.setFill()
            let dot = UIBezierPath(ovalIn: CGRect(x: point.x - 5, y: point.y - 5, width: 10, height: 10))
            dot.fill()
            dot.lineWidth = 2
            dot.stroke()
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.secondaryLabel]
        for (day, point) in zip(days, points) {
            day.draw(at: CGPoint(x: point.x - 4, y: plot.maxY + 8), withAttributes: attributes)
        }
    }
}

/// A controller showing the chart in a card and a badge image made with an image renderer.
@MainActor
private final class ChartController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let card = ChartView(frame: CGRect(x: 16, y: 120, width: 358, height: 220))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        card.contentMode = .redraw
        view.addSubview(card)
        let badge = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
            let circle = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 60, height: 60))
            UIColor.systemOrange.setFill()
            circle.fill()
            UIColor.white.setStroke()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 18, y: 33))
            check.addLine(to: CGPoint(x: 28, y: 43))
            check.addLine(to: CGPoint(x: 47, y: 22))
            check.lineWidth = 6
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            check.stroke()
        }
        let badgeView = UIImageView(image: badge)
        badgeView.frame = CGRect(x: 163, y: 380, width: 64, height: 64)
        view.addSubview(badgeView)
        let chip = UIGraphicsImageRenderer(size: CGSize(width: 21, height: 20)).image { _ in
            UIColor.systemGreen.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 21, height: 20), cornerRadius: 10).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let chipView = UIImageView(image: chip)
        chipView.frame = CGRect(x: 95, y: 470, width: 200, height: 20)
        view.addSubview(chipView)
    }
}

@MainActor
@Suite(.uikit) struct DrawingSnapshotTests {
    init() { freshSnapshotScreen() }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func test_G1_aChartDrawnInDrawRectABadgeAndAStretchedChip(style: UIUserInterfaceStyle) {
        let window = showInWindow(ChartController())
        window.overrideUserInterfaceStyle = style
        drainMainRunLoop()
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98),
                       named: style == .dark ? "dark" : "light")
    }
}
#endif
