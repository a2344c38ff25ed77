import Foundation

extension UICollectionView {
    /// A cell type and the closure that configures it for an item (iOS 14). The collection
    /// view registers it the first time it dequeues with it (LL10).
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for its index path and item.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let identifier: String
        let nib: UINib?
        let handler: Handler

        /// A registration making cells of `Cell` with `init(frame:)`.
        public init(handler: @escaping Handler) {
            self.init(nib: nil, handler: handler)
        }

        /// A registration making cells from `cellNib` (one top-level `Cell`).
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.init(nib: cellNib, handler: handler)
        }

        private init(nib: UINib?, handler: @escaping Handler) {
            identifier = "CellRegistration.\(String(reflecting: Cell.self)).\(UUID().uuidString)"
            self.nib = nib
            self.handler = handler
        }
    }

    /// A supplementary view type, its element kind, and the closure that configures it
    /// (iOS 14). The collection view registers it the first time it dequeues with it (LL10).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view for its element kind and index path.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let identifier: String
        let nib: UINib?
        let handler: Handler
        /// The element kind the registration makes views for.
        public let elementKind: String

        /// A registration making views of `Supplementary` with `init(frame:)` for `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.init(nib: nil, elementKind: elementKind, handler: handler)
        }

        /// A registration making views from `supplementaryNib` for `elementKind`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.init(nib: supplementaryNib, elementKind: elementKind, handler: handler)
        }

        private init(nib: UINib?, elementKind: String, handler: @escaping Handler) {
            identifier = "SupplementaryRegistration.\(String(reflecting: Supplementary.self)).\(UUID().uuidString)"
            self.nib = nib
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell from `registration` (registered on first use), configured by its handler with
    /// `indexPath` and `item` (LL10). A nil item leaves the cell unconfigured.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if _reuseQueue.sources[registration.identifier] == nil {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: registration.identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
            }
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell else {
            preconditionFailure("The cell registration's nib does not make a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration` (registered on first use) for its element
    /// kind, configured by its handler (LL10).
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = CollectionElementsState.reuseKey(kind: registration.elementKind, identifier: registration.identifier)
        if _elements.supplementaryReuse.sources[key] == nil {
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            }
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let view = view as? Supplementary else {
            preconditionFailure("The supplementary registration's nib does not make a \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
