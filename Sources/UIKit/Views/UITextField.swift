import Foundation

/// A control that shows one line of editable text.
///
/// Editing is first-responder status, as in UIKit. ``becomeFirstResponder()`` (or a tap on
/// the field) asks the delegate's `textFieldShouldBeginEditing`, makes the field first
/// responder (the previous one resigns first), then calls `textFieldDidBeginEditing`, sends
/// `.editingDidBegin` and posts ``textDidBeginEditingNotification``. ``resignFirstResponder()``
/// asks `textFieldShouldEndEditing`, then calls `textFieldDidEndEditing`, sends
/// `.editingDidEnd` and posts ``textDidEndEditingNotification``. A field must be in a window
/// to begin editing, as in UIKit.
///
/// Typing is ``insertText(_:)`` and ``deleteBackward()`` (``UIKeyInput``; on Linux, code
/// standing for the keyboard calls them): each asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, changes ``text``, sends
/// `.editingChanged` and posts ``textDidChangeNotification``. Inserting `"\n"` is the Return
/// key: it asks `textFieldShouldReturn`, then sends `.editingDidEndOnExit` and, if anything
/// handles that event, ends editing. Setting ``text`` in code sends nothing.
///
/// Attributed text (``attributedText``, ``attributedPlaceholder``, ``defaultTextAttributes``,
/// ``typingAttributes``) is styled and measured per run (F25–F28).
///
/// While editing, the field has a selection (``selectedTextRange``, a caret at the end when
/// editing begins or the text is set in code); typing replaces it. The standard edit actions
/// (`copy(_:)`, `cut(_:)`, `paste(_:)`, `select(_:)`, `selectAll(_:)`, `delete(_:)`) work on
/// it with ``UIPasteboard/general``; cut, paste and delete change the text as typing does
/// (Y12–Y16).
///
/// While editing, the field's ``inputView`` (or the software keyboard, when on) and
/// ``inputAccessoryView`` show at the bottom of the screen, after the begin-editing callbacks
/// (IV1, IV20).
///
/// `UITextInput` (TI1–TI7): geometry on the field's one line, marked text, a string tokenizer.
/// A secure field that begins editing with text replaces it all at the first edit (TI11).
///
/// Differences from UIKit: no edit menu on screen; sizes are measured by the installed
/// `TextMeasurement`; overlay views do not swap sides in a right-to-left layout; long text
/// does not scroll to the caret.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UIResponderStandardEditActions {
    /// Posted after a field began editing; the object is the field.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after a field ended editing; the object is the field.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted after the user changed a field's text; the object is the field.
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")

    /// The characters of the text; typing changes them (and ``_styledText`` follows, F26).
    var _text = "" {
        didSet {
            _styledTextFollowsTyping(from: oldValue)
            // Y13: text set in code puts the caret at the end; edits set the selection after.
            _selection = nil
            _markedRange = nil  // TI5
        }
    }
    /// TI5: the marked text's range; nil without.
    var _markedRange: NSRange?
    /// TI7: the tokenizer, made on first use.
    private lazy var _tokenizer = UITextInputStringTokenizer(textInput: self)
    /// TI11: a secure field began editing with text; the first edit replaces all of it.
    var _secureTextIsStale = false
    /// The selection while editing (Y13), in UTF-16 units; nil: a caret at the end.
    var _selection: NSRange?
    /// The text with its styles once attributed text or typing attributes styled it (F25).
    var _styledText: NSAttributedString?
    /// The attributes ``defaultTextAttributes`` holds beyond font, colour and paragraph style.
    var _extraDefaultAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes typed text takes while editing (F26).
    var _typingAttributes: [NSAttributedString.Key: Any]?
    /// The styled placeholder, once set.
    var _styledPlaceholder: NSAttributedString?

    /// The text. Never nil when read: "" without text, as in UIKit (setting nil empties it).
    /// Setting it replaces ``attributedText`` with the string in ``defaultTextAttributes``
    /// (F25). Setting it sends no action.
    open var text: String? {
        get { _text }
        set {
            let new = newValue ?? ""
            guard new != _text || _styledText != nil else { return }
            _reportToKeyboard(.text) {  // IV15
                _styledText = nil
                _text = new
            }
            invalidateIntrinsicContentSize()
        }
    }
    /// The styled text; nil until the field has text. Setting it sets ``text`` to its string
    /// and ``font``, ``textColor`` and ``textAlignment`` to the attributes at its first
    /// character; runs without them take the field's (F25).
    open var attributedText: NSAttributedString? {
        get { _attributedText }
        set { _reportToKeyboard(.text) { _setAttributedText(newValue) } }
    }
    /// The grey text shown while the field is empty. Setting it replaces
    /// ``attributedPlaceholder`` (F27).
    open var placeholder: String? {
        didSet {
            _styledPlaceholder = nil
            invalidateIntrinsicContentSize()
        }
    }
    /// The styled placeholder; setting it sets ``placeholder`` to its string. Runs without a
    /// colour are drawn in the placeholder grey, without a font in ``font`` (F27).
    open var attributedPlaceholder: NSAttributedString? {
        get { _attributedPlaceholder }
        set { _setAttributedPlaceholder(newValue) }
    }
    /// The attributes of the text: the font, colour and paragraph style (alignment) of the
    /// field, and any others set. Setting it sets ``font``, ``textColor`` and
    /// ``textAlignment`` and applies the attributes to the whole text (F25).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { _defaultTextAttributes }
        set { _setDefaultTextAttributes(newValue) }
    }
    /// The attributes typed text takes: nil while not editing (setting it then does
    /// nothing); when editing begins, those of the text's last character (the default
    /// attributes when empty) (F26).
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? _typingAttributes : nil }
        set {
            guard isEditing else { return }
            _typingAttributes = newValue
            // Text typed from now on carries its own styles.
            if _styledText == nil { _styledText = NSAttributedString(string: _text, attributes: _defaultTextAttributes) }
        }
    }
    /// The font. Default: the system font at 17 points. With styled text, setting it applies
    /// it to the whole text (F25).
    open var font: UIFont? = .systemFont(ofSize: 17) {
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
    /// The border. Default `.none`.
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// When the clear button shows (with text only). Default `.never`.
    open var clearButtonMode: ViewMode = .never
    /// Whether beginning editing clears the text (asking `textFieldShouldClear`). Default false.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the width. Default false.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the font shrinks to. Default 0.
    open var minimumFontSize: CGFloat = 0
    /// The image drawn in ``borderRect(forBounds:)`` instead of the border style's look,
    /// stretched (a resizable image by its caps) (CI27). Default nil.
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The image drawn instead of ``background`` while the field is disabled; ignored
    /// without a ``background`` (CI27).
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    /// The view at the field's left edge, shown as ``leftViewMode`` says: a subview while
    /// shown, placed at ``leftViewRect(forBounds:)``; the text starts after it (CI25).
    open var leftView: UIView? { didSet { _overlayViewChanged(from: oldValue) } }
    /// When ``leftView`` shows. Default `.never`.
    open var leftViewMode: ViewMode = .never { didSet { _overlayViewChanged(from: nil) } }
    /// The view at the field's right edge, shown as ``rightViewMode`` says, placed at
    /// ``rightViewRect(forBounds:)``; the text and the clear button end before it (CI25).
    open var rightView: UIView? { didSet { _overlayViewChanged(from: oldValue) } }
    /// When ``rightView`` shows. Default `.never`.
    open var rightViewMode: ViewMode = .never { didSet { _overlayViewChanged(from: nil) } }
    /// The delegate (weak).
    open weak var delegate: (any UITextFieldDelegate)?
    /// DD12: whether the user can style the text while editing (the bold, italic and
    /// underline actions). Default false.
    open var allowsEditingTextAttributes = false

    /// Whether the field is editing (it is the first responder).
    open var isEditing: Bool { _isEditing }
    var _isEditing: Bool = false

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
    /// Whether the text is hidden (passwords). Default false.
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
    /// IV20: the input views show after the begin-editing callbacks.
    override var _presentsInputViewsOnBecoming: Bool { false }

    /// Creates a text field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text field from a storyboard or nib (text, placeholder, font, colour,
    /// alignment, border, clear button, the `textInputTraits`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeTextField(self)
    }

    // MARK: First responder

    /// A text field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate, becomes first responder (the current one resigns),
    /// then tells the delegate, sends `.editingDidBegin` and posts the notification. False
    /// when not in a window, disabled, refused by the delegate, or the current first
    /// responder would not resign.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard _shouldBeginEditing() else { return false }
        guard super.becomeFirstResponder() else { return false }
        _isEditing = true
        _editingDidChangeOverlays()
        _selection = nil
        _secureTextIsStale = isSecureTextEntry && !_text.isEmpty
        _typingAttributes = _attributesAtEnd
        if clearsOnBeginEditing, !_text.isEmpty, _shouldClear() {
            _text = ""
            invalidateIntrinsicContentSize()
        }
        _didBeginEditing()
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        KeyboardHost.shared.responderBecameFirst(self)  // IV20
        return true
    }

    /// Ends editing: asks the delegate, resigns first responder, then tells the delegate,
    /// sends `.editingDidEnd` and posts the notification. False when the delegate refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard _shouldEndEditing() else { return false }
        guard super.resignFirstResponder() else { return false }
        _isEditing = false
        _markedRange = nil  // TI5: ending editing commits marked text
        _editingDidChangeOverlays()
        _didEndEditing()
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// A field leaving its window ends editing, as in UIKit.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isFirstResponder { resignFirstResponder() }
    }

    // The delegate questions and notifications, overridden by the search bar's field.
    func _shouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
    func _didBeginEditing() { delegate?.textFieldDidBeginEditing(self) }
    func _shouldEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }
    func _didEndEditing() { delegate?.textFieldDidEndEditing(self, reason: .committed) }
    func _shouldChange(_ range: NSRange, _ string: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }
    func _shouldClear() -> Bool { delegate?.textFieldShouldClear(self) ?? true }
    func _shouldReturn() -> Bool { delegate?.textFieldShouldReturn(self) ?? true }

    func _didChangeSelection() { delegate?.textFieldDidChangeSelection(self) }

    /// The user changed the text: sends `.editingChanged` and posts the notification.
    func _textChangedByUser() {
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Typing (UIKeyInput)

    /// Whether there is text.
    open var hasText: Bool { !_text.isEmpty }

    /// Types `text` over the selection (at the caret, the end unless moved), as the keyboard
    /// does: asks the delegate, changes the text, sends `.editingChanged` (Y15). `"\n"` is
    /// the Return key (see the type's comment).
    open func insertText(_ text: String) {
        if text == "\n" { return _returnKeyPressed() }
        _userReplace(_secureTextIsStale ? NSRange(location: 0, length: _text.utf16.count) : _markedRange ?? _selectedRange, with: text)  // TI5, TI11
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

    /// Deletes the selection, or the character before the caret, as the keyboard's delete
    /// key: asks the delegate with its range, changes the text, sends `.editingChanged`.
    /// Nothing happens at the start of the text.
    open func deleteBackward() {
        if _secureTextIsStale { _userReplace(NSRange(location: 0, length: _text.utf16.count), with: ""); return }  // TI11
        let selection = _selectedRange
        guard let range = selection.length > 0 ? selection : TextSelection.characterBefore(selection.location, in: _text) else { return }
        _userReplace(range, with: "")
    }

    /// Y15: the user replaces `range` (see `_userEdit`), leaving a caret after the new text.
    @discardableResult
    func _userReplace(_ range: NSRange, with string: String) -> Bool { _userEdit(range, with: string, selecting: nil, marking: nil) }

    /// Counts the actions sent, to know whether `.editingDidEndOnExit` reached anything.
    var _actionsSent = 0

    /// Sends one action through the application (counted for the Return key).
    open override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        _actionsSent += 1
        super.sendAction(action, to: target, for: event)
    }

    /// Runs a ``UIAction``'s handler (counted for the Return key).
    open override func sendAction(_ action: UIAction) {
        _actionsSent += 1
        super.sendAction(action)
    }

    // MARK: Edit actions (UIResponderStandardEditActions, Y12–Y16)

    /// Y12: copies the selected text to the general pasteboard (not from a secure field).
    open func copy(_ sender: Any?) { _copySelection() }

    /// Y12: copies the selection, then deletes it as the delete key does (asking the delegate).
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

    /// DD12: makes the selection bold, or not bold when its first character is (at a caret,
    /// the typing attributes), while editing with ``allowsEditingTextAttributes``.
    open func toggleBoldface(_ sender: Any?) { _toggleStyle(.bold) }
    /// DD12: as ``toggleBoldface(_:)``, for italics.
    open func toggleItalics(_ sender: Any?) { _toggleStyle(.italic) }
    /// DD12: as ``toggleBoldface(_:)``, for a single underline.
    open func toggleUnderline(_ sender: Any?) { _toggleStyle(.underline) }

    /// Y16: the edit actions as UIKit answers them: copy and cut need a selection and a field
    /// that is not secure, cut, paste and delete an enabled field, paste strings on the
    /// general pasteboard, select a caret in some text, select-all some text not all
    /// selected; none while not editing. DD12: the style actions need
    /// ``allowsEditingTextAttributes``, editing and a selection. Other actions as ``UIResponder``.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if TextStyleToggle(action) != nil { return _canStyleText && _selectedRange.length > 0 }
        return _editActionAnswer(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// The edit and style actions by selector, so `sendAction("copy:", to: nil, …)` reaches them.
    @preconcurrency open override class var _selectorActions: [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] {
        super._selectorActions.merging(StandardEditAction.selectorActions(for: UITextField.self)) { $1 }
            .merging(TextStyleToggle.selectorActions(for: UITextField.self)) { $1 }
    }

    // MARK: Clear button

    /// Whether a `.roundedRect` field is drawn with the system's white fill and hairline; a
    /// search field draws its own fill instead.
    @_spi(Rendering) public var _drawsRoundedRectChrome: Bool { true }

    /// The image drawn as the clear button instead of the standard one (a search bar's
    /// `.clear` icon, CI19); nil for the standard button.
    @_spi(Rendering) public var _customClearButtonImage: UIImage? { nil }

    /// Whether the clear button shows now (drawn, CI28).
    @_spi(Rendering) public var _clearButtonShown: Bool { _showsClearButton }

    /// The clear button's rectangle: 19 × 19 points, 6 from the right edge (from a shown
    /// ``rightView``'s left edge, CI26), centred.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = _showsOverlay(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: right - 25, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The rectangle the border or ``background`` is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where ``leftView`` goes: its size, at the bounds' left edge, centred vertically (CI25).
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { _overlayRect(of: leftView, in: bounds, atLeft: true) }

    /// Where ``rightView`` goes: its size, at the bounds' right edge, centred vertically (CI25).
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { _overlayRect(of: rightView, in: bounds, atLeft: false) }

    /// The text's rectangle: the bounds inset 7 points each side for a border (not for
    /// `.none`), starting after a shown ``leftView`` and ending before the clear button or
    /// a shown ``rightView`` (CI26).
    open func textRect(forBounds bounds: CGRect) -> CGRect { _textRect(forBounds: bounds) }

    /// The text's rectangle while editing (as ``textRect(forBounds:)``).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The placeholder's rectangle (as ``textRect(forBounds:)``).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    // MARK: Touches and size

    /// A tap on the shown clear button clears; any other tap begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if isEnabled, let touch = touches.first { _tapped(at: touch.location(in: self), with: event) }
    }

    /// F13: a Dynamic Type font follows a new content size category.
    override func _traitsDidChange(from old: TraitValues, to new: TraitValues) {
        if old.preferredContentSizeCategory != new.preferredContentSizeCategory { _adjustFontForContentSizeCategory() }
        super._traitsDidChange(from: old, to: new)
    }

    /// The text (or placeholder) on one line plus the border's padding: 34 points high for
    /// a rounded field in the 17-point font, as on iOS (F28).
    open override var intrinsicContentSize: CGSize { _fittingSize }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Shows or hides ``leftView`` and ``rightView`` for the modes and places them (CI25).
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layOutOverlayViews()
    }

    // MARK: UITextInput's selection and positions
    // In the class body, where subclasses can override them as on iOS; the implementations are in
    // UITextField+EditActions.swift.

    /// Y13: the selection while editing (nil while not, as in UIKit): a caret at the end when
    /// editing begins. Setting it (while editing) selects that range, clamped into the text,
    /// and calls the delegate's `textFieldDidChangeSelection`.
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
    /// TI5: the attributes marked text is drawn with. Default nil. Difference: a field does
    /// not draw its marked text differently.
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// TI5: replaces the marked text (or selection) with `markedText` as typing does, marked.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { _textInputSetMarkedText(markedText, selectedRange: selectedRange) }
    /// TI5: the marked text stays, no longer marked.
    open func unmarkText() { _textInputUnmarkText() }
    /// TI4: replaces the range's text as typing does; the keyboard hears of it.
    open func replace(_ range: UITextRange, withText text: String) { _textInputReplace(range, withText: text) }
    /// TI2: `offset` UTF-16 units right or left; nil up or down (one line) and outside.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        _textInputPosition(from: position, in: direction, offset: offset)
    }
    /// TI2: the order of two positions.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { _textInputCompare(position, to: other) }
    /// TI7: a ``UITextInputStringTokenizer`` on the field, the same one each time.
    open var tokenizer: any UITextInputTokenizer { _tokenizer }
    /// TI2: the range's start (left, up) or end (right, down).
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        _textInputPosition(within: range, farthestIn: direction)
    }
    /// TI2: to the ends of the line (left, right) or of the text (up, down).
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        _textInputCharacterRange(byExtending: position, in: direction)
    }
    /// The writing direction at the position (natural text: left to right).
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        _textInputBaseWritingDirection(for: position)
    }
    /// Sets the text's writing direction in its paragraph style.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        _textInputSetBaseWritingDirection(writingDirection, for: range)
    }
    /// TI1: the range's part of the line, in the field's coordinates.
    open func firstRect(for range: UITextRange) -> CGRect { _textInputFirstRect(for: range) }
    /// TI1: the caret at the position: 2 points wide, as tall as the font's line height.
    open func caretRect(for position: UITextPosition) -> CGRect { _textInputCaretRect(for: position) }
    /// TI3: the range's rectangle on the line.
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
