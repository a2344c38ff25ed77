import Foundation

/// An object that lays out a layer's sublayers and supplies its actions. A view is the
/// delegate of its layer: it lays out its subviews in `layoutSublayers(of:)` and turns
/// implicit animations off (an `NSNull` action) outside `UIView` animation blocks.
///
/// The methods are optional (default implementations do nothing and return nil).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Lays out `layer`'s sublayers (called from the layer's `layoutSublayers()`).
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: nil to go on searching, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Draws `layer`'s contents into `ctx` (called from the layer's `draw(in:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Nil: the layer goes on searching for an action.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}

/// Something a layer runs in response to an event: animations are actions that add
/// themselves to the layer under the event's key.
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: as a layer's action, `NSNull` means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
