import Foundation

/// The section a compositional layout's provider gives for a section index (nil: the
/// section takes no room).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Layout-wide settings of a compositional layout: scrolling axis, spacing between sections,
/// and headers and footers of the whole content (LL19).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The scrolling axis. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections. Default 0.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole content (index path item 0 of section 0).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the environment's effective insets are measured from (iOS 14). Default `.automatic`.
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// The defaults.
    public override init() {}
}

/// A layout built from sections of groups of items (iOS 13): each section repeats its
/// group until its items are placed; sizes are fractions of the container, points, or
/// estimates the cells replace with their own size (LL11-LL21).
///
/// Orthogonal sections scroll by a finger in their own scroll view and come to rest by
/// their behaviour (SV15). Differences from UIKit: `.groupPagingCentered` cannot centre the
/// first and last groups (the section's offset stays within its content); flexible edge
/// spacing counts its minimum.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout-wide settings; setting them lays out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    var _geometry = CompositionalGeometry()
    /// The sizes views asked for (LL20).
    var _preferredSizes: [CollectionElementKey: CGSize] = [:]
    /// Each orthogonal section's own scroll offset (LL16), kept across layouts.
    var _orthogonalOffsets: [Int: CGPoint] = [:]
    /// How many groups the last `layoutAttributesForElements(in:)` looked at (LL21).
    var _groupsExamined = 0
    /// The list configuration of a layout made by `list(using:)` (LL23).
    var _listConfiguration: UICollectionLayoutListConfiguration?
    /// Where list rows' texts start, as their cells reported it (LC31).
    var _separatorLeadings: [IndexPath: CGFloat] = [:]

    /// A layout repeating `section` for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout repeating `section` for every section, with settings.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section when it lays out.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with settings.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Asks for each section and places everything (LL12).
    open override func prepare() {
        super.prepare()
        guard let collectionView else { _geometry = CompositionalGeometry(); return }
        if let list = _listConfiguration { collectionView.backgroundColor = list.resolvedBackgroundColor }  // LL23
        if _decorationSources[listSeparatorKind] == nil { _decorationSources[listSeparatorKind] = .cellClass { _ in ListSeparatorView(frame: .zero) } }
        if _decorationSources[listTopSeparatorKind] == nil { _decorationSources[listTopSeparatorKind] = .cellClass { _ in ListSeparatorView(frame: .zero) } }
        let vertical = configuration.scrollDirection == .vertical
        let size = collectionView.bounds.size
        let direction = { (insets: UIEdgeInsets) in NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right) }
        let readable = collectionView.readableContentGuide.layoutFrame
        var solver = CompositionalSolver(
            containerSize: size, vertical: vertical, safeArea: direction(collectionView.safeAreaInsets),
            layoutMargins: direction(collectionView.layoutMargins),
            readableInsets: NSDirectionalEdgeInsets(top: 0, leading: max(0, readable.minX), bottom: 0, trailing: max(0, size.width - readable.maxX)),
            traits: collectionView.traitCollection, preferredSizes: _preferredSizes)
        solver.separatorLeadings = _separatorLeadings  // LC31
        solver.attributesClass = _attributesClass  // CV25
        var geometry = CompositionalGeometry()
        geometry.vertical = vertical
        var cursor: CGFloat = 0
        let environment = solver.environment(reference: configuration.contentInsetsReference)
        // The layout's own headers (LL19) before the first section.
        let global = configuration.boundarySupplementaryItems.map { ($0, $0.isAtStart(vertical: vertical)) }
        for (item, _) in global.filter({ $0.1 }) {
            let attributes = globalAttributes(item, along: cursor, solver: solver)
            geometry.global.append(attributes)
            if item.extendsBoundary { cursor += solver.alongLength(attributes.frame) }
        }
        for index in 0..<collectionView.numberOfSections {
            guard let section = sectionProvider(index, environment) else {
                geometry.sections.append(.init(index: index, frame: solver.rect(along: cursor, length: 0, cross: 0, crossLength: 0)))
                continue
            }
            if index > 0 { cursor += configuration.interSectionSpacing }
            var record = solver.solve(section, index: index, items: collectionView.numberOfItems(inSection: index), start: cursor)
            record.visibleItemsHandler = section.visibleItemsInvalidationHandler  // LE31
            cursor = vertical ? record.frame.maxY : record.frame.maxX
            geometry.sections.append(record)
        }
        for (item, _) in global.filter({ !$0.1 }) {
            let attributes = globalAttributes(item, along: cursor, solver: solver)
            geometry.global.append(attributes)
            if item.extendsBoundary { cursor += solver.alongLength(attributes.frame) }
        }
        geometry.contentSize = vertical ? CGSize(width: size.width, height: cursor) : CGSize(width: cursor, height: size.height)
        geometry.environment = environment
        _geometry = geometry
    }

    private func globalAttributes(_ item: NSCollectionLayoutBoundarySupplementaryItem, along: CGFloat, solver: CompositionalSolver) -> UICollectionViewLayoutAttributes {
        let size = item.layoutSize.resolve(in: solver.containerSize)
        let attributes = solver.attributesClass._made(.supplementaryView, kind: item.elementKind, at: IndexPath(item: 0, section: 0))
        attributes.frame = solver.rect(along: along, length: solver.vertical ? size.height : size.width, cross: 0,
                                       crossLength: solver.vertical ? size.width : size.height)
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// Forgets the sizes views asked for when everything or the counts are invalid (a reload
    /// or a batch update asks them again, LL20), and lays out again.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { _preferredSizes = [:] }
        super.invalidateLayout(with: context)
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

    /// The size of everything placed.
    open override var collectionViewContentSize: CGSize { _geometry.contentSize }

    /// LL21: the cells, supplementary and decoration views meeting `rect`, found by binary
    /// search over sections and groups; pinned headers and footers at their pinned place (LL17).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        _groupsExamined = 0
        for index in _geometry.sectionIndices(meeting: rect) {
            let section = _geometry.sections[index]
            let items = _geometry.items(of: section, meeting: rect, orthogonalOffset: _orthogonalOffsets[index] ?? .zero, examined: &_groupsExamined)
            found += items
            if !section.separators.isEmpty { found += items.compactMap { section.separators[$0.indexPath.item] } }  // LL24
            if !section.topSeparators.isEmpty { found += items.compactMap { section.topSeparators[$0.indexPath.item] } }  // LC32
            let pinned = Set(section.pinned.map { ObjectIdentifier($0.attributes) })
            for element in section.elements where !pinned.contains(ObjectIdentifier(element)) {
                let probe = section.scrollingElements.contains(ObjectIdentifier(element))
                    ? rect.offsetBy(dx: (_orthogonalOffsets[index] ?? .zero).x, dy: (_orthogonalOffsets[index] ?? .zero).y) : rect
                if element.frame.intersects(probe) { found.append(element) }
            }
            for item in section.pinned {
                let attributes = _pinned(item, in: section)
                if attributes.frame.intersects(rect) { found.append(attributes) }
            }
        }
        found += _geometry.global.filter { $0.frame.intersects(rect) }
        return found
    }

    /// LL17: a pinned header keeps to the top of the visible area (below the adjusted
    /// inset) while its section is under it, and is pushed up by the section's end; a
    /// pinned footer keeps to the bottom likewise. Pinned views stack above the cells.
    func _pinned(_ item: CompositionalGeometry.PinnedItem, in section: CompositionalGeometry.Section) -> UICollectionViewLayoutAttributes {
        guard let collectionView else { return item.attributes }
        let vertical = _geometry.vertical
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        let natural = item.attributes.frame
        let length = vertical ? natural.height : natural.width
        let sectionStart = vertical ? section.frame.minY : section.frame.minX, sectionEnd = vertical ? section.frame.maxY : section.frame.maxX
        let naturalAlong = vertical ? natural.minY : natural.minX
        let along: CGFloat
        if item.atStart {
            let visibleStart = (vertical ? bounds.minY + inset.top : bounds.minX + inset.left)
            along = min(max(naturalAlong, visibleStart), sectionEnd - length)
        } else {
            let visibleEnd = (vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right)
            along = max(min(naturalAlong, visibleEnd - length), sectionStart)
        }
        guard along != naturalAlong else { return item.attributes }
        let moved = item.attributes._copy()
        moved.frame = vertical ? CGRect(x: natural.minX, y: along, width: natural.width, height: natural.height)
                               : CGRect(x: along, y: natural.minY, width: natural.width, height: natural.height)
        moved.zIndex = max(moved.zIndex, 1000)
        return moved
    }

    /// One item's attributes, or nil when it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _geometry.sections.indices.contains(indexPath.section) else { return nil }
        let items = _geometry.sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// A header's, footer's or badge's attributes (pinned ones where they are pinned, LL17).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _element(.supplementaryView, elementKind, indexPath)
    }

    /// A section background's attributes (LL18).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _element(.decorationView, elementKind, indexPath)
    }

    private func _element(_ category: UICollectionView.ElementCategory, _ kind: String, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let key = CollectionElementKey(category: category, kind: kind, indexPath: indexPath)
        if indexPath.count == 2, _geometry.sections.indices.contains(indexPath.section) {
            let section = _geometry.sections[indexPath.section]
            if let pinned = section.pinned.first(where: { $0.attributes._elementKey == key }) { return _pinned(pinned, in: section) }
            if let found = section.elements.first(where: { $0._elementKey == key }) { return found }
            if kind == listSeparatorKind, let separator = section.separators[indexPath.item] { return separator }
            if kind == listTopSeparatorKind, let separator = section.topSeparators[indexPath.item] { return separator }  // LC32
        }
        return _geometry.global.first { $0._elementKey == key }
    }

    /// A change of size lays the sections out again (CV5). Scrolling does not: pinned headers
    /// (LL17) are placed from the bounds in every pass without preparing again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }

    /// LL20: a preferred size differing along an estimated axis changes the layout.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let axes = originalAttributes._selfSizingAxes
        return (axes.contains(.width) && preferredAttributes.size.width != originalAttributes.size.width)
            || (axes.contains(.height) && preferredAttributes.size.height != originalAttributes.size.height)
    }

    override func _acceptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {
        _preferredSizes[original._elementKey] = preferred.size
        _isPrepared = false
    }

    override func _notePreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {
        _preferredSizes[original._elementKey] = preferred.size
    }

    /// LE31: the sections' visible-items handlers see (and change) the elements of a pass.
    override func _visibleElements(_ elements: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        _runVisibleItemsHandlers(elements)
    }

    override func _needsSelfSizing(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        !attributes._selfSizingAxes.isEmpty && _preferredSizes[attributes._elementKey] == nil
    }

    /// The orthogonal section an element scrolls with (its cells and their badges), if any (LL16).
    func _orthogonalSection(of attributes: UICollectionViewLayoutAttributes) -> CompositionalGeometry.Section? {
        guard attributes.indexPath.count == 2, _geometry.sections.indices.contains(attributes.indexPath.section) else { return nil }
        let section = _geometry.sections[attributes.indexPath.section]
        guard section.orthogonal != .none else { return nil }
        if attributes._category == .cell || section.scrollingElements.contains(ObjectIdentifier(attributes)) { return section }
        return nil
    }
}
