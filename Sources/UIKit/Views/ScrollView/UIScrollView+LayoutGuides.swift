import Foundation

/// The content and frame layout guides (LG1–LG3): Auto Layout inside a scroll view.
extension UIScrollView {
    /// The content area as a layout guide (LG1): its top left is the content's origin and its
    /// size the ``contentSize``. Constraints that size it set the content size at the next
    /// layout; a scroll view's own edges, constrained to views inside it, are this guide's.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = _contentLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owner: self, identifier: "UIScrollView-contentLayoutGuide")
        _contentLayoutGuide = guide
        return guide
    }

    /// The scroll view's frame as a layout guide (LG2): the visible area, in the content's
    /// coordinates, so views pinned to it stay in place on screen while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = _frameLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owner: self, identifier: "UIScrollView-frameLayoutGuide")
        _frameLayoutGuide = guide
        return guide
    }

    /// The guides that exist, for the engine's list of system guides.
    var _scrollGuides: [UILayoutGuide] { [_contentLayoutGuide, _frameLayoutGuide].compactMap { $0 } }

    /// LG1: a guide got its place in a layout engine: a constraint names it.
    func _scrollGuideEnteredEngine(_ guide: UILayoutGuide) {
        if guide === _contentLayoutGuide { _contentSizeFollowsContentGuide = true }
    }

    /// LG1, LG2: the content size or the offset changed: a guide in an engine takes the new
    /// values as its placement.
    func _scrollGuidesMayMove(_ guide: UILayoutGuide?) {
        guard let record = guide?._layoutRecord else { return }
        record.engine.updateGuides(of: self)
    }

    /// LG1: after layout, the content size is the content guide's solved size.
    func _contentSizeFollowsLayout() {
        guard _contentSizeFollowsContentGuide, let record = _contentLayoutGuide?._layoutRecord else { return }
        let size = record.engine.frame(of: record).size
        if size != contentSize { contentSize = size }
    }
}
