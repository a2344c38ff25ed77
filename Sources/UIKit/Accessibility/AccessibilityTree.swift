import Foundation

/// The elements VoiceOver visits, in its order (K24–K27): what a user moving through a screen
/// with swipes hears, one element after another.
///
/// The walk: hidden views, views with alpha near 0 (≤ 0.01) and `accessibilityElementsHidden`
/// subtrees are skipped (K24); an element is a leaf (its subviews are not visited); a
/// container's `accessibilityElements` replace its subviews, in their order (K26); a visible
/// subview with `accessibilityViewIsModal`, or a presentation's container view, hides its
/// earlier siblings (the last one wins, K25). The elements found are ordered by their frames
/// in rows (K27), except those of a container with `accessibilityElements` or
/// `shouldGroupAccessibilityChildren`, which stay together as one block placed by the
/// container's frame.
@_spi(Testing) @MainActor
public enum AccessibilityTree {
    /// The elements VoiceOver visits in `window`, in its order.
    public static func elements(in window: UIWindow) -> [AccessibilityNode] {
        elements(in: window as UIView)
    }

    /// The elements under `view` (the view itself if it is an element), in VoiceOver's order.
    public static func elements(in view: UIView) -> [AccessibilityNode] {
        var walk = Walk(rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let items = walk.items(of: view, in: view)
        return walk.ordered(items).flatMap(\.nodes)
    }

    /// A found element, or a block of them that stays together.
    @MainActor
    enum Item {
        case element(AccessibilityNode)
        case block([AccessibilityNode], frame: CGRect)

        var frame: CGRect {
            switch self {
            case .element(let node): node.frame
            case .block(_, let frame): frame
            }
        }

        var nodes: [AccessibilityNode] {
            switch self {
            case .element(let node): [node]
            case .block(let nodes, _): nodes
            }
        }
    }

    @MainActor
    struct Walk {
        /// Whether rows are read right to left (K27: leading to trailing).
        let rightToLeft: Bool
        /// Objects already walked: an `accessibilityElements` cycle is walked once.
        var seen = Set<ObjectIdentifier>()

        /// K27: `items` in reading order, by their frames.
        func ordered(_ items: [Item]) -> [Item] {
            AccessibilityOrder.ordered(items, rightToLeft: rightToLeft, frame: \.frame)
        }

        /// The items of `object` (in `view`), in the order of its scope: sorted when they are
        /// loose elements of an ordinary container, as listed when it names its elements.
        mutating func items(of object: some AccessibilityReadable, in view: UIView?) -> [Item] {
            guard seen.insert(ObjectIdentifier(object)).inserted else { return [] }
            let asView = object as? UIView
            // K24: what cannot be seen, or is hidden from assistive technologies, is skipped.
            if let asView, asView.isHidden || asView.alpha <= 0.01 { return [] }
            if object.isAccessibilityElement { return [.element(AccessibilityNode(reading: object, in: view))] }
            if object.accessibilityElementsHidden { return [] }
            let count = object.accessibilityElementCount()
            if count > 0 {
                // K26: the listed elements, in the listed order, as one block.
                var nodes: [AccessibilityNode] = []
                for index in 0..<count {
                    guard let child = object.accessibilityElement(at: index) as? any AccessibilityReadable else { continue }
                    nodes += ordered(items(of: child, in: (child as? UIView) ?? asView ?? view)).flatMap(\.nodes)
                }
                return nodes.isEmpty ? [] : [.block(nodes, frame: object.accessibilityFrame)]
            }
            guard let asView else { return [] }
            var found: [Item] = []
            for subview in visibleSubviews(of: asView) { found += items(of: subview, in: subview) }
            // K27: a grouping view's elements are visited together, in their own order.
            if asView.shouldGroupAccessibilityChildren, !found.isEmpty {
                return [.block(ordered(found).flatMap(\.nodes), frame: asView.accessibilityFrame)]
            }
            return found
        }

        /// The subviews VoiceOver reaches: all, or from the last modal one only (K25).
        func visibleSubviews(of view: UIView) -> [UIView] {
            let subviews = view.subviews
            let modal = subviews.lastIndex { subview in
                guard !subview.isHidden, subview.alpha > 0.01 else { return false }
                if subview.accessibilityViewIsModal { return true }
                // K25: a presentation's container covers what is under it.
                if let container = subview as? UITransitionView, let presentation = container.presentationController,
                   presentation.containerView === container, !presentation._passesTouchesThrough { return true }
                return false
            }
            guard let modal else { return subviews }
            return [subviews[modal]]
        }
    }

}

/// The reading order of frames (K27): rows from top to bottom, each row from its leading
/// edge. Taken by their tops, an item joins the current row when its top is above the middle
/// of the row's first item; a row's items go by their left edges (right edges, from the right,
/// in a right-to-left layout). Equal positions keep the hierarchy's order.
@MainActor
enum AccessibilityOrder {
    static func ordered<T>(_ items: [T], rightToLeft: Bool = false, frame: (T) -> CGRect) -> [T] {
        let byTop = items.enumerated().sorted { lhs, rhs in
            let (a, b) = (frame(lhs.element).minY, frame(rhs.element).minY)
            return a != b ? a < b : lhs.offset < rhs.offset
        }
        var rows: [[(offset: Int, element: T)]] = []
        var rowMiddle = -CGFloat.infinity
        for item in byTop {
            if !rows.isEmpty, frame(item.element).minY < rowMiddle {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
                rowMiddle = frame(item.element).midY
            }
        }
        return rows.flatMap { row in
            row.sorted { lhs, rhs in
                let (a, b) = rightToLeft ? (-frame(lhs.element).maxX, -frame(rhs.element).maxX)
                    : (frame(lhs.element).minX, frame(rhs.element).minX)
                return a != b ? a < b : lhs.offset < rhs.offset
            }.map(\.element)
        }
    }
}
