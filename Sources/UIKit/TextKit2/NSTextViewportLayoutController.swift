import Foundation

/// The delegate of a viewport layout controller: it says what is visible and shows each
/// fragment laid out in it (a text view places a layer or view per fragment).
public protocol NSTextViewportLayoutControllerDelegate: AnyObject {
    /// The visible rectangle, in the container's coordinates.
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect
    /// Shows `textLayoutFragment`, laid out in the viewport.
    func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController,
                                      configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment)
    /// Viewport layout is about to start.
    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
    /// Viewport layout finished.
    func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
}

extension NSTextViewportLayoutControllerDelegate {
    public func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
    public func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
}

/// Lays out what a viewport shows: ``layoutViewport()`` asks the delegate for the viewport
/// bounds, then hands it each layout fragment whose frame meets them, in order, between
/// `willLayout` and `didLayout` (TX8).
///
/// Difference from UIKit: the whole text is laid out once, so relocating the viewport needs
/// no estimate and ``adjustViewport(byVerticalOffset:)`` only moves the viewport's bounds.
open class NSTextViewportLayoutController: NSObject {
    /// The layout manager whose fragments are shown (weak).
    public private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The delegate (weak).
    open weak var delegate: (any NSTextViewportLayoutControllerDelegate)?
    /// The viewport bounds of the last layout.
    public private(set) var viewportBounds: CGRect = .zero
    /// The text of the fragments laid out in the last layout (nil before one).
    public private(set) var viewportRange: NSTextRange?
    /// A vertical shift added to the delegate's viewport bounds.
    var _verticalAdjustment: CGFloat = 0

    /// A controller for `textLayoutManager`.
    public init(textLayoutManager: NSTextLayoutManager) {
        self.textLayoutManager = textLayoutManager
        super.init()
    }

    /// Lays out the viewport: `willLayout`, `configureRenderingSurfaceFor` for each fragment
    /// meeting the viewport bounds (top to bottom), `didLayout` (TX8).
    open func layoutViewport() {
        guard let manager = textLayoutManager else { return }
        delegate?.textViewportLayoutControllerWillLayout(self)
        var bounds = delegate?.viewportBounds(for: self) ?? .zero
        bounds.origin.y += _verticalAdjustment
        viewportBounds = bounds
        var range: NSTextRange?
        manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout, .ensuresExtraLineFragment]) { fragment in
            let frame = fragment.layoutFragmentFrame
            if frame.minY >= bounds.maxY, !bounds.isEmpty { return false }
            if frame.maxY > bounds.minY {
                range = range.map { $0.union(fragment.rangeInElement) } ?? fragment.rangeInElement
                delegate?.textViewportLayoutController(self, configureRenderingSurfaceFor: fragment)
            }
            return true
        }
        viewportRange = range
        delegate?.textViewportLayoutControllerDidLayout(self)
    }

    /// Lays out the viewport with `textLocation` at its top; returns the new viewport's top.
    @discardableResult
    open func relocateViewport(to textLocation: any NSTextLocation) -> CGFloat {
        let top = textLayoutManager?.textLayoutFragment(for: textLocation)?.layoutFragmentFrame.minY ?? 0
        let asked = delegate?.viewportBounds(for: self).minY ?? 0
        _verticalAdjustment = top - asked
        layoutViewport()
        return top
    }

    /// Moves the viewport by `verticalOffset` points.
    open func adjustViewport(byVerticalOffset verticalOffset: CGFloat) {
        _verticalAdjustment += verticalOffset
    }
}
