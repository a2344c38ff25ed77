import Foundation

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none
    /// The status bar fades out or in.
    case fade
    /// The status bar slides up out of view or back down.
    case slide
}

/// The status bar of a window scene: its style, whether it is hidden, and its frame (S1).
///
/// Each window scene has its own (E10). The state follows the controller in charge of the
/// scene's main window (its key window, else its frontmost visible window): the root, or the
/// topmost presented controller that covers the screen or sets
/// `modalPresentationCapturesStatusBarAppearance`, then the child it names through
/// `childForStatusBarStyle`/`childForStatusBarHidden`. It is read again when a controller
/// calls `setNeedsStatusBarAppearanceUpdate()`, after every controller transition, and on
/// rotation. iPhones hide it in landscape whatever the controller prefers.
@preconcurrency @MainActor
public final class UIStatusBarManager: NSObject {
    /// The current style.
    public private(set) var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the status bar is hidden.
    public private(set) var isStatusBarHidden = false
    /// The animation of the last change of ``isStatusBarHidden`` (`.none` when it was not
    /// animated): an OpenUIKit addition for tests.
    public private(set) var lastUpdateAnimation: UIStatusBarAnimation = .none
    /// The scene whose status bar this is.
    @Unretained var _scene: UIWindowScene?  // PL11

    /// The scene, or the one on screen for a manager made without one.
    private var scene: UIWindowScene { _scene ?? UIWindowScene._main }

    /// The window whose controllers decide the status bar: the scene's key window, else its
    /// frontmost visible window with a root controller.
    var _mainWindow: UIWindow? {
        let windows = scene.windows
        return windows.first { $0.isKeyWindow } ?? windows.last { !$0.isHidden && $0.rootViewController != nil && !$0._isKeyboardWindow }
    }

    /// Updates the status bar of the scene showing `controller` (the scene on screen when the
    /// controller is not in a window).
    static func _update(for controller: UIViewController?, animated: Bool) {
        let scene = controller?.viewIfLoaded?.window?.windowScene ?? UIWindowScene._main
        scene.statusBarManager?._update(animated: animated)
    }

    /// The status bar's frame in screen coordinates; `.zero` when hidden.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let height = UIScreen.main.deviceProfile.statusBarHeight(in: scene.interfaceOrientation) else { return .zero }
        return CGRect(x: 0, y: 0, width: scene._bounds.width, height: height)
    }

    /// The style shown, for renderers: `.default` becomes dark content over a light
    /// interface and light content over a dark one, by the appearance of the controller in
    /// charge of the style (else of the main window). Not API: an SPI between OpenUIKit's modules.
    @_spi(Rendering)
    public var _shownStatusBarStyle: UIStatusBarStyle {
        guard statusBarStyle == .default else { return statusBarStyle }
        let controller = _controller(\.childForStatusBarStyle)
        let traits = controller?.traitCollection ?? _mainWindow?.traitCollection ?? UIScreen.main.traitCollection
        return traits.userInterfaceStyle == .dark ? .lightContent : .darkContent
    }

    /// Reads the state from the controllers again. When the hidden state changes, windows'
    /// safe areas change (on phones without a sensor housing) and they lay out again;
    /// `animated` (inside an animation block) animates it with the controller's
    /// `preferredStatusBarUpdateAnimation`.
    func _update(animated: Bool) {
        // The main window is found once: it runs after every controller transition.
        let mainWindow = _mainWindow
        let styleController = _controller(\.childForStatusBarStyle, in: mainWindow)
        let hiddenController = _controller(\.childForStatusBarHidden, in: mainWindow)
        statusBarStyle = styleController?.preferredStatusBarStyle ?? .default
        scene._systemGestures.update(mainWindow: mainWindow)  // J7: read when the status bar is
        let systemHides = UIScreen.main.deviceProfile.statusBarHeight(in: scene.interfaceOrientation) == nil
        let hidden = systemHides || (hiddenController?.prefersStatusBarHidden ?? false)
        guard hidden != isStatusBarHidden else { return }
        isStatusBarHidden = hidden
        UIView._geometryChanged()
        lastUpdateAnimation = animated ? (hiddenController?.preferredStatusBarUpdateAnimation ?? .fade) : .none
        for window in scene.windows { window.setNeedsLayout() }
    }

    /// The controller in charge (S1), then down the children it names through `child`.
    func _controller(_ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        _controller(child, in: _mainWindow)
    }

    /// As ``_controller(_:)``, from a main window already found.
    private func _controller(_ child: KeyPath<UIViewController, UIViewController?>, in mainWindow: UIWindow?) -> UIViewController? {
        guard let window = mainWindow,
              var controller = InterfaceRotation.controllerInCharge(of: window, takesOver: { $0._capturesStatusBar }) else { return nil }
        while let named = controller[keyPath: child], named !== controller { controller = named }
        return controller
    }
}
