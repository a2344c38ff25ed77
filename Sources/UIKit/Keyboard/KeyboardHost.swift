import Foundation

/// The keyboard: what shows at the bottom of the screen for the first responder, and the one
/// mover of it (IV4–IV18).
///
/// A responder becoming first responder shows its ``InputViewSet`` (nothing when it has
/// none); resigning hides it; switching to a responder with the same views leaves it (IV10);
/// `reloadInputViews()` swaps changed views (IV11). Every move is one transition: the views
/// and the controllers' appearance (IV13), the "will" notifications and the frame animated
/// on the scheduler's clock (IV4, IV5), then the "did" notifications. The views live in the
/// ``UITextEffectsWindow`` (and the software keyboard in a ``UIRemoteKeyboardWindow``),
/// made on first use, so an app that never shows an input view never has them.
@MainActor
final class KeyboardHost {
    static let shared = KeyboardHost()

    /// Where the keyboard is in its cycle.
    enum Phase { case hidden, showing, shown, hiding }

    /// IV8: whether text inputs get the system's software keyboard. False by default, as when
    /// a hardware keyboard is attached: then only custom input views and accessories show.
    private(set) var softwareKeyboardEnabled = false
    private(set) var phase: Phase = .hidden
    /// The views on screen or coming; nil when hidden or hiding.
    private(set) var shown: InputViewSet?
    /// The keyboard's frame in screen coordinates once the move under way ends; nil when
    /// hidden or hiding (the model value, as views' frames are).
    private(set) var frame: CGRect?
    /// The views of a hide under way, removed when it ends.
    private var leaving: InputViewSet?
    /// Controllers whose appearance transition ends with the current move.
    private var pendingAppearance: [(controller: UIInputViewController, appearing: Bool)] = []
    /// Where the keyboard's frame is, or was when it was last on screen.
    private var lastFrame: CGRect = .zero
    /// The heights of the parts on screen (or leaving).
    private var layout = KeyboardLayout.empty
    /// Bumped by every move, so an interrupted move's end does nothing.
    private var generation = 0
    /// Nesting of first-responder switches: a resign inside one hides nothing (IV10).
    private var switchingDepth = 0
    /// The text input whose input delegate is the keyboard (IV15).
    private var delegatedInput: WeakBox<UIResponder>?
    /// Nesting of placements, so laying out the keyboard's own views does not place again.
    private var placing = false
    private var windows: KeyboardWindows?

    // MARK: The first responder

    /// Runs a resign that is part of another responder becoming first responder (IV10).
    func switchingResponders(_ resign: () -> Bool) -> Bool {
        switchingDepth += 1
        defer { switchingDepth -= 1 }
        return resign()
    }

    /// IV4: `responder` became first responder: its views show.
    func responderBecameFirst(_ responder: UIResponder) {
        adoptInputDelegate(of: responder)
        update(for: responder)
        windows?.documentChanged()  // TI8–TI10
    }

    /// IV4: `responder` resigned: the keyboard goes, unless another responder is taking over.
    func responderResigned(_ responder: UIResponder) {
        if delegatedInput?.value === responder, let input = responder as? any UITextInput {
            if input.inputDelegate === self { input.inputDelegate = nil }
            delegatedInput = nil
        }
        guard switchingDepth == 0 else { return }
        move(to: nil)
    }

    /// IV11: the responder's views as they are now.
    func reload(for responder: UIResponder) { update(for: responder) }

    /// IV8: the software keyboard on or off; a text input editing gets it or loses it now.
    func setSoftwareKeyboardEnabled(_ enabled: Bool) {
        guard enabled != softwareKeyboardEnabled else { return }
        softwareKeyboardEnabled = enabled
        if let responder = UIResponder.firstResponder { update(for: responder) }
    }

    private func update(for responder: UIResponder) {
        move(to: InputViewSet(for: responder, softwareKeyboard: softwareKeyboardEnabled))
    }

    private func adoptInputDelegate(of responder: UIResponder) {
        guard let input = responder as? any UITextInput, input.inputDelegate == nil else { return }
        input.inputDelegate = self
        delegatedInput = WeakBox(responder)
    }

    // MARK: Moves

