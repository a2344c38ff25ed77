#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// A plain collection view cell with one label, pinned to its content view's margins.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A header: a bold title on the grouped background.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        label.font = .boldSystemFont(ofSize: 17)
        label.frame = CGRect(x: 16, y: 0, width: 300, height: 40)
        addSubview(label)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Sections of numbered items, each cell tinted by its section.
@MainActor
final class SnapshotSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    let titles: [String]
    var tinted = true
    init(counts: [Int], titles: [String]) {
        self.counts = counts
        self.titles = titles
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath) as! LabelCell
        cell.label.text = tinted ? "\(indexPath.item + 1)" : "\(titles[indexPath.section]) \(indexPath.item + 1)"
        if tinted {
            let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple]
            cell.contentView.backgroundColor = colours[indexPath.section % colours.count].withAlphaComponent(0.35)
            cell.contentView.layer.cornerRadius = 8
        }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! TitleHeader
        header.label.text = titles[indexPath.section]
        return header
    }
}

/// Pictures of compositional layouts: a grid whose header is pinned while its section
/// scrolls, a row scrolling on its own above a grid, and an inset-grouped list.
@MainActor
@Suite(.uikit) struct CompositionalLayoutSnapshotTests {
    init() { freshSnapshotScreen() }

    private func collectionView(_ layout: UICollectionViewLayout, _ source: SnapshotSource, size: CGSize) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.backgroundColor = .systemBackground
        view.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
        view.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    private static func header(pinned: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        return header
    }

    @Test func gridWithAPinnedHeader() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 12, trailing: 12)
        section.boundarySupplementaryItems = [Self.header(pinned: true)]
        let source = SnapshotSource(counts: [12, 9], titles: ["Recent", "Favourites"])
        let view = collectionView(UICollectionViewCompositionalLayout(section: section), source, size: CGSize(width: 390, height: 500))
        // Scrolled into the first section: its header stays at the top over the cells.
        view.contentOffset = CGPoint(x: 0, y: 150)
        view.layoutIfNeeded()
        assertSnapshot(of: view, as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func orthogonalRowAboveAGrid() {
        let card = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        card.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
        let row = NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(120)), subitems: [card]))
        row.orthogonalScrollingBehavior = .continuous
        row.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 16, trailing: 10)
        row.boundarySupplementaryItems = [Self.header(pinned: false)]
        let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        tile.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let grid = NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)), subitems: [tile]))
        grid.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        grid.boundarySupplementaryItems = [Self.header(pinned: false)]
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? row : grid }
        let source = SnapshotSource(counts: [8, 6], titles: ["Featured", "More"])
        let view = collectionView(layout, source, size: CGSize(width: 390, height: 500))
        // The row is scrolled on its own, half a card in.
        let scroller = view.subviews.compactMap { $0 as? UIScrollView }.first
        scroller?.contentOffset = CGPoint(x: 60, y: 0)
        view.layoutIfNeeded()
        assertSnapshot(of: view, as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func insetGroupedListOfPlainCells() {
        let controller = UIViewController()
        let source = SnapshotSource(counts: [3, 2], titles: ["General", "Privacy"])
        source.tinted = false
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        view.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
        view.dataSource = source
        controller.view = view
        controller.title = "Settings"
        let navigation = UINavigationController(rootViewController: controller)
        withExtendedLifetime(source) {
            assertSnapshot(of: navigation, as: .image(on: .iPhone14, precision: 0.9995, perceptualPrecision: 0.98))
        }
    }
}
#endif
