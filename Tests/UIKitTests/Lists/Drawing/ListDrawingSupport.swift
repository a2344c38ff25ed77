import Foundation
@testable import UIKit

/// A list of `UICollectionViewListCell`s showing "Row <item>" with a 30-point-wide image slot.
@MainActor
final class ListRowsSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var configure: (UICollectionViewListCell, IndexPath) -> Void = { _, _ in }
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.item)"
        content.image = UIImage(systemName: "star")
        content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        cell.contentConfiguration = content
        configure(cell, indexPath)
        return cell
    }
}

/// A 320 × 480 collection view of `configuration`'s list with 20-point side margins, laid out.
@MainActor
func makeRowList(_ configuration: UICollectionLayoutListConfiguration, _ source: ListRowsSource,
              cellClass: UICollectionViewListCell.Type = UICollectionViewListCell.self) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    view.register(cellClass, forCellWithReuseIdentifier: "Row")
    view.dataSource = source
    view.layoutIfNeeded()
    return view
}

@MainActor
func rowCell(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewCell? {
    view.cellForItem(at: IndexPath(item: item, section: section))
}

@MainActor
func bottomSeparator(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewLayoutAttributes? {
    view.collectionViewLayout.layoutAttributesForDecorationView(ofKind: listSeparatorKind, at: IndexPath(item: item, section: section))
}

@MainActor
func topSeparator(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewLayoutAttributes? {
    view.collectionViewLayout.layoutAttributesForDecorationView(ofKind: listTopSeparatorKind, at: IndexPath(item: item, section: section))
}

let cardTopCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
let cardBottomCorners: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
let cardAllCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
