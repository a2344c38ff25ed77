import Foundation

/// The directions a popover's arrow may point, with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up (the popover below its source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down (the popover above its source).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left (the popover to the right of its source).
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right (the popover to the left of its source).
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet known (an arrow direction before the popover shows).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The popover's delegate: adaptation (inherited) and the popover's own events.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented; a last chance to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation controller of `.popover` presentations (P10). In regular width the
/// presented view is a box of `preferredContentSize` (320×480 by default) next to the source
/// rect, with the arrow toward it; taps outside it dismiss it except on passthrough views.
/// In compact width it adapts to `.fullScreen` unless the delegate answers `.none` (P7).
/// A popover anchored to a bar button item points at the item's button in its bar, and
/// that bar keeps receiving touches (it is a passthrough view).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at (default: its bounds).
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (deprecated in iOS 16 for ``sourceItem``;
    /// both name the same anchor).
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem }
        set { sourceItem = newValue }
    }
    /// The bar button item the popover points at, instead of a source view (iOS 16).
    /// Difference from UIKit: typed as a bar button item (UIKit takes any
    /// `UIPopoverPresentationControllerSourceItem`; use ``sourceView`` for views).
    open var sourceItem: UIBarButtonItem?
    /// The arrow directions allowed. Default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow direction used; `.unknown` until the popover is shown.
    open var arrowDirection: UIPopoverArrowDirection { _arrowDirection }
    var _arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that keep receiving touches while the popover shows.
    open var passthroughViews: [UIView]?
    /// Whether the popover can overlap its source view. Default false.
    open var canOverlapSourceViewRect = false
    /// Space kept between the popover and the container's edges. Default 10 pt each side.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// The colour of the popover's card and arrow, under the content (PV2). Default nil: the
    /// system background.
    open var backgroundColor: UIColor? { didSet { presentedView?.setNeedsDisplay() } }

    /// The popover delegate (also the adaptive delegate).
    open var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        get { delegate as? any UIPopoverPresentationControllerDelegate }
        set { delegate = newValue }
    }

    /// The arrow's length, as UIKit draws it.
    static let arrowHeight: CGFloat = 13

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        _isBuiltIn = true
    }

    /// Compact width adapts to full screen (P7).
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .regular ? .none : .fullScreen
    }

    open override var shouldRemovePresentersView: Bool { !presentationStyle.keepsPresenterViews }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = _containerView else { return .zero }
        guard presentationStyle == .popover else { return container.bounds }
        return _placement(in: container).frame
    }

    open override func presentationTransitionWillBegin() {
        guard presentationStyle == .popover, let container = _containerView else { return }
        _arrowDirection = _placement(in: container).arrow
    }

    /// Where the popover goes: below, above, right of, then left of the source rect, the
    /// first that fits and is permitted; the size is clamped to the margins.
    private func _placement(in container: UIView) -> (frame: CGRect, arrow: UIPopoverArrowDirection) {
        let bounds = container.bounds.inset(by: popoverLayoutMargins)
        let preferred = presentedViewController.preferredContentSize
        let size = CGSize(width: min(bounds.width, preferred.width > 0 ? preferred.width : 320),
                          height: min(bounds.height, preferred.height > 0 ? preferred.height : 480))
        let anchor = _anchorRect(in: bounds, container: container)
        let arrow = Self.arrowHeight
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, bounds.minX), bounds.maxX - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, bounds.minY), bounds.maxY - size.height) }
        let candidates: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: clampX(anchor.midX - size.width / 2), y: anchor.maxY + arrow, width: size.width, height: size.height)),
            (.down, CGRect(x: clampX(anchor.midX - size.width / 2), y: anchor.minY - arrow - size.height, width: size.width, height: size.height)),
            (.left, CGRect(x: anchor.maxX + arrow, y: clampY(anchor.midY - size.height / 2), width: size.width, height: size.height)),
            (.right, CGRect(x: anchor.minX - arrow - size.width, y: clampY(anchor.midY - size.height / 2), width: size.width, height: size.height)),
        ]
        for (direction, frame) in candidates where permittedArrowDirections.contains(direction) && bounds.contains(frame) {
            return (frame, direction)
        }
        let fallback = candidates.first { permittedArrowDirections.contains($0.0) } ?? candidates[0]
        let frame = CGRect(x: clampX(fallback.1.minX), y: clampY(fallback.1.minY), width: size.width, height: size.height)
        return (frame, fallback.0)
    }

    /// Where the arrow's tip is, in the presented view's coordinates (nil when the popover
    /// shows no arrow: adapted, or not in a container).
    var _arrowTip: CGPoint? {
        guard presentationStyle == .popover, arrowDirection != .unknown, let container = _containerView,
              let view = presentedView, view.superview === container else { return nil }
        let anchor = _anchorRect(in: container.bounds.inset(by: popoverLayoutMargins), container: container)
        let frame = view.frame
        let arrow = Self.arrowHeight, inset = Self.arrowHeight + 13
        func along(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low + inset), high - inset) }
        switch arrowDirection {
        case .up: return CGPoint(x: along(anchor.midX, frame.minX, frame.maxX) - frame.minX, y: -arrow)
        case .down: return CGPoint(x: along(anchor.midX, frame.minX, frame.maxX) - frame.minX, y: frame.height + arrow)
        case .left: return CGPoint(x: -arrow, y: along(anchor.midY, frame.minY, frame.maxY) - frame.minY)
        case .right: return CGPoint(x: frame.width + arrow, y: along(anchor.midY, frame.minY, frame.maxY) - frame.minY)
        default: return nil
        }
    }

    /// The rect the popover points at, in the container: the item's button, the source view's
    /// rect, else the centre of `bounds`.
    private func _anchorRect(in bounds: CGRect, container: UIView) -> CGRect {
        if let itemView = _itemAnchorView { return itemView.convert(itemView.bounds, to: container) }
        if let view = sourceView { return view.convert(sourceRect == .zero ? view.bounds : sourceRect, to: container) }
        return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
    }

    /// The button view of ``sourceItem`` when it shows in a bar on screen.
    var _itemAnchorView: UIView? {
        guard let view = sourceItem?._view, view.window != nil else { return nil }
        return view
    }

    /// Whether the popover has something to point at: a bar button item shown in a bar, or
    /// a source view.
    var _hasAnchor: Bool { _itemAnchorView != nil || sourceView != nil }

    /// Whether a touch at `point` (container coordinates) goes through to a passthrough view
    /// (or to the bar holding the anchor item).
    func _passesThrough(_ point: CGPoint, in container: UIView) -> Bool {
        let bar = _itemAnchorView.flatMap { _ in sourceItem?._bar }
        for view in (passthroughViews ?? []) + (bar.map { [$0] } ?? []) where view.window === container.window {
            if view.bounds.contains(container.convert(point, to: view)) { return true }
        }
        return false
    }
}
