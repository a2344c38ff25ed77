import Foundation

/// How anchors and constraints name their view or layout guide without owning it, and
/// without a weak reference.
///
/// UIKit's constraints and anchors do not keep their items alive, and read nil once an item
/// is gone. A Swift `weak` reference gives its target a side table, after which every retain
/// and release of the target takes Swift's slow path; views are retained and released on
/// every layout path, so that cost lands everywhere. Instead each item owns one small box
/// (made on first use), the anchors and constraints hold the box, and the item empties it
/// as it is deallocated (PL1).
final class LayoutItemReference {
    // PL1: `object` is the live item or nil. Only the item sets it (in `_layoutItemReference`),
    // and the item's deinit empties it before the item's memory is freed, so the pointer is
    // never read dangling. Items are released on the main thread (UIKit's rule), where every
    // reader runs.
    var object: AnyObject? {
        get { pointer?.takeUnretainedValue() }
        set { if let newValue { pointer = Unmanaged.passUnretained(newValue) } else { pointer = nil } }
    }
    /// The item as a pointer, for comparing and reading items without retaining them (PL12).
    @exclusivity(unchecked) private(set) var pointer: Unmanaged<AnyObject>?
    /// Whether the item is a view (else a guide, or anything else): read instead of a cast
    /// on every constraint installed.
    let isView: Bool
    /// The item's record in the engine of its hierarchy (the engine owns it too), kept here
    /// so that installing a constraint reaches it without a cast or a lookup. The item's
    /// deinit drops it: the record lists the constraints that hold this box.
    @exclusivity(unchecked) var record: LayoutRecord?
    /// An item that is neither a view nor a guide (only after UIKit's exception for it was
    /// raised and caught): held strongly, since nothing would empty the box.
    private let keepAlive: AnyObject?

    init(item: AnyObject, owned: Bool, isView: Bool) {
        pointer = Unmanaged.passUnretained(item)
        self.isView = isView
        keepAlive = owned ? nil : item
    }

    /// The item's box: a view's or guide's own, or a strong one for anything else.
    @MainActor static func of(_ item: AnyObject) -> LayoutItemReference {
        if let view = item as? UIView { return view._layoutItemReference }
        if let guide = item as? UILayoutGuide { return guide._layoutItemReference }
        return LayoutItemReference(item: item, owned: false, isView: false)
    }

    /// The box kept in `storage` for `item` (a view's or guide's own), made on first use.
    static func owned(by item: AnyObject, isView: Bool, in storage: inout LayoutItemReference?) -> LayoutItemReference {
        if let reference = storage { return reference }
        let reference = LayoutItemReference(item: item, owned: true, isView: isView)
        storage = reference
        return reference
    }

    /// The record a view's or guide's box holds, while its engine exists. No closure here: a
    /// main-actor closure carries an executor check, and this is read for every item of
    /// every constraint installed.
    @MainActor static func liveRecord(in storage: LayoutItemReference?) -> LayoutRecord? {
        if let record = storage?.record, record.isLive { return record }
        return nil
    }

    /// Keeps `record` as the item's record (making its box if needed), or forgets it.
    @MainActor static func store(_ record: LayoutRecord?, of item: AnyObject, isView: Bool, in storage: inout LayoutItemReference?) {
        if record == nil && storage == nil { return }
        owned(by: item, isView: isView, in: &storage).record = record
    }

    /// The view inside (for a box known to name a view).
    var view: UIView? { object.map { unsafeDowncast($0, to: UIView.self) } }

    /// The item's view: the view itself, or a guide's owning view (`LayoutAttribute.view(of:)`
    /// without casting a view).
    @preconcurrency @MainActor var itemView: UIView? {
        guard let object else { return nil }
        if isView { return unsafeDowncast(object, to: UIView.self) }
        return (object as? UILayoutGuide)?.owningView
    }
}

/// Runs main-actor work from a `deinit` that cannot be declared `isolated` (app subclasses
/// of views and controllers keep plain `deinit`s). UIKit objects are released where they are
/// used, on the main actor; the work runs without an executor check, which a test's main
/// actor (not always the main thread) would fail.
func runDeinitOnMainActor(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> Void).self)()
    }
}
