import Foundation

/// The keyboard's two windows and the placing of the input views in them (IV9): the app's
/// input views in the ``UITextEffectsWindow`` (the accessory at the top of the host view,
/// the input view or the software keyboard's placeholder below), the software keyboard in
/// the ``UIRemoteKeyboardWindow``. Made by the keyboard host on first use.
@MainActor
final class KeyboardWindows {
    let textEffects: UITextEffectsWindow
    private var remote: UIRemoteKeyboardWindow?
    private let placeholder = _UIRemoteKeyboardPlaceholderView(frame: .zero)
    /// The software keyboard's keys, made when it first shows.
    private var keyboardViewIfMade: UIKBInputBackdropView?
    private var keyboardView: UIKBInputBackdropView {
        if let view = keyboardViewIfMade { return view }
        let view = UIKBInputBackdropView(frame: .zero)
        keyboardViewIfMade = view
        return view
    }
    /// TI8–TI10: the first responder's text or traits changed; the keys follow.
    func documentChanged() { keyboardViewIfMade?.documentChanged() }
    /// The constraints holding views that do not translate their autoresizing masks.
    private var pins: [ObjectIdentifier: (top: NSLayoutConstraint, bottom: NSLayoutConstraint?)] = [:]

    init() {
        textEffects = UITextEffectsWindow(screenBounds: UIScreen.main.bounds, level: UIWindow.Level(1))
    }

    private var all: [UIWindow] { [textEffects, remote].compactMap { $0 } }

    /// The windows showing, back to front.
    var visible: [UIWindow] { all.filter { !$0.isHidden } }

    /// The windows cover the screen (IV18: after a rotation too).
    func fit(_ screen: CGRect) {
        for window in all where window.frame != screen { window.frame = screen }
    }

    /// Shows the input window, and the software keyboard's while it is used.
    func show(softwareKeyboard: Bool) {
        if textEffects.isHidden { textEffects.isHidden = false }
        if softwareKeyboard {
            let window = remote ?? makeRemoteWindow()
            if window.isHidden { window.isHidden = false }
        } else if let remote, !remote.isHidden {
            remote.isHidden = true
        }
    }

    private func makeRemoteWindow() -> UIRemoteKeyboardWindow {
        let window = UIRemoteKeyboardWindow(screenBounds: textEffects.frame)
        remote = window
        return window
    }

    /// Puts `set`'s views in the host view, `layout`'s heights and the screen's `width`:
    /// the accessory at the top, the input view or the software keyboard's placeholder below.
    func installViews(of set: InputViewSet, layout: KeyboardLayout, width: CGFloat) {
        let host = textEffects.inputWindowController.hostView
        let inputPart = CGRect(x: 0, y: layout.accessoryHeight, width: width, height: layout.inputHeight)
        switch set.input {
        case let .custom(view, _)?:
            placeholder.removeFromSuperview()
            place(view, at: inputPart, in: host, below: true)
        case .system?:
            place(placeholder, at: inputPart, in: host, below: true)
            if let remote {
                let hostOfKeyboard = remote.inputWindowController.hostView
                place(keyboardView, at: CGRect(x: 0, y: 0, width: width, height: layout.inputHeight), in: hostOfKeyboard)
            }
        case nil:
            placeholder.removeFromSuperview()
        }
        if let accessory = set.accessory {
            place(accessory, at: CGRect(x: 0, y: 0, width: width, height: layout.accessoryHeight), in: host)
        }
    }

    /// Moves the host views to the keyboard's `frame` (screen coordinates): the input
    /// window's whole, the software keyboard's below `layout`'s accessory.
    func moveHost(to frame: CGRect, layout: KeyboardLayout) {
        let origin = textEffects.frame.origin
        let inWindow = frame.offsetBy(dx: -origin.x, dy: -origin.y)
        place(textEffects.inputWindowController.hostView, at: inWindow, in: textEffects.inputWindowController.view)
        if let remote {
            let keyboardPart = CGRect(x: inWindow.minX, y: inWindow.minY + layout.accessoryHeight, width: inWindow.width, height: layout.inputHeight)
            place(remote.inputWindowController.hostView, at: keyboardPart, in: remote.inputWindowController.view)
        }
    }

    /// `view` in `container` (at the back when `below`), at `rect` unless already there. The
    /// frame is set first, so a view sized by constraints enters with its size; a view that
    /// does not translate its autoresizing mask is pinned there by constraints (IV7).
    private func place(_ view: UIView, at rect: CGRect, in container: UIView, below: Bool = false) {
        if view.frame != rect { view.frame = rect }
        if view.superview !== container {
            if below { container.insertSubview(view, at: 0) } else { container.addSubview(view) }
        }
        guard !view.translatesAutoresizingMaskIntoConstraints else { return }
        let key = ObjectIdentifier(view)
        if let pin = pins[key], pin.top.isActive {
            pin.top.constant = rect.minY
            pin.bottom?.constant = rect.maxY
            return
        }
        // The pins are the container's, so they do not count in the view's own height: a
        // view whose constraints give its height (a custom keyboard's) keeps it.
        let top = view.topAnchor.constraint(equalTo: container.topAnchor, constant: rect.minY)
        let ownsHeight = InputViewSet.constrainedHeight(of: view, width: rect.width) != nil
        let bottom = ownsHeight ? nil : view.bottomAnchor.constraint(equalTo: container.topAnchor, constant: rect.maxY)
        NSLayoutConstraint.activate([top, view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     view.trailingAnchor.constraint(equalTo: container.trailingAnchor)] + [bottom].compactMap { $0 })
        pins = pins.filter { $0.value.top.isActive }
        pins[key] = (top, bottom)
    }

    /// Both windows leave the screen (the keyboard is hidden).
    func hideAll() {
        for window in all where !window.isHidden { window.isHidden = true }
    }

    /// The windows go for good (a test's clean slate).
    func tearDown() {
        hideAll()
        placeholder.removeFromSuperview()
        keyboardViewIfMade?.removeFromSuperview()
    }
}
