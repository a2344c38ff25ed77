import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records the keyboard's notifications as they are posted, with their `userInfo` read the
/// way apps read it, and, when given one, other events into the same list (`note(_:)`).
@MainActor
final class KeyboardLog {
    struct Entry {
        let name: String
        let begin: CGRect?
        let end: CGRect?
        let duration: Double?
        let curve: Int?
        let isLocal: Bool?
        let objectIsNil: Bool
    }

    private(set) var entries: [Entry] = []
    /// Every line in order: notification names and noted events.
    private(set) var lines: [String] = []
    private var observers: [NSObjectProtocol] = []

    static let names: [(Notification.Name, String)] = [
        (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
        (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
        (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
        (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
    ]

    init() {
        for (name, short) in Self.names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                let objectIsNil = note.object == nil
                MainActor.assumeIsolated { self?.record(short, info, objectIsNil: objectIsNil) }
            })
        }
    }

    isolated deinit { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

    private func record(_ name: String, _ info: [AnyHashable: Any], objectIsNil: Bool) {
        entries.append(Entry(
            name: name,
            begin: (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
            end: (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
            curve: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
            isLocal: info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool,
            objectIsNil: objectIsNil))
        lines.append(name)
    }

    /// Adds an event of the app's to the list, between the notifications.
    func note(_ line: String) { lines.append(line) }

    var names: [String] { entries.map(\.name) }

    func reset() {
        entries = []
        lines = []
    }
}

/// A view controller with the chat app's bar: it overrides `inputAccessoryView` and
/// `canBecomeFirstResponder` (IV2).
@MainActor
final class ChatViewController: UIViewController {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var orientations: UIInterfaceOrientationMask = .allButUpsideDown
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations }
    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { bar }
}

/// A responder whose input views a test sets, as a custom control or label would offer them.
@MainActor
final class InputViewsView: UIView {
    var customInputView: UIView?
    var customAccessory: UIView?
    var customInputController: UIInputViewController?
    var customAccessoryController: UIInputViewController?
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessory }
    override var inputViewController: UIInputViewController? { customInputController }
    override var inputAccessoryViewController: UIInputViewController? { customAccessoryController }
}

/// A text field whose custom keyboard is an input view controller (UIKit's text field has no
/// settable `inputViewController`: apps override it like this).
@MainActor
final class KeyboardField: UITextField {
    var keyboard: UIInputViewController?
    override var inputViewController: UIInputViewController? { keyboard }
}

/// The app-style custom keyboard: buttons typing their titles through the text document
/// proxy, a delete key and a key that dismisses; it logs the input delegate calls.
@MainActor
final class LetterKeyboardViewController: UIInputViewController {
    var log: [String] = []
    private(set) var keys: [String: UIButton] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.heightAnchor.constraint(equalToConstant: 200).isActive = true
        for (index, title) in ["a", "b", "c", "⌫", "done"].enumerated() {
            let key = UIButton(type: .system)
            key.setTitle(title, for: .normal)
            key.frame = CGRect(x: 10 + CGFloat(index) * 60, y: 10, width: 50, height: 44)
            key.addAction(UIAction { [unowned self] _ in press(title) }, for: .touchUpInside)
            view.addSubview(key)
            keys[title] = key
        }
    }

    private func press(_ title: String) {
        switch title {
        case "⌫": textDocumentProxy.deleteBackward()
        case "done": dismissKeyboard()
        default: textDocumentProxy.insertText(title)
        }
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear") }
    override func textWillChange(_ textInput: (any UITextInput)?) { log.append("textWillChange") }
    override func textDidChange(_ textInput: (any UITextInput)?) { log.append("textDidChange") }
    override func selectionWillChange(_ textInput: (any UITextInput)?) { log.append("selectionWillChange") }
    override func selectionDidChange(_ textInput: (any UITextInput)?) { log.append("selectionDidChange") }
}

/// A text field in a shown window, ready to edit.
@MainActor
func fieldInWindow(_ field: UITextField = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))) -> (UITextField, UIWindow) {
    let window = hostInWindow(field)
    return (field, window)
}

/// A view of height `height`, as an accessory or input view.
@MainActor
func bar(height: CGFloat) -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: height)) }
