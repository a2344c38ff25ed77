import Foundation

/// TextKit's text: an attributed string that records its edits and, once they are done,
/// processes them: its delegate is told, attributes are fixed, and each of its layout
/// managers is told what changed (TK1–TK5).
///
/// Subclass it as on iOS: keep your own backing string, override the four primitives
/// (``string``, `attributes(at:effectiveRange:)`, `replaceCharacters(in:with:)` taking a
/// `String`, `setAttributes(_:range:)`) and call
/// ``edited(_:range:changeInLength:)`` from the two that change things. Every other method
/// of `NSAttributedString` and `NSMutableAttributedString` (`length`, `addAttribute`,
/// `append`, `enumerateAttributes`, `attributedSubstring`, `mutableString`, …) goes through
/// those primitives, as in UIKit (TK1).
///
/// Differences from UIKit: Foundation on Linux keeps the characters of an attributed string
/// inside the object, and reads them there when the string is passed to another
/// attributed-string method (`NSAttributedString(attributedString:)`, `append(_:)`). So a
/// storage whose subclass keeps its own backing also keeps a copy of its text in that place,
/// brought up to date by each `edited(_:range:changeInLength:)` call (TK1); text a subclass
/// puts in its backing without calling it is seen by those Foundation methods only after
/// the next edit. Attribute fixing gives each paragraph the first paragraph style found in
/// it; fonts are not substituted (TK5).
open class NSTextStorage: NSMutableAttributedString {
    /// Posted when a storage is about to process edits, after its delegate's
    /// `textStorage(_:willProcessEditing:range:changeInLength:)`; the object is the storage.
    public static let willProcessEditingNotification = NSNotification.Name("NSTextStorageWillProcessEditingNotification")
    /// Posted after a storage fixed its attributes, after its delegate's
    /// `textStorage(_:didProcessEditing:range:changeInLength:)` and before its layout
    /// managers are told; the object is the storage.
    public static let didProcessEditingNotification = NSNotification.Name("NSTextStorageDidProcessEditingNotification")

    /// The layout managers, in the order they were added; the storage keeps them.
    var _layoutManagers: [NSLayoutManager] = []
    /// The edits recorded since the last processing, and the editing phase (TK2).
    var _transaction = TextStorageEditTransaction()
    /// Ranges whose attributes still need fixing (lazy fixing, TK5).
    var _unfixedRanges: [NSRange] = []
    /// Whether the storage's own primitives are changing Foundation's copy of the text, so
    /// that `edited` need not copy it (TK1).
    var _isEditingFoundationCopy = false
    /// How many edits were recorded in the storage's life (what cached reads compare).
    var _editCount = 0

    /// The TextKit 2 content storage watching this storage (weak): it hears processed edits
    /// after the layout managers (TX3). An ``NSTextContentStorage`` sets itself here.
    open weak var textStorageObserver: (any NSTextStorageObserving)?

    /// The delegate, told before and after edits are processed (TK4). Weak, as in UIKit.
    open weak var delegate: (any NSTextStorageDelegate)?

    /// An empty storage.
    public init() {
        super.init(string: "")
    }

    /// A storage holding `str` without attributes.
    public override init(string str: String) {
        super.init(string: "")
        _setInitialContents(NSAttributedString(string: str))
    }

