import Foundation

/// What `UICollectionView.init?(coder:)` decodes.
@MainActor
extension IBCoder {
    /// The flow layout's sizes, spacings, insets and direction, the selection flags, and the
    /// prototype cells (registered by reuse identifier, made when dequeued).
    func decodeCollectionView(_ collectionView: UICollectionView) {
        if let allows = element.bool("allowsSelection") { collectionView.allowsSelection = allows }
        if let allows = element.bool("allowsMultipleSelection") { collectionView.allowsMultipleSelection = allows }
        if let layoutElement = element.child("collectionViewFlowLayout", key: "collectionViewLayout") {
            let layout = UICollectionViewFlowLayout()
            if let spacing = layoutElement.double("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
            if let spacing = layoutElement.double("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
            if layoutElement["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
            if let size = layoutElement.child("size", key: "itemSize")?.size { layout.itemSize = size }
            if let size = layoutElement.child("size", key: "estimatedItemSize")?.size { layout.estimatedItemSize = size }
            if let size = layoutElement.child("size", key: "headerReferenceSize")?.size { layout.headerReferenceSize = size }
            if let size = layoutElement.child("size", key: "footerReferenceSize")?.size { layout.footerReferenceSize = size }
            if let inset = layoutElement.child("inset", key: "sectionInset") {
                layout.sectionInset = UIEdgeInsets(top: inset.double("minY") ?? 0, left: inset.double("minX") ?? 0,
                                                   bottom: inset.double("maxY") ?? 0, right: inset.double("maxX") ?? 0)
            }
            instantiation.register(layout, for: layoutElement)
            collectionView.collectionViewLayout = layout
        }
        for prototype in element.items(in: "cells") where prototype.name == "collectionViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else {
                prototype.settle()  // IU1: no app can dequeue it, on iOS either
                continue
            }
            collectionView._reuseQueue.sources[identifier] = .prototype(IBPrototype(element: prototype, in: instantiation))
        }
    }
}

extension IBElement {
    /// A `<size width= height=>` element's size.
    var size: CGSize { CGSize(width: double("width") ?? 0, height: double("height") ?? 0) }
}
