import Foundation

extension NSTextContainer {
    /// The region changed: whichever layout manager lays text out here lays it out again
    /// (TK10, TX4).
    func _geometryDidChange() {
        layoutManager?.textContainerChangedGeometry(self)
        textLayoutManager?._textContainerChangedGeometry()
    }

    /// TK11: the proposed line cut to the bounds, then to the first free span.
    func _lineFragmentRect(forProposedRect proposed: CGRect, writingDirection: NSWritingDirection,
                           remaining: UnsafeMutablePointer<CGRect>?) -> CGRect {
        remaining?.pointee = .zero
        let minX = max(0, proposed.minX), maxX = min(size.width, proposed.maxX)
        guard proposed.height > 0, proposed.minY >= 0, proposed.maxY <= size.height + 1e-6, maxX > minX else { return .zero }
        // The spans the exclusion paths cover within the line's height, in order.
        let blocked = exclusionPaths.compactMap { $0.cgPath._horizontalExtent(from: proposed.minY, to: proposed.maxY) }
            .filter { $0.upperBound > minX && $0.lowerBound < maxX }
            .sorted { $0.lowerBound < $1.lowerBound }
        var free: [ClosedRange<CGFloat>] = []
        var start = minX
        for span in blocked {
            if span.lowerBound > start { free.append(start...span.lowerBound) }
            start = max(start, span.upperBound)
        }
        if start < maxX { free.append(start...maxX) }
        let spans = writingDirection == .rightToLeft ? Array(free.reversed()) : free
        guard let first = spans.first else { return .zero }
        if spans.count > 1 {
            // The rest of the proposed line, beyond the exclusion that ends the first span.
            remaining?.pointee = writingDirection == .rightToLeft
                ? CGRect(x: minX, y: proposed.minY, width: spans[1].upperBound - minX, height: proposed.height)
                : CGRect(x: spans[1].lowerBound, y: proposed.minY, width: maxX - spans[1].lowerBound, height: proposed.height)
        }
        return CGRect(x: first.lowerBound, y: proposed.minY, width: first.upperBound - first.lowerBound, height: proposed.height)
    }

    /// Moves the containers of this container's text storage to another layout manager.
    func _replaceLayoutManager(with newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, old !== newLayoutManager else {
            if layoutManager == nil { newLayoutManager.addTextContainer(self) }
            return
        }
        let containers = old.textContainers
        while !old.textContainers.isEmpty { old.removeTextContainer(at: old.textContainers.count - 1) }
        for container in containers { newLayoutManager.addTextContainer(container) }
        if let storage = old.textStorage {
            storage.removeLayoutManager(old)
            storage.addLayoutManager(newLayoutManager)
        }
    }

    /// A text view showing the container sizes it again when tracking changes.
    func _textViewTrackingDidChange() {
        guard let textView = _textView else { return }
        MainActor.assumeIsolated { textView._updateTextContainerSize() }
    }
}

extension CGPath {
    /// TK11: the horizontal span the path's outline (each subpath closed) covers between
    /// `top` and `bottom`, or nil when it stays outside them (touching an edge is outside).
    func _horizontalExtent(from top: CGFloat, to bottom: CGFloat) -> ClosedRange<CGFloat>? {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        func include(_ x: CGFloat) { low = min(low, x); high = max(high, x) }
        for polygon in PathGeometry.flattened(elements) where !polygon.isEmpty {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                let lower = max(min(a.y, b.y), top), upper = min(max(a.y, b.y), bottom)
                guard lower <= upper else { continue }
                if a.y == b.y {
                    if a.y > top, a.y < bottom { include(a.x); include(b.x) }
                    continue
                }
                if lower == upper, lower == top || lower == bottom { continue }
                for y in [lower, upper] { include(a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)) }
            }
        }
        return low <= high ? low...high : nil
    }
}
