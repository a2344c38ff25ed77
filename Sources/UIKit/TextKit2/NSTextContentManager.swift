import Foundation

/// What a content manager hands its layout managers: the document's range, its elements in
/// order, and locations moved by offsets (TX2).
public protocol NSTextElementProvider: NSObjectProtocol {
    /// The whole document.
    var documentRange: NSTextRange { get }
    /// Calls `block` with each element from the one holding `textLocation` (nil: the
    /// document's start, or its end when enumerating in reverse) until it returns false;
    /// returns the location enumeration stopped at.
    func enumerateTextElements(from textLocation: (any NSTextLocation)?, options: NSTextContentManager.EnumerationOptions,
                               using block: (NSTextElement) -> Bool) -> (any NSTextLocation)?
    /// The location `offset` units from `location`, or nil outside the document.
    func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)?
    /// How many units `to` is after `from` (negative when before).
    func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int
}

/// The delegate of a content manager: it may hand out its own elements.
public protocol NSTextContentManagerDelegate: AnyObject {
    /// An element to hand out at `location` instead of the manager's own (nil: the manager's).
    func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation) -> NSTextElement?
    /// Whether `textElement` is handed out by enumeration (false skips it, as apps fold text).
    func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
                            options: NSTextContentManager.EnumerationOptions) -> Bool
}

extension NSTextContentManagerDelegate {
    public func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation) -> NSTextElement? { nil }
    public func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
                                   options: NSTextContentManager.EnumerationOptions) -> Bool { true }
}

/// The model side of TextKit 2: it holds a document, hands it out as elements, and keeps
/// the layout managers laying it out in step with its edits (TX2, TX3).
///
/// An abstract class: ``NSTextContentStorage`` is the concrete one over an attributed
/// string. This base class has an empty document.
open class NSTextContentManager: NSObject, NSTextElementProvider, NSSecureCoding {
    /// How element enumeration runs.
    public struct EnumerationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the end of the document towards its start.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
    }

    /// The layout managers, in the order they were added; the content manager keeps them.
    public private(set) var textLayoutManagers: [NSTextLayoutManager] = []
    /// The layout manager text views edit through: the first one added, unless set.
    open weak var primaryTextLayoutManager: NSTextLayoutManager?
    /// The delegate (weak).
    open weak var delegate: (any NSTextContentManagerDelegate)?
    /// Whether layout managers hear edits as they happen. Default true.
    open var automaticallySynchronizesTextLayoutManagers = true
    /// Whether edits of elements reach the backing store as they happen. Default true.
    open var automaticallySynchronizesToBackingStore = true
    /// How deep ``performEditingTransaction(_:)`` calls are nested.
    var _transactionDepth = 0

    /// A content manager with an empty document and no layout managers.
    public override init() {
        super.init()
    }

    /// Decodes a content manager (its layout managers are not archived).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Archives nothing.
    open func encode(with coder: NSCoder) {}

    /// Content managers can be archived securely.
    public static var supportsSecureCoding: Bool { true }

    // MARK: Layout managers (TX3)

    /// Adds a layout manager: it lays this document out. The first one added becomes the
    /// primary one; adding one twice does nothing.
    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard !textLayoutManagers.contains(where: { $0 === textLayoutManager }) else { return }
        textLayoutManager.textContentManager?.removeTextLayoutManager(textLayoutManager)
        textLayoutManagers.append(textLayoutManager)
        if primaryTextLayoutManager == nil { primaryTextLayoutManager = textLayoutManager }
        textLayoutManager._setTextContentManager(self)
    }

    /// Removes a layout manager (and it stops being the primary one).
    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard let index = textLayoutManagers.firstIndex(where: { $0 === textLayoutManager }) else { return }
        textLayoutManagers.remove(at: index)
        if primaryTextLayoutManager === textLayoutManager { primaryTextLayoutManager = nil }
        textLayoutManager._setTextContentManager(nil)
    }

    /// Tells the layout managers that the document changed everywhere; `completionHandler`
    /// gets nil (no error).
    open func synchronizeTextLayoutManagers(_ completionHandler: (((any Error)?) -> Void)? = nil) {
        for manager in textLayoutManagers { manager._contentDidChange() }
        completionHandler?(nil)
    }

    /// Nothing to write back: edits reach the backing store as they are made.
    open func synchronizeToBackingStore(_ completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    // MARK: Editing (TX3)

    /// Whether a ``performEditingTransaction(_:)`` is running.
    open var hasEditingTransaction: Bool { _transactionDepth > 0 }

    /// Runs `transaction`, which edits the document, as one edit: layout managers hear of it
    /// once, when the outermost transaction ends (TX3).
    open func performEditingTransaction(_ transaction: () -> Void) {
        _transactionDepth += 1
        transaction()
        _transactionDepth -= 1
    }

    /// Records that `originalTextRange` was replaced by text now at `newTextRange`: layout
    /// managers lay that part out again.
    open func recordEditAction(in originalTextRange: NSTextRange, newTextRange: NSTextRange) {
        for manager in textLayoutManagers { manager._contentDidChange() }
    }

    // MARK: Elements (TX2)

    /// The elements meeting `range`, in order.
    open func textElements(for range: NSTextRange) -> [NSTextElement] {
        var found: [NSTextElement] = []
        _ = enumerateTextElements(from: range.location, options: []) { element in
            guard let elementRange = element.elementRange else { return true }
            if !range.isEmpty, !_isBefore(elementRange.location, range.endLocation) { return false }
            found.append(element)
            return !range.isEmpty
        }
        return found
    }

    /// An empty document: the range at the start.
    open var documentRange: NSTextRange { NSTextRange(location: TextOffsetLocation(0)) }

    /// No elements in an empty document: nothing is called; returns nil.
    open func enumerateTextElements(from textLocation: (any NSTextLocation)?, options: EnumerationOptions,
                                    using block: (NSTextElement) -> Bool) -> (any NSTextLocation)? {
        nil
    }

    /// The location `offset` UTF-16 units after `location`, or nil outside the document.
    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        let moved = TextOffsetLocation.offset(of: location) + offset
        let end = TextOffsetLocation.offset(of: documentRange.endLocation)
        return moved >= 0 && moved <= end ? TextOffsetLocation(moved) : nil
    }

    /// How many UTF-16 units `to` is after `from`.
    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        TextOffsetLocation.offset(of: to) - TextOffsetLocation.offset(of: from)
    }

    /// The range a selection edit would change: `range` itself.
    open func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? { textRange }
}
