import Foundation
@_spi(Rendering) import UIKit

/// A view that logs its layout and drawing, and fills its dirty rectangle red.
@MainActor
final class LoggingDrawView: UIView {
    var log: [String] = []
    var clipDuringDraw: CGRect?
    var styleDuringDraw: UIUserInterfaceStyle?

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layoutSubviews")
    }

    override func draw(_ rect: CGRect) {
        log.append("draw \(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))×\(Int(rect.height))")
        clipDuringDraw = UIGraphicsGetCurrentContext()?.boundingBoxOfClipPath
        styleDuringDraw = UITraitCollection.current.userInterfaceStyle
        UIColor.systemBackground.setFill()
        UIRectFill(rect)
    }
}

/// A window showing `view` as its root's content.
@MainActor
func windowShowing(_ view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.view.addSubview(view)
    return window
}

extension DisplayList {
    /// The commands that paint (fills and strokes), for assertions.
    var paintedPaths: [DrawingCommand] {
        commands.filter { if case .fillPath = $0 { true } else if case .strokePath = $0 { true } else { false } }
    }
}
