@_spi(Rendering) import UIKit

/// Draws a layer's contents: what its `draw(in:)` or its view's `draw(_:)` recorded, or the
/// image set as its `contents`, between its background and its sublayers.
@MainActor
enum LayerContentsDrawing {
    /// Draws `layer`'s contents in `rect` (its bounds at the origin), drawing it first if it
    /// is marked (as `render(in:)` and snapshots do on iOS). While a key its class says
    /// needs display is animated, the contents are what the presentation copy `shown` draws
    /// with the animated values (LK7).
    static func draw(_ layer: CALayer, shown: CALayer, in rect: CGRect, canvas: Canvas) {
        var layer = layer
        if layer._drawsPresentationContents, shown !== layer {
            shown.display()
            layer = shown
        } else {
            layer.displayIfNeeded()
        }
        let contentMode = layer._contentsPlacement
        if let drawing = layer._drawnContents {
            DisplayListPlayer.play(drawing, in: rect, contentMode: contentMode, canvas: canvas)
        } else if let contents = layer._contentsImageDrawing(in: rect) {
            ImageDrawing.draw(contents.image, in: contents.frame, contentMode: contents.contentMode, tint: .black, template: false,
                              canvas: canvas)
        }
    }
}
