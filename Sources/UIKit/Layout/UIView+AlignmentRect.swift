import Foundation

/// Alignment rectangles (VS1, VS2): the part of a view that Auto Layout aligns, which may be
/// smaller than the frame (a view that draws a shadow or a badge around its content).
///
/// The engine keeps each view's frame in its variables and writes a view's attributes as the
/// alignment rectangle's — its edges, centres, size and baselines — by the fixed offsets of
/// the view's alignment insets, measured through ``UIView/alignmentRect(forFrame:)`` when the
/// view enters the engine and again when its intrinsic size is invalidated. The frame a view
/// placed by constraints gets is ``UIView/frame(forAlignmentRect:)`` of the solved alignment
/// rectangle.
extension UIView {
    /// The frame inset by ``alignmentRectInsets`` (UIKit's definition).
    func _defaultAlignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
                      width: frame.size.width - insets.left - insets.right, height: frame.size.height - insets.top - insets.bottom)
    }

    /// The alignment rectangle outset by ``alignmentRectInsets`` (UIKit's definition).
    func _defaultFrame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: alignmentRect.origin.x - insets.left, y: alignmentRect.origin.y - insets.top,
                      width: alignmentRect.size.width + insets.left + insets.right,
                      height: alignmentRect.size.height + insets.top + insets.bottom)
    }

    /// The insets between a frame and its alignment rectangle, as ``alignmentRect(forFrame:)``
    /// gives them (so a view that overrides it rather than ``alignmentRectInsets`` is honoured).
    /// Measured on a large frame, so that no size becomes negative.
    var _measuredAlignmentInsets: UIEdgeInsets {
        let side: CGFloat = 1000
        let alignment = alignmentRect(forFrame: CGRect(x: 0, y: 0, width: side, height: side))
        return UIEdgeInsets(top: alignment.origin.y, left: alignment.origin.x,
                            bottom: side - alignment.origin.y - alignment.size.height,
                            right: side - alignment.origin.x - alignment.size.width)
    }

    /// Measures the alignment insets again; when they changed (an image view's new image),
    /// the constraints naming the view are written again with the new offsets, in the order
    /// they were installed (VS2). The caller updates the content size after.
    func _alignmentInsetsMayHaveChanged(_ record: LayoutRecord) {
        guard type(of: self) != UIView.self else { return }
        let insets = _measuredAlignmentInsets
        guard insets != record.alignmentInsets else { return }
        record.alignmentInsets = insets
        let engine = record.engine
        for constraint in record.referencing.sorted(by: { $0._installOrder < $1._installOrder }) where constraint._installation != nil {
            engine.reinstall(constraint)
        }
    }
}
