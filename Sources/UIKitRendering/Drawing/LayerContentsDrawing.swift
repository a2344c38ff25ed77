@_spi(Rendering) import UIKit

/// Draws a layer's contents: what its `draw(in:)` or its view's `draw(_:)` recorded, or the
/// image set as its `contents`, between its background and its sublayers.
@MainActor
enum LayerContentsDrawing {
    /// Draws `layer`'s contents in `rect` (its bounds at the origin).
    static func draw(_ layer: CALayer, in rect: CGRect, canvas: Canvas) {
        // Filled in with the display list replay.
    }
}
