import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell whose content is a box of a constrained height, pinned to the content view's edges.
final class SizedCell: UICollectionViewCell {
    static var events: [String] = []
    let box = UIView()
    var height: NSLayoutConstraint!

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor), box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            height,
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
        Self.events.append("preferred \(layoutAttributes.indexPath.item) \(Int(layoutAttributes.size.height))->\(Int(preferred.size.height))")
        return preferred
    }
}

/// Rows of `SizedCell`s whose heights a closure gives.
@MainActor
final class SizedSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var heights: (IndexPath) -> CGFloat
    init(counts: [Int], heights: @escaping (IndexPath) -> CGFloat) {
        self.counts = counts
        self.heights = heights
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        SizedCell.events.append("cell \(indexPath.item)")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "C", for: indexPath) as! SizedCell
        cell.height.constant = heights(indexPath)
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "S", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        SizedCell.events.append("willDisplay \(indexPath.item)")
    }
}

@MainActor
@Suite(.uikit) struct ListLayoutTests {
    let clock: VirtualClock
    init() {
        clock = freshUIKit()
        SizedCell.events = []
    }

    private func list(_ layout: UICollectionViewLayout, _ source: SizedSource, height: CGFloat = 480) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        view.register(SizedCell.self, forCellWithReuseIdentifier: "C")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "S")
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func test_LL20_estimatedRowsTakeTheirAutoLayoutHeightBeforeWillDisplayAndTheRestMove() {
        let source = SizedSource(counts: [5]) { CGFloat(30 + 10 * $0.item) }
        let view = list(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), source)
        #expect((0..<5).compactMap { frame(view, $0) } == [
            CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 30, width: 320, height: 40), CGRect(x: 0, y: 70, width: 320, height: 50),
            CGRect(x: 0, y: 120, width: 320, height: 60), CGRect(x: 0, y: 180, width: 320, height: 70)])
        #expect(view.contentSize == CGSize(width: 320, height: 250))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 70, width: 320, height: 50))
        #expect(SizedCell.events == ["cell 0", "preferred 0 44->30", "willDisplay 0", "cell 1", "preferred 1 44->40", "willDisplay 1",
                                     "cell 2", "preferred 2 44->50", "willDisplay 2", "cell 3", "preferred 3 44->60", "willDisplay 3",
                                     "cell 4", "preferred 4 44->70", "willDisplay 4"])
    }

    @Test func test_LL20_cellsKeptThroughABatchUpdateAreSizedAgainNotLeftAtTheirEstimate() {
        let source = SizedSource(counts: [3]) { CGFloat(30 + 10 * $0.item) }
        let view = list(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), source)
        SizedCell.events = []
        source.counts = [2]
        UIView.performWithoutAnimation { view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        view.layoutIfNeeded()
        // The kept cells (their boxes 40 and 50 tall) are asked again once and keep their sizes.
        #expect(SizedCell.events == ["preferred 0 44->40", "preferred 1 44->50"])
        #expect((0..<2).compactMap { frame(view, $0) } == [CGRect(x: 0, y: 0, width: 320, height: 40), CGRect(x: 0, y: 40, width: 320, height: 50)])
        SizedCell.events = []
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(SizedCell.events == [])  // known sizes are not asked again
    }

    // LL24: separators are decoration views of the list, one below each row but the last.
    @Test func test_LL5_LL24_listSeparatorsAreInFrontOfTheCells() {
        let source = SizedSource(counts: [3]) { _ in 30 }
        let view = list(UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)), source)
        let separators = view.subviews.enumerated().filter { $0.element is ListSeparatorView }.map(\.offset)
        let cells = view.subviews.enumerated().filter { $0.element is UICollectionViewCell }.map(\.offset)
        #expect(separators.count == 2 && cells.count == 3)
        #expect(separators.min()! > cells.max()!)  // opaque list cells do not hide them
    }

    @Test func test_LL20_rowsThatShrinkBringTheNextRowsOnScreenInTheSameLayout() {
        let source = SizedSource(counts: [10]) { _ in 20 }
        let view = list(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), source, height: 100)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
        #expect(frame(view, 4) == CGRect(x: 0, y: 80, width: 320, height: 20))
        #expect(frame(view, 5) == CGRect(x: 0, y: 100, width: 320, height: 44))  // not shown yet: still estimated
        #expect(view.contentSize.height == 320)
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.map(\.item) == [5, 6, 7, 8, 9])
        #expect(view.contentSize.height == 200)
    }

    @Test func test_LL20_uniformAcrossSiblingsTakesTheTallestOfTheGroup() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let source = SizedSource(counts: [4]) { CGFloat([30, 60, 20, 25][$0.item]) }
        let view = list(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), source)
        #expect((0..<4).compactMap { frame(view, $0) } == [
            CGRect(x: 0, y: 0, width: 160, height: 60), CGRect(x: 160, y: 0, width: 160, height: 60),
            CGRect(x: 0, y: 60, width: 160, height: 25), CGRect(x: 160, y: 60, width: 160, height: 25)])
        #expect(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).numberOfSections == 0)
    }

    @Test func test_LL22_LL24_plainListRowsSpanTheWidthWithSeparatorsFromTheMargin() throws {
        let source = SizedSource(counts: [2, 1]) { _ in 50 }
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let view = list(layout, source)
        #expect(view.backgroundColor == .systemBackground)
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 100, width: 320, height: 50))
        let hairline = 1 / max(1, view.traitCollection.displayScale)
        let separator = try #require(layout.layoutAttributesForDecorationView(ofKind: listSeparatorKind, at: IndexPath(item: 0, section: 0)))
        #expect(separator.frame == CGRect(x: 20, y: 50 - hairline, width: 300, height: hairline))
        // Plain lists separate the last row of a section too.
        #expect(layout.layoutAttributesForDecorationView(ofKind: listSeparatorKind, at: IndexPath(item: 1, section: 0)) != nil)
        let separatorViews = view.subviews.filter { $0 is ListSeparatorView }
        #expect(separatorViews.count == 3 && separatorViews.allSatisfy { $0.backgroundColor == .separator })
        var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        let bare = list(UICollectionViewCompositionalLayout.list(using: hidden), SizedSource(counts: [2]) { _ in 50 })
        #expect(!bare.subviews.contains { $0 is ListSeparatorView })
    }

    @Test func test_LL23_groupedSectionsHave35PointsAboveAndInsetGroupedOnesKeepToTheMargins() throws {
        let grouped = list(UICollectionViewCompositionalLayout.list(using: .init(appearance: .grouped)), SizedSource(counts: [2, 1]) { _ in 50 })
        #expect(grouped.backgroundColor == .systemGroupedBackground)
        #expect(frame(grouped, 0) == CGRect(x: 0, y: 35, width: 320, height: 50))
        #expect(frame(grouped, 0, 1) == CGRect(x: 0, y: 170, width: 320, height: 50))
        #expect(grouped.contentSize.height == 220)
        let layout = try #require(grouped.collectionViewLayout as? UICollectionViewCompositionalLayout)
        // The last row of a grouped section has no separator.
        #expect(layout.layoutAttributesForDecorationView(ofKind: listSeparatorKind, at: IndexPath(item: 1, section: 0)) == nil)
        let inset = list(UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)), SizedSource(counts: [2]) { _ in 50 })
        #expect(frame(inset, 0) == CGRect(x: 20, y: 35, width: 280, height: 50))
        #expect(inset.backgroundColor == .systemGroupedBackground)
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemPink
        let pink = list(UICollectionViewCompositionalLayout.list(using: configuration), SizedSource(counts: [1]) { _ in 50 })
        #expect(pink.backgroundColor == .systemPink)
        let sidebar = UICollectionLayoutListConfiguration(appearance: .sidebar)
        #expect(!sidebar.showsSeparators && UICollectionLayoutListConfiguration(appearance: .grouped).showsSeparators)
    }

    @Test func test_LL23_supplementaryHeadersAreEstimatedPinnedInPlainListsAndPaddedAbove() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let kind = UICollectionView.elementKindSectionHeader
        let view = list(UICollectionViewCompositionalLayout.list(using: configuration), SizedSource(counts: [3, 3]) { _ in 50 }, height: 200)
        // The header view has no constraints: it keeps its estimate.
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(frame(view, 0) == CGRect(x: 0, y: 28, width: 320, height: 50))
        view.contentOffset = CGPoint(x: 0, y: 60)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 60)
        configuration.headerTopPadding = 10
        let padded = list(UICollectionViewCompositionalLayout.list(using: configuration), SizedSource(counts: [1]) { _ in 50 })
        #expect(padded.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 10)
        #expect(frame(padded, 0)?.minY == 38)
        var grouped = UICollectionLayoutListConfiguration(appearance: .grouped)
        grouped.headerMode = .supplementary
        let groupedView = list(UICollectionViewCompositionalLayout.list(using: grouped), SizedSource(counts: [1]) { _ in 50 })
        #expect(groupedView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 38))
    }

    @Test func test_LL22_sectionListWorksInsideASectionProvider() {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
        }
        let view = list(layout, SizedSource(counts: [1]) { _ in 60 })
        #expect(frame(view, 0) == CGRect(x: 20, y: 35, width: 280, height: 60))
    }
}
