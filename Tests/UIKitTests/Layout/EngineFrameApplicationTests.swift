import Foundation
import Testing
import UIKit
import UIKitTesting

/// A layout pass gives the engine's frames to the subviews whose frames may differ from the
/// solution, and only to them; a frame set by hand is put back; removing one subview does
/// not search the others.
@MainActor
@Suite(.uikit) struct EngineFrameApplicationTests {
    /// Counts the frames the layout pass sets.
    final class CountingView: UIView {
        nonisolated(unsafe) static var framesSet: [String] = []
        var name = ""
        override var frame: CGRect {
            get { super.frame }
            set {
                CountingView.framesSet.append(name)
                super.frame = newValue
            }
        }
    }

    /// A container with `count` stacked rows, each 4 constraints, laid out once.
    private func makeRows(_ count: Int) -> (container: UIView, rows: [CountingView], heights: [NSLayoutConstraint]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 5000))
        var rows: [CountingView] = []
        var heights: [NSLayoutConstraint] = []
        for index in 0..<count {
            let row = CountingView()
            row.name = "row\(index)"
            row.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(row)
            let height = row.heightAnchor.constraint(equalToConstant: 30)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                row.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index * 40)),
                height,
            ])
            rows.append(row)
            heights.append(height)
        }
        container.layoutIfNeeded()
        return (container, rows, heights)
    }

    @Test func test_PL10_aChangedConstantSetsOnlyThatViewsFrame() {
        let (container, rows, heights) = makeRows(50)
        #expect(rows[7].frame == CGRect(x: 10, y: 280, width: 300, height: 30))
        CountingView.framesSet = []
        heights[7].constant = 44
        container.layoutIfNeeded()
        #expect(CountingView.framesSet == ["row7"])
        #expect(rows[7].frame == CGRect(x: 10, y: 280, width: 300, height: 44))
        // Nothing changed: the next pass sets no frame.
        CountingView.framesSet = []
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(CountingView.framesSet.isEmpty)
    }

    @Test func test_PL10_aFrameSetByHandIsPutBackByTheNextPass() {
        let (container, rows, _) = makeRows(5)
        let expected = rows[2].frame
        rows[2].frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        rows[3].center = CGPoint(x: 500, y: 500)
        rows[4].bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        CountingView.framesSet = []
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(rows[2].frame == expected)
        #expect(rows[3].frame == CGRect(x: 10, y: 120, width: 300, height: 30))
        #expect(rows[4].frame == CGRect(x: 10, y: 160, width: 300, height: 30))
        #expect(CountingView.framesSet.sorted() == ["row2", "row3", "row4"])
        // The layer's anchor point moves the frame too.
        rows[1].layer.anchorPoint = CGPoint(x: 0, y: 0)
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(rows[1].frame == CGRect(x: 10, y: 40, width: 300, height: 30))
    }

    @Test func test_PL10_aViewThatJoinsTakesItsEngineFrame() {
        let (container, rows, _) = makeRows(3)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        badge.translatesAutoresizingMaskIntoConstraints = false
        rows[0].addSubview(badge)
        NSLayoutConstraint.activate([badge.widthAnchor.constraint(equalToConstant: 12), badge.heightAnchor.constraint(equalToConstant: 8)])
        container.layoutIfNeeded()
        #expect(badge.frame.size == CGSize(width: 12, height: 8))
        badge.frame = CGRect(x: 5, y: 5, width: 1, height: 1)
        other.addSubview(badge)  // its own constraints go with it
        other.layoutIfNeeded()
        #expect(badge.frame.size == CGSize(width: 12, height: 8))
    }

    @Test func test_PL10_aNewScreenScaleRoundsEveryFrameAgain() {
        UIScreen.main.setDeviceProfile(.iPhone14)  // 3 pixels per point
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let (container, rows, heights) = makeRows(3)
        heights[1].constant = 30.3
        container.layoutIfNeeded()
        #expect(abs(rows[1].frame.height - 91.0 / 3) < 1e-9)
        UIScreen.main.setDeviceProfile(.iPhoneSE)  // 2 pixels per point
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(rows[1].frame.height == 30.5)
    }

    @Test func test_PL10_randomChangesLeaveTheFramesOfAFreshLayout() {
        var random = SeededGenerator(seed: 10)
        let (container, rows, heights) = makeRows(20)
        let tops = rows.map { row in container.constraints.first { $0.firstItem === row && $0.firstAttribute == .top }! }
        for step in 0..<300 {
            let index = Int.random(in: 0..<rows.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: heights[index].constant = CGFloat(Int.random(in: 10...60, using: &random))
            case 1: tops[index].constant = CGFloat(Int.random(in: 0...900, using: &random))
            case 2: rows[index].frame = CGRect(x: 1, y: 1, width: 1, height: 1)
            case 3: NSLayoutConstraint.deactivate([heights[index]]); NSLayoutConstraint.activate([heights[index]])
            default: container.layoutIfNeeded()
            }
            guard step % 10 == 9 else { continue }
            container.setNeedsLayout()
            container.layoutIfNeeded()
            for (index, row) in rows.enumerated() {
                let expected = CGRect(x: 10, y: tops[index].constant, width: 300, height: heights[index].constant)
                #expect(row.frame == expected, "step \(step), row \(index)")
            }
        }
    }

    @Test func test_PL10_aRemovedViewWithAPendingFrameIsFreed() {
        let (container, rows, _) = makeRows(2)
        weak var weakRow: UIView?
        do {
            let row = CountingView()
            row.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(row)
            NSLayoutConstraint.activate([row.widthAnchor.constraint(equalToConstant: 5), row.heightAnchor.constraint(equalToConstant: 5)])
            container.layoutIfNeeded()
            row.frame = .zero  // listed for the next pass
            row.removeFromSuperview()
            weakRow = row
        }
        #expect(weakRow == nil)
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(rows[1].frame == CGRect(x: 10, y: 40, width: 300, height: 30))
    }

    @Test func test_PL10_constraintsKeepTheirOrderAsOthersAreRemoved() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var all: [NSLayoutConstraint] = []
        for _ in 0..<60 {
            let view = UIView()
            container.addSubview(view)
            all.append(view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5))
        }
        NSLayoutConstraint.activate(all)
        var random = SeededGenerator(seed: 60)
        var expected = all
        let removed = Array(all.shuffled(using: &random).prefix(45))
        for constraint in removed {
            constraint.isActive = false
            expected.removeAll { $0 === constraint }
            #expect(container.constraints.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        }
        removed[0].isActive = true  // back at the end
        expected.append(removed[0])
        #expect(container.constraints.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    }
}
