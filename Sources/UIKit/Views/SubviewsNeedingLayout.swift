import Foundation

/// Which subviews of a view the layout pass visits (PL13): those whose flags were set since
/// the view's last pass, rather than every subview's flags. One change among thousands of
/// siblings then costs what it changes.
///
/// The invariant, kept by `_markAncestorsSubtreeNeedsLayout`: every step of a walk that
/// marks ancestors lists the child it comes from in the ancestor, unless the child is listed
/// already (`UIView._isListedForLayout`). So a subview that a scan of the flags would visit
/// is listed here, or the list is "all". Entries stay listed while the pass runs (a nested
/// pass over the same view, from a `layoutIfNeeded` inside a layout, sees them as a scan
/// would) and are dropped when it ends; entries may be stale, and the pass reads the flags
/// again, as a scan does. A subview that leaves is taken out (`_detach`), so the list keeps
/// no former subview alive.
///
/// The pass visits the listed subviews in subview order, through their sibling order keys
/// (`UIView._siblingOrder`). When many subviews are listed, a scan costs no more than
/// sorting them, so the list turns into "all".
@MainActor
struct SubviewsNeedingLayout {
    private enum Pending {
        /// Scan every subview (many are listed).
        case all
        /// These subviews (in the order they were listed).
        case some([UIView])
    }

    private var pending = Pending.some([])
    /// Moves on whenever entries leave the list, so that a pass in progress knows that the
    /// entries it has seen are no longer a prefix of the list.
    private(set) var generation: UInt32 = 0

    #if DEBUG
    /// Tests: every pass scans all subviews, as before the lists, to compare the two.
    static var alwaysScans = false
    /// Tests: how many subviews passes have scanned.
    static var scannedSubviewCount = 0
    #endif

    /// The listed subviews, in the order they were listed; nil when the pass scans them all.
    var entries: [UIView]? {
        #if DEBUG
        if Self.alwaysScans { return nil }
        #endif
        if case .some(let subviews) = pending { return subviews }
        return nil
    }

    /// Lists `subview`, whose flags are set (or have a subview whose are).
    mutating func add(_ subview: UIView, subviewCount: Int) {
        subview._isListedForLayout = true
        guard case .some(var subviews) = pending else { return }  // all: nothing to add
        if subviews.count >= max(8, subviewCount / 16) {
            pending = .all
            return
        }
        pending = .all  // the array is uniquely referenced while it grows
        subviews.append(subview)
        pending = .some(subviews)
    }

    /// `subview` left: it is no longer this view's to lay out. O(listed).
    mutating func remove(_ subview: UIView) {
        subview._isListedForLayout = false
        guard case .some(var subviews) = pending, !subviews.isEmpty else { return }
        pending = .all
        subviews._removeEveryIdentical(subview)
        pending = .some(subviews)
        generation &+= 1
    }

    /// A pass over `subviews` ended. If nothing was marked since it began, nothing below
    /// needs layout, and the list starts empty; else it keeps the subviews that still need
    /// layout (or stays "all").
    mutating func passEnded(subtreeNeedsLayout: Bool, subviews: [UIView]) {
        generation &+= 1
        switch pending {
        case .all:
            guard !subtreeNeedsLayout else { return }
            for subview in subviews { subview._isListedForLayout = false }
        case .some(let listed):
            guard !listed.isEmpty else { return }
            for subview in listed { subview._isListedForLayout = false }
            guard subtreeNeedsLayout else { break }
            var kept: [UIView] = []
            for subview in listed where !subview._isListedForLayout && (subview._needsLayout || subview._subtreeNeedsLayout) {
                subview._isListedForLayout = true
                kept.append(subview)
            }
            pending = .some(kept)
            return
        }
        pending = .some([])
    }
}

extension UIView {
    /// Gives `_subviews[index]`, just placed there, an order key between its neighbours'
    /// (PL13). Appending takes the last key plus a gap; when a gap is used up, the keys are
    /// numbered again (rare: it takes twenty insertions at one spot).
    func _assignSiblingOrder(at index: Int) {
        let gap = 1 << 20
        let view = _subviews[index]
        let isLast = index == _subviews.count - 1
        if isLast {
            view._siblingOrder = index == 0 ? 0 : _subviews[index - 1]._siblingOrder + gap
            return
        }
        let next = _subviews[index + 1]._siblingOrder
        if index == 0 {
            view._siblingOrder = next - gap
            return
        }
        let previous = _subviews[index - 1]._siblingOrder
        if next - previous >= 2 {
            view._siblingOrder = previous + (next - previous) / 2
            return
        }
        for (position, subview) in _subviews.enumerated() { subview._siblingOrder = position * gap }
    }
}

extension Array where Element == UIView {
    /// Sorts views by their order among their siblings. The comparison is a nonisolated
    /// function: a closure written here would be main-actor isolated and check its executor
    /// on every comparison.
    mutating func _sortBySiblingOrder() {
        sort(by: siblingOrderPrecedes)
    }
}

/// Whether `first` comes before `second` among their siblings (PL13).
nonisolated private func siblingOrderPrecedes(_ first: UIView, _ second: UIView) -> Bool {
    first._siblingOrder < second._siblingOrder
}