    private func move(to wanted: InputViewSet?) {
        switch (shown, wanted) {
        case (nil, nil): return
        case let (current?, next?) where next.showsSameViews(as: current): return place()
        default: transition(to: wanted)
        }
    }

    /// One move from what shows to `next` (nil: hide).
    private func transition(to next: InputViewSet?) {
        generation += 1
        let move = generation, old = shown
        let windows = self.windows ?? KeyboardWindows()
        self.windows = windows
        let screen = UIScreen.main.bounds
        windows.fit(screen)
        let comes = { (view: UIView) in next?.views.contains { $0 === view } ?? false }
        let keep = { (controller: UIInputViewController) in next?.controllers.contains { $0 === controller } ?? false }
        // A hide still under way ends now; what it took away and comes back stays.
        if let going = leaving {
            leaving = nil
            for view in going.views where !comes(view) { view.removeFromSuperview() }
        }
        for entry in pendingAppearance where !entry.appearing && !keep(entry.controller) { endDisappearance(of: entry.controller) }
        pendingAppearance.removeAll { !$0.appearing && !keep($0.controller) }

        // IV13: controllers going begin disappearing; on a swap they are gone at once.
        for controller in (old?.controllers ?? []) where !keep(controller) {
            pendingAppearance.removeAll { $0.controller === controller }
            controller.willMove(toParent: nil)
            controller.beginAppearanceTransition(false, animated: true)
            if next != nil { endDisappearance(of: controller) } else { pendingAppearance.append((controller, false)) }
        }
        if let old, next != nil {
            for view in old.views where !comes(view) { view.removeFromSuperview() }
        }
        if next == nil { leaving = old }

        // IV13: controllers coming become children and begin appearing.
        let controllerOfWindow = windows.textEffects.inputWindowController
        for controller in next?.controllers ?? [] where !(old?.controllers.contains { $0 === controller } ?? false) {
            guard !pendingAppearance.contains(where: { $0.controller === controller && $0.appearing }) else { continue }
            if controller.parent !== controllerOfWindow { controllerOfWindow.addChild(controller) }
            pendingAppearance.removeAll { $0.controller === controller }
            controller.beginAppearanceTransition(true, animated: true)
            pendingAppearance.append((controller, true))
        }

        // IV4: in from below the screen, or from where the keyboard is; out to below it.
        let wasOnScreen = phase == .showing || phase == .shown
        let nextLayout = next?.layout(width: screen.width, bottomInset: bottomInset)
        let begin = wasOnScreen ? lastFrame : offscreen(height: nextLayout?.height ?? 0, screen: screen)
        let end = nextLayout.map { onscreen($0, screen: screen) } ?? offscreen(height: lastFrame.height, screen: screen)
        shown = next
        windows.show(softwareKeyboard: next?.usesSystemKeyboard ?? (old?.usesSystemKeyboard ?? false))
        if let next, let nextLayout {
            layout = nextLayout
            UIView.performWithoutAnimation {
                windows.installViews(of: next, layout: nextLayout, width: screen.width)
                windows.moveHost(to: begin, layout: nextLayout)
            }
        }
        frame = next == nil ? nil : end
        phase = next == nil ? .hiding : .showing
        animate(from: begin, to: end, showing: next != nil, move: move)
    }

    /// The keyboard's animation (IV5): "will" notifications inside it, the views moved, the
    /// layout guides following; "did" notifications, appearance ends and clean-up after it.
    private func animate(from begin: CGRect, to end: CGRect, showing: Bool, move: Int, installing set: InputViewSet? = nil) {
        let info = KeyboardNotifications.userInfo(begin: begin, end: end)
        lastFrame = end
        UIView.animate(withDuration: KeyboardNotifications.duration, delay: 0,
                       options: UIView.AnimationOptions(rawValue: UInt(KeyboardNotifications.curve) << 16), animations: {
            KeyboardNotifications.postWill(showing: showing, info)
            if let set { self.windows?.installViews(of: set, layout: self.layout, width: end.width) }
            self.windows?.moveHost(to: end, layout: self.layout)
            KeyboardLayoutGuides.keyboardMoved()
        }, completion: { _ in
            guard move == self.generation else { return }
            self.finish(showing: showing, info)
        })
    }

