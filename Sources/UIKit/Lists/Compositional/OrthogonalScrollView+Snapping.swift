import Foundation

/// SV15: where an orthogonal section comes to rest after a drag, by its scrolling behaviour:
/// `.continuous` where its deceleration takes it; `.continuousGroupLeadingBoundary` at the
/// group leading edge nearest to that; `.groupPaging` one group on from where the drag began
/// (the way it was thrown, else the nearest group), its leading edge where the first group's
/// is at rest; `.groupPagingCentered` likewise with the group centred; `.paging` a page (the
/// section's width) at a time, through the scroll view's paging (SV8).
extension OrthogonalScrollView: ScrollViewTargetSnapping {
    var _settlesLikePaging: Bool {
        orthogonalScrollingBehavior == .groupPaging || orthogonalScrollingBehavior == .groupPagingCentered
    }

    func _snappedTargetOffset(_ proposed: CGPoint, velocity: CGPoint, dragStart: CGPoint) -> CGPoint? {
        guard let layout = collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout,
              layout._geometry.sections.indices.contains(section) else { return nil }
        let groups = layout._geometry.sections[section].groups
        guard let first = groups.first else { return nil }
        // A vertical layout's orthogonal sections scroll horizontally.
        let horizontal = layout._geometry.vertical
        func along(_ point: CGPoint) -> CGFloat { horizontal ? point.x : point.y }
        func point(_ value: CGFloat) -> CGPoint { horizontal ? CGPoint(x: value, y: proposed.y) : CGPoint(x: proposed.x, y: value) }
        let leadingOfFirst = horizontal ? first.frame.minX : first.frame.minY
        let size = horizontal ? bounds.width : bounds.height
        let snaps: [CGFloat]
        switch orthogonalScrollingBehavior {
        case .none, .continuous, .paging:
            return nil
        case .continuousGroupLeadingBoundary, .groupPaging:
            snaps = groups.map { (horizontal ? $0.frame.minX : $0.frame.minY) - leadingOfFirst }
        case .groupPagingCentered:
            snaps = groups.map { (horizontal ? $0.frame.midX : $0.frame.midY) - size / 2 }
        }
        func nearest(to value: CGFloat) -> Int {
            snaps.indices.min { abs(snaps[$0] - value) < abs(snaps[$1] - value) } ?? 0
        }
        if orthogonalScrollingBehavior == .continuousGroupLeadingBoundary {
            return point(snaps[nearest(to: along(proposed))])
        }
        let base = nearest(to: along(dragStart))
        let speed = along(velocity)
        var index: Int
        if speed > UIScrollView._pagingFlickVelocity { index = base + 1 }
        else if speed < -UIScrollView._pagingFlickVelocity { index = base - 1 }
        else { index = nearest(to: along(contentOffset)) }
        index = min(max(index, 0), snaps.count - 1)
        return point(snaps[index])
    }
}
