import Foundation

/// Supplementary views (headers, footers, badges) and decoration views: registration,
/// dequeuing, and showing them where the layout places them.
extension UICollectionView {
    // MARK: Registering and dequeuing supplementary views

    /// Makes supplementary views of `elementKind` from `viewClass` (a
    /// `UICollectionReusableView` subclass, through its `init(frame:)`) for `identifier`;
    /// nil removes the registration (LL2).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = CollectionElementsState.reuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else { _elements.supplementaryReuse.sources[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("*** -[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]: \(viewClass) is not a UICollectionReusableView subclass")
        }
        _elements.supplementaryReuse.sources[key] = .cellClass { _ in type.init(frame: .zero) }
    }

    /// Makes supplementary views of `kind` from `nib` (one top-level
    /// `UICollectionReusableView`) for `identifier`; nil removes the registration (LL2).
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        _elements.supplementaryReuse.sources[CollectionElementsState.reuseKey(kind: kind, identifier: identifier)] = nib.map { .nib($0) }
    }

    /// A supplementary view of `elementKind` for `identifier`, sized for its place: kept for
    /// reuse (after `prepareForReuse()`) or new (LL2). An identifier not registered for that
    /// kind is UIKit's exception.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = CollectionElementsState.reuseKey(kind: elementKind, identifier: identifier)
        guard let (view, isReused) = _elements.supplementaryReuse.dequeue(key, isCollection: true) else {
            UIKitDiagnostics.raise(.unableToDequeueCell(identifier: identifier, kind: "view of kind: \(elementKind)"))
        }
        if isReused { view.prepareForReuse() }
        view._reuseIdentifier = identifier
        view._registeredKind = elementKind
        if let frame = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)?.frame { view.frame = frame }
        _adoptListAppearance(view, at: indexPath, kind: elementKind)  // LC16
        return view
    }

    // MARK: Asking about supplementary views

    /// The layout's attributes for a supplementary view (LL3).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _countIfNeeded()
        collectionViewLayout._prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`; nil when it is off
    /// screen (LL8).
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        _elements.visible[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index order (LL8).
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        _visibleElements(.supplementaryView, elementKind).map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order (LL8).
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        _visibleElements(.supplementaryView, elementKind).map(\.key.indexPath)
    }

    private func _visibleElements(_ category: ElementCategory, _ kind: String) -> [(key: CollectionElementKey, value: UICollectionReusableView)] {
        _elements.visible.filter { $0.key.category == category && $0.key.kind == kind }.sorted { $0.key < $1.key }
    }

    // MARK: Showing them (called from the layout pass)

    /// LL5: after the cells, the supplementary and decoration views of the visible rectangle
    /// are shown in index order (supplementary views from the data source, then
    /// `willDisplaySupplementaryView`); those no longer wanted leave first
    /// (`didEndDisplayingSupplementaryView`). Then, if a view's preferred size changed the
    /// layout, the pass runs again (LL20).
    func _layoutElementViews(_ elements: [UICollectionViewLayoutAttributes]) {
        let wanted = elements.filter { $0._category != .cell }.sorted(by: Self._elementOrder)
        let wantedKeys = Set(wanted.map(\._elementKey))
        for (key, view) in _elements.visible.sorted(by: { $0.key < $1.key }) where !wantedKeys.contains(key) {
            guard _listUpdates.leaving != nil else { _retireElementView(view, key: key); continue }
            _elements.visible[key] = nil  // CV24: it animates out with the batch
            _listUpdates.leaving?.elementLeaves(view, at: key)
        }
        for attributes in wanted {
            let key = attributes._elementKey
            if let view = _elements.visible[key] {
                _place(view, attributes)
                if attributes._category == .supplementaryView, collectionViewLayout._needsSelfSizing(attributes) { _selfSize(view, attributes) }  // LL20
                continue
            }
            guard let view = _makeElementView(attributes) else { continue }
            _place(view, attributes)
            view.alpha = attributes.alpha
            view.isHidden = attributes.isHidden
            _elements.visible[key] = view
            _host(view, attributes)
            if attributes._category == .supplementaryView {
                _selfSize(view, attributes)
                _collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            }
        }
        _orderElementViews(wanted)
        _finishSizingPass()
    }

    /// LL5: index order; within an index path supplementary before decoration views, then
    /// from top to bottom and leading to trailing.
    private static func _elementOrder(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a._category != b._category { return a._category.rawValue < b._category.rawValue }
        if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
        if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
        return (a._elementKind ?? "") < (b._elementKind ?? "")
    }

    /// A supplementary view from the data source, checked (LL6), or a decoration view made
    /// from the layout's registration (LL4).
    private func _makeElementView(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let kind = attributes._elementKind ?? ""
        if attributes._category == .decorationView {
            if let view = _elements.decorationPool[kind]?.popLast() { view.prepareForReuse(); return view }
            var queue = ReuseQueue<UICollectionReusableView>()
            queue.sources[kind] = collectionViewLayout._decorationSources[kind]
            guard let view = queue.dequeue(kind, isCollection: true)?.cell else {
                UIKitDiagnostics.raise(.decorationViewNotRegistered(kind: kind))
            }
            view._registeredKind = kind
            return view
        }
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
        // LL6: the view must come from a dequeue of the same kind.
        guard let registered = view._registeredKind, !(view is _MissingSupplementaryView) else {
            UIKitDiagnostics.raise(.supplementaryViewNotDequeued(kind: kind, indexPath: attributes.indexPath,
                                                                 view: view is _MissingSupplementaryView ? nil : view))
        }
        guard registered == kind else {
            UIKitDiagnostics.raise(.supplementaryViewKindMismatch(asked: kind, registered: registered))
        }
        return view
    }

    /// Takes a supplementary or decoration view off screen and keeps it for reuse (LL7).
    func _retireElementView(_ view: UICollectionReusableView, key: CollectionElementKey) {
        _elements.visible[key] = nil
        _endDisplayingElementView(view, key: key)
    }

    /// Removes a view no longer among those on screen, tells the delegate (by `key`, the
    /// element it showed) and keeps it for reuse (LL7, CV24).
    func _endDisplayingElementView(_ view: UICollectionReusableView, key: CollectionElementKey) {
        view.removeFromSuperview()
        if key.category == .supplementaryView {
            _collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            if let identifier = view.reuseIdentifier {
                _elements.supplementaryReuse.enqueue(view, identifier: CollectionElementsState.reuseKey(kind: key.kind, identifier: identifier))
            }
        } else {
            _elements.decorationPool[key.kind, default: []].append(view)
        }
    }

    /// Every supplementary and decoration view leaves the screen (a reload).
    func _retireAllElementViews() {
        for (key, view) in _elements.visible.sorted(by: { $0.key < $1.key }) { _retireElementView(view, key: key) }
    }

    /// Puts a view at its attributes' frame (in its orthogonal scroller's coordinates for an
    /// orthogonal section, LL16) and applies the attributes when they changed (LL5).
    func _place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        var frame = attributes.frame
        if let scroller = _orthogonalScroller(for: attributes) { frame.origin.x -= scroller.frame.minX; frame.origin.y -= scroller.frame.minY }
        _placeGeometry(view, frame: frame, transform: attributes.transform3D,
                       applied: view._appliedAttributes?.transform3D ?? CATransform3DIdentity)  // LE31, CV1: a transform sets bounds and centre
        if view._appliedAttributes != attributes {  // CV3: the attributes' own isEqual decides
            _applyLook(attributes, to: view)  // LE31: alpha, hidden, z index
            // CV4: the view gets a copy (a subclass's values included), kept to compare with.
            let applied = attributes._copy()
            view._appliedAttributes = applied
            view.apply(applied)
        }
    }

    /// Adds a view to the collection view, or to its section's orthogonal scroller (LL16).
    func _host(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let host: UIView = _orthogonalScroller(for: attributes) ?? self
        if view.superview !== host { host.addSubview(view) }
    }

    /// Views of a `zIndex` above the cells' 0 go in front, other decoration views behind everything (LL5).
    private func _orderElementViews(_ wanted: [UICollectionViewLayoutAttributes]) {
        for attributes in wanted.sorted(by: { $0.zIndex < $1.zIndex }) {
            guard let view = _elements.visible[attributes._elementKey], view.superview === self else { continue }
            // Cells are at z 0: a decoration of a higher zIndex (a list separator) goes in front.
            if attributes.zIndex > 0 { bringSubviewToFront(view) } else if attributes._category == .decorationView { sendSubviewToBack(view) }
        }
    }
}

/// The data source's default answer for a supplementary view: none (LL6 raises).
@preconcurrency @MainActor
final class _MissingSupplementaryView: UICollectionReusableView {}

extension UICollectionViewDataSource {
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        _MissingSupplementaryView(frame: .zero)
    }
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
}

extension UICollectionViewLayout {
    /// Makes decoration views of `elementKind` from `viewClass` (a `UICollectionReusableView`
    /// subclass); nil removes the registration (LL4).
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { _decorationSources[elementKind] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("*** -[UICollectionViewLayout registerClass:forDecorationViewOfKind:]: \(viewClass) is not a UICollectionReusableView subclass")
        }
        _decorationSources[elementKind] = .cellClass { _ in type.init(frame: .zero) }
    }

    /// Makes decoration views of `elementKind` from `nib`; nil removes the registration (LL4).
    public func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        _decorationSources[elementKind] = nib.map { .nib($0) }
    }
}
