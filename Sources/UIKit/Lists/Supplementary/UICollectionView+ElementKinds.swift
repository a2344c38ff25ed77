import Foundation

extension UICollectionView {
    /// What a view of a collection view shows: an item, a supplementary view (data from the
    /// data source) or a decoration view (the layout's own) (LL3).
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view, such as a section header or footer.
        case supplementaryView
        /// A decoration view, such as a section background.
        case decorationView
    }

    /// The axis a layout scrolls along.
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection

    /// The element kind of the flow layout's section headers (LL1).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of the flow layout's section footers (LL1).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

extension UICollectionViewLayoutAttributes {
    /// Attributes for a supplementary view of `elementKind` at `indexPath` (LL3).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(forCellWith: indexPath)
        _category = .supplementaryView
        _elementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath` (LL3).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(forCellWith: indexPath)
        _category = .decorationView
        _elementKind = decorationViewKind
    }

    /// Whether the attributes are a cell's, a supplementary view's or a decoration view's (LL3).
    public var representedElementCategory: UICollectionView.ElementCategory { _category }

    /// The kind of a supplementary or decoration view; nil for a cell (LL3).
    public var representedElementKind: String? { _elementKind }

    /// A copy through `copy(with:)`: the same class, a subclass's own values included (CV2).
    func _copy() -> UICollectionViewLayoutAttributes {
        copy(with: nil) as! UICollectionViewLayoutAttributes
    }

    /// Identifies the element the attributes place: category, kind and index path.
    var _elementKey: CollectionElementKey { CollectionElementKey(category: _category, kind: _elementKind ?? "", indexPath: indexPath) }
}

/// The axes along which a view sizes itself from its content (LL20).
struct SelfSizingAxes: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let width = SelfSizingAxes(rawValue: 1)
    static let height = SelfSizingAxes(rawValue: 2)
}

/// One element of a collection view: its category, kind and index path.
struct CollectionElementKey: Hashable, Comparable {
    var category: UICollectionView.ElementCategory
    var kind: String
    var indexPath: IndexPath

    static func < (lhs: CollectionElementKey, rhs: CollectionElementKey) -> Bool {
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        return lhs.kind < rhs.kind
    }
}

extension UICollectionReusableView {
    /// LL20: the view's Auto Layout size along the estimated axes, the other axis held at
    /// the layout's value; a view whose constraints give no size (zero) keeps the estimate.
    func _preferredAttributesFitting(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = attributes._selfSizingAxes
        guard !axes.isEmpty else { return attributes }
        // A cell's content is constrained to its content view, which fills the cell.
        let content: UIView = (self as? UICollectionViewCell)?.contentView ?? self
        // A view laid out without constraints (a list content view, a hand-made cell) answers
        // `sizeThatFits` for the fixed dimension, as a table's row does (LT1).
        let fitted = content._hasConstraintsInside
            ? content.systemLayoutSizeFitting(attributes.size,
                                              withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
                                              verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
            : sizeThatFits(CGSize(width: axes.contains(.width) ? 0 : attributes.size.width,
                                  height: axes.contains(.height) ? 0 : attributes.size.height))
        let preferred = attributes._copy()
        preferred.size = CGSize(width: axes.contains(.width) && fitted.width > 0 ? fitted.width : attributes.size.width,
                                height: axes.contains(.height) && fitted.height > 0 ? fitted.height : attributes.size.height)
        return preferred
    }
}
