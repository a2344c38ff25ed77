import Foundation

extension NSTextStorage {
    /// The kinds of change a text storage records, with UIKit's raw values.
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates actions from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }
}

/// UIKit's older name for ``NSTextStorage/EditActions``.
public typealias NSTextStorageEditActions = NSTextStorage.EditActions

/// The delegate of a text storage: told before and after it processes each group of edits
/// (TK4).
///
/// Every method has a default that does nothing (Linux has no optional protocol
/// requirements), as UIKit does for a method the delegate does not implement. Not tied to the
/// main actor, as in UIKit (a text storage may be used on any one thread at a time).
public protocol NSTextStorageDelegate: AnyObject {
    /// The storage is about to process edits: `editedRange` is the edited range in the
    /// string as it is now, `delta` the change in length. Characters and attributes may still
    /// be changed here; the changes join the edits being processed.
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    /// The storage fixed its attributes; its layout managers are told next. Change only
    /// attributes here, as UIKit asks.
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Default: nothing.
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    /// Default: nothing.
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}
