import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A data source of plain cells and registered supplementary views, writing down what it is asked.
@MainActor
final class GridSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var events: [String] = []
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        events.append("cell \(indexPath.section).\(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "C", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "S", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }
}

@MainActor func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

@MainActor
@Suite(.uikit) struct CompositionalLayoutTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A 320×480 collection view with `layout`, plain cells "C" and supplementary views "S"
    /// of the kinds given.
    private func collection(_ layout: UICollectionViewLayout, _ source: GridSource, height: CGFloat = 480,
                            kinds: [String] = []) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        for kind in kinds { view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "S") }
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func test_LL11_LL12_fractionalItemsRepeatAcrossTheGroupAndGroupsStackWithSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 5
        let view = collection(UICollectionViewCompositionalLayout(section: section), GridSource(counts: [5]))
        #expect(frame(view, 0) == CGRect(x: 10, y: 10, width: 150, height: 100))
        #expect(frame(view, 1) == CGRect(x: 160, y: 10, width: 150, height: 100))
        #expect(frame(view, 2) == CGRect(x: 10, y: 115, width: 150, height: 100))
        #expect(frame(view, 4) == CGRect(x: 10, y: 220, width: 150, height: 100))
        #expect(view.contentSize == CGSize(width: 320, height: 330))
        #expect(view.visibleCells.count == 5 && view.visibleCells[1].frame == CGRect(x: 160, y: 10, width: 150, height: 100))
    }

    @Test func test_LL11_contentInsetsInsetTheCellInsideItsSize() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalWidth(0.25)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), GridSource(counts: [5]))
        #expect(frame(view, 0) == CGRect(x: 4, y: 4, width: 72, height: 72))
        #expect(frame(view, 3) == CGRect(x: 244, y: 4, width: 72, height: 72))
        #expect(frame(view, 4) == CGRect(x: 4, y: 84, width: 72, height: 72))
    }

    @Test func test_LL12_repeatingSubitemCountSharesTheGroupAfterSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), GridSource(counts: [4]))
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(view, 1) == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(frame(view, 2) == CGRect(x: 220, y: 0, width: 100, height: 50))
        #expect(frame(view, 3) == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func test_LL12_nestedGroupsPlaceALargeItemBesideAColumn() {
        let large = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, column])
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), GridSource(counts: [5]))
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(frame(view, 1) == CGRect(x: 160, y: 0, width: 160, height: 100))
        #expect(frame(view, 2) == CGRect(x: 160, y: 100, width: 160, height: 100))
        #expect(frame(view, 3) == CGRect(x: 0, y: 200, width: 160, height: 200))
        #expect(frame(view, 4) == CGRect(x: 160, y: 200, width: 160, height: 100))
        #expect(view.contentSize.height == 400)
    }

    @Test func test_LL13_flexibleSpacingSharesTheRoomLeftAndEdgeSpacingPushesItems() {
        func layout(_ spacing: NSCollectionLayoutSpacing, edge: NSCollectionLayoutEdgeSpacing? = nil) -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(40)))
            item.edgeSpacing = edge
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
            group.interItemSpacing = spacing
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        let flexible = collection(layout(.flexible(10)), GridSource(counts: [4]))
        // 3 × 80 + 2 × 10 = 260 fits, a fourth does not: the 60 left goes 30 to each gap.
        #expect((0..<4).compactMap { frame(flexible, $0)?.minX } == [0, 120, 240, 0])
        let fixed = collection(layout(.fixed(10)), GridSource(counts: [3]))
        #expect((0..<3).compactMap { frame(fixed, $0)?.minX } == [0, 90, 180])
        let edged = collection(layout(.fixed(0), edge: NSCollectionLayoutEdgeSpacing(leading: .fixed(5), top: .fixed(3), trailing: nil, bottom: nil)),
                               GridSource(counts: [4]))
        #expect(frame(edged, 0) == CGRect(x: 5, y: 3, width: 80, height: 40))
        #expect(frame(edged, 2) == CGRect(x: 175, y: 3, width: 80, height: 40))
        #expect(frame(edged, 3) == CGRect(x: 5, y: 53, width: 80, height: 40))
    }

    @Test func test_LL14_itemSupplementariesSitAtTheirAnchor() throws {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), GridSource(counts: [2]), kinds: ["badge"])
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 190, y: -10, width: 20, height: 20))
        let badgeView = try #require(view.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)))
        #expect(badgeView.frame == CGRect(x: 90, y: -10, width: 20, height: 20))
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: "badge") == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        let centred = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(10)), elementKind: "b",
                                                          containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]),
                                                          itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))
        #expect(centred.frame(in: CGRect(x: 0, y: 0, width: 100, height: 50)) == CGRect(x: 40, y: 50, width: 20, height: 10))
    }

    @Test func test_LL15_headersAndFootersTakeRoomAndFollowTheLeadingAndTrailingInsets() throws {
        func section(follow: Bool = true, extends: Bool = true) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                                     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.extendsBoundary = extends
            let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                     elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems = [header, footer]
            section.supplementariesFollowContentInsets = follow
            return section
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        let kinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
        let view = collection(UICollectionViewCompositionalLayout(section: section(), configuration: configuration), GridSource(counts: [1, 1]), kinds: kinds)
        let header = { (section: Int) in view.layoutAttributesForSupplementaryElement(ofKind: kinds[0], at: IndexPath(item: 0, section: section))?.frame }
        let footer = { (section: Int) in view.layoutAttributesForSupplementaryElement(ofKind: kinds[1], at: IndexPath(item: 0, section: section))?.frame }
        #expect(header(0) == CGRect(x: 20, y: 0, width: 280, height: 40))
        #expect(frame(view, 0) == CGRect(x: 20, y: 50, width: 280, height: 100))
        #expect(footer(0) == CGRect(x: 20, y: 160, width: 280, height: 30))
        #expect(header(1) == CGRect(x: 20, y: 198, width: 280, height: 40))
        #expect(view.contentSize.height == 388)
        #expect(view.visibleSupplementaryViews(ofKind: kinds[0]).map(\.frame) == [header(0)!, header(1)!])
        let unfollowed = collection(UICollectionViewCompositionalLayout(section: section(follow: false)), GridSource(counts: [1]), kinds: kinds)
        #expect(unfollowed.layoutAttributesForSupplementaryElement(ofKind: kinds[0], at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 320, height: 40))
        let overlaid = collection(UICollectionViewCompositionalLayout(section: section(extends: false)), GridSource(counts: [1]), kinds: kinds)
        #expect(overlaid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 10)
        #expect(overlaid.layoutAttributesForSupplementaryElement(ofKind: kinds[0], at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    }

    @Test func test_LL16_orthogonalSectionsScrollTheirCellsInTheirOwnScrollView() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        row.contentInsets.leading = 10
        let plain = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? row : plain }
        let source = GridSource(counts: [6, 2])
        let view = collection(layout, source)
        #expect(view.contentSize == CGSize(width: 320, height: 200))
        #expect(frame(view, 2) == CGRect(x: 330, y: 0, width: 150, height: 100))
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 100, width: 320, height: 50))
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let scroller = try #require(first.superview as? UIScrollView)
        #expect(scroller !== view && scroller.superview === view)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 320, height: 100) && scroller.contentSize == CGSize(width: 960, height: 100))
        #expect(first.frame == CGRect(x: 10, y: 0, width: 150, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === view)
        #expect(!scroller.isPagingEnabled)
        source.events = []
        scroller.contentOffset = CGPoint(x: 320, y: 0)
        view.layoutIfNeeded()
        #expect(source.events == ["cell 0.2", "willDisplay 0.2", "cell 0.3", "willDisplay 0.3"])
        #expect(view.indexPathsForVisibleItems.filter { $0.section == 0 } == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 330, y: 0, width: 150, height: 100))
        #expect(view.indexPathForItem(at: CGPoint(x: 20, y: 50)) == IndexPath(item: 2, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 20, y: 120)) == IndexPath(item: 0, section: 1))
        row.orthogonalScrollingBehavior = .paging
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(scroller.isPagingEnabled && scroller.contentOffset == CGPoint(x: 320, y: 0))
    }

    @Test func test_LL17_pinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let kind = UICollectionView.elementKindSectionHeader
        let source = GridSource(counts: [10, 10])
        let view = collection(UICollectionViewCompositionalLayout(section: section), source, height: 200, kinds: [kind])
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 0, section: 1)
        #expect(view.supplementaryView(forElementKind: kind, at: first)?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        let pinned = try #require(view.supplementaryView(forElementKind: kind, at: first))
        #expect(pinned.frame == CGRect(x: 0, y: 100, width: 320, height: 40))
        #expect(view.subviews.last === pinned)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: first)?.frame.minY == 100)
        // Section 0 ends at 540: its header is pushed up by the end.
        view.contentOffset = CGPoint(x: 0, y: 520)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: kind, at: first)?.frame.minY == 500)
        #expect(view.supplementaryView(forElementKind: kind, at: second)?.frame.minY == 540)
        view.contentOffset = CGPoint(x: 0, y: 600)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: kind, at: first) == nil)
        #expect(view.supplementaryView(forElementKind: kind, at: second)?.frame.minY == 600)
        withExtendedLifetime(source) {}
    }

    // LL18: a background decoration item fills its section, behind the cells.
    @Test func test_LL4_LL18_backgroundDecorationsFillTheirSectionBehindTheCells() throws {
        final class Background: UICollectionReusableView {}
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Background.self, forDecorationViewOfKind: "bg")
        let source = GridSource(counts: [2, 1])
        let view = collection(layout, source)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 5, y: 5, width: 310, height: 110))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 5, y: 125, width: 310, height: 60))
        let backgrounds = view.subviews.filter { $0 is Background }
        #expect(backgrounds.count == 2 && view.subviews.prefix(2).allSatisfy { $0 is Background })
        #expect(backgrounds.map(\.frame).contains(CGRect(x: 5, y: 5, width: 310, height: 110)))
        #expect(!source.events.contains { $0.contains("bg") })
    }

    @Test func test_LL4_aDecorationKindNothingRegisteredIsAnException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
                section.decorationItems = [.background(elementKind: "missing")]
                let source = GridSource(counts: [1])
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
                view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
                view.dataSource = source
                view.layoutIfNeeded()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("could not dequeue a view of kind: missing with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func test_LL19_sectionProviderSeesTheContainerAndTheLayoutHeaderComesFirst() throws {
        var seen: [String] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "global", alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            seen.append("\(index) \(environment.container.contentSize) \(environment.container.effectiveContentSize)")
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(30)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [item]))
        }, configuration: configuration)
        #expect(configuration.scrollDirection == .vertical && configuration.interSectionSpacing == 0)
        let view = collection(layout, GridSource(counts: [1, 1]), kinds: ["global"])
        #expect(seen == ["0 CGSize(width: 320.0, height: 480.0) CGSize(width: 320.0, height: 480.0)", "1 CGSize(width: 320.0, height: 480.0) CGSize(width: 320.0, height: 480.0)"])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "global", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 90, width: 320, height: 30))
        #expect(view.visibleSupplementaryViews(ofKind: "global").count == 1)
    }

    @Test func test_LL19_horizontalScrollingStacksSectionsAcross() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let view = collection(layout, GridSource(counts: [3]))
        #expect(frame(view, 1) == CGRect(x: 0, y: 240, width: 100, height: 240))
        #expect(frame(view, 2) == CGRect(x: 100, y: 0, width: 100, height: 240))
        #expect(view.contentSize == CGSize(width: 200, height: 480))
    }

    @Test func test_LL12_customGroupsPlaceItemsAtTheFramesTheirProviderGives() {
        var containers: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            containers.append(environment.container.contentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 200, height: 120)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 0, width: 120, height: 60), zIndex: 2)]
        }
        let source = GridSource(counts: [3])
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), source)
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 200, height: 120))
        #expect(frame(view, 1) == CGRect(x: 200, y: 0, width: 120, height: 60))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
        #expect(frame(view, 2) == CGRect(x: 0, y: 120, width: 200, height: 120))
        #expect(view.contentSize.height == 240)
        #expect(containers.first == CGSize(width: 320, height: 120))
    }

    @Test func test_LL15_alignmentPutsANarrowHeaderAtItsEdgeOrCentresIt() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        var origins: [CGFloat] = []
        for alignment in [NSRectAlignment.topLeading, .top, .topTrailing, .bottomTrailing] {
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(100), .absolute(20)), elementKind: "h", alignment: alignment)]
            let view = collection(UICollectionViewCompositionalLayout(section: section), GridSource(counts: [1]), kinds: ["h"])
            let frame = view.layoutAttributesForSupplementaryElement(ofKind: "h", at: IndexPath(item: 0, section: 0))?.frame ?? .null
            origins += [frame.minX, frame.minY]
        }
        // Top ones come before the item (which starts at 20), the bottom one after it.
        #expect(origins == [0, 0, 110, 0, 220, 0, 220, 50])
    }

    @Test func test_LL21_elementsInARectAreFoundWithoutScanningEveryItem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = collection(layout, GridSource(counts: [100_000]))
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 44 * 50_000, width: 320, height: 480)) ?? []
        #expect(found.map(\.indexPath.item) == Array(50_000...50_010))
        #expect(layout._groupsExamined == 11)
        #expect(view.contentSize.height == 4_400_000)
    }
}
