import Foundation

extension UIColor {
    /// The colour as a `CGColor`. A dynamic colour is resolved with
    /// `UITraitCollection.current`, as in UIKit: resolve it with a view's traits first
    /// (`resolvedColor(with: view.traitCollection).cgColor`) to follow that view.
    public var cgColor: CGColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A colour from a `CGColor`'s components.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

/// The layer model behind a view: geometry and opacity mirror the view; corner radius,
/// border and shadow are stored here for renderers.
///
/// ``presentation()`` answers what is on screen at the scheduler clock's current time,
/// including animations in flight, as Core Animation's presentation layer does.
@MainActor
public final class CALayer {
    private weak var view: UIView?
    /// Drawn contents and whether they need redrawing (`CALayer+Display.swift`).
    var _display = LayerDisplayState()
    /// The view this layer backs, if any.
    var _hostingView: UIView? { view }
    private var snapshot: (bounds: CGRect, position: CGPoint, transform: CGAffineTransform, opacity: Float, backgroundColor: CGColor?)?

    /// Radius of rounded corners.
    public var cornerRadius: CGFloat = 0
    /// Width of the border.
    public var borderWidth: CGFloat = 0
    /// Colour of the border. Default opaque black, as Core Animation.
    public var borderColor: CGColor? = .black
    /// Shadow colour. Default opaque black.
    public var shadowColor: CGColor? = .black
    /// Shadow opacity. Default 0 (no shadow).
    public var shadowOpacity: Float = 0
    /// Shadow offset. Default (0, -3), as Core Animation.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// Shadow blur radius. Default 3.
    public var shadowRadius: CGFloat = 3
    /// A name for debugging.
    public var name: String?

    init(view: UIView) { self.view = view }

    private init(bounds: CGRect, position: CGPoint, transform: CGAffineTransform, opacity: Float, backgroundColor: CGColor?) {
        snapshot = (bounds, position, transform, opacity, backgroundColor)
    }

    /// The bounds (the view's).
    public var bounds: CGRect { view?.bounds ?? snapshot?.bounds ?? .zero }
    /// The position, the centre in the superlayer (the view's `center`).
    public var position: CGPoint { view?.center ?? snapshot?.position ?? .zero }
    /// The frame in the superlayer.
    public var frame: CGRect { UIView._frame(center: position, bounds: bounds, transform: affineTransform()) }
    /// The opacity (the view's `alpha`).
    public var opacity: Float {
        get { view.map { Float($0.alpha) } ?? snapshot?.opacity ?? 1 }
        set { view?.alpha = CGFloat(newValue) }
    }
    /// The background colour: the view's `backgroundColor` resolved with the view's
    /// `traitCollection`, so it follows the view's appearance (light, dark, contrast,
    /// level) as soon as its traits change, before `traitCollectionDidChange` is sent.
    public var backgroundColor: CGColor? {
        guard let view else { return snapshot?.backgroundColor }
        return view.backgroundColor.map { CALayer.resolve($0, for: view) }
    }

    /// `color` resolved with `view`'s traits, as a `CGColor`.
    private static func resolve(_ color: UIColor, for view: UIView) -> CGColor {
        (color.isDynamic ? color.resolvedColor(with: view.traitCollection) : color).cgColor
    }
    /// Whether sublayers are clipped (the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }
    /// The affine transform (the view's `transform`).
    public func affineTransform() -> CGAffineTransform { view?.transform ?? snapshot?.transform ?? .identity }

    /// The layer as shown now: animated properties at the clock's current time.
    /// Returns nil for a layer that is itself a presentation copy.
    public func presentation() -> CALayer? {
        guard let view else { return nil }
        let engine = UIKitScheduler.shared.animations
        let now = UIKitScheduler.shared.clock.now
        return CALayer(
            bounds: engine.presentationValue(of: view, .bounds, at: now)?.rect ?? view.bounds,
            position: engine.presentationValue(of: view, .center, at: now)?.point ?? view.center,
            transform: engine.presentationValue(of: view, .transform, at: now)?.transform ?? view.transform,
            opacity: Float(engine.presentationValue(of: view, .alpha, at: now)?.scalar ?? view.alpha),
            backgroundColor: (engine.presentationValue(of: view, .backgroundColor, at: now).map { $0.color } ?? view.backgroundColor)
                .map { CALayer.resolve($0, for: view) })
    }

    /// The keys of animations in flight on this layer's view.
    public func animationKeys() -> [String]? {
        guard let view else { return nil }
        let keys = UIKitScheduler.shared.animations.animatedProperties(of: view).map(\.keyPath).sorted()
        return keys.isEmpty ? nil : keys
    }

    /// Stops every animation on this layer's view; their completions get `finished == false`.
    public func removeAllAnimations() {
        guard let view else { return }
        UIKitScheduler.shared.animations.removeAnimations(of: view)
    }
}
