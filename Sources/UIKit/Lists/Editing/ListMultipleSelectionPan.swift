import Foundation

/// The two-finger pan that selects many rows or items at once (MS1–MS3): when the list
/// allows multiple selection during editing and its delegate agrees for the row under the
/// fingers, the list goes into editing, the delegate hears the interaction begin, and the
/// rows from the first one to the one under the fingers take the first row's opposite
/// state, as taps would give it them; rows the fingers leave behind go back. The delegate
/// hears the end when the fingers lift.
@preconcurrency @MainActor
final class ListMultipleSelectionPan: UIGestureRecognizerDelegate {
    /// What the list does for the pan.
    struct Callbacks {
        var indexPath: @MainActor (CGPoint) -> IndexPath?
        var allowsMultipleSelectionDuringEditing: @MainActor () -> Bool
        var shouldBegin: @MainActor (IndexPath) -> Bool
        var begin: @MainActor (IndexPath) -> Void
        var end: @MainActor () -> Void
        var isSelected: @MainActor (IndexPath) -> Bool
        /// A tap's selection or deselection of the row, with the delegate's calls.
        var toggle: @MainActor (IndexPath) -> Void
        /// Every row or item from one index path to another, both included, in order.
        var indexPaths: @MainActor (IndexPath, IndexPath) -> [IndexPath]
    }

    /// Where the pan is: waiting, or selecting from a row toward a state.
    private enum Phase {
        case idle
        /// `changed` holds the rows the pan changed, each with the state it had before.
        case selecting(start: IndexPath, selects: Bool, changed: [IndexPath: Bool])
    }

    private let callbacks: Callbacks
    let pan = UIPanGestureRecognizer()
    private var phase = Phase.idle
    /// The delegate's answer for the fingers now down (keyed by the first touch), so that the
    /// scroll view's pan and this one ask it once between them.
    private var answer: (touch: ObjectIdentifier, indexPath: IndexPath, begins: Bool)?

    init(view: UIView, callbacks: Callbacks) {
        self.callbacks = callbacks
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        pan.name = "UIMultiSelectInteractionGesture"
        pan.delegate = self
        pan._addHandler { [weak self] recognizer in self?._panned(recognizer) }
        view.addGestureRecognizer(pan)
    }

    /// MS1: whether two fingers select rather than scroll (asked for the scroll view's own
    /// pan).
    func mayTake(_ recognizer: UIGestureRecognizer, in view: UIView) -> Bool {
        recognizer.numberOfTouches == 2 && begins(recognizer, in: view)
    }

    /// MS1: the pan begins over a row when the list allows multiple selection during editing
    /// and the delegate agrees.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view = gestureRecognizer.view else { return false }
        return begins(gestureRecognizer, in: view)
    }

    /// The delegate's answer for the row under the fingers, asked once per touch sequence.
    private func begins(_ recognizer: UIGestureRecognizer, in view: UIView) -> Bool {
        guard callbacks.allowsMultipleSelectionDuringEditing(), let first = recognizer.touches.first,
              let indexPath = callbacks.indexPath(recognizer.location(in: view)) else { return false }
        let touch = ObjectIdentifier(first)
        if let answer, answer.touch == touch, answer.indexPath == indexPath { return answer.begins }
        let begins = callbacks.shouldBegin(indexPath)
        answer = (touch, indexPath, begins)
        return begins
    }

    private func _panned(_ recognizer: UIGestureRecognizer) {
        guard let view = recognizer.view else { return }
        switch recognizer.state {
        case .began:
            guard let start = callbacks.indexPath(recognizer.location(in: view)) else { return }
            callbacks.begin(start)
            let selects = !callbacks.isSelected(start)
            phase = .selecting(start: start, selects: selects, changed: [:])
            _extend(to: start)
        case .changed:
            if let current = callbacks.indexPath(recognizer.location(in: view)) { _extend(to: current) }
        case .ended, .cancelled:
            answer = nil
            guard case .selecting = phase else { return }
            phase = .idle
            callbacks.end()
        case .possible, .failed:
            break
        }
    }

    /// MS2: the rows from the start to `current` take the pan's state, in order from the
    /// start; rows outside that range it had changed go back, nearest the start last.
    private func _extend(to current: IndexPath) {
        guard case .selecting(let start, let selects, var changed) = phase else { return }
        let range = callbacks.indexPaths(start, current)
        let inRange = Set(range)
        for indexPath in changed.keys.sorted(by: >) where !inRange.contains(indexPath) {
            if callbacks.isSelected(indexPath) != changed[indexPath] { callbacks.toggle(indexPath) }
            changed[indexPath] = nil
        }
        for indexPath in range where callbacks.isSelected(indexPath) != selects {
            let before = callbacks.isSelected(indexPath)
            callbacks.toggle(indexPath)
            if changed[indexPath] == nil { changed[indexPath] = before }
        }
        phase = .selecting(start: start, selects: selects, changed: changed)
    }
}

