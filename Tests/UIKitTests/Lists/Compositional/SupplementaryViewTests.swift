import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A header view that counts its reuse preparations and applied attributes.
final class LogHeaderView: UICollectionReusableView {
    var prepared = 0
    var applied: [CGRect] = []
    override func prepareForReuse() { prepared += 1 }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied.append(layoutAttributes.frame) }
}

/// A data source and delegate for supplementary views that writes down what it is asked and told.
@MainActor
final class SupplementaryLog: UICollectionViewDataSource, UICollectionViewDelegate {
    var events: [String] = []
    var counts: [Int]
    /// How the data source answers: dequeue the asked kind, dequeue another kind, or make a view itself.
    enum Answer { case dequeue, wrongKind, madeDirectly }
    var answer = Answer.dequeue

    init(counts: [Int]) { self.counts = counts }

    func take() -> [String] {
        defer { events = [] }
        return events
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        events.append("cell \(indexPath.section).\(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "C", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let short = kind == UICollectionView.elementKindSectionHeader ? "header" : kind == UICollectionView.elementKindSectionFooter ? "footer" : kind
        events.append("\(short) \(indexPath.section).\(indexPath.item)")
        switch answer {
        case .dequeue: return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "H", for: indexPath)
        case .wrongKind:
            return collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "H", for: indexPath)
        case .madeDirectly: return UICollectionReusableView(frame: .zero)
        }
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        events.append("willDisplaySupplementary \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        events.append("didEndDisplayingSupplementary \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
    }
}

