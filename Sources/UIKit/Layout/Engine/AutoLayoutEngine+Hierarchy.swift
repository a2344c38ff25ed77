import Foundation

/// Engines follow the hierarchy: a subtree that leaves takes its own constraints into an
/// engine of its own and deactivates the constraints that tied it to the rest (as UIKit does
/// on `removeFromSuperview`); a subtree that joins brings its engine along, merged into the
/// hierarchy's (the smaller one moves). Hierarchies without constraints pay one walk to the
/// root.
extension AutoLayoutEngine {
    /// After `view` was inserted under a new superview.
    static func viewDidJoin(_ view: UIView) {
        guard let moving = view._layoutEngine else { return }
        view._layoutEngine = nil
        let root = view._rootView
        guard let existing = root._layoutEngine else {
            root._layoutEngine = moving
            return
        }
        let (source, target) = moving.installed.count <= existing.installed.count ? (moving, existing) : (existing, moving)
        root._layoutEngine = target
        target.absorb(source)
    }

    /// Before `view` leaves its superview.
    static func viewWillLeave(_ view: UIView) {
        let root = view._rootView
        guard root !== view, let engine = root._layoutEngine else { return }
        engine.detach(view)
    }

    /// Moves every constraint of `source` into this engine.
    func absorb(_ source: AutoLayoutEngine) {
        let constraints = source.installed.sorted { $0._installOrder < $1._installOrder }
        for (key, record) in source.records { source.forget(record, key: key) }
        for constraint in constraints {
            constraint._installation = nil
            if let container = constraint._solverContainer { install(constraint, container: container) }
        }
    }

    /// Takes `subtree` out of this engine.
    func detach(_ subtree: UIView) {
        var members = Set<ObjectIdentifier>()
        var stack = [subtree]
        while let view = stack.popLast() {
            members.insert(ObjectIdentifier(view))
            for guide in view._allGuides { members.insert(ObjectIdentifier(guide)) }
            stack.append(contentsOf: view._subviews)
        }
        guard members.contains(where: { records[$0] != nil }) else { return }
        var inside: [NSLayoutConstraint] = []
        var crossing: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for member in members {
            guard let record = records[member] else { continue }
            for constraint in record.referencing where seen.insert(ObjectIdentifier(constraint)).inserted {
                if let container = constraint._container, members.contains(ObjectIdentifier(container)) {
                    inside.append(constraint)
                } else {
                    crossing.append(constraint)
                }
            }
        }
        for constraint in crossing { constraint._deactivate() }
        inside.sort { $0._installOrder < $1._installOrder }
        for constraint in inside { uninstall(constraint) }
        // PL10: the subtree's records, looked up, not every record searched.
        for member in members {
            if let record = records[member] { forget(record, key: member) }
        }
        flush()
        guard !inside.isEmpty else { return }
        let engine = AutoLayoutEngine()
        subtree._layoutEngine = engine
        for constraint in inside {
            if let container = constraint._solverContainer { engine.install(constraint, container: container) }
        }
    }

    /// Drops a record (and its system constraints).
    func forget(_ record: LayoutRecord, key: ObjectIdentifier) {
        removeSystemConstraints(&record.placement)
        removeSystemConstraints(&record.contentSize)
        recordOfVariable[record.x] = nil
        recordOfVariable[record.y] = nil
        recordOfVariable[record.width] = nil
        recordOfVariable[record.height] = nil
        if isHome, LayoutAttribute.cachedRecord(of: record.item) === record { LayoutAttribute.setCachedRecord(nil, of: record.item) }
        records[key] = nil
    }
}

extension UIView {
    /// The topmost view of the hierarchy.
    var _rootView: UIView {
        var root = self
        while let superview = root._superview { root = superview }
        return root
    }

    /// The system guides that exist (made on first use).
    var _systemGuides: [UILayoutGuide] {
        var guides = [_safeAreaLayoutGuide, _layoutMarginsGuide, _readableContentGuide, _keyboardLayoutGuide].compactMap { $0 }
        if let scrollView = self as? UIScrollView { guides += scrollView._scrollGuides }  // LG1, LG2
        return guides
    }

    var _allGuides: [UILayoutGuide] { _layoutGuides + _systemGuides }
}