extension UITableView {
    /// Installs the two-finger selection pan (MS1).
    func _installMultipleSelectionPan() {
        _multipleSelectionPan = ListMultipleSelectionPan(view: self, callbacks: .init(
            indexPath: { [unowned self] in indexPathForRow(at: $0) },
            allowsMultipleSelectionDuringEditing: { [unowned self] in allowsMultipleSelectionDuringEditing },
            shouldBegin: { [unowned self] in _tableDelegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: $0) ?? false },
            begin: { [unowned self] indexPath in
                if !isEditing { setEditing(true, animated: true) }
                _tableDelegate?.tableView(self, didBeginMultipleSelectionInteractionAt: indexPath)
            },
            end: { [unowned self] in _tableDelegate?.tableViewDidEndMultipleSelectionInteraction(self) },
            isSelected: { [unowned self] in indexPathsForSelectedRows?.contains($0) ?? false },
            toggle: { [unowned self] in _userSelectRow(at: $0) },
            indexPaths: { [unowned self] in Self._indexPaths(from: $0, to: $1, sections: numberOfSections, count: numberOfRows(inSection:)) }))
    }
}

extension UICollectionView {
    /// Installs the two-finger selection pan (MS1).
    func _installMultipleSelectionPan() {
        _multipleSelectionPan = ListMultipleSelectionPan(view: self, callbacks: .init(
            indexPath: { [unowned self] in indexPathForItem(at: $0) },
            allowsMultipleSelectionDuringEditing: { [unowned self] in allowsMultipleSelectionDuringEditing },
            shouldBegin: { [unowned self] in
                _collectionDelegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: $0) ?? false
            },
            begin: { [unowned self] indexPath in
                if !isEditing { isEditing = true }
                _collectionDelegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: indexPath)
            },
            end: { [unowned self] in _collectionDelegate?.collectionViewDidEndMultipleSelectionInteraction(self) },
            isSelected: { [unowned self] in indexPathsForSelectedItems?.contains($0) ?? false },
            toggle: { [unowned self] in _userSelectItem(at: $0) },
            indexPaths: { [unowned self] in Self._indexPaths(from: $0, to: $1, sections: numberOfSections, count: numberOfItems(inSection:)) }))
    }
}

extension UIScrollView {
    /// Every index path from `a` to `b` (either order), both included, walking the sections'
    /// counts: in order from `a`.
    static func _indexPaths(from a: IndexPath, to b: IndexPath, sections: Int, count: (Int) -> Int) -> [IndexPath] {
        let (low, high) = a <= b ? (a, b) : (b, a)
        var result: [IndexPath] = []
        for section in low.section...min(high.section, max(sections - 1, low.section)) {
            let first = section == low.section ? low.item : 0
            let last = section == high.section ? high.item : count(section) - 1
            guard first <= last else { continue }
            for item in first...last { result.append(IndexPath(item: item, section: section)) }
        }
        return a <= b ? result : result.reversed()
    }
}
