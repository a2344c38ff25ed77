import Foundation

/// A view whose bounds origin scrolls over content larger than itself (S3, Y1).
///
/// Enough of UIKit's scroll view for layout and safe areas: content size, offset and
/// insets, the adjusted inset (``contentInsetAdjustmentBehavior``), and a delegate told of
/// scrolling. Scrolling lays the view out (Y1). A finger drags the content through the
/// scroll view's ``panGestureRecognizer``; lifted, the content decelerates, pages or bounces
/// back on the clock (SV1–SV18, Views/ScrollView). Differences from UIKit: no zooming or
/// indicators, no `scrollsToTop`; deceleration and bounces follow a simpler curve than
/// UIKit's (SV6, SV8).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How far the vertical scroll indicator is inset from the edges. Kept, not drawn
    /// (OpenUIKit draws no scroll indicators).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal scroll indicator is inset from the edges. Kept, not drawn.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Deprecated (iOS 13): both indicators' insets; reading gives the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// How the safe area adds to ``contentInset`` (S3).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`; and vertically always when the scroll view is the root
        /// view of a controller (whose `automaticallyAdjustsScrollViewInsets` is true) shown
        /// by a navigation or tab bar controller.
        case automatic
        /// Along the axes the content scrolls (larger than the view, or bouncing always).
        case scrollableAxes
        /// Never.
        case never
        /// Always, along both axes.
        case always
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { _updateAdjustedContentInset() } }
    }
    /// Extra space around the content, set by the app.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { _updateAdjustedContentInset() } }
    }
    /// How the safe area adds to ``contentInset``. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { _updateAdjustedContentInset() } }
    }
    /// ``contentInset`` plus the safe-area insets the behaviour adds.
    open var adjustedContentInset: UIEdgeInsets { _adjustedContentInset }
    var _adjustedContentInset: UIEdgeInsets = .zero
    /// Whether the user can scroll: false disables the ``panGestureRecognizer`` (SV10).
    /// Default true.
    open var isScrollEnabled = true {
        didSet { _scrollPan.isEnabled = isScrollEnabled }
    }
    /// How fast the content slows after the finger lifts: the velocity is multiplied by
    /// this rate every millisecond (SV6). Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a drag that starts mostly along one axis moves only along it (SV11).
    /// Default false.
    open var isDirectionalLockEnabled = false
    /// Whether the content's touches wait until the finger is seen not to drag (0.15 s, or
    /// until it lifts) before they begin in the content (SV12). Default true.
    open var delaysContentTouches = true
    /// Whether a drag may take a touch the content has begun tracking, cancelling it there
    /// (SV13). Default true.
    open var canCancelContentTouches = true
    /// Where the user's scrolling is (SV1): tracking, dragging, decelerating, bouncing.
    var _dragState: ScrollViewDragState = .idle
    /// The pan that drags the content (SV1).
    let _scrollPan = ScrollViewPanGestureRecognizer()
    /// Whether the drag or the motion after it is moving the content now (not the app, SV18).
    var _isMovingContentByItself = false
    /// Whether it bounces vertically even when the content fits. Default false.
    open var alwaysBounceVertical = false {
        didSet { _updateAdjustedContentInset() }
    }
    /// Whether it bounces horizontally even when the content fits. Default false.
    open var alwaysBounceHorizontal = false {
        didSet { _updateAdjustedContentInset() }
    }
    /// Whether scrolling stops on multiples of the bounds. Default false.
    open var isPagingEnabled = false
    /// Whether it bounces past the content's edges. Default true.
    open var bounces = true
    /// Whether scroll indicators show. Default true.
    open var showsVerticalScrollIndicator = true
    /// Whether scroll indicators show. Default true.
    open var showsHorizontalScrollIndicator = true
    /// Whether the indicators' insets follow the safe area. Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The scroll view's delegate (weak).
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The refresh control above the content (LT11; the API is in UIScrollView+RefreshControl).
    var _refreshControl: UIRefreshControl?
    /// The room a refreshing refresh control takes above the content, part of the adjusted inset (LT12).
    var _refreshInset: CGFloat = 0

    /// Creates a scroll view; it clips to its bounds, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        _installPanGestureRecognizer()
    }

    /// Creates a scroll view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        _installPanGestureRecognizer()
        (coder as? IBCoder)?.decodeScrollView(self)  // IU6
    }

    /// Whether the content's view gets a touch that began in it, asked as the touch is about
    /// to begin there (after the delay, SV12). Override to keep touches from some views.
    /// Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag takes the touch from the content's `view`, which has begun tracking it
    /// (SV13). Default: true, except for controls (a `UIControl` keeps its touch).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The point of the content at the view's top-left: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `contentOffset`; the delegate's `scrollViewDidScroll` follows and the view
    /// lays out (Y1). Animated scrolls take 0.3 s.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if !_isMovingContentByItself { _appWillSetContentOffset() }  // SV18
        guard contentOffset != bounds.origin else { return }
        let move = { self.bounds = CGRect(origin: contentOffset, size: self.bounds.size) }
        if animated { UIView.animate(withDuration: 0.3, animations: move) } else { move() }
        setNeedsLayout()
        _barsWatchingMayChange()
        _refreshControl?._scrollViewDidScroll()  // LT12
        delegate?.scrollViewDidScroll(self)
    }

    /// A controller's content scroll view moved: the navigation bar over it lays out again,
    /// so its title follows the appearance (standard or scroll edge) it now shows. The
    /// controller is the nearest one up the view tree.
    private func _barsWatchingMayChange() {
        var view: UIView? = self
        while let current = view, current._viewController == nil { view = current.superview }
        guard let controller = view?._viewController, controller.contentScrollView(for: .top) === self else { return }
        controller.navigationController?.navigationBar.setNeedsLayout()
        controller.navigationController?.navigationBar._contentScrolled()
    }

    /// The adjusted inset changed. Default: nothing.
    open func adjustedContentInsetDidChange() {}

    override func _safeAreaInsetsChanged() { _updateAdjustedContentInset() }

    /// Recomputes ``adjustedContentInset``; content resting at the top (or left) stays there.
    func _updateAdjustedContentInset() {
        let safe = safeAreaInsets
        let (vertical, horizontal) = _adjustedAxes
        let new = UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0) + _refreshInset, left: contentInset.left + (horizontal ? safe.left : 0),
                               bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
        let old = adjustedContentInset
        guard new != old else { return }
        _adjustedContentInset = new
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        if offset != contentOffset { contentOffset = offset }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The controller whose view this is, or whose content scroll view it is (the first
    /// subview of its view, or the one it names): UIKit's `.automatic` adjustment treats both
    /// as the controller's.
    private var _owningController: UIViewController? {
        if let controller = _viewController { return controller }
        guard let controller = superview?._viewController, controller.contentScrollView(for: .top) === self else { return nil }
        return controller
    }

    /// Which axes take the safe area under the current behaviour.
    private var _adjustedAxes: (vertical: Bool, horizontal: Bool) {
        let scrollsVertically = alwaysBounceVertical || contentSize.height > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > bounds.width
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
        case .automatic:
            var shownByContainer = false
            if let controller = _owningController, controller._legacy.automaticallyAdjustsScrollViewInsets {
                shownByContainer = controller.navigationController != nil || controller.tabBarController != nil
            }
            return (scrollsVertically || shownByContainer, scrollsHorizontally)
        }
    }
}

/// The delegate of a scroll view. Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The adjusted content inset changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The user's finger began dragging the content (SV4).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` in points per millisecond (positive as the offset grows),
    /// and where the content will come to rest; the delegate may change the target (SV5).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The dragging ended; `decelerate` says whether the content goes on moving (SV5).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving by itself after the finger lifted (SV6).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating, or a finger stopped it (SV6, SV7).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
