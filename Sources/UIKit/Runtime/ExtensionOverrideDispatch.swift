/// Not API: what code ported by `uikit-port` calls to dispatch a member that the app's module
/// declares in an extension of a class and overrides in subclasses (rule PT10).
///
/// On iOS such a member (`extension UIView { @objc func prepare() }` overridden in
/// `extension UILabel { override func prepare() }`, or in an app's `UILabel` subclass) is
/// dispatched by the Objective-C runtime: a call runs the override of the object's class or
/// its nearest superclass that has one, and `super.prepare()` in an override runs the nearest
/// one above the overriding class. Swift without that runtime cannot override a member
/// declared in an extension, so the porter turns the member into a dispatcher that asks this
/// function which of the overriding classes to call, and calls it (or the extension's own
/// body when none applies).
///
/// - Parameters:
///   - object: The receiver.
///   - start: nil to start at the receiver's class (a call); a class to start at its
///     superclass (`super.member` written in that class).
///   - classes: The classes that override the member, in any order.
/// - Returns: The index in `classes` of the first class met walking up the superclass chain
///   from the starting class, or nil when none is met (the extension's own body runs).
public func _nearestExtensionOverride(of object: AnyObject, above start: AnyClass?, among classes: [AnyClass]) -> Int? {
    var current: AnyClass?
    if let start { current = _getSuperclass(start) } else { current = type(of: object) }
    while let type = current {
        if let index = classes.firstIndex(where: { ObjectIdentifier($0) == ObjectIdentifier(type) }) { return index }
        current = _getSuperclass(type)
    }
    return nil
}
