import Foundation

/// The first stored property of UIKit's classes whose objects go into attributed strings as
/// attribute values (J13): colours, fonts, font descriptors, paragraph styles, shadows, text
/// attachments and images.
///
/// Foundation on Linux keeps an attributed string's runs in Core Foundation, which compares
/// two attribute values with `CFEqual` (adding an attribute over a run that has another
/// value, coalescing runs). `CFEqual` tells a Swift object from a Core Foundation one by
/// reading the word after the object's reference count, where Core Foundation keeps its type
/// header, and stops the process when the type it reads there is none (0): for an `NSObject`
/// subclass made outside Foundation that word is its first stored property, often zero.
/// Foundation's own bridged classes begin with a header; this one names Core Foundation's
/// generic type, so `CFEqual`, `CFHash` and `CFCopyDescription` call the object's own
/// `isEqual(_:)`, `hash` and `description`. It must stay the class's first stored property.
struct CoreFoundationTypeHeader: Sendable {
    /// Type ID 1 (`_kCFRuntimeIDCFType`) in bits 8–17, with bit 7 set, as Foundation's
    /// `_CFInfo(typeID:)` writes it.
    let info: UInt64 = 1 << 8 | 0x80

    init() {}
}