    private func finish(showing: Bool, _ info: [AnyHashable: Any]) {
        phase = showing ? .shown : .hidden
        if let going = leaving {
            leaving = nil
            for view in going.views { view.removeFromSuperview() }
        }
        if !showing { windows?.hideAll() }
        KeyboardNotifications.postDid(showing: showing, info)
        let ending = pendingAppearance
        pendingAppearance = []
        for entry in ending {
            if entry.appearing {
                entry.controller.endAppearanceTransition()
                entry.controller.didMove(toParent: windows?.textEffects.inputWindowController)
            } else {
                endDisappearance(of: entry.controller)
            }
        }
    }

    private func endDisappearance(of controller: UIInputViewController) {
        controller.endAppearanceTransition()
        controller.removeFromParent()
    }

    /// IV18: the same views, measured again: new heights are laid out, and a new frame
    /// moves the keyboard with the change notifications.
    private func place() {
        guard let shown, let windows, !placing else { return }
        placing = true
        defer { placing = false }
        let screen = UIScreen.main.bounds
        windows.fit(screen)
        let newLayout = shown.layout(width: screen.width, bottomInset: bottomInset)
        let newFrame = onscreen(newLayout, screen: screen)
        guard newFrame != frame else {
            if newLayout != layout {
                layout = newLayout
                UIView.performWithoutAnimation { windows.installViews(of: shown, layout: newLayout, width: screen.width) }
            }
            return
        }
        generation += 1
        layout = newLayout
        frame = newFrame
        phase = .showing
        animate(from: lastFrame, to: newFrame, showing: true, move: generation, installing: shown)
    }

    /// The keyboard window laid out (a new screen size, an accessory's new size).
    func keyboardWindowDidLayOut() {
        guard phase == .shown || phase == .showing else { return }
        place()
    }

    // MARK: Geometry (IV3, IV4, IV7)

    private func onscreen(_ layout: KeyboardLayout, screen: CGRect) -> CGRect {
        CGRect(x: screen.minX, y: screen.maxY - layout.height, width: screen.width, height: layout.height)
    }

    private func offscreen(height: CGFloat, screen: CGRect) -> CGRect {
        CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    }

    private var bottomInset: CGFloat {
        let scene = UIWindowScene._main
        return UIScreen.main.deviceProfile.safeAreaInsets(in: scene.interfaceOrientation, statusBarHidden: true).bottom
    }

    // MARK: Testing

    /// The views and windows let go at once, as a fresh app has none (a test's clean slate).
    func reset() {
        generation += 1
        for controller in (shown?.controllers ?? []) + pendingAppearance.map(\.controller) where controller.parent != nil {
            controller.removeFromParent()
        }
        for view in (shown?.views ?? []) + (leaving?.views ?? []) { view.removeFromSuperview() }
        windows?.tearDown()
        windows = nil
        shown = nil
        leaving = nil
        pendingAppearance = []
        frame = nil
        lastFrame = .zero
        layout = .empty
        phase = .hidden
        delegatedInput = nil
        softwareKeyboardEnabled = false
        UITextInputMode._reset()
        KeyboardLayoutGuides.keyboardMoved()
    }

    /// The keyboard windows on screen, back to front.
    var visibleWindows: [UIWindow] { windows?.visible ?? [] }
}

// MARK: The input delegate (IV15)

extension KeyboardHost: UITextInputDelegate {
    private var listeners: [UIInputViewController] { TextDocumentProxy.editDepth == 0 ? (shown?.controllers ?? []) : [] }
    func selectionWillChange(_ textInput: (any UITextInput)?) { for controller in listeners { controller.selectionWillChange(textInput) } }
    func selectionDidChange(_ textInput: (any UITextInput)?) {
        for controller in listeners { controller.selectionDidChange(textInput) }
        windows?.documentChanged()  // TI8: Shift follows the caret
    }
    func textWillChange(_ textInput: (any UITextInput)?) { for controller in listeners { controller.textWillChange(textInput) } }
    func textDidChange(_ textInput: (any UITextInput)?) {
        for controller in listeners { controller.textDidChange(textInput) }
        windows?.documentChanged()  // TI8, TI10
    }
}
