@_spi(Rendering) import UIKit

/// The status bar over a window: the time on the left, signal, Wi-Fi and battery on the
/// right, dark or light as the app's status bar style says (`.default`: dark over a light
/// interface, light over a dark one).
@MainActor
enum StatusBarDrawing {
    /// Draws the status bar of `window`'s scene; `forcingLightContent` makes it light
    /// whatever the style (over a presenter a sheet pushes back).
    static func draw(for window: UIWindow, in canvas: Canvas, forcingLightContent: Bool = false) {
        guard let manager = window.windowScene?.statusBarManager, !manager.isStatusBarHidden else { return }
        let frame = manager.statusBarFrame
        guard frame.height > 0 else { return }
        let color: UIColor = manager._shownStatusBarStyle == .lightContent || forcingLightContent ? .white : .black
        // The time sits centred in the left "ear", the icons in the right one.
        let ear = frame.width * 0.3
        let mid = frame.minY + min(frame.height, 54) / 2 + 2
        canvas.drawText("9:41", in: CGRect(x: frame.minX + 16, y: mid - 11, width: ear, height: 22),
                        font: .systemFont(ofSize: 17, weight: .semibold), color: color, alignment: .center)
        var x = frame.maxX - 16 - 27
        // Battery: an outline with a full charge and a cap.
        canvas.strokeInside(CGRect(x: x, y: mid - 6.5, width: 25, height: 13), cornerRadius: 4, width: 1, color: color.withAlphaComponent(0.4))
        canvas.fill(CGRect(x: x + 2, y: mid - 4.5, width: 21, height: 9), cornerRadius: 2.5, color: color)
        canvas.fill(CGRect(x: x + 26, y: mid - 2, width: 1.5, height: 4), cornerRadius: 0.75, color: color.withAlphaComponent(0.4))
        // Wi-Fi: three arcs as a fan of bars.
        x -= 24
        for (index, height) in [4.0, 7.0, 10.0].enumerated() {
            let width = 5.0 + Double(index) * 5
            canvas.fill(CGRect(x: x + 8 - width / 2, y: mid + 5 - height, width: width, height: 2.2), cornerRadius: 1.1, color: color)
        }
        // Cellular signal: four rising bars.
        x -= 26
        for bar in 0..<4 {
            let height = 4 + CGFloat(bar) * 2.7
            canvas.fill(CGRect(x: x + CGFloat(bar) * 4.5, y: mid + 5.5 - height, width: 3, height: height), cornerRadius: 1, color: color)
        }
    }
}
