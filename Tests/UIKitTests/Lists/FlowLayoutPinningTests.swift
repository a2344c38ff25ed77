import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// FL1: flow layout headers and footers pinned to the visible bounds.
@MainActor
@Suite(.uikit) struct FlowLayoutPinningTests {
    init() { _ = freshUIKit() }

    /// Sections of 40-point lines (three items a line in 320 points), 30-point headers and
    /// 20-point footers; section 0 of 12 items spans 0–240 (header 0–30, four lines 30–220,
    /// footer 220–240), section 1 of 3 items 240–330.
    private func pinnedView(_ log: SupplementaryLog, headers: Bool, footers: Bool) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionHeadersPinToVisibleBounds = headers
        layout.sectionFootersPinToVisibleBounds = footers
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        view.register(LogHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H")
        view.register(LogHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "H")
        view.dataSource = log
        view.delegate = log
        return view
    }

    private func header(_ view: UICollectionView, _ section: Int) -> UIView? {
        view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    @Test func test_FL1_aPinnedHeaderStaysAtTheTopUntilItsSectionPushesItOff() throws {
        let layout = UICollectionViewFlowLayout()
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        let log = SupplementaryLog(counts: [12, 3])  // the data source is held weakly
        let view = pinnedView(log, headers: true, footers: false)
        view.layoutIfNeeded()
        #expect(view.contentSize.height == 330)
        #expect(try #require(header(view, 0)).frame.minY == 0)
        // Scrolled 100: the header sits at the visible top, above the items.
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        let pinned = try #require(view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(pinned.frame.minY == 100 && pinned.zIndex == 1024)
        #expect(try #require(header(view, 0)).frame.minY == 100)
        // Scrolled 200: the section's items end at 220, so the header is pushed up to 190.
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        #expect(try #require(header(view, 0)).frame.minY == 190)
        // The next header is at its own place.
        #expect(try #require(header(view, 1)).frame.minY == 240)
        // Under a top inset, the header pins below it.
        view.contentInset.top = 44
        view.contentOffset = CGPoint(x: 0, y: 20)
        view.layoutIfNeeded()
        #expect(try #require(header(view, 0)).frame.minY == 64)
        // Not pinned: scrolling keeps the header where it is and does not invalidate.
        (view.collectionViewLayout as? UICollectionViewFlowLayout)?.sectionHeadersPinToVisibleBounds = false
        #expect(!view.collectionViewLayout.shouldInvalidateLayout(forBoundsChange: view.bounds.offsetBy(dx: 0, dy: 10)))
        view.layoutIfNeeded()
        #expect(try #require(header(view, 0)).frame.minY == 0)
    }

    @Test func test_FL1_aPinnedFooterStaysAtTheBottomUntilItsSectionStarts() throws {
        let log = SupplementaryLog(counts: [12, 3])
        let view = pinnedView(log, headers: false, footers: true)
        view.layoutIfNeeded()
        let footer = { view.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)) }
        // At the top, the footer of section 0 (naturally at 220) sits at the visible bottom.
        #expect(try #require(footer()).frame.minY == 80)
        view.contentOffset = CGPoint(x: 0, y: 150)
        view.layoutIfNeeded()
        #expect(try #require(footer()).frame.minY == 220)  // its place is on screen
    }
}