    /// A storage holding `str` with `attrs` over all of it.
    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: "")
        _setInitialContents(NSAttributedString(string: str, attributes: attrs))
    }

    /// A storage holding a copy of `attrStr`'s characters and attributes.
    public override init(attributedString attrStr: NSAttributedString) {
        super.init(string: "")
        _setInitialContents(attrStr)
    }

    /// Decodes a storage archived as an attributed string.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Primitives (TK1)

    /// The characters. Subclasses keeping their own backing override this.
    open override var string: String { super.string }

    /// The attributes at `location`, with the run they apply to. Subclasses keeping their own
    /// backing override this.
    open override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        super.attributes(at: location, effectiveRange: range)
    }

    /// Replaces characters (the new ones take the attributes of the first replaced character,
    /// or of the one before), then records the edit with
    /// ``edited(_:range:changeInLength:)``. Subclasses keeping their own backing override
    /// this and call `edited` themselves.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        _isEditingFoundationCopy = true
        super.replaceCharacters(in: range, with: str)
        _isEditingFoundationCopy = false
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
    }

    /// Sets the attributes of `range` (nil: none), then records the edit with
    /// ``edited(_:range:changeInLength:)``. Subclasses keeping their own backing override
    /// this and call `edited` themselves.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        _isEditingFoundationCopy = true
        super.setAttributes(attrs, range: range)
        _isEditingFoundationCopy = false
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    // MARK: Everything else, through the primitives (TK1)

    /// The number of UTF-16 units of ``string``.
    open override var length: Int { _primitiveLength }

    /// The value of one attribute at `location`, with the run of attributes it was read from.
    open override func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        attributes(at: location, effectiveRange: range)[attrName]
    }

    /// The attributes at `location` and the longest run within `rangeLimit` that has them all.
    open override func attributes(at location: Int, longestEffectiveRange range: NSRangePointer?,
                                  in rangeLimit: NSRange) -> [NSAttributedString.Key: Any] {
        _attributes(at: location, longestEffectiveRange: range, in: rangeLimit)
    }

    /// One attribute at `location` and the longest run within `rangeLimit` that has that value.
    open override func attribute(_ attrName: NSAttributedString.Key, at location: Int,
                                 longestEffectiveRange range: NSRangePointer?, in rangeLimit: NSRange) -> Any? {
        _attribute(attrName, at: location, longestEffectiveRange: range, in: rangeLimit)
    }

    /// The characters and attributes of `range`, as an immutable attributed string.
    open override func attributedSubstring(from range: NSRange) -> NSAttributedString {
        _snapshot(of: range)
    }

    /// Calls `block` with each run of attributes in `enumerationRange`.
    open override func enumerateAttributes(in enumerationRange: NSRange, options opts: NSAttributedString.EnumerationOptions = [],
                                           using block: ([NSAttributedString.Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        _enumerateRuns(in: enumerationRange, options: opts, key: nil) { attributes, _, range, stop in block(attributes, range, stop) }
    }

    /// Calls `block` with each run of one attribute's value in `enumerationRange`.
    open override func enumerateAttribute(_ attrName: NSAttributedString.Key, in enumerationRange: NSRange,
                                          options opts: NSAttributedString.EnumerationOptions = [],
                                          using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        _enumerateRuns(in: enumerationRange, options: opts, key: attrName) { _, value, range, stop in block(value, range, stop) }
    }

    /// Whether `other` has the same characters and attributes.
    open override func isEqual(to other: NSAttributedString) -> Bool {
        _snapshot(of: NSRange(location: 0, length: length)).isEqual(to: (other as? NSTextStorage)?._wholeSnapshot ?? other)
    }

    /// An immutable copy of the characters and attributes (as UIKit's, not a storage).
    open override func copy(with zone: NSZone? = nil) -> Any { _wholeSnapshot }

    /// A mutable copy of the characters and attributes (an `NSMutableAttributedString`).
    open override func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableAttributedString(attributedString: _wholeSnapshot)
    }

    /// The characters as a mutable string whose edits edit the storage (through
    /// `replaceCharacters(in:with:)`).
    open override var mutableString: NSMutableString { TextStorageCharacters(storage: self) }

    /// Adds one attribute over `range`, through `setAttributes(_:range:)` run by run.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        _changeAttributes(in: range) { $0[name] = value }
    }

    /// Adds attributes over `range`, through `setAttributes(_:range:)` run by run.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        _changeAttributes(in: range) { $0.merge(attrs) { $1 } }
    }

    /// Removes one attribute from `range`, through `setAttributes(_:range:)` run by run.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        _changeAttributes(in: range) { $0[name] = nil }
    }

    /// Replaces characters with styled ones: their characters through
    /// `replaceCharacters(in:with:)`, then their runs through `setAttributes(_:range:)`, in
    /// one transaction.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        _replaceCharacters(in: range, with: attrString)
    }

    /// Deletes characters through `replaceCharacters(in:with:)`.
    open override func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: "")
    }

    // MARK: Editing (TK2–TK5)

    /// Opens a transaction: edits are recorded and processed together at the matching
    /// ``endEditing()``. Transactions nest.
    open override func beginEditing() {
        _transaction.begin()
    }

    /// Closes a transaction; closing the outermost one with edits recorded processes them.
    open override func endEditing() {
        if _transaction.end() { _process() }
    }

    /// Records an edit: `editedRange` is the range changed, in the string before this edit,
    /// and `delta` the change in length. Outside a transaction the edit is processed at once;
    /// inside one (or while processing) it joins the edits recorded (TK2, TK3). Subclasses'
    /// primitives call this after changing their backing.
    open func edited(_ editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        _editCount += 1
        if !_isEditingFoundationCopy { _copyEditToFoundation(range: editedRange, changeInLength: delta) }
        if editedMask.contains(.editedCharacters) { _shiftUnfixedRanges(range: editedRange, changeInLength: delta) }
        _transaction.record(editedMask, range: editedRange, changeInLength: delta)
        if _transaction.processesImmediately { _process() }
    }

    /// The kinds of edits recorded since the last processing (empty outside them).
    open var editedMask: NSTextStorage.EditActions { _transaction.mask }
    /// The range the recorded edits cover in the string as it is now (`NSNotFound` outside
    /// them).
    open var editedRange: NSRange { _transaction.range }
    /// The recorded edits' total change in length.
    open var changeInLength: Int { _transaction.delta }

    /// Processes the recorded edits, in UIKit's order (TK4): the delegate's
    /// `willProcessEditing`, ``willProcessEditingNotification``, attribute fixing (unless
    /// ``fixesAttributesLazily``), the delegate's `didProcessEditing`,
    /// ``didProcessEditingNotification``, then each layout manager's
    /// `processEditing(for:edited:range:changeInLength:invalidatedRange:)`. Called for you;
    /// subclasses override it to change attributes before calling `super` (edits made then
    /// join the ones being processed).
    open func processEditing() {
        _processEditingInUIKitOrder()
    }

    /// Whether attributes are fixed only when they are read: false for subclasses (they are
    /// fixed when edits are processed), true for `NSTextStorage` itself, as UIKit documents.
    open var fixesAttributesLazily: Bool { type(of: self) == NSTextStorage.self }

    /// Marks `range`'s attributes as needing fixing: at once when not lazy, else when they
    /// are next made sure of (``ensureAttributesAreFixed(in:)``).
    open func invalidateAttributes(in range: NSRange) {
        _invalidateAttributes(in: range)
    }

    /// Fixes any attributes in `range` that were marked as needing it.
    open func ensureAttributesAreFixed(in range: NSRange) {
        _ensureAttributesAreFixed(in: range)
    }

    // MARK: Foundation's copy of the text (TK1)

    /// The length of Foundation's copy of the text.
    final var _foundationLength: Int { super.length }

    /// Replaces part of Foundation's copy of the text, without recording an edit.
    final func _foundationReplace(_ range: NSRange, with text: NSAttributedString) {
        super.replaceCharacters(in: range, with: text)
    }

    /// Adds an attribute to Foundation's copy of the text, without recording an edit.
    final func _foundationAddAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
    }

    // MARK: Layout managers (TK6)

    /// The layout managers laying this text out, in the order they were added.
    open var layoutManagers: [NSLayoutManager] { _layoutManagers }

    /// Adds a layout manager (the storage keeps it) and makes this its text storage.
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        _addLayoutManager(aLayoutManager)
    }

    /// Removes a layout manager; its text storage becomes nil.
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        _removeLayoutManager(aLayoutManager)
    }
}
