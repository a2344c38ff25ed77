// `import ObjectiveC`, as iOS code writes it for the runtime's C functions it still calls from
// Swift. Linux has no Objective-C runtime: UIKit defines the ones apps use over Swift's object
// identity (associated objects, `@synchronized` locks; `Runtime/` in UIKit), visible with
// `import UIKit` as on iOS (where UIKit brings ObjectiveC through Foundation), and this module
// exports them by name with `Selector`, for files that import only ObjectiveC.
// (The porter turns `import ObjectiveC` and `canImport(ObjectiveC)` into this module's name: a module named
// `ObjectiveC` in a build would change what other packages' `#if canImport(ObjectiveC)` answers.)
@_exported import Foundation
@_exported import struct UIKit.Selector
@_exported import enum UIKit.objc_AssociationPolicy
@_exported import func UIKit.objc_setAssociatedObject
@_exported import func UIKit.objc_getAssociatedObject
@_exported import func UIKit.objc_removeAssociatedObjects
@_exported import func UIKit.objc_sync_enter
@_exported import func UIKit.objc_sync_exit
@_exported import func UIKit.object_getClassName
@_exported import var UIKit.OBJC_SYNC_SUCCESS
@_exported import var UIKit.OBJC_SYNC_NOT_OWNING_THREAD_ERROR
