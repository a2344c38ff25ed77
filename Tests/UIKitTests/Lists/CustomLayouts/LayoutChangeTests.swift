import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A column that notes the transition calls and can propose its own content offset.
@MainActor
final class TransitioningColumnLayout: ColumnLayout {
    var offsetAnswer: CGPoint?

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
        log.append("transition from")
    }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        log.append("transition to")
    }
    override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        log.append("finalize transition")
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        log.append("target \(Int(proposedContentOffset.y))")
        return offsetAnswer ?? proposedContentOffset
    }
}

/// A transition layout of the app's, given by the delegate.
@MainActor
final class AppTransitionLayout: UICollectionViewTransitionLayout {}

/// CV15–CV18: changing the layout, animated, without animation and interactively.
@MainActor
@Suite(.uikit) struct LayoutChangeTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func presentedFrame(_ view: UIView) -> CGRect { rounded(view.layer.presentation()?.frame ?? .null) }

    private func column(_ height: CGFloat) -> TransitioningColumnLayout {
        let layout = TransitioningColumnLayout()
        layout.rowHeight = height
        return layout
    }

    @Test func test_CV15_anAnimatedChangeMovesTheSameCellsOnTheClockThenCompletes() {
        let old = column(50), new = column(80)
        let source = CountingSource([10])
        let collection = makeCustomLayoutCollection(old, source: source)
        _ = old.take()
        let cells = (0..<4).map { recordingCell(collection, $0)! }
        var finished: Bool?
        collection.setCollectionViewLayout(new, animated: true) { finished = $0 }
        #expect(collection.collectionViewLayout === new && new.collectionView === collection && old.collectionView == nil)
        #expect(new.take() == ["invalidate everything:true counts:false", "prepare", "transition from", "target 0", "elements 0", "finalize transition"])
        #expect(old.take() == ["transition to", "finalize transition"])
        #expect(recordingCell(collection, 1) === cells[1] && recordingCell(collection, 2) === cells[2])
        #expect(cells[1].frame == CGRect(x: 0, y: 80, width: 320, height: 80))
        #expect(presentedFrame(cells[1]) == CGRect(x: 0, y: 50, width: 320, height: 50))
        clock.advance(by: 0.15)
        #expect(presentedFrame(cells[1]) == CGRect(x: 0, y: 65, width: 320, height: 65))
        // A cell the new layout puts off screen goes to its new place, then leaves.
        #expect(cells[3].superview === collection && presentedFrame(cells[3]) == CGRect(x: 0, y: 195, width: 320, height: 65))
        #expect(finished == nil)
        clock.advance(by: 0.16)
        #expect(finished == true && cells[3].superview == nil && collection.visibleCells.count == 3)
    }

    @Test func test_CV15_cellsComingOnScreenStartAtTheirPlaceInTheOldLayout() {
        let old = column(80), new = column(50)
        let collection = makeCustomLayoutCollection(old, source: CountingSource([10]))
        collection.setCollectionViewLayout(new, animated: true)
        let arriving = try! #require(recordingCell(collection, 3))
        #expect(arriving.frame == CGRect(x: 0, y: 150, width: 320, height: 50))
        #expect(presentedFrame(arriving) == CGRect(x: 0, y: 240, width: 320, height: 80))
    }

    @Test func test_CV15_withoutAnimationTheLayoutChangesAtOnceAndCompletesOnTheNextTurn() {
        let old = column(50), new = column(80)
        let collection = makeCustomLayoutCollection(old, source: CountingSource([10]))
        let cell = try! #require(recordingCell(collection, 1))
        var finished: Bool?
        collection.setCollectionViewLayout(new, animated: false) { finished = $0 }
        #expect(presentedFrame(cell) == CGRect(x: 0, y: 80, width: 320, height: 80))
        #expect(finished == nil)
        drainMainRunLoop()
        #expect(finished == true)
        // Setting the property is the same change, without animation.
        collection.collectionViewLayout = old
        #expect(collection.collectionViewLayout === old && new.collectionView == nil && cell.frame.minY == 50)
        #expect(new.log.suffix(2) == ["transition to", "finalize transition"])
    }

    @Test func test_CV15_beforeTheFirstLayoutTheLayoutIsJustReplaced() {
        let old = column(50), new = column(80)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: old)
        collection.setCollectionViewLayout(new, animated: true)
        #expect(new.take() == ["invalidate everything:true counts:false"] && old.take().isEmpty)
        #expect(old.collectionView == nil && new.collectionView === collection)
    }

    @Test func test_CV16_theNewLayoutThenTheDelegateChooseTheContentOffset() {
        let old = column(50), new = column(80)
        new.offsetAnswer = CGPoint(x: 0, y: 160)
        let source = CountingSource([10])
        source.offsetAnswer = CGPoint(x: 0, y: 250)
        let collection = makeCustomLayoutCollection(old, source: source)
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        let cell = try! #require(recordingCell(collection, 3))
        collection.setCollectionViewLayout(new, animated: true)
        #expect(new.log.contains("target 100") && source.proposedOffsets == [CGPoint(x: 0, y: 160)])
        #expect(collection.contentOffset == CGPoint(x: 0, y: 250))
        #expect(collection.layer.presentation()?.bounds.origin == CGPoint(x: 0, y: 100))  // the offset moves with the cells
        #expect(recordingCell(collection, 3) === cell && collection.indexPathsForVisibleItems.map(\.item) == [3, 4, 5])
        clock.advance(by: 0.31)
        #expect(collection.layer.presentation()?.bounds.origin == CGPoint(x: 0, y: 250))
    }

    @Test func test_CV17_anInteractiveTransitionPlacesTheItemsByItsProgress() {
        let old = column(50), new = column(80)
        let collection = makeCustomLayoutCollection(old, source: CountingSource([10]))
        let cell = try! #require(recordingCell(collection, 1))
        let transition = collection.startInteractiveTransition(to: new)
        #expect(collection.collectionViewLayout === transition && transition.currentLayout === old && transition.nextLayout === new)
        collection.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 50, width: 320, height: 50))
        transition.transitionProgress = 0.5
        collection.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 65, width: 320, height: 65))
        #expect(collection.contentSize == CGSize(width: 320, height: 650))
        transition.updateValue(3, forAnimatedKey: "tilt")
        #expect(transition.value(forAnimatedKey: "tilt") == 3 && transition.value(forAnimatedKey: "other") == 0)
    }

    @Test func test_CV17_theDelegateMakesTheTransitionLayout() {
        final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                                newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
                AppTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
            }
        }
        let source = Source()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: column(50))
        collection.register(AttributesRecordingCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        #expect(collection.startInteractiveTransition(to: column(80)) is AppTransitionLayout)
    }

    @Test func test_CV18_finishingGoesOnToTheNewLayoutAndCancellingBack() {
        let old = column(50), new = column(80)
        let collection = makeCustomLayoutCollection(old, source: CountingSource([10]))
        let cell = try! #require(recordingCell(collection, 1))
        var ends: [String] = []
        let transition = collection.startInteractiveTransition(to: new) { completed, finished in ends.append("\(completed) \(finished)") }
        transition.transitionProgress = 0.5
        collection.layoutIfNeeded()
        collection.finishInteractiveTransition()
        #expect(collection.collectionViewLayout === new && cell.frame == CGRect(x: 0, y: 80, width: 320, height: 80))
        #expect(presentedFrame(cell) == CGRect(x: 0, y: 65, width: 320, height: 65))  // from where the progress left it
        clock.advance(by: 0.31)
        #expect(ends == ["true true"] && old.collectionView == nil)

        let back = collection.startInteractiveTransition(to: old) { completed, finished in ends.append("\(completed) \(finished)") }
        back.transitionProgress = 0.25
        collection.layoutIfNeeded()
        collection.cancelInteractiveTransition()
        clock.advance(by: 0.31)
        #expect(ends == ["true true", "false true"] && collection.collectionViewLayout === new && old.collectionView == nil)
        #expect(cell.frame == CGRect(x: 0, y: 80, width: 320, height: 80))
    }
}
