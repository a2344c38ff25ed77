import Foundation

/// A layer that only places its sublayers (LK10): its own background, contents, border,
/// shadow, mask and clipping are not drawn, and its opacity applies to each sublayer on its
/// own rather than to them flattened together, as Core Animation keeps a transform layer's
/// sublayers in its 3D space.
///
/// Difference from Core Animation: OpenUIKit's renderer composites in 2D, so the sublayers'
/// 3D transforms show their affine part (perspective and depth sorting are not drawn).
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    /// A transform layer has no 2D space to hit: it answers the farthest of its sublayers
    /// containing `p` (nil when none does), never itself.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = convert(p, from: superlayer)
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return nil
    }
}
