import Foundation

/// A controller whose view is a custom keyboard (a responder's
/// ``UIResponder/inputViewController``) or an accessory above the keyboard
/// (``UIResponder/inputAccessoryViewController``) (IV12–IV17).
///
/// Its view, a `.keyboard` ``UIInputView`` unless a storyboard, nib or `loadView()` gives
/// another, is ``inputView``. While shown it is a child of the keyboard window's controller,
/// and gets the appearance callbacks as the keyboard comes and goes (IV13). Its
/// ``textDocumentProxy`` types into the first responder; the document's changes made other
/// than through it reach the ``UITextInputDelegate`` methods (IV15).
///
/// Differences from UIKit: OpenUIKit runs no keyboard extensions: this is the in-app custom
/// keyboard; `hasDictationKey` and `primaryLanguage` are kept, and change nothing.
@preconcurrency @MainActor
open class UIInputViewController: UIViewController, UITextInputDelegate {
    /// The controller's view as an input view: the keyboard's user interface. Setting it
    /// sets ``UIViewController/view``; nil when the view is not a ``UIInputView``.
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }

    /// Types into, and reads, the text input that is first responder (IV14).
    open var textDocumentProxy: any UITextDocumentProxy { _proxy }
    private let _proxy = TextDocumentProxy()

    /// The keyboard's language (BCP 47), if the controller names one. Default nil.
    open var primaryLanguage: String?
    /// Whether the system's dictation key is hidden for this keyboard. Default false.
    open var hasDictationKey = false

    /// Whether the keyboard may reach beyond itself (network, shared containers): true, as an
    /// in-app keyboard runs in the app's own process (IV16).
    open var hasFullAccess: Bool { true }
    /// Whether the keyboard must draw its own key for switching keyboards: false on devices
    /// where the system draws the globe key below the keyboard (no Home button), true
    /// otherwise (IV16).
    open var needsInputModeSwitchKey: Bool { !Self._systemDrawsGlobeKey }

    /// Whether the system draws the globe key below the keyboard: on phones without a Home
    /// button (IV16).
    static var _systemDrawsGlobeKey: Bool {
        let profile = UIScreen.main.deviceProfile
        return profile.idiom == .phone && profile.portraitHardwareInsets.bottom > 0
    }

    /// Makes the keyboard go: the text input it types into resigns first responder (IV16).
    open func dismissKeyboard() {
        _ = UIResponder.firstResponder?.resignFirstResponder()
    }

    /// Switches to the user's next keyboard (IV19): the next ``UITextInputMode`` becomes
    /// current. OpenUIKit's own keyboard stays on screen.
    open func advanceToNextInputMode() {
        UITextInputMode._advance()
    }

    /// The globe key's handler: a tap switches to the next input mode (a long press would
    /// list them; OpenUIKit lists none). Attach it to a control's `.allTouchEvents`.
    open func handleInputModeList(from view: UIView, with event: UIEvent) {
        guard event.allTouches?.contains(where: { $0.phase == .ended }) == true else { return }
        advanceToNextInputMode()
    }

    /// Hands `completionHandler` the supplementary lexicon (the user's text replacements and
    /// contact names: none in OpenUIKit) on a later turn of the main run loop (IV17).
    open func requestSupplementaryLexicon(completion completionHandler: @escaping @MainActor (UILexicon) -> Void) {
        UIKitScheduler.shared.enqueue(.completions) { completionHandler(UILexicon(_entries: [])) }
    }

    /// The supplementary lexicon (IV17), awaited.
    open func requestSupplementaryLexicon() async -> UILexicon {
        UILexicon(_entries: [])
    }

    /// Loads a `.keyboard` ``UIInputView`` unless a storyboard or nib provides the view: the
    /// screen's width, no height of its own (the keyboard's height unless its constraints
    /// give one, IV7), placed by constraints (it does not translate its autoresizing mask).
    open override func loadView() {
        _defaultLoadView {
            let view = UIInputView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 0), inputViewStyle: .keyboard)
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
    }

    // MARK: UITextInputDelegate (IV15)

    /// The document's selection is about to change (not by this keyboard). Default: nothing.
    open func selectionWillChange(_ textInput: (any UITextInput)?) {}
    /// The document's selection changed. Default: nothing.
    open func selectionDidChange(_ textInput: (any UITextInput)?) {}
    /// The document's text is about to change (not by this keyboard). Default: nothing.
    open func textWillChange(_ textInput: (any UITextInput)?) {}
    /// The document's text changed. Default: nothing.
    open func textDidChange(_ textInput: (any UITextInput)?) {}
}
