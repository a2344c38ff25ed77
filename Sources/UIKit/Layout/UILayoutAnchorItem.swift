import Foundation

/// What views and layout guides share: the anchors of their edges, size and centres.
/// (UIKit declares them on each class; this protocol lets code be generic over both.)
///
/// Each anchor is made the first time it is asked for and is the same object every time
/// after, as in UIKit (VP1): `view.leadingAnchor === view.leadingAnchor`.
@preconcurrency @MainActor
public protocol _UILayoutAnchorItem: AnyObject {
    /// The leading edge (left in left-to-right layouts).
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    /// The trailing edge.
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    /// The left edge.
    var leftAnchor: NSLayoutXAxisAnchor { get }
    /// The right edge.
    var rightAnchor: NSLayoutXAxisAnchor { get }
    /// The top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The width.
    var widthAnchor: NSLayoutDimension { get }
    /// The height.
    var heightAnchor: NSLayoutDimension { get }
    /// The horizontal centre.
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    /// The vertical centre.
    var centerYAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: LayoutAnchorOwner {

    /// The leading edge (left in left-to-right layouts). The same object on every read (VP1).
    public var leadingAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.leading) }
    /// The trailing edge. The same object on every read (VP1).
    public var trailingAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.trailing) }
    /// The left edge. The same object on every read (VP1).
    public var leftAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.left) }
    /// The right edge. The same object on every read (VP1).
    public var rightAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.right) }
    /// The top edge. The same object on every read (VP1).
    public var topAnchor: NSLayoutYAxisAnchor { _anchors.yAxis(.top) }
    /// The bottom edge. The same object on every read (VP1).
    public var bottomAnchor: NSLayoutYAxisAnchor { _anchors.yAxis(.bottom) }
    /// The width. The same object on every read (VP1).
    public var widthAnchor: NSLayoutDimension { _anchors.dimension(.width) }
    /// The height. The same object on every read (VP1).
    public var heightAnchor: NSLayoutDimension { _anchors.dimension(.height) }
    /// The horizontal centre. The same object on every read (VP1).
    public var centerXAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.centerX) }
    /// The vertical centre. The same object on every read (VP1).
    public var centerYAnchor: NSLayoutYAxisAnchor { _anchors.yAxis(.centerY) }
}

extension UILayoutGuide: LayoutAnchorOwner {

    /// The leading edge (left in left-to-right layouts). The same object on every read (VP1).
    public var leadingAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.leading) }
    /// The trailing edge. The same object on every read (VP1).
    public var trailingAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.trailing) }
    /// The left edge. The same object on every read (VP1).
    public var leftAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.left) }
    /// The right edge. The same object on every read (VP1).
    public var rightAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.right) }
    /// The top edge. The same object on every read (VP1).
    public var topAnchor: NSLayoutYAxisAnchor { _anchors.yAxis(.top) }
    /// The bottom edge. The same object on every read (VP1).
    public var bottomAnchor: NSLayoutYAxisAnchor { _anchors.yAxis(.bottom) }
    /// The width. The same object on every read (VP1).
    public var widthAnchor: NSLayoutDimension { _anchors.dimension(.width) }
    /// The height. The same object on every read (VP1).
    public var heightAnchor: NSLayoutDimension { _anchors.dimension(.height) }
    /// The horizontal centre. The same object on every read (VP1).
    public var centerXAnchor: NSLayoutXAxisAnchor { _anchors.xAxis(.centerX) }
    /// The vertical centre. The same object on every read (VP1).
    public var centerYAnchor: NSLayoutYAxisAnchor { _anchors.yAxis(.centerY) }
}
