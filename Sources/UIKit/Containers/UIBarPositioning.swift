import Foundation

/// A bar that knows where it is (BP1): a navigation bar, a toolbar or a search bar. A bar at
/// the top of the screen (`.topAttached`) draws its background up under the status bar.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar is, as its delegate answers (BP1).
    var barPosition: UIBarPosition { get }
}

/// The delegate of a positioned bar: says where the bar is (BP1). The delegates of
/// navigation bars, search bars and toolbars inherit it.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// The bar's position. Default: `.bottom` for a toolbar, `.top` for the other bars.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.bottom` for a toolbar, `.top` for a navigation or search bar, as UIKit's delegates
    /// answer when they do not implement the method.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { UIBarPosition._default(for: bar) }
}

extension UIBarPosition {
    /// BP1: a bar's position when its delegate does not say, or it has none.
    @MainActor static func _default(for bar: any UIBarPositioning) -> UIBarPosition { bar is UIToolbar ? .bottom : .top }
}

/// The delegate of a toolbar: only its position (BP1).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

extension UINavigationBar: UIBarPositioning {
    /// BP1: `.topAttached` in a navigation controller (whose bar it is); otherwise the
    /// delegate's answer, `.top` without one.
    public var barPosition: UIBarPosition { delegate.map { $0.position(for: self) } ?? ._default(for: self) }
}

extension UIToolbar: UIBarPositioning {
    /// BP1: the delegate's answer; `.bottom` without one.
    public var barPosition: UIBarPosition { delegate.map { $0.position(for: self) } ?? ._default(for: self) }
}

extension UISearchBar: UIBarPositioning {
    /// BP1: the delegate's answer; `.top` without one.
    public var barPosition: UIBarPosition { delegate.map { $0.position(for: self) } ?? ._default(for: self) }
}

extension UINavigationController {
    /// BP1: a navigation controller's bar is at the top of the screen: its background reaches
    /// up under the status bar.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
}
