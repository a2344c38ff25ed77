import Foundation

/// Prepares the data of rows before they come on screen (iOS 10), told by a table view as
/// it scrolls (LT10).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows just beyond the visible ones in the scrolling direction, nearest first: start
    /// loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows asked for earlier that are no longer ahead (the scroll turned back): stop
    /// loading them. Default: nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Prepares the data of items before they come on screen (iOS 10), told by a collection
/// view as it scrolls (LT10).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items just beyond the visible ones in the scrolling direction, nearest first: start
    /// loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items asked for earlier that are no longer ahead: stop loading them. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// The object told about rows ahead of the scroll (weak). Default nil: no prefetching.
    public var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { _prefetch.tableDataSource }
        set {
            _prefetch.tableDataSource = newValue
            _prefetch.reset()
        }
    }

    /// After a layout pass: the rows of one screen below (scrolling down) or above (up) the
    /// visible band are prefetched; turning back cancels those still pending (LT10).
    func _updatePrefetching() {
        guard let prefetcher = _prefetch.tableDataSource, let geometry = _geometry else { return }
        let band = bounds
        let update = _prefetch.update(offset: band.minY, visible: Set(_visibleCells.keys)) { direction in
            switch direction {
            case .none: return []
            case .forward: return geometry.rows(between: band.maxY, and: band.maxY + band.height)
            case .backward: return geometry.rows(between: band.minY - band.height, and: band.minY).reversed()
            }
        }
        if !update.cancel.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: update.cancel) }
        if !update.prefetch.isEmpty { prefetcher.tableView(self, prefetchRowsAt: update.prefetch) }
    }
}

extension UICollectionView {
    /// The object told about items ahead of the scroll (weak). Default nil.
    public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { _prefetch.collectionDataSource }
        set {
            _prefetch.collectionDataSource = newValue
            _prefetch.reset()
        }
    }

    /// Whether the prefetch data source is told about items ahead of the scroll. Default true.
    public var isPrefetchingEnabled: Bool {
        get { _prefetch.isEnabled }
        set {
            _prefetch.isEnabled = newValue
            _prefetch.reset()
        }
    }

    /// After a layout pass: the items of one screen beyond the visible band, in the direction
    /// of the scroll along the axis that moved (vertical unless only x changed), are
    /// prefetched; turning back cancels those still pending (LT10).
    func _updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = _prefetch.collectionDataSource else { return }
        let band = bounds
        let horizontal = collectionViewLayout.collectionViewContentSize.width > band.width
            && collectionViewLayout.collectionViewContentSize.height <= band.height
        let layout = collectionViewLayout
        let update = _prefetch.update(offset: horizontal ? band.minX : band.minY, visible: Set(_visibleCells.keys)) { direction in
            let rect: CGRect
            switch (direction, horizontal) {
            case (.none, _): return []
            case (.forward, false): rect = CGRect(x: band.minX, y: band.maxY, width: band.width, height: band.height)
            case (.backward, false): rect = CGRect(x: band.minX, y: band.minY - band.height, width: band.width, height: band.height)
            case (.forward, true): rect = CGRect(x: band.maxX, y: band.minY, width: band.width, height: band.height)
            case (.backward, true): rect = CGRect(x: band.minX - band.width, y: band.minY, width: band.width, height: band.height)
            }
            let items = (layout.layoutAttributesForElements(in: rect) ?? [])
                .filter { $0.frame.intersects(rect) }.map(\.indexPath)
            let sorted = Array(Set(items)).sorted()
            return direction == .backward ? sorted.reversed() : sorted
        }
        if !update.cancel.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: update.cancel) }
        if !update.prefetch.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: update.prefetch) }
    }
}
