#if canImport(Glibc)
import Glibc
#endif
import Foundation
@_spi(Rendering) import UIKit

/// Draws a window, a view or a controller's view to a ``RenderedImage`` (and PNG), the way
/// iOS composites it: the layer tree (views' layers and the layers added to them, shape,
/// gradient and text layers) with background colours, corner radii and curves, borders,
/// shadows, masks, opacity, hidden, clipping, anchor points and transforms
/// (`Drawing/LayerDrawing.swift`), text with real shaping and line breaking, and the system
/// chrome (bars, controls, cells, the status bar) drawn as iOS draws it, closely enough to
/// recognise.
///
/// Geometry comes from each layer's `presentation()`: rendering while an animation is in
/// flight (a push half-way on the virtual clock) shows it where it is at that moment.
/// Rendering lays out what needs layout first (`layoutIfNeeded`), as
/// `drawHierarchy(in:afterScreenUpdates: true)` does; it runs no other deferred work.
///
/// OpenUIKit addition: on iOS the same job is `UIGraphicsImageRenderer` with
/// `drawHierarchy(in:afterScreenUpdates:)`.
@MainActor
public final class ViewRenderer {
    /// Pixels per point. Default: the main screen's scale.
    public var scale: CGFloat
    /// Whether pictures of a window show the status bar (unless the app hides it). Default true.
    public var drawsStatusBar = true

    /// Creates a renderer at `scale` pixels per point (nil: the main screen's).
    public init(scale: CGFloat? = nil) {
        self.scale = scale ?? UIScreen.main.scale
        if ImageRasterization.current == nil { ImageRasterizer.install() }
    }

    /// A picture of `view` and its subviews, `view.bounds` in size: transparent where
    /// nothing is drawn, except a window's, which is black there (as a screen) and includes
    /// the status bar.
    public func image(of view: UIView) -> RenderedImage {
        let canvas = canvas(of: view)
        return RenderedImage(width: canvas.pixelWidth, height: canvas.pixelHeight, scale: scale, rgba: canvas.rgbaPixels())
    }

    /// The same picture as `image(of:)`, as PNG, encoded by Cairo straight from its
    /// surface: much cheaper than `image(of:).pngData()` when only the file is wanted (a
    /// trace's frames, a live view's), though not byte-identical to it.
    public func pngData(of view: UIView) -> Data {
        canvas(of: view).cairoPNGData()
    }

    /// Draws `view` as `image(of:)` describes onto a new canvas.
    func canvas(of view: UIView) -> Canvas {
        view.layoutIfNeeded()
        let canvas = Canvas(size: view.bounds.size, scale: scale)
        canvas.translate(-view.bounds.minX, -view.bounds.minY)
        // A screen shows black where nothing covers it.
        if view is UIWindow { canvas.fill(view.bounds, color: .black) }
        let backdrops = (view as? UIWindow).map(SheetBackdrop.backdrops(in:)) ?? []
        if let window = view as? UIWindow, !backdrops.isEmpty {
            drawWindow(window, pushedBackBy: backdrops, in: canvas)
        } else {
            drawLayer(view.layer, in: canvas, isRoot: true)
        }
        if let window = view as? UIWindow { drawKeyboardWindows(over: window, in: canvas) }
        if drawsStatusBar, let window = view as? UIWindow {
            // Over the black a pushed-back presenter leaves, the status bar is light.
            let light = (backdrops.last?.progress ?? 0) > 0.5
            StatusBarDrawing.draw(for: window, in: canvas, forcingLightContent: light)
        }
        return canvas
    }

    /// A picture of the controller's view (loading it).
    public func image(of controller: UIViewController) -> RenderedImage {
        image(of: controller.view)
    }

    /// IV9: a picture of an app's window shows the keyboard's windows over it, as the
    /// screen does: the input views and the software keyboard at the bottom.
    private func drawKeyboardWindows(over window: UIWindow, in canvas: Canvas) {
        let keyboardWindows = UIResponder._keyboardWindows
        guard !keyboardWindows.contains(where: { $0 === window }) else { return }
        for keyboardWindow in keyboardWindows {
            keyboardWindow.layoutIfNeeded()
            canvas.save()
            canvas.translate(keyboardWindow.frame.minX - window.frame.minX, keyboardWindow.frame.minY - window.frame.minY)
            drawLayer(keyboardWindow.layer, in: canvas, isRoot: true)
            canvas.restore()
        }
    }

    /// A window whose sheets push what is behind them back (``SheetBackdrop``): each
    /// subview is drawn inside the cards of the sheets above it, the topmost sheet's outermost.
    private func drawWindow(_ window: UIWindow, pushedBackBy backdrops: [SheetBackdrop], in canvas: Canvas) {
        if let background = window.layer.backgroundColor { canvas.fill(window.bounds, color: UIColor(background)) }
        for (index, subview) in window.subviews.enumerated() {
            canvas.save()
            for backdrop in backdrops.reversed() where backdrop.containerIndex > index {
                backdrop.apply(to: canvas, size: window.bounds.size)
            }
            drawLayer(subview.layer, in: canvas)
            canvas.restore()
        }
    }
}

extension UIColor {
    /// The UIKit colour of a Core Graphics colour (a pattern colour stays one: PC1).
    convenience init(_ color: CGColor) { self.init(cgColor: color) }
}
