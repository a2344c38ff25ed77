import Foundation

/// Something with a coordinate system: a view, or the screen's coordinate space.
///
/// Difference from UIKit: only `bounds` is required; convert between views with
/// `UIView.convert(_:to:)`/`convert(_:from:)`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The rectangle of the space, in its own coordinates.
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {}

extension UIScreen: UICoordinateSpace {}

extension UIScreen {
    /// The screen's coordinate space, which follows the interface orientation.
    public var coordinateSpace: any UICoordinateSpace { self }
}
