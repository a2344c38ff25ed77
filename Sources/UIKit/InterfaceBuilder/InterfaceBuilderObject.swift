import Foundation

/// A class a storyboard or nib can make from a `<customObject>` (an "Object" dragged from
/// Interface Builder's library: a picker's data source, a helper with outlets, an app
/// delegate in an old `MainWindow.xib`).
///
/// On iOS such an object is made with `init()`, connected, then sent `awakeFromNib()`.
/// Linux's `NSObject` has no `required init()`, so a class found by name can only be made
/// through a protocol that promises one. Conform your class (`required override init()` for a
/// non-final `NSObject` subclass). `UIResponder` subclasses that adopt
/// ``UIApplicationDelegate`` need nothing more: that protocol already requires `init()`.
/// A custom object of any other class is not made, with UIKit's
/// `Unknown class X in Interface Builder file.` warning, and its outlets are skipped.
@preconcurrency @MainActor
public protocol InterfaceBuilderObject: AnyObject {
    /// Creates the object; loading calls it before connecting outlets.
    init()
    /// Called after every object of the file exists and is connected. Default: nothing.
    func awakeFromNib()
}

extension InterfaceBuilderObject {
    /// Does nothing.
    public func awakeFromNib() {}
}

extension IBInstantiation {
    /// Makes a `<customObject>`: its class through `init()` when it can be made on Linux
    /// (see ``InterfaceBuilderObject``); a plain `NSObject` when it names no class or a class
    /// that cannot be made, whose outlets are then skipped as for any missing class.
    func makeCustomObject(_ element: IBElement) -> AnyObject {
        var object: AnyObject?
        switch IBClassCatalog.customClass(of: element, bundle: bundle) {
        case nil:
            object = NSObject()
            register(object!, for: element)
            return object!
        case .success(let found)?:
            if let type = found as? any InterfaceBuilderObject.Type { object = type.init() }
            else if let type = found as? any UIApplicationDelegate.Type { object = type.init() }
        case .failure?:
            break
        }
        if object == nil { warn(.unknownInterfaceBuilderClass(element["customClass"] ?? "")) }
        let made = object ?? NSObject()
        if object == nil { markFallback(made) }
        register(made, for: element)
        return made
    }
}
