import Foundation

/// Something with a coordinate system (a view, the screen's interface-oriented space, the
/// screen's fixed portrait space) that converts points and rectangles to and from any other
/// (VW1).
///
/// Conversions go through the screen in the current interface orientation: a view by way of
/// its window (whose frame is in screen coordinates), the fixed space by rotating with the
/// interface orientation. A space an app defines itself that does not implement the
/// conversions counts as the screen's. Rectangles convert as the smallest rectangle holding
/// the converted corners.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The rectangle of the space, in its own coordinates.
    var bounds: CGRect { get }
    /// A point of this space in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// A point of `coordinateSpace` in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// A rectangle of this space in `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// A rectangle of `coordinateSpace` in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The point in the screen's interface-oriented coordinates (an OpenUIKit hook the
    /// conversions use; the default treats the space as the screen's).
    func _pointInScreen(_ point: CGPoint) -> CGPoint
    /// The point of the screen's interface-oriented coordinates in this space.
    func _pointFromScreen(_ point: CGPoint) -> CGPoint
}

extension UICoordinateSpace {
    public func _pointInScreen(_ point: CGPoint) -> CGPoint { point }
    public func _pointFromScreen(_ point: CGPoint) -> CGPoint { point }

    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace._pointFromScreen(_pointInScreen(point))
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        _pointFromScreen(coordinateSpace._pointInScreen(point))
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        boundingRect(of: rect) { self.convert($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        boundingRect(of: rect) { self.convert($0, from: coordinateSpace) }
    }
}

/// The smallest rectangle holding a rectangle's corners mapped by `map`.
@MainActor
private func boundingRect(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    guard !rect.isNull else { return rect }
    let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                   CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}

extension UIView: UICoordinateSpace {
    /// A view reaches the screen through its window, whose frame is in screen coordinates
    /// (a view outside a window: through its topmost superview, as if at the screen's origin).
    public func _pointInScreen(_ point: CGPoint) -> CGPoint {
        let inRoot = convert(point, to: nil)
        guard let window = self as? UIWindow ?? self.window else { return inRoot }
        return CGPoint(x: inRoot.x + window.frame.minX, y: inRoot.y + window.frame.minY)
    }

    public func _pointFromScreen(_ point: CGPoint) -> CGPoint {
        guard let window = self as? UIWindow ?? self.window else { return convert(point, from: nil) }
        return convert(CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY), from: nil)
    }
}

extension UIScreen: UICoordinateSpace {
    /// The screen's coordinate space, which follows the interface orientation: its bounds
    /// are the screen's bounds, and windows' frames are in it.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The screen's space fixed to the device in portrait, home indicator at the bottom,
    /// whatever the interface orientation (VW1).
    public var fixedCoordinateSpace: any UICoordinateSpace { FixedScreenCoordinateSpace(screen: self) }
}

/// The screen's portrait-up space. Its points map to the interface-oriented space by the
/// rotation the interface orientation names (VW1): in landscape right (home on the right)
/// the interface's top edge is the device's right edge.
@MainActor
final class FixedScreenCoordinateSpace: UICoordinateSpace {
    private let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    /// The portrait size of the screen.
    private var portrait: CGSize {
        let size = screen.bounds.size
        return CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
    }

    var bounds: CGRect { CGRect(origin: .zero, size: portrait) }

    func _pointInScreen(_ p: CGPoint) -> CGPoint {
        let w = portrait.width, h = portrait.height
        switch UIWindowScene._main.interfaceOrientation {
        case .landscapeRight: return CGPoint(x: p.y, y: w - p.x)
        case .landscapeLeft: return CGPoint(x: h - p.y, y: p.x)
        case .portraitUpsideDown: return CGPoint(x: w - p.x, y: h - p.y)
        case .portrait, .unknown: return p
        }
    }

    func _pointFromScreen(_ p: CGPoint) -> CGPoint {
        let w = portrait.width, h = portrait.height
        switch UIWindowScene._main.interfaceOrientation {
        case .landscapeRight: return CGPoint(x: w - p.y, y: p.x)
        case .landscapeLeft: return CGPoint(x: p.y, y: h - p.x)
        case .portraitUpsideDown: return CGPoint(x: w - p.x, y: h - p.y)
        case .portrait, .unknown: return p
        }
    }
}
