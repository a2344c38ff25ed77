import Foundation

/// A list's batch updates in progress: how deep the `beginUpdates()` nesting is, the
/// changes recorded so far, the completions waiting for the batch, and the cell being
/// reconfigured (LU12).
@MainActor
struct ListUpdateState {
    /// Where the list is in a batch.
    enum Phase {
        /// No batch open.
        case idle
        /// `beginUpdates()` (or `performBatchUpdates`) is open, `depth` deep.
        case recording(depth: Int)
    }

    var phase = Phase.idle
    var pending = ListUpdate()
    var completions: [(Bool) -> Void] = []
    /// While the data source is asked again for a reconfigured element: its index path and
    /// the cell it shows, which the dequeue hands back instead of a reused one (LU12).
    var reconfiguring: (indexPath: IndexPath, cell: UIView)?
    /// Bumped at every committed batch: how many batches the list has applied.
    var generation = 0
    /// While a collection view lays out the state after a batch or a change of layout: the
    /// views that pass took off screen, kept to animate out (CV12, CV24); nil otherwise.
    var leaving: CollectionLeavingViews?

    var isRecording: Bool {
        if case .recording = phase { return true }
        return false
    }

    /// Opens a level; true when it is the outermost one.
    mutating func begin() -> Bool {
        switch phase {
        case .idle:
            phase = .recording(depth: 1)
            pending = ListUpdate()
            return true
        case .recording(let depth):
            phase = .recording(depth: depth + 1)
            return false
        }
    }

    /// Closes a level; the batch and its completions when it was the outermost one, nil
    /// while levels stay open. Unbalanced: `.failure`.
    mutating func end() -> Result<(ListUpdate, [(Bool) -> Void])?, Never>? {
        switch phase {
        case .idle:
            return nil
        case .recording(let depth) where depth > 1:
            phase = .recording(depth: depth - 1)
            return .success(nil)
        case .recording:
            phase = .idle
            let batch = (pending, completions)
            pending = ListUpdate()
            completions = []
            return .success(batch)
        }
    }

    /// The cell to hand back for a dequeue of `indexPath` while it is being reconfigured.
    func reconfiguredCell(for indexPath: IndexPath) -> UIView? {
        guard let reconfiguring, reconfiguring.indexPath == indexPath else { return nil }
        return reconfiguring.cell
    }
}

/// Whether batch changes animate now: animations on, not inside `performWithoutAnimation`.
@MainActor
func _listUpdatesAnimate() -> Bool {
    let engine = UIKitScheduler.shared.animations
    return engine.animationsEnabled && engine.suppressionDepth == 0
}

/// The duration of a list's batch animation (UIKit's standard 0.3 s, inferred).
let _listUpdateAnimationDuration: TimeInterval = 0.3

/// A list that runs batch updates (a table or a collection view): how a leaving cell goes.
@MainActor
protocol ListUpdating: AnyObject {
    associatedtype Cell: UIView
    /// Takes a leaving cell away: removed, its look reset, the delegate told, kept for reuse.
    func _retireDisappearing(_ leaving: DisappearingCell<Cell>)
}

extension ListUpdating {
    /// Ends a batch: animated, `animations` runs on the scheduler's clock and, when it ends,
    /// the leaving cells are retired and the completions get `true`; otherwise the leaving
    /// cells are retired now and the completions run on the next turn (LU3).
    func _finishUpdate(disappearing: [DisappearingCell<Cell>], completions: [(Bool) -> Void], animated: Bool,
                       animations: (() -> Void)? = nil) {
        guard animated, let animations else {
            for leaving in disappearing { _retireDisappearing(leaving) }
            UIKitScheduler.shared.enqueue(.completions) { for completion in completions { completion(true) } }
            return
        }
        UIView._run(duration: _listUpdateAnimationDuration, delay: 0, timing: .easeInOut, repeats: false, keepsTime: true,
                    animations: animations) { [weak self] finished in
            for leaving in disappearing { self?._retireDisappearing(leaving) }
            for completion in completions { completion(finished) }
        }
    }
}

extension UITableView: ListUpdating {}
extension UICollectionView: ListUpdating {}
