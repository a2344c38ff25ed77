import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A collection data source and delegate that writes down what it is asked and told.
@MainActor
final class CollectionLog: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var events: [String] = []
    var counts: [Int]
    var refuses: Set<Int> = []

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
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return !refuses.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.item)") }
}

@MainActor
@Suite(.uikit) struct CollectionViewTests {
    let clock: VirtualClock
    init() {
        clock = freshUIKit()
        _ = IBLog.take()
    }

    @Test func test_flowLayoutDefaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical && layout.estimatedItemSize == .zero)
    }

    @Test func test_flowLayoutFillsFullLinesAndStartsTheLastAtTheInset() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let log = CollectionLog(counts: [5, 1])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        view.dataSource = log
        view.layoutIfNeeded()
        // 320 pt between the insets: three items of 100 fit; the spare 20 is shared out.
        let frames = (0..<5).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames[0] == CGRect(x: 10, y: 5, width: 100, height: 40))
        #expect(frames[1].minX == 120 && frames[2].minX == 230)
        #expect(frames[3] == CGRect(x: 10, y: 55, width: 100, height: 40))  // line spacing 10
        #expect(frames[4].minX == 120)  // the last line keeps the minimum spacing
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == CGFloat(5 + 40 + 10 + 40 + 5 + 5))
        #expect(view.contentSize == CGSize(width: 340, height: 150))
        #expect(log.take() == ["cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3", "cell 0.4", "cell 1.0"])
        #expect(view.indexPathForItem(at: CGPoint(x: 125, y: 60)) == IndexPath(item: 4, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 115, y: 60)) == nil)  // between items
    }

    @Test func test_tapSelectsAfterShouldSelectAndDeselectsTheOldItemFirst() throws {
        let log = CollectionLog(counts: [6])
        let controller = UIViewController()
        let view = UICollectionView(frame: controller.view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        view.dataSource = log
        view.delegate = log
        controller.view.addSubview(view)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        _ = log.take()
        tap(try #require(view.cellForItem(at: IndexPath(item: 1, section: 0))))
        #expect(log.take() == ["didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1"])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        tap(try #require(view.cellForItem(at: IndexPath(item: 2, section: 0))))
        #expect(log.take() == ["didHighlight 2", "didUnhighlight 2", "shouldSelect 2", "didDeselect 1", "didSelect 2"])
        log.refuses = [3]
        tap(try #require(view.cellForItem(at: IndexPath(item: 3, section: 0))))
        #expect(log.take() == ["didHighlight 3", "didUnhighlight 3", "shouldSelect 3"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(log.take() == [] && view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func test_I3_storyboardGridUsesItsFlowLayoutAndPrototypeAndItsCellSegue() throws {
        let navigation = try #require(UIStoryboard(name: "Collections", bundle: .module).instantiateInitialViewController() as? UINavigationController)
        let grid = try #require(navigation.topViewController as? IBGridViewController)
        let window = showInWindow(navigation)
        defer { window.isHidden = true }
        let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 120, height: 100) && layout.minimumLineSpacing == 8 && layout.minimumInteritemSpacing == 4)
        #expect(layout.sectionInset == UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 10))
        let cells = grid.collectionView.visibleCells.compactMap { $0 as? IBTileCell }
        #expect(cells.count == 7)
        #expect(cells.map { $0.titleLabel.text ?? "" } == (0..<7).map { "Tile \($0)" })
        #expect(cells[0].titleLabel.superview === cells[0].contentView && cells[0].reuseIdentifier == "Tile")
        tap(cells[4])
        #expect(IBLog.take() == ["Grid.didSelect 4", "Detail.init(coder:)", "Grid.prepare showTile item=4"])
        settle(clock)
        #expect(navigation.topViewController is IBDetailViewController)
    }
}
