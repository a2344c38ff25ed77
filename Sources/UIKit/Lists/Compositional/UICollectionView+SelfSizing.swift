import Foundation

/// Self-sizing (LL20) and the scroll views of orthogonal sections (LL16), as the layout
/// pass uses them.
extension UICollectionView {
    /// The most passes one layout runs while views change their sizes (LL20).
    static let maximumSizingPasses = 8

    /// LL20: a new view along an estimated axis is asked for its preferred attributes
    /// (`preferredLayoutAttributesFitting(_:)`, after the data source configured it and
    /// before `willDisplay`); a size the layout takes marks the pass to run again.
    func _selfSize(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        guard !attributes._selfSizingAxes.isEmpty else { return }
        let original = attributes._copy()
        let preferred = view.preferredLayoutAttributesFitting(original)
        guard collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            collectionViewLayout._notePreferredAttributes(preferred, original: original)
            return
        }
        collectionViewLayout._acceptPreferredAttributes(preferred, original: original)
        _elements.sizeChanged = true
    }

    /// LL20: when sizes changed, the layout prepares again and the pass repeats (the
    /// content size and the following views move), at most ``maximumSizingPasses`` times.
    func _finishSizingPass() {
        _retireUnusedOrthogonalScrollers()
        guard _elements.sizeChanged else { return }
        _elements.sizeChanged = false
        guard _elements.sizingPass < Self.maximumSizingPasses else { return }
        _elements.sizingPass += 1
        defer { _elements.sizingPass -= 1 }
        _layoutVisibleCells()
    }

    // MARK: Orthogonal sections (LL16)

    /// The scroll view an element of an orthogonal section lives in, made (or moved and
    /// resized) on demand; nil for other elements.
    func _orthogonalScroller(for attributes: UICollectionViewLayoutAttributes) -> OrthogonalScrollView? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let section = layout._orthogonalSection(of: attributes) else { return nil }
        let vertical = layout._geometry.vertical
        let frame = vertical ? CGRect(x: 0, y: section.contentFrame.minY, width: bounds.width, height: section.orthogonalContentSize.height)
                             : CGRect(x: section.contentFrame.minX, y: 0, width: section.orthogonalContentSize.width, height: bounds.height)
        let scroller: OrthogonalScrollView
        if let existing = _elements.orthogonalScrollers[section.index] {
            scroller = existing
        } else {
            scroller = OrthogonalScrollView(frame: frame)
            scroller.section = section.index
            scroller.collectionView = self
            _elements.orthogonalScrollers[section.index] = scroller
            addSubview(scroller)
        }
        if scroller.frame != frame { scroller.frame = frame }
        if scroller.contentSize != section.orthogonalContentSize { scroller.contentSize = section.orthogonalContentSize }
        scroller.isPagingEnabled = section.orthogonal == .paging
        scroller.orthogonalScrollingBehavior = section.orthogonal
        let offset = layout._orthogonalOffsets[section.index] ?? .zero
        if scroller.contentOffset != offset { scroller._setOffsetQuietly(offset) }
        return scroller
    }

    /// The scroll views of sections with no cells on screen leave.
    private func _retireUnusedOrthogonalScrollers() {
        let used = Set(_visibleCells.keys.map(\.section))
        for (section, scroller) in _elements.orthogonalScrollers where !used.contains(section) {
            scroller.removeFromSuperview()
            _elements.orthogonalScrollers[section] = nil
        }
    }

    /// A point of the collection view's content in the layout's coordinates: inside an
    /// orthogonal section, its own scrolling is added.
    func _pointInLayout(_ point: CGPoint) -> CGPoint {
        for scroller in _elements.orthogonalScrollers.values where scroller.frame.contains(point) {
            return CGPoint(x: point.x + scroller.contentOffset.x, y: point.y + scroller.contentOffset.y)
        }
        return point
    }

    /// An orthogonal section scrolled: the layout remembers it and the collection view lays
    /// out its cells again.
    func _orthogonalSectionDidScroll(_ scroller: OrthogonalScrollView) {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        layout._orthogonalOffsets[scroller.section] = scroller.contentOffset
        setNeedsLayout()
    }
}

/// The scroll view holding an orthogonally scrolling section's cells (LL16).
@preconcurrency @MainActor
final class OrthogonalScrollView: UIScrollView {
    var section = 0
    @Unretained var collectionView: UICollectionView?  // PL11
    /// The section's behaviour, as the layout gave it.
    var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
    private var isQuiet = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Scrolling tells the collection view, which lays out the section's cells again.
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        super.setContentOffset(contentOffset, animated: animated)
        if !isQuiet { collectionView?._orthogonalSectionDidScroll(self) }
    }

    func _setOffsetQuietly(_ offset: CGPoint) {
        isQuiet = true
        contentOffset = offset
        isQuiet = false
    }
}
