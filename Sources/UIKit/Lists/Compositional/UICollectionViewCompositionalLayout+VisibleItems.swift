import Foundation

/// Called in every layout pass with the section's elements on screen, the content offset of
/// the scroll view the section scrolls in, and the layout environment (LE31).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One element of a layout pass as a visible-items handler sees it: a copy of its layout
/// attributes, which the handler changes and the collection view then shows (LE31).
@preconcurrency @MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    var frame: CGRect {
        let frame = attributes.frame
        guard !attributes.transform.isIdentity else { return frame }
        // The transform turns around the centre, as a view's does.
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let local = CGRect(x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
        return local.applying(attributes.transform).offsetBy(dx: center.x, dy: center.y)
    }
    var bounds: CGRect { CGRect(origin: .zero, size: attributes.frame.size) }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var indexPath: IndexPath { attributes.indexPath }
    var name: String { attributes._elementKind ?? "" }
    var representedElementCategory: UICollectionView.ElementCategory { attributes._category }
    var representedElementKind: String? { attributes._elementKind }
}

extension UICollectionViewCompositionalLayout {
    /// LE31: for each section with a visible-items handler (in section order), its elements of
    /// this pass are copied, handed to the handler with the offset of the scroll view the
    /// section scrolls in (its own for an orthogonal section, else the collection view's) and
    /// the layout environment, and the copies, as the handler left them, are what the pass
    /// shows. The layout's own attributes are not changed: the handler starts from them in
    /// every pass. The layout-wide headers and footers belong to no section.
    func _runVisibleItemsHandlers(_ elements: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard let collectionView, let environment = _geometry.environment,
              _geometry.sections.contains(where: { $0.visibleItemsHandler != nil }) else { return elements }
        let global = Set(_geometry.global.map(ObjectIdentifier.init))
        var result = elements
        var positionsBySection: [Int: [Int]] = [:]
        for (position, attributes) in elements.enumerated() where !global.contains(ObjectIdentifier(attributes)) {
            guard attributes.indexPath.count == 2, _geometry.sections.indices.contains(attributes.indexPath.section),
                  _geometry.sections[attributes.indexPath.section].visibleItemsHandler != nil else { continue }
            positionsBySection[attributes.indexPath.section, default: []].append(position)
        }
        for (index, positions) in positionsBySection.sorted(by: { $0.key < $1.key }) {
            let section = _geometry.sections[index]
            guard let handler = section.visibleItemsHandler else { continue }
            let items = positions.map { position in CompositionalVisibleItem(elements[position]._copy()) }
            let offset = section.orthogonal != .none ? (_orthogonalOffsets[index] ?? .zero) : collectionView.contentOffset
            handler(items, offset, environment)
            for (position, item) in zip(positions, items) { result[position] = item.attributes }
        }
        return result
    }
}

extension UICollectionView {
    /// LE31: puts a view where its attributes say: its frame, or, with a transform, its
    /// bounds' size, centre and transform (a frame means nothing under a transform); a 3D
    /// transform goes to the view's `transform3D` (CV1). A transform the attributes gave
    /// before (`applied`) is taken back; one the app set is not.
    func _placeGeometry(_ view: UIView, frame: CGRect, transform: CATransform3D, applied: CATransform3D) {
        if CATransform3DIsIdentity(transform) {
            if !CATransform3DIsIdentity(applied), !CATransform3DIsIdentity(view.transform3D) { view.transform3D = CATransform3DIdentity }
            if view.frame != frame { view.frame = frame }
            return
        }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if view.bounds.size != frame.size { view.bounds = CGRect(origin: view.bounds.origin, size: frame.size) }
        if view.center != center { view.center = center }
        if view.transform3D != transform { view.transform3D = transform }
    }

    /// LE31: the look attributes give a view (a visible-items handler may change it): alpha,
    /// hidden, and for cells the z index as the layer's z position.
    func _applyLook(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        if attributes._category == .cell, view.layer.zPosition != CGFloat(attributes.zIndex) {
            view.layer.zPosition = CGFloat(attributes.zIndex)
        }
    }
}
