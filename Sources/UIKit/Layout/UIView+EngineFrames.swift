import Foundation

/// Which subviews a view's layout pass gives the engine's frames (PL10): those whose frame may
/// differ from the solution — their variables changed, their frame was set by hand, they
/// joined, or they got a record — not every subview. A change in a hierarchy of thousands of
/// constrained siblings then costs what it changes.
///
/// The list names subviews through their boxes (PL1), so a subview that left and was freed
/// is neither kept alive nor read. Past as many entries as there are subviews it becomes
/// "all" (one pass over the subviews, as before), so a view that is never laid out does not
/// collect marks without bound.
@MainActor
struct EngineFramesToApply {
    private enum Pending {
        /// Every subview placed by constraints: a view not laid out yet, or too many marks.
        case all
        /// These subviews (one may be listed twice, or have left since).
        case some([LayoutItemReference])
    }

    private var pending = Pending.all
    /// The rounding the last pass used: frames are rounded to the screen's pixels, so a new
    /// scale means every frame.
    private var scaleEpoch = EngineFramesToApply.scaleEpoch

    /// Moves on when the main screen's scale changes (`UIScreen.setDeviceProfile`).
    static var scaleEpoch: UInt32 = 0

    /// Whether the next pass applies every subview's frame (so there is nothing to list).
    var appliesAll: Bool {
        if case .all = pending { return true }
        return false
    }

    /// The subview `box` names may need its frame from the engine.
    mutating func add(_ box: LayoutItemReference, subviewCount: Int) {
        guard case .some(var boxes) = pending else { return }
        if let last = boxes.last, last === box { return }
        if boxes.count >= max(8, subviewCount) {
            pending = .all
            return
        }
        pending = .all  // the array is uniquely referenced while it grows
        boxes.append(box)
        pending = .some(boxes)
    }

    /// What the pass applies (nil: every subview) and starts a new list.
    mutating func take() -> [LayoutItemReference]? {
        let taken = pending
        pending = .some([])
        guard scaleEpoch == Self.scaleEpoch else {
            scaleEpoch = Self.scaleEpoch
            return nil
        }
        if case .some(let boxes) = taken { return boxes }
        return nil
    }
}

extension UIView {
    /// Lists this view with its superview's subviews whose frame may differ from the engine's
    /// (PL10): called when its variables change, its geometry is set by hand, it joins a
    /// superview, or it gets a record.
    func _engineFrameMayDiffer() {
        // A superview whose next pass applies every frame (one never laid out, as while a
        // hierarchy is built) needs no list: asked first, before anything else is read.
        guard !_isTakingEngineFrame, let superview = _superview, !superview._engineFramesToApply.appliesAll,
              !translatesAutoresizingMaskIntoConstraints else { return }
        superview._engineFramesToApply.add(_layoutItemReference, subviewCount: superview._subviews.count)
    }

    /// For geometry setters: a view placed by constraints whose frame is set by hand takes the
    /// engine's frame again in its superview's next layout pass, as in UIKit.
    func _geometrySetByHand() {
        guard !_isTakingEngineFrame, !translatesAutoresizingMaskIntoConstraints, _layoutItemReferenceIfMade?.record != nil else { return }
        _engineFrameMayDiffer()
    }

    /// Default `layoutSubviews`: subviews placed by constraints take the solution's frames;
    /// only those whose frame may differ from it (PL10).
    func _applyEngineFrames() {
        let boxes = _engineFramesToApply.take()
        // Most views laid out have no subviews: nothing else to read for them.
        guard !_subviews.isEmpty else { return }
        let scale = UIScreen.main.scale  // once per pass, not per frame
        guard let boxes else {
            for subview in _subviews where !subview.translatesAutoresizingMaskIntoConstraints { subview._takeEngineFrame(scale: scale) }
            return
        }
        for box in boxes {
            guard let subview = box.view, subview._superview === self, !subview.translatesAutoresizingMaskIntoConstraints else { continue }
            subview._takeEngineFrame(scale: scale)
        }
    }

    /// Sets the frame the engine's solution gives this view, if it has a record.
    private func _takeEngineFrame(scale: CGFloat) {
        guard let record = _layoutRecord else { return }
        _isTakingEngineFrame = true
        let solved = record.engine.frame(of: record, scale: scale)
        // VS2: the frame for the solved alignment rectangle, through the view's own conversion.
        frame = record.alignmentInsets == .zero ? solved : frame(forAlignmentRect: solved.inset(by: record.alignmentInsets))
        _isTakingEngineFrame = false
        if let label = self as? UILabel { label._layoutWidthDidChange() }  // LB5
    }
}
