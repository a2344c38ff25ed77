import Foundation

/// An `NSObject` that generic code can make with `T()`. Not API: the porter writes it in
/// place of the `NSObject` constraint of a generic function that makes its type that way
/// (`func lend<T: NSObject>(_ closure: (T) -> Void) -> T { let made = T(); … }`, PT15).
///
/// On iOS any Objective-C class can be made with `T()` because `NSObject`'s `init()` is
/// dispatched dynamically; Foundation on Linux declares it as an ordinary initializer, so
/// only classes with a `required init()` can. UIKit's classes that apps make this way adopt
/// it: paragraph styles, shadows and text attachments. An app's own class adopts it by
/// declaring `required init()` and the conformance.
public protocol _DefaultInitializableObject: NSObject {
    /// Makes an object with its default values.
    init()
}

extension NSParagraphStyle: _DefaultInitializableObject {}
extension NSShadow: _DefaultInitializableObject {}
extension NSTextAttachment: _DefaultInitializableObject {}