@MainActor
@Suite(.uikit) struct SupplementaryViewTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A 320×200 collection view with a flow layout of 100×40 items, 30-point headers and 20-point footers.
    private func flowView(_ log: SupplementaryLog, height: CGFloat = 200) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        view.register(LogHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H")
        view.register(LogHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "H")
        view.dataSource = log
        view.delegate = log
        return view
    }

    @Test func test_LL1_elementKindsAreUIKitsStrings() {
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        #expect(UICollectionView.ElementCategory.cell.rawValue == 0 && UICollectionView.ElementCategory.decorationView.rawValue == 2)
    }

    @Test func test_LL3_attributesKnowTheirCategoryAndKindAndCompareByThem() {
        let indexPath = IndexPath(item: 0, section: 1)
        let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: indexPath)
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == "UICollectionElementKindSectionHeader")
        #expect(background.representedElementCategory == .decorationView && background.representedElementKind == "background")
        #expect(!cell.isEqual(header) && !header.isEqual(background))
        #expect(header.isEqual(UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)))
    }

    @Test func test_LL9_flowLayoutHeadersAndFootersAreViewsSpanningTheWidth() throws {
        let log = SupplementaryLog(counts: [4, 2])
        let view = flowView(log, height: 400)
        view.layoutIfNeeded()
        let layout = view.collectionViewLayout
        let header0 = try #require(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header0.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        // Section 0: header 30, two lines of 40 with 10 between, footer 20 → 140.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 120, width: 320, height: 20))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 0, y: 140, width: 320, height: 30))
        #expect(view.contentSize == CGSize(width: 320, height: 140 + 30 + 40 + 20))
        let header = try #require(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30) && header.superview === view)
        #expect(header.reuseIdentifier == "H")
        // No reference size: no header.
        (layout as? UICollectionViewFlowLayout)?.headerReferenceSize = .zero
        view.layoutIfNeeded()
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
    }

    @Test func test_LL5_cellsFirstThenSupplementaryViewsInIndexOrderEachBeforeItsWillDisplay() {
        let log = SupplementaryLog(counts: [2, 1])
        let view = flowView(log, height: 400)
        view.layoutIfNeeded()
        #expect(log.take() == ["cell 0.0", "willDisplay 0.0", "cell 0.1", "willDisplay 0.1", "cell 1.0", "willDisplay 1.0",
                               "header 0.0", "willDisplaySupplementary header 0", "footer 0.0", "willDisplaySupplementary footer 0",
                               "header 1.0", "willDisplaySupplementary header 1", "footer 1.0", "willDisplaySupplementary footer 1"])
        // A second pass asks for nothing again.
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(log.take() == [])
    }

    @Test func test_LL5_applyIsCalledWithTheAttributesWhenTheyChange() throws {
        let log = SupplementaryLog(counts: [1])
        let view = flowView(log)
        view.layoutIfNeeded()
        let header = try #require(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? LogHeaderView)
        #expect(header.applied == [CGRect(x: 0, y: 0, width: 320, height: 30)])
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(header.applied.count == 1)
        (view.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 0, height: 50)
        view.layoutIfNeeded()
        #expect(header.applied == [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 0, width: 320, height: 50)])
    }

    // LL8: a supplementary view that left the screen is reused after its prepareForReuse.
    @Test func test_LL7_LL8_scrollingOffTellsTheDelegateAndTheViewIsReusedAfterPrepareForReuse() throws {
        let log = SupplementaryLog(counts: [4, 4, 4])
        let view = flowView(log, height: 100)
        view.layoutIfNeeded()
        let firstHeader = try #require(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? LogHeaderView)
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 0)])
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter) == [])
        _ = log.take()
        // Sections are 140 tall: at 150 the first section is gone and the second's header (140..170) shows.
        view.contentOffset = CGPoint(x: 0, y: 150)
        view.layoutIfNeeded()
        #expect(log.take().filter { $0.contains("Supplementary") } == ["didEndDisplayingSupplementary header 0", "willDisplaySupplementary header 1"])
        // The header of section 1 came back from the pool, prepared for reuse.
        #expect(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) === firstHeader)
        #expect(firstHeader.prepared == 1 && firstHeader.frame == CGRect(x: 0, y: 140, width: 320, height: 30))
        #expect(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
    }

    @Test func test_LL2_supplementaryViewsComeFromARegisteredNib() throws {
        let nib = UINib(data: Data(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><collectionReusableView opaque="NO" reuseIdentifier="H" id="v1"><rect key="frame" x="0" y="0" width="320" height="30"/></collectionReusableView></objects></document>"#.utf8), bundle: nil)
        let log = SupplementaryLog(counts: [1])
        let view = flowView(log)
        view.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H")
        view.layoutIfNeeded()
        let header = try #require(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(type(of: header) == UICollectionReusableView.self && header.reuseIdentifier == "H")
    }

    @Test func test_LL2_dequeueOfAnUnregisteredKindIsUIKitsException() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "H")
                _ = view.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(UIKitDiagnostic.unableToDequeueCell(identifier: "H", kind: "view of kind: UICollectionElementKindSectionHeader").message
            == "unable to dequeue a view of kind: UICollectionElementKindSectionHeader with identifier H - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func test_LL6_aViewNotDequeuedIsUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = SupplementaryLog(counts: [1])
                log.answer = .madeDirectly
                let layout = UICollectionViewFlowLayout()
                layout.headerReferenceSize = CGSize(width: 0, height: 30)
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
                view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
                view.dataSource = log
                view.layoutIfNeeded()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionHeader,<NSIndexPath> {length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (<"))
        #expect(UIKitDiagnostic.supplementaryViewNotDequeued(kind: "UICollectionElementKindSectionFooter", indexPath: IndexPath(item: 0, section: 2), view: nil).message
            == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionFooter,<NSIndexPath> {length = 2, path = 2 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))")
    }

    @Test func test_LL6_aDataSourceWithoutSupplementaryViewsIsTheNilException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = CollectionLog(counts: [1])
                let layout = UICollectionViewFlowLayout()
                layout.footerReferenceSize = CGSize(width: 0, height: 30)
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
                view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
                view.dataSource = log
                view.layoutIfNeeded()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("(UICollectionElementKindSectionFooter,<NSIndexPath> {length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))"))
    }

    @Test func test_LL6_aViewOfAnotherKindIsUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = SupplementaryLog(counts: [1])
                log.answer = .wrongKind
                let layout = UICollectionViewFlowLayout()
                layout.headerReferenceSize = CGSize(width: 0, height: 30)
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
                view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
                view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "H")
                view.dataSource = log
                view.layoutIfNeeded()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the element kind it is being used for. When asked for a view of element kind 'UICollectionElementKindSectionHeader' the data source dequeued a view registered for the element kind 'UICollectionElementKindSectionFooter'."))
    }

    @Test func test_LL10_registrationsRegisterOnFirstUseAndConfigureWithTheirHandler() throws {
        var configured: [String] = []
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, item in
            configured.append("cell \(indexPath.item) \(item)")
            cell.tag = indexPath.item + 100
        }
        let headers = UICollectionView.SupplementaryRegistration<LogHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
            configured.append("\(kind) \(indexPath.section)")
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        let cell = view.dequeueConfiguredReusableCell(using: cells, for: IndexPath(item: 2, section: 0), item: "two")
        #expect(cell.tag == 102 && cell.reuseIdentifier != nil)
        let unconfigured = view.dequeueConfiguredReusableCell(using: cells, for: IndexPath(item: 3, section: 0), item: nil as String?)
        #expect(unconfigured.tag == 0)
        let header: LogHeaderView = view.dequeueConfiguredReusableSupplementary(using: headers, for: IndexPath(item: 0, section: 4))
        #expect(header.reuseIdentifier != nil && headers.elementKind == UICollectionView.elementKindSectionHeader)
        #expect(configured == ["cell 2 two", "UICollectionElementKindSectionHeader 4"])
        // Two registrations of the same class have their own identifiers.
        let other = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
        #expect(view.dequeueConfiguredReusableCell(using: other, for: IndexPath(item: 0, section: 0), item: "x").reuseIdentifier != cell.reuseIdentifier)
    }
}
