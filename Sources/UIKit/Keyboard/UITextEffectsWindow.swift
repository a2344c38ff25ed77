import Foundation

/// What both keyboard windows are (IV9): a window whose root is an input window controller,
/// never key, that lets touches missing its input views pass through to the app's windows.
@MainActor
class _UIKeyboardHostingWindow: UIWindow {
    /// The keyboard window's controller, root of its views.
    let inputWindowController = UIInputWindowController()

    init(screenBounds: CGRect, level: UIWindow.Level) {
        super.init(frame: screenBounds)
        windowLevel = level
        rootViewController = inputWindowController
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeKey: Bool { false }
    override var _isKeyboardWindow: Bool { true }

    /// IV9: only the input views take touches; the rest of the screen stays the app's.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self || hit is UIInputSetContainerView ? nil : hit
    }
}

/// The window the app's input views show in (IV9): custom input views, input view
/// controllers' views, accessories, and the space the software keyboard takes below them.
/// UIKit's name, as hierarchy dumps and `UIApplication.windows` show it; it is above the
/// app's windows (level 1), never key, and touches that miss the input views pass through.
@MainActor
final class UITextEffectsWindow: _UIKeyboardHostingWindow {}

/// The window the system's software keyboard draws in (IV8, IV9), above everything the app
/// shows (level 10,000,000). UIKit's name.
@MainActor
final class UIRemoteKeyboardWindow: _UIKeyboardHostingWindow {
    init(screenBounds: CGRect) {
        super.init(screenBounds: screenBounds, level: UIWindow.Level(10_000_000))
    }

    required init?(coder: NSCoder) { nil }
}

/// The controller of a keyboard window (UIKit's name): its view is the container of the
/// input views, and input view controllers are its children while they show (IV13). It
/// forwards their appearance itself, as the keyboard comes and goes.
@MainActor
final class UIInputWindowController: UIViewController {
    /// The view placed at the keyboard's frame, holding the input views.
    let hostView = UIInputSetHostView(frame: .zero)

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    override func loadView() {
        let container = UIInputSetContainerView(frame: UIScreen.main.bounds)
        container.addSubview(hostView)
        view = container
    }
}

/// The keyboard window's content, filling it (UIKit's name); touches on it pass through.
@MainActor
final class UIInputSetContainerView: UIView {
    /// A new screen size (rotation, another device) places the keyboard again (IV18).
    override func layoutSubviews() {
        super.layoutSubviews()
        KeyboardHost.shared.keyboardWindowDidLayOut()
    }
}

/// The view at the keyboard's frame (UIKit's name): the accessory at its top, the input
/// view (or the software keyboard's place) below.
@MainActor
final class UIInputSetHostView: UIView {
    /// The keyboard places its parts itself: a flexible-height accessory is not stretched
    /// as the host's frame animates.
    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizesSubviews = false
    }

    required init?(coder: NSCoder) { nil }

    /// An accessory that changed its size (a growing chat bar) moves the keyboard (IV18).
    override func layoutSubviews() {
        super.layoutSubviews()
        KeyboardHost.shared.keyboardWindowDidLayOut()
    }
}

/// The place the software keyboard takes below the accessory in the app's input window
/// (UIKit's name); the keyboard itself draws in the ``UIRemoteKeyboardWindow``.
@MainActor
final class _UIRemoteKeyboardPlaceholderView: UIView {}
