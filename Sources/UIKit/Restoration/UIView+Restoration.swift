import Foundation

/// The state UIKit's own views save when they have a restoration identifier (Z10).
@MainActor
protocol ViewStateRestoring {
    func _encodeViewState(with coder: NSCoder)
    func _decodeViewState(with coder: NSCoder)
}

extension UIView {
    /// Keys of UIKit's own values in a view's coder.
    enum RestorationKey {
        static let contentOffsetX = "UIScrollViewContentOffsetX"
        static let contentOffsetY = "UIScrollViewContentOffsetY"
        static let selectedIndexPaths = "UIListSelectedIndexPaths"
        static let selectedModelIdentifiers = "UIListSelectedModelIdentifiers"
    }
}

extension UIScrollView: ViewStateRestoring {
    /// The content offset; tables and collection views also their selection, by model
    /// identifier when the data source adopts `UIDataSourceModelAssociation`, else by index path.
    func _encodeViewState(with coder: NSCoder) {
        coder.encode(Double(contentOffset.x), forKey: RestorationKey.contentOffsetX)
        coder.encode(Double(contentOffset.y), forKey: RestorationKey.contentOffsetY)
        guard let selection = _restorableSelection else { return }
        if let association = selection.association {
            coder.encode(selection.paths.compactMap { association.modelIdentifierForElement(at: $0, in: self) },
                         forKey: RestorationKey.selectedModelIdentifiers)
        } else {
            coder.encode(selection.paths, forKey: RestorationKey.selectedIndexPaths)
        }
    }

    /// The saved offset and selection; a model identifier the data source no longer knows
    /// selects nothing.
    func _decodeViewState(with coder: NSCoder) {
        if coder.containsValue(forKey: RestorationKey.contentOffsetY) {
            contentOffset = CGPoint(x: coder.decodeDouble(forKey: RestorationKey.contentOffsetX),
                                    y: coder.decodeDouble(forKey: RestorationKey.contentOffsetY))
        }
        guard let selection = _restorableSelection else { return }
        var paths = coder.decodeObject(forKey: RestorationKey.selectedIndexPaths) as? [IndexPath] ?? []
        if let identifiers = coder.decodeObject(forKey: RestorationKey.selectedModelIdentifiers) as? [String] {
            paths = identifiers.compactMap { selection.association?.indexPathForElement(withModelIdentifier: $0, in: self) }
        }
        for path in paths { selection.select(path) }
    }

    /// A list's selection and how to select again, or nil for a plain scroll view.
    private var _restorableSelection: (paths: [IndexPath], association: (any UIDataSourceModelAssociation)?, select: (IndexPath) -> Void)? {
        if let table = self as? UITableView {
            return (table.indexPathsForSelectedRows ?? [], table.dataSource as? any UIDataSourceModelAssociation,
                    { table.selectRow(at: $0, animated: false, scrollPosition: .none) })
        }
        if let collection = self as? UICollectionView {
            return (collection.indexPathsForSelectedItems ?? [], collection.dataSource as? any UIDataSourceModelAssociation,
                    { collection.selectItem(at: $0, animated: false, scrollPosition: []) })
        }
        return nil
    }
}
