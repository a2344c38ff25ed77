import Foundation

/// A scrollable, multiline text area, editable by default.
///
/// Editing is first-responder status, as for ``UITextField``: ``becomeFirstResponder()`` (or
/// a tap) asks the delegate's `textViewShouldBeginEditing`, becomes first responder, then
/// calls `textViewDidBeginEditing` and posts ``textDidBeginEditingNotification``;
/// ``resignFirstResponder()`` asks `textViewShouldEndEditing`, resigns, then calls
/// `textViewDidEndEditing` and posts ``textDidEndEditingNotification``. Only an editable text
/// view in a window edits. Typing (``insertText(_:)``, ``deleteBackward()``) asks
/// `textView(_:shouldChangeTextIn:replacementText:)`, changes ``text``, then calls
/// `textViewDidChange` and posts ``textDidChangeNotification``; `"\n"` is a new line. Setting
/// ``text`` in code calls nothing.
///
/// The view has a selection (``selectedRange``, ``selectedTextRange``; a caret at the end
/// when the text is set in code); typing replaces it. The standard edit actions (`copy(_:)`,
/// `cut(_:)`, `paste(_:)`, `select(_:)`, `selectAll(_:)`, `delete(_:)`) work on it with
/// ``UIPasteboard/general`` (Y12–Y16).
///
/// Differences from UIKit: `delegate` is the scroll view's property, typed
/// `UIScrollViewDelegate?` (Swift cannot narrow an inherited property's type as Objective-C
/// does); assign a ``UITextViewDelegate`` to it and cast when reading. A selectable but not
/// editable text view does not become first responder (its selection and `copy(_:)` still
/// work in code). No edit menu on screen; data detection is OpenUIKit's own, English formats
/// only (DD3); ``intrinsicContentSize`` and ``sizeThatFits(_:)`` are measured by the
/// installed `TextMeasurement`, attributed text per run (F29–F31).
///
/// `UITextInput` (TI1–TI7): caret, selection and hit-testing geometry from the layout
/// manager's line fragments inside ``textContainerInset``, marked text, a string tokenizer.
///
/// TextKit (TK18): the text lives in ``textStorage``, is laid out by ``layoutManager`` in
/// ``textContainer`` (inset by ``textContainerInset``) and drawn by it, so a layout manager
/// subclass's drawing shows; `contentSize` is the container's used rectangle inside the
/// insets. A text view made with ``init(frame:)`` (or a nil container) uses TextKit 2 as
/// on iOS 16 and later: ``textLayoutManager`` lays its text out and its layout fragments draw
/// it; reading ``layoutManager`` switches it to TextKit 1 for good (TX10, TX11).
///
/// While editing, the view's ``inputView`` (or the software keyboard, when on) and
/// ``inputAccessoryView`` show at the bottom of the screen, before `textViewDidBeginEditing`
/// (IV1, IV20).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UIResponderStandardEditActions {
    /// Posted after a text view began editing; the object is the view.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after a text view ended editing; the object is the view.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
    /// Posted after the user changed a text view's text; the object is the view.
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")

    /// The text container the view shows (TK18). The view keeps it, and the layout manager
    /// and text storage it was made with.
    let _shownTextContainer: NSTextContainer
    let _keptLayoutManager: NSLayoutManager
    let _keptTextStorage: NSTextStorage
    /// Which TextKit lays the text out (TX10).
    var _textKitMode: UITextViewTextKitMode
    /// The characters of the text: the text storage's (TK18).
    var _text: String { textStorage.string }
    /// The selection (Y13), in UTF-16 units; nil: a caret at the end.
    var _selection: NSRange?
    /// Whether attributed text or typing attributes styled the text (F29). Plain text is all
    /// in the ``typingAttributes``; styled text keeps its runs when the font changes.
    var _isStyled = false
    /// Whether the view itself is editing its text storage (TK18).
    var _isEditingOwnStorage = false
    /// Whether the typing attributes are being set (the view's font, colour and alignment
    /// then describe typing, not the text).
    var _isUpdatingTypingAttributes = false
    /// Typing attributes the app set (nil: the view's font, colour and alignment).
    var _customTypingAttributes: [NSAttributedString.Key: Any]?
    /// The link attributes the app set (nil: UIKit's default).
    var _customLinkTextAttributes: [NSAttributedString.Key: Any]?
    /// TI5: the marked text's range; nil without.
    var _markedRange: NSRange?
    /// TI7: the tokenizer, made on first use.
    private lazy var _tokenizer = UITextInputStringTokenizer(textInput: self)

    /// The text. Default "" (setting nil empties it). Setting it replaces ``attributedText``
    /// with the string in the ``typingAttributes`` (F29) and calls no delegate method.
    open var text: String! {
        get { _text }
        set {
            let new = newValue ?? ""
            guard new != _text || _isStyled else { return }
            _reportToKeyboard(.text) {  // IV15
                _isStyled = false
                _replaceAllText(with: NSAttributedString(string: new, attributes: _typingAttributes))
            }
            invalidateIntrinsicContentSize()
        }
    }
    /// The styled text (empty without text). Setting it sets ``text`` to its string, and the
    /// ``typingAttributes`` to those of its last character, with ``font``, ``textColor`` and
    /// ``textAlignment`` following them; runs without a font, colour or paragraph style take
    /// the view's (F29).
    open var attributedText: NSAttributedString! {
        get { _attributedText }
        set { _reportToKeyboard(.text) { _setAttributedText(newValue) } }
    }
    /// The attributes typed text takes. Default: the view's font, colour and a paragraph
    /// style with its alignment. Setting it sets ``font``, ``textColor`` and
    /// ``textAlignment`` from it (F30).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { _typingAttributes }
        set { _setTypingAttributes(newValue) }
    }
    /// The attributes linked text (`.link` runs) is drawn with, over its own. Default: the
    /// link colour and a single underline, as UIKit documents (F31).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { _customLinkTextAttributes ?? [.foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue] }
        set { _customLinkTextAttributes = newValue ?? [:] }
    }
    /// The font. Default: the system font at 12 points (UIKit documents 12-point Helvetica).
    /// With styled text, setting it applies it to the whole text (F29).
    open var font: UIFont? = .systemFont(ofSize: 12) {
        didSet {
            _styleWholeText(.font, font)
            invalidateIntrinsicContentSize()
        }
    }
    /// The text colour. Default `.label`. With styled text, setting it colours the whole text.
    open var textColor: UIColor? = .label { didSet { _styleWholeText(.foregroundColor, textColor) } }
    /// The alignment of the text. Default `.natural`. With styled text, setting it aligns it.
    open var textAlignment: NSTextAlignment = .natural { didSet { _styleWholeText(.paragraphStyle, nil) } }
    /// Whether a Dynamic Type font follows the content size category. Default false (F13).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory && !oldValue { _adjustFontForContentSizeCategory() } }
    }
    /// Whether the user can edit the text. Default true. An editable view detects no data
    /// and its links do not respond to taps (DD1, DD4).
    open var isEditable = true { didSet { if isEditable != oldValue { setNeedsDisplay() } } }
    /// Whether the user can select the text. Default true. An unselectable view's links do
    /// not respond to taps (DD4).
    open var isSelectable = true
    /// DD1: the kinds of data a view that is not editable shows as links, drawn in the
    /// ``linkTextAttributes`` and tappable; ``attributedText`` does not change. Default none.
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { setNeedsDisplay() } }
    /// DD9: whether the user may style the text: the bold, italic and underline actions
    /// (`toggleBoldface(_:)`, …) work on the selection. Default false.
    open var allowsEditingTextAttributes = false
    /// DD10: whether typing replaces the whole text (the next insertion after the text was
    /// set). Default false.
    open var clearsOnInsertion = false
    /// DD1: the data detected in the text last, with the text and types it was found for.
    var _detectedLinksCache: (text: String, types: UIDataDetectorTypes, links: [DetectedTextLink])?
    /// DD10: whether the user changed the text since it was last set.
    var _userEditedText = false
    /// DD11: the long-press menu of text items.
    var _contextMenuSource: ListContextMenuSource?
    /// The space around the text container. Default 8 points top and bottom, as UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            invalidateIntrinsicContentSize()
            _updateTextContainerSize()
        }
    }
    /// Whether the view scrolls; without scrolling it sizes itself to its text.
    open override var isScrollEnabled: Bool {
        didSet {
            if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() }
            _updateTextContainerSize()
        }
    }
    /// The visible area; a change of size resizes a text container that tracks the view (TK18).
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { _updateTextContainerSize() } }
    }

    // MARK: TextKit (TK18)

    /// The text container the view shows its text in.
    open var textContainer: NSTextContainer { _shownTextContainer }
    /// The layout manager laying the view's text out: its text container's. Reading it on a
    /// TextKit 2 text view switches the view to TextKit 1 for good, with UIKit's console
    /// message (TX11).
    open var layoutManager: NSLayoutManager {
        _switchToTextKit1(announcing: true)
        return _textKit1LayoutManager
    }
    /// The TextKit 2 layout manager laying the view's text out; nil once the view uses
    /// TextKit 1 (TX10).
    open var textLayoutManager: NSTextLayoutManager? { _textKitMode.textLayoutManager }
    /// The text storage holding the view's text: its layout manager's. Editing it changes
    /// the view's text; setting ``text`` or ``attributedText`` edits it.
    open var textStorage: NSTextStorage { _textKit1LayoutManager.textStorage ?? _keptTextStorage }

    // UITextInputTraits
    /// When the Shift key is pressed automatically. Default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on. Default `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on. Default `.default`.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard shown. Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance. Default `.default`.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's title. Default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the Return key is disabled without text. Default false.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden. Default false.
    open var isSecureTextEntry = false
    /// What the text is, for AutoFill. Default nil.
    open var textContentType: UITextContentType!
    /// The rules a new password must follow, for AutoFill. Default nil.
    open var passwordRules: UITextInputPasswordRules?
    /// Whether typed straight quotes become curly ones (SQ1). Default `.default`.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether two typed hyphens become an em dash (SQ2). Default `.default`.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether pasting and deleting words adjusts spaces. Default `.default`.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Whether the keyboard shows inline predictions. Default `.default`.
    open var inlinePredictionType: UITextInlinePredictionType = .default

    /// The view shown instead of the keyboard while editing (IV1). Default nil.
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }
    /// The view shown above the keyboard while editing (IV1). Default nil.
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }
    private var _inputView: UIView?, _inputAccessoryView: UIView?
    /// The keyboard, told of changes it did not make (IV15); set while editing.
    open weak var inputDelegate: (any UITextInputDelegate)?

    /// Creates a text view with a frame and its own text storage, layout manager and text
    /// container (which tracks the view's width).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// Creates a text view laid out by TextKit 2 (true) or TextKit 1 (false) (TX10).
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
        if !usingTextLayoutManager { _switchToTextKit1(announcing: false) }
    }

    /// Creates a text view showing `textContainer` (nil: a container of its own, tracking the
    /// view's width): its layout manager's text is the view's text. The view keeps the
    /// container, its layout manager and their text storage (TK18). A nil container, or one
    /// a TextKit 2 layout manager lays out, makes a TextKit 2 text view; a TextKit 1
    /// container a TextKit 1 one (TX10).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        let usesTextKit2 = textContainer == nil || textContainer?.textLayoutManager != nil
        let stack = Self._textKitStack(for: textContainer, frame: frame, textKit2: usesTextKit2)
        _shownTextContainer = stack.container
        _keptLayoutManager = stack.layoutManager
        _keptTextStorage = stack.storage
        _textKitMode = usesTextKit2 ? Self._textKit2Mode(container: stack.container, storage: stack.storage) : .textKit1
        super.init(frame: frame)
        _adoptTextKitStack()
    }

    /// Creates a text view from a storyboard or nib (`text` or `<string key="text">`,
    /// `editable`, `selectable`, font, colour, alignment, `textInputTraits`).
    public required init?(coder: NSCoder) {
        let stack = Self._textKitStack(for: nil, frame: .zero, textKit2: true)
        _shownTextContainer = stack.container
        _keptLayoutManager = stack.layoutManager
        _keptTextStorage = stack.storage
        _textKitMode = Self._textKit2Mode(container: stack.container, storage: stack.storage)
        super.init(coder: coder)
        _adoptTextKitStack()
        (coder as? IBCoder)?.decodeTextView(self)
    }

    var _textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: First responder

    /// An editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: asks the delegate, becomes first responder, then tells the delegate
    /// and posts the notification. False when not editable, not in a window, or refused.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard _textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        _textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: asks the delegate, resigns, then tells the delegate and posts the
    /// notification. False when the delegate refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard _textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        _markedRange = nil  // TI5: ending editing commits marked text
        _textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Lays out the subviews; the text container follows the view's size, and the content
    /// size becomes the text's used rectangle inside the insets (TK18).
    open override func layoutSubviews() {
        super.layoutSubviews()
        _updateTextContainerSize()
        _updateContentSizeFromLayout()
    }

    /// A text view leaving its window ends editing, as in UIKit.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isFirstResponder { resignFirstResponder() }
    }

    // MARK: Typing (UIKeyInput)

    /// Whether there is text.
    open var hasText: Bool { !_text.isEmpty }

    /// Types `text` over the selection (an editable view only; at the caret, the end unless
    /// moved): asks the delegate, changes the text, calls `textViewDidChange` and posts the
    /// notification (Y15).
    open func insertText(_ text: String) {
        _userReplace(_markedRange ?? _selectedRange, with: text)  // TI5: typing commits marked text
    }

    /// CT20: a hardware key typed while the view is first responder: a key typing a
    /// character (no Command, Control or Option held) inserts it, Return inserts `"\n"`,
    /// Delete deletes backward; other presses go up the responder chain. A subclass
    /// overriding this without calling super keeps the key from being typed, as in UIKit.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let untyped = _typeKeys(presses)
        if !untyped.isEmpty { super.pressesBegan(untyped, with: event) }
    }

    /// CT20: the ends of typing keys stop here; the others go up the responder chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let untyped = _untypedKeys(presses)
        if !untyped.isEmpty { super.pressesEnded(untyped, with: event) }
    }

    /// CT20: as `pressesEnded(_:with:)`.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let untyped = _untypedKeys(presses)
        if !untyped.isEmpty { super.pressesCancelled(untyped, with: event) }
    }

    /// Deletes the selection, or the character before the caret (an editable view only),
    /// likewise.
    open func deleteBackward() {
        let selection = _selectedRange
        guard let range = selection.length > 0 ? selection : TextSelection.characterBefore(selection.location, in: _text) else { return }
        _userReplace(range, with: "")
    }

    /// Y15: the user replaces `range` (see `_userEdit`), leaving a caret after the new text.
    @discardableResult
    func _userReplace(_ range: NSRange, with replacement: String) -> Bool {
        // DD10: the first insertion after the text was set replaces all of it.
        let range = clearsOnInsertion && !_userEditedText && !replacement.isEmpty ? NSRange(location: 0, length: (_text as NSString).length) : range
        return _userEdit(range, with: replacement, selecting: nil, marking: nil)
    }

    /// Tells the delegate the selection changed.
    func _didChangeSelection() { _textDelegate?.textViewDidChangeSelection(self) }

    /// F13: a Dynamic Type font follows a new content size category.
    override func _traitsDidChange(from old: TraitValues, to new: TraitValues) {
        if old.preferredContentSizeCategory != new.preferredContentSizeCategory { _adjustFontForContentSizeCategory() }
        super._traitsDidChange(from: old, to: new)
    }

    // MARK: Edit actions (UIResponderStandardEditActions, Y12–Y16)

    /// Y12: copies the selected text to the general pasteboard (not from secure text).
    open func copy(_ sender: Any?) { _copySelection() }

    /// Y12: copies the selection, then deletes it as the delete key does (an editable view,
    /// asking the delegate).
    open func cut(_ sender: Any?) { _cutSelection() }

    /// Y12: puts the general pasteboard's string in place of the selection, as typing it
    /// does (Y15: the delegate is asked with the selection's range and the whole string).
    open func paste(_ sender: Any?) { _pasteString() }

    /// Y14: selects the word at the caret (or just before it).
    open func select(_ sender: Any?) { _selectWord() }

    /// Y14: selects the whole text.
    open func selectAll(_ sender: Any?) { _selectEverything() }

    /// Y12: deletes the selection (asking the delegate).
    open func delete(_ sender: Any?) { _deleteSelection() }

    /// DD9: makes the selection bold, or not bold when its first character is (at a caret,
    /// the typing attributes), while ``allowsEditingTextAttributes`` and editable.
    open func toggleBoldface(_ sender: Any?) { _toggleStyle(.bold) }

    /// DD9: as ``toggleBoldface(_:)``, for italics.
    open func toggleItalics(_ sender: Any?) { _toggleStyle(.italic) }

    /// DD9: as ``toggleBoldface(_:)``, for a single underline.
    open func toggleUnderline(_ sender: Any?) { _toggleStyle(.underline) }

    /// Y16: the edit actions as UIKit answers them: copy needs a selection in a selectable
    /// view, cut, paste and delete an editable one (cut a selection, paste strings on the
    /// general pasteboard), select a caret in some text, select-all some text not all
    /// selected. Other actions as ``UIResponder``.
    /// DD9: the style actions need ``allowsEditingTextAttributes``, an editable view and a
    /// selection.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if TextStyleToggle(action) != nil { return _canStyleText && _selectedRange.length > 0 }
        return _editActionAnswer(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// The edit actions by selector, so `sendAction("copy:", to: nil, …)` reaches them.
    @preconcurrency open override class var _selectorActions: [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] {
        super._selectorActions.merging(StandardEditAction.selectorActions(for: UITextView.self)) { $1 }
            .merging(TextStyleToggle.selectorActions(for: UITextView.self)) { $1 }
    }

    // MARK: Touches and size

    /// A tap begins editing (an editable view); in a view that is not editable, a tap on a
    /// link, attachment or tagged text performs its action (DD4, DD5).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
        guard isEditable else { return _tapTextItem(at: touch.location(in: self)) }
        if !isFirstResponder { becomeFirstResponder() }
    }

    /// No intrinsic size while scrolling; otherwise the text's lines (longest line wide,
    /// plus 5 points of padding each side) inside ``textContainerInset``.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return intrinsicContentSizeIgnoringScrolling(font: font ?? .systemFont(ofSize: 12))
    }

    /// The size the text needs when wrapped to `size.width` (the usual way to size a text
    /// view to its text): its lines' height plus the insets tall, and as wide as its longest
    /// line plus the insets, at most `size.width`. A width of zero or less wraps nothing.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = self.font ?? .systemFont(ofSize: 12)
        let padding = 10 + textContainerInset.left + textContainerInset.right
        guard size.width > padding else { return intrinsicContentSizeIgnoringScrolling(font: font) }
        let text = _measuredText(width: size.width - padding, font: font)
        let height = max(text.height, font.lineHeight) + textContainerInset.top + textContainerInset.bottom
        return CGSize(width: min(size.width, _ceilToPixel(text.width + padding)), height: _ceilToPixel(height))
    }

    private func intrinsicContentSizeIgnoringScrolling(font: UIFont) -> CGSize {
        let text = _measuredText(width: nil, font: font)
        return CGSize(width: text.width + 10 + textContainerInset.left + textContainerInset.right,
                      height: max(text.height, font.lineHeight) + textContainerInset.top + textContainerInset.bottom)
    }

    // MARK: UITextInput's selection and positions
    // In the class body, where subclasses can override them as on iOS; the implementations are in
    // UITextView+EditActions.swift.

    /// Y13: the selected characters (UTF-16 units; length 0: the caret), at the end of the
    /// text unless moved. Setting it selects that range, clamped into the text, and calls the
    /// delegate's `textViewDidChangeSelection`.
    open var selectedRange: NSRange {
        get { _textInputSelectedRange }
        set { _reportToKeyboard(.selection) { _textInputSelectedRange = newValue } }
    }

    /// Y13: the selection as a text range (``selectedRange``); setting nil does nothing.
    open var selectedTextRange: UITextRange? {
        get { _textInputSelectedTextRange }
        set { _reportToKeyboard(.selection) { _textInputSelectedTextRange = newValue } }
    }

    /// The range from one position to another (in either order); nil when either lies
    /// outside the text.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        _textInputTextRange(from: fromPosition, to: toPosition)
    }

    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        _textInputPosition(from: position, offset: offset)
    }

    /// The UTF-16 units from one position to another (negative when `to` comes first).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        _textInputOffset(from: from, to: toPosition)
    }

    /// The characters of `range`; nil when it lies outside the text.
    open func text(in range: UITextRange) -> String? {
        _textInputText(in: range)
    }

    // MARK: UITextInput's marked text, geometry and tokenizer (TI1–TI7)
    // Implemented once for fields and text views in TextInputEditing.swift and TextInputLayout.swift.

    /// TI5: the marked text's range; nil without.
    open var markedTextRange: UITextRange? { _textInputMarkedTextRange }
    /// TI5: the attributes marked text is drawn with over its own. Default nil: a light
    /// highlight of the tint colour behind it.
    open var markedTextStyle: [NSAttributedString.Key: Any]? { didSet { setNeedsDisplay() } }
    /// TI5: replaces the marked text (or the selection) with `markedText` as typing does,
    /// marking it and selecting `selectedRange` inside it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { _textInputSetMarkedText(markedText, selectedRange: selectedRange) }
    /// TI5: the marked text stays, no longer marked.
    open func unmarkText() { _textInputUnmarkText() }
    /// TI4: replaces the range's text as typing does; the keyboard hears of it.
    open func replace(_ range: UITextRange, withText text: String) { _textInputReplace(range, withText: text) }
    /// TI2: `offset` UTF-16 units right or left, or lines down or up at the same x; nil outside.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        _textInputPosition(from: position, in: direction, offset: offset)
    }
    /// TI2: the order of two positions.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { _textInputCompare(position, to: other) }
    /// TI7: a ``UITextInputStringTokenizer`` on the view, the same one each time.
    open var tokenizer: any UITextInputTokenizer { _tokenizer }
    /// TI2: the range's start (left, up) or end (right, down).
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        _textInputPosition(within: range, farthestIn: direction)
    }
    /// TI2: to the ends of the position's line (left, right) or of the text (up, down).
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        _textInputCharacterRange(byExtending: position, in: direction)
    }
    /// The paragraph's writing direction at the position (natural text: left to right).
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        _textInputBaseWritingDirection(for: position)
    }
    /// Sets the writing direction of the range's paragraphs in their paragraph styles.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        _textInputSetBaseWritingDirection(writingDirection, for: range)
    }
    /// TI1: the range's part on its first line, in the view's coordinates.
    open func firstRect(for range: UITextRange) -> CGRect { _textInputFirstRect(for: range) }
    /// TI1: the caret at the position: 2 points wide, as tall as the font's line height.
    open func caretRect(for position: UITextPosition) -> CGRect { _textInputCaretRect(for: position) }
    /// TI3: one rectangle per line of the range.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { _textInputSelectionRects(for: range) }
    /// TI2: the position nearest the point.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { _textInputClosestPosition(to: point, within: nil) }
    /// TI2: the position of the range nearest the point.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        _textInputClosestPosition(to: point, within: range)
    }
    /// TI2: the character under the point.
    open func characterRange(at point: CGPoint) -> UITextRange? { _textInputCharacterRange(at: point) }
}
