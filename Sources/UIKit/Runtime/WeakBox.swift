import Foundation

/// An object that can be named without a Swift `weak` reference (PL11): it owns a box
/// (`LayoutItemReference`, the box anchors and constraints name views through, PL1) that
/// its deinit empties, so whoever holds the box reads nil once the object is gone.
///
/// A `weak` reference gives its target a side table, after which every retain and release
/// of the target takes the runtime's slow path. Views, windows and controllers are retained
/// and released on every layout, safe-area read and transition, so their back pointers and
/// registries use the box instead.
@MainActor
protocol UnretainedReferable: AnyObject {
    /// The object's box, made on first use.
    var _unretainedReference: LayoutItemReference { get }
}

extension UIView: UnretainedReferable {
    var _unretainedReference: LayoutItemReference { _layoutItemReference }
}

extension CALayer: UnretainedReferable {
    var _unretainedReference: LayoutItemReference {
        LayoutItemReference.owned(by: self, isView: false, in: &_unretainedReferenceIfMade)
    }
}

extension UIScene: UnretainedReferable {
    var _unretainedReference: LayoutItemReference {
        LayoutItemReference.owned(by: self, isView: false, in: &_unretainedReferenceIfMade)
    }
}

extension UIViewController: UnretainedReferable {
    var _unretainedReference: LayoutItemReference {
        LayoutItemReference.owned(by: self, isView: false, in: &_unretainedReferenceIfMade)
    }
}

/// A reference that does not keep its object alive and reads nil once the object is gone,
/// for registries and back pointers: through the object's box when it has one (views,
/// windows, controllers; PL11), else weakly.
struct WeakBox<T: AnyObject> {
    private var reference: LayoutItemReference?
    private weak var other: T?

    @MainActor init(_ value: T) {
        if let referable = value as? any UnretainedReferable { reference = referable._unretainedReference } else { other = value }
    }

    /// The object, or nil once it is gone.
    var value: T? {
        guard let reference else { return other }
        guard let object = reference.object else { return nil }
        return unsafeDowncast(object, to: T.self)
    }
}

/// A stored pointer to a view, window or controller that neither keeps it alive nor gives it
/// a side table: it reads nil once the object is gone, as `weak` would (PL11).
@MainActor
@propertyWrapper
struct Unretained<Object: UnretainedReferable> {
    private var reference: LayoutItemReference?

    init(wrappedValue: Object?) {
        if let wrappedValue { reference = wrappedValue._unretainedReference }
    }

    var wrappedValue: Object? {
        get {
            guard let object = reference?.object else { return nil }
            return unsafeDowncast(object, to: Object.self)
        }
        set {
            if let newValue { reference = newValue._unretainedReference } else { reference = nil }
        }
    }
}
