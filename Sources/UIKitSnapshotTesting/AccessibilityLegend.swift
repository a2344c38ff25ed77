#if SnapshotTesting
@_spi(Testing) import UIKit
import UIKitRendering

/// The picture of ``Snapshotting/accessibilityImage(on:precision:perceptualPrecision:traits:drawsStatusBar:)``
/// (K38): the screen with each element VoiceOver visits tinted in its own colour, and beside
/// it a legend, in VoiceOver's order, of what VoiceOver says for each, as Cash App's
/// AccessibilitySnapshot draws it. Composed of views and drawn by the same renderer as the screen.
@MainActor
enum AccessibilityLegend {
    /// The legend column's width, in points.
    static let legendWidth: CGFloat = 320
    private static let margin: CGFloat = 12
    private static let swatchSize: CGFloat = 16
    private static let palette: [UIColor] = [
        UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1), UIColor(red: 1.0, green: 0.23, blue: 0.19, alpha: 1),
        UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1), UIColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1),
        UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1), UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1),
        UIColor(red: 1.0, green: 0.18, blue: 0.33, alpha: 1), UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1),
        UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1), UIColor(red: 0.85, green: 0.75, blue: 0.0, alpha: 1),
    ]

    /// `window` drawn by `renderer`, its elements (`nodes`, in screen coordinates) tinted, and the legend.
    static func image(of window: UIWindow, nodes: [AccessibilityNode], renderer: ViewRenderer) -> RenderedImage {
        let screenshot = renderer.image(of: window)
        let screen = window.bounds.size
        let canvas = UIView(frame: .zero)
        canvas.backgroundColor = .white
        canvas.overrideUserInterfaceStyle = .light
        let picture = UIImageView(frame: CGRect(origin: .zero, size: screen))
        picture.image = UIImage(data: screenshot.pngData(compression: .fast), scale: screenshot.scale)
        canvas.addSubview(picture)
        var y = margin
        for (index, node) in nodes.enumerated() {
            let color = palette[index % palette.count]
            let frame = node.frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY).intersection(window.bounds)
            if !frame.isNull, !frame.isEmpty {
                let tint = UIView(frame: frame)
                tint.backgroundColor = color.withAlphaComponent(0.3)
                tint.layer.borderColor = color.cgColor
                tint.layer.borderWidth = 1
                canvas.addSubview(tint)
            }
            y = addEntry(index: index, node: node, color: color, to: canvas, x: screen.width + margin, y: y)
        }
        canvas.frame = CGRect(x: 0, y: 0, width: screen.width + legendWidth, height: max(screen.height, y + margin))
        return renderer.image(of: canvas)
    }

    /// One legend entry: a numbered swatch in the element's colour, what VoiceOver says, and
    /// the hint below it in grey. Returns the y where the next entry starts.
    private static func addEntry(index: Int, node: AccessibilityNode, color: UIColor, to canvas: UIView, x: CGFloat, y: CGFloat) -> CGFloat {
        let swatch = UILabel(frame: CGRect(x: x, y: y + 1, width: swatchSize, height: swatchSize))
        swatch.backgroundColor = color
        swatch.layer.cornerRadius = 3
        swatch.clipsToBounds = true
        swatch.text = "\(index + 1)"
        swatch.font = .boldSystemFont(ofSize: 10)
        swatch.textColor = .white
        swatch.textAlignment = .center
        canvas.addSubview(swatch)
        let textX = x + swatchSize + 8
        let width = legendWidth - (textX - x) - 2 * margin
        var bottom = y
        for (text, font, textColor) in [
            (AccessibilitySpeech.description(of: node), UIFont.systemFont(ofSize: 13), UIColor.black),
            (node.hint ?? "", UIFont.italicSystemFont(ofSize: 12), UIColor(white: 0.4, alpha: 1)),
        ] where !text.isEmpty {
            let label = UILabel()
            label.numberOfLines = 0
            label.font = font
            label.textColor = textColor
            label.text = text
            let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: textX, y: bottom, width: width, height: ceil(size.height))
            canvas.addSubview(label)
            bottom = label.frame.maxY + 2
        }
        return max(bottom, y + swatchSize) + 8
    }
}
#endif
