import Foundation

/// The scene that holds windows: its interface orientation, its status bar, its windows
/// and its size on screen (full screen, or a split-screen width on iPad).
///
/// An app without a scene manifest has one window scene, made on first use; every window
/// without a scene of its own belongs to it. A scene-based app gets one for each session
/// UIKit connects (E3); the scene on screen is the one the screen's geometry follows.
/// Differences from UIKit: scenes of one app are shown one at a time (no side by side on
/// iPad); ``setMultitaskingLayout(_:animated:)`` is an OpenUIKit addition standing for the
/// user dragging the split-screen divider.
@preconcurrency @MainActor
open class UIWindowScene: UIScene, UITraitEnvironment {
    /// The window scene on screen: the default scene until a scene-based launch connects
    /// one, then the foreground scene. Windows without a scene belong to it.
    static var _main: UIWindowScene = _makeDefaultScene()

    /// The scene of an app without a manifest (and of tests that never launch): connected
    /// from first use, with a session of the default configuration and no delegate.
    static func _makeDefaultScene() -> UIWindowScene {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        let session = UISceneSession(role: .windowApplication, configuration: configuration)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.scene = scene
        scene._activationState = .foregroundInactive
        SceneRegistry.shared.adoptDefault(scene)
        return scene
    }

    /// A scene that is not connected and only carries the screen's geometry (orientation,
    /// split layout) once the last window scene has disconnected.
    static func _detachedGeometry(of scene: UIWindowScene) -> UIWindowScene {
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        let placeholder = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: configuration),
                                        connectionOptions: UIScene.ConnectionOptions())
        placeholder._interfaceOrientation = scene.interfaceOrientation
        placeholder._multitaskingLayout = scene._multitaskingLayout
        return placeholder
    }

    /// Creates a window scene for `session` (UIKit calls this).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        _statusBarManager._scene = self
    }

    /// The interface orientation (R4). Changes through rotation.
    open var interfaceOrientation: UIInterfaceOrientation { _interfaceOrientation }
    var _interfaceOrientation: UIInterfaceOrientation = .portrait {
        didSet { UIView._geometryChanged() }
    }
    /// The split-screen layout.
    var _multitaskingLayout: UIScreen.MultitaskingLayout = .fullScreen {
        didSet { UIView._geometryChanged() }
    }
    private let _statusBarManager = UIStatusBarManager()
    /// The controller in charge's screen-edge and home-indicator preferences (J6).
    let _systemGestures = SystemGesturePreferences()
    /// The iOS 17 trait-change registrations (UITraitChangeObservable.swift), made on first use.
    var _traitChangeRegistry: TraitChangeRegistry?
    /// The traits last announced (TraitPropagation.swift); nil until first computed.
    var _announcedTraits: TraitValues?

    /// The screen the scene is on.
    open var screen: UIScreen { .main }
    /// The scene's windows, back to front.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? {
        guard let key = UIApplication.shared._keyWindow, key.windowScene === self else { return nil }
        return key
    }
    /// The screen's coordinate space, in which the scene's windows lie.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
    /// The status bar's state.
    open var statusBarManager: UIStatusBarManager? { _statusBarManager }
    /// The scene's traits: the screen's, with size classes for the scene's width.
    open var traitCollection: UITraitCollection { UITraitCollection(values: screen._traits(width: _bounds.width)) }
    /// The scene's traits changed. Does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The area the scene's windows fill, in screen coordinates.
    var _bounds: CGRect {
        let profile = screen.deviceProfile
        let height = profile.size(in: interfaceOrientation).height
        return CGRect(x: 0, y: 0, width: profile.windowWidth(_multitaskingLayout, in: interfaceOrientation), height: height)
    }

    /// Asks the system to rotate the interface to one of the preferred orientations
    /// (iOS 16). Refused, with a `UISceneErrorDomain` error 101 sent to `errorHandler`, when
    /// none of them is supported by the controller in charge (R4).
    open func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else { return }
        if let error = InterfaceRotation.requestOrientations(preferences.interfaceOrientations) { errorHandler?(error) }
    }

    /// Resizes the scene's windows to a split-screen layout, as dragging the divider on iPad
    /// (an OpenUIKit addition). Windows get `viewWillTransition(to:with:)` and, when size
    /// classes change, `willTransition(to:with:)` (R2, R3). Ignored on phones.
    public func setMultitaskingLayout(_ layout: UIScreen.MultitaskingLayout, animated: Bool = true) {
        guard screen.deviceProfile.idiom == .pad, layout != _multitaskingLayout else { return }
        InterfaceRotation.transition(animated: animated) { self._multitaskingLayout = layout }
    }

    /// The device, the user's settings or the status bar changed without a rotation:
    /// windows that filled the scene fill it again, and traits and layout follow.
    func _environmentChanged(oldBounds: CGRect) {
        _updateTraits()  // R7: the scene before its windows, also when it has none
        let windows = UIApplication.shared.windows
        for window in windows where window.frame == oldBounds { window.frame = _bounds }
        for window in windows {
            TraitPropagation.update(window)
            window.setNeedsLayout()
        }
        _statusBarManager._update(animated: false)
    }
}

extension UIWindowScene {
    /// What the app prefers for the scene's geometry (iOS 16).
    open class GeometryPreferences: NSObject {
        override init() {}

        /// Preferences of an iPhone or iPad app: the orientations it would like.
        public final class iOS: GeometryPreferences {
            /// The orientations the app asks for.
            public var interfaceOrientations: UIInterfaceOrientationMask
            /// Preferences asking for one of `interfaceOrientations`.
            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
            }
        }
    }
}

/// The error domain of scene requests.
public let UISceneErrorDomain = "UISceneErrorDomain"
