import Foundation

/// A layout of items in lines: rows that wrap (vertical scrolling) or columns (horizontal),
/// with UIKit's defaults: 50×50 items, 10 pt between lines and between items, no insets.
///
/// Items of a full line are spread so the line fills the width (extra space goes between
/// them); the last line of a section, and a line of one item, start at the leading inset
/// with the minimum spacing. Items of a line are centred across it. Sizes, insets and
/// spacings come from the collection view's delegate when it is a
/// ``UICollectionViewDelegateFlowLayout``.
///
/// Section headers and footers (`headerReferenceSize`, `footerReferenceSize`) are
/// supplementary views of `UICollectionView.elementKindSectionHeader`/`Footer` spanning
/// the width (vertical) or height (horizontal) (LL9).
///
/// Its attributes are of `layoutAttributesClass` (a subclass's, CV2); a batch update fades
/// inserted items in and deleted ones out (CV11, CV12); a change of size lays it out again (CV5).
///
/// Difference from UIKit: self-sizing (`estimatedItemSize`) uses the item size.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The scrolling axis.
    public enum ScrollDirection: Int, Sendable {
        /// Lines of items run left to right, and the view scrolls vertically (the default).
        case vertical = 0
        /// Lines run top to bottom, and the view scrolls horizontally.
        case horizontal
    }

    /// The size of every item the delegate does not size. Default 50×50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The estimated size of self-sizing items (`.zero`: not self-sizing). Default `.zero`.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The space between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The minimum space between the items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The insets of each section. Default `.zero`.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The height (vertical) or width (horizontal) of section headers. Default `.zero`.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The height (vertical) or width (horizontal) of section footers. Default `.zero`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The scrolling axis. Default `.vertical`.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top (leading edge) of the visible area while
    /// its section is on screen, pushed off by the section's end (FL1). Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom (trailing edge) of the visible area
    /// while its section is on screen, held back by the section's start (FL1). Default false.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Each section's extent along the scrolling axis: from its header's start to its
    /// footer's start (where its items and insets end), and the footer's end (FL1).
    var _sectionSpans: [(start: CGFloat, itemsEnd: CGFloat, end: CGFloat)] = []

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    /// Each section's header and footer, when their reference size is not zero (LL9).
    private var supplementaryAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    /// Places every item, section by section, line by line.
    open override func prepare() {
        super.prepare()
        attributes = []
        supplementaryAttributes = []
        _sectionSpans = []
        guard let collectionView else { contentSize = .zero; return }
        let vertical = scrollDirection == .vertical
        let flowDelegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        // Work in (across, along): across is the wrapping axis, along the scrolling one.
        let breadth = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let (leading, trailing, before, after) = vertical ? (inset.left, inset.right, inset.top, inset.bottom) : (inset.top, inset.bottom, inset.left, inset.right)
            supplementaryAttributes.append([])
            let sectionStart = along
            _addBoundary(UICollectionView.elementKindSectionHeader, section: section, along: along, extent: vertical ? header.height : header.width,
                         breadth: breadth, vertical: vertical)
            along += (vertical ? header.height : header.width) + before
            let available = breadth - leading - trailing
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item in
                flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
            }
            var sectionAttributes: [UICollectionViewLayoutAttributes] = []
            var start = 0
            while start < count {
                // The items that fit on this line (at least one).
                var end = start + 1
                var used = vertical ? sizes[start].width : sizes[start].height
                while end < count {
                    let next = vertical ? sizes[end].width : sizes[end].height
                    guard used + itemSpacing + next <= available else { break }
                    used += itemSpacing + next
                    end += 1
                }
                let items = end - start
                let isLast = end == count
                let spacing = (isLast || items == 1) ? itemSpacing : itemSpacing + (available - used) / CGFloat(items - 1)
                let thickness = sizes[start..<end].map { vertical ? $0.height : $0.width }.max() ?? 0
                var across = leading
                for item in start..<end {
                    let size = sizes[item]
                    let (itemAcross, itemAlong) = vertical ? (size.width, size.height) : (size.height, size.width)
                    let offset = along + (thickness - itemAlong) / 2
                    let made = _makeAttributes(.cell, at: IndexPath(item: item, section: section))  // CV2
                    made.frame = vertical ? CGRect(x: across, y: offset, width: size.width, height: size.height)
                                          : CGRect(x: offset, y: across, width: size.width, height: size.height)
                    sectionAttributes.append(made)
                    across += itemAcross + spacing
                }
                along += thickness
                start = end
                if start < count { along += lineSpacing }
            }
            along += after
            let itemsEnd = along
            _addBoundary(UICollectionView.elementKindSectionFooter, section: section, along: along, extent: vertical ? footer.height : footer.width,
                         breadth: breadth, vertical: vertical)
            along += vertical ? footer.height : footer.width
            _sectionSpans.append((sectionStart, itemsEnd, along))
            attributes.append(sectionAttributes)
        }
        contentSize = vertical ? CGSize(width: breadth, height: along) : CGSize(width: along, height: breadth)
    }

    /// The size of everything placed.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// LL9: a header or footer of a non-zero extent, across the whole breadth.
    private func _addBoundary(_ kind: String, section: Int, along: CGFloat, extent: CGFloat, breadth: CGFloat, vertical: Bool) {
        guard extent > 0 else { return }
        let made = _makeAttributes(.supplementaryView, kind: kind, at: IndexPath(item: 0, section: section))  // CV2
        made.frame = vertical ? CGRect(x: 0, y: along, width: breadth, height: extent) : CGRect(x: along, y: 0, width: extent, height: breadth)
        supplementaryAttributes[section].append(made)
    }

    /// The items, headers and footers whose frames meet `rect`, in index order; pinned
    /// headers and footers where they are pinned (FL1).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.joined().filter { $0.frame.intersects(rect) }
            + supplementaryAttributes.joined().map(_pinnedIfNeeded).filter { $0.frame.intersects(rect) }
    }

    /// A section's header or footer, or nil when its reference size is zero (LL9); where it
    /// is pinned, when it is (FL1).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard supplementaryAttributes.indices.contains(indexPath.section),
              let found = supplementaryAttributes[indexPath.section].first(where: { $0._elementKind == elementKind }) else { return nil }
        return _pinnedIfNeeded(found)
    }

    /// FL1: a header pinned to the visible area's top (below the adjusted content inset),
    /// never above its place nor past its section's items' end; a footer to its bottom, never
    /// below its place nor before its section's start; pinned ones above the items (z-index
    /// 1024). A copy: the laid-out attributes keep their places.
    private func _pinnedIfNeeded(_ original: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let header = original._elementKind == UICollectionView.elementKindSectionHeader
        guard header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
              let collectionView, _sectionSpans.indices.contains(original.indexPath.section) else { return original }
        let span = _sectionSpans[original.indexPath.section]
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset, bounds = collectionView.bounds
        let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        let frame = original.frame
        let extent = vertical ? frame.height : frame.width
        let natural = vertical ? frame.minY : frame.minX
        let place = header ? min(max(natural, visibleStart), span.itemsEnd - extent)
                           : max(min(natural, visibleEnd - extent), span.start)
        guard place != natural else { return original }
        let pinned = original.copy() as! UICollectionViewLayoutAttributes
        pinned.frame = vertical ? CGRect(x: frame.minX, y: place, width: frame.width, height: frame.height)
                                : CGRect(x: place, y: frame.minY, width: frame.width, height: frame.height)
        pinned.zIndex = 1024
        return pinned
    }

    /// A flow layout's invalidation context (CV6).
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// A change of the collection view's size lays the items out again (CV5); scrolling does
    /// not, unless headers or footers are pinned (FL1).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds || newBounds.size != (collectionView?.bounds.size ?? .zero)
    }

    /// An inserted or reloaded item fades in at its place (CV11).
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _fadingInitialAttributes(at: itemIndexPath)
    }

    /// A deleted or reloaded item fades out where it was (CV12).
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _fadingFinalAttributes(at: itemIndexPath)
    }

    /// A header or footer of an inserted or reloaded section fades in at its place (CV24).
    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                              at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _fadingInitialAttributes(ofSupplementaryKind: elementKind, at: elementIndexPath)
    }

    /// A header or footer of a deleted or reloaded section fades out where it was (CV24).
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                               at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _fadingFinalAttributes(ofSupplementaryKind: elementKind, at: elementIndexPath)
    }

    /// One item's attributes, or nil when it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard attributes.indices.contains(indexPath.section), attributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.section][indexPath.item]
    }
}
