import Foundation

/// A view whose bounds origin scrolls over content larger than itself (S3, Y1).
///
/// Enough of UIKit's scroll view for layout and safe areas: content size, offset and
/// insets, the adjusted inset (``contentInsetAdjustmentBehavior``), and a delegate told of
/// scrolling. Scrolling lays the view out (Y1). A finger drags the content through the
/// scroll view's ``panGestureRecognizer``; lifted, the content decelerates, pages or bounces
/// back on the clock (SV1–SV18, Views/ScrollView). Two fingers pinch the content's view for
/// zooming (ZM1–ZM10); Auto Layout sizes the content through ``contentLayoutGuide`` (LG1–LG3).
/// The scroll indicators show while the content scrolls (SI1–SI6). Differences from UIKit:
/// deceleration and bounces follow a simpler curve than UIKit's (SV6, SV8); the indicators
/// cannot be dragged to scroll, and stay at the right edge in right-to-left layouts.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Shows the scroll indicators for a moment, then fades them out (SI4). Only the
    /// indicators of axes along which the content scrolls show (SI2).
    open func flashScrollIndicators() { _flashScrollIndicators() }

    /// How far the vertical scroll indicator is inset from the edges, besides the safe area
    /// (SI6).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { _placeScrollIndicators() } }
    /// How far the horizontal scroll indicator is inset from the edges, besides the safe area
    /// (SI6).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { _placeScrollIndicators() } }
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

    /// The size of the content. Auto Layout sets it when constraints size the
    /// ``contentLayoutGuide`` (LG1).
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            _updateAdjustedContentInset()
            _scrollGuidesMayMove(_contentLayoutGuide)
            _placeScrollIndicators()
        }
    }
    /// The visible area; its origin is the content offset. A scroll view's frame guide
    /// follows it (LG2), and the scroll indicators with it (SI3).
    open override var bounds: CGRect {
        didSet {
            if bounds.origin != oldValue.origin { _scrollGuidesMayMove(_frameLayoutGuide) }
            if bounds != oldValue { _placeScrollIndicators() }
        }
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
    /// Whether the vertical scroll indicator shows while the content scrolls (SI2). Default true.
    open var showsVerticalScrollIndicator = true { didSet { _placeScrollIndicators() } }
    /// Whether the horizontal scroll indicator shows while the content scrolls (SI2). Default true.
    open var showsHorizontalScrollIndicator = true { didSet { _placeScrollIndicators() } }
    /// Whether a tap on the status bar scrolls this scroll view to its top, when it is the
    /// only one on screen that does (ZM9). Default true.
    open var scrollsToTop = true
    /// Whether dragging the content dismisses the keyboard (ZM8). Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The scroll indicators' colours (ZM8, SI5). Default `.default`.
    open var indicatorStyle: IndicatorStyle = .default { didSet { _placeScrollIndicators() } }
    /// Whether the indicators are inset by the safe area the content inset adjustment adds
    /// (SI6). Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { _placeScrollIndicators() } }
    /// The scroll indicators, made the first time they show (SI1).
    var _verticalScrollIndicator: _UIScrollViewScrollIndicator?
    var _horizontalScrollIndicator: _UIScrollViewScrollIndicator?
    /// Whether the indicators show, linger or fade (SI4).
    var _indicatorVisibility: ScrollIndicatorVisibility = .hidden
    /// The scroll view's delegate (weak).
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The smallest scale the content can be zoomed to (ZM1). Default 1. Zooming needs it
    /// below ``maximumZoomScale`` and a view for zooming from the delegate.
    open var minimumZoomScale: CGFloat = 1 { didSet { _zoomRangeChanged() } }
    /// The largest scale the content can be zoomed to (ZM1). Default 1.
    open var maximumZoomScale: CGFloat = 1 { didSet { _zoomRangeChanged() } }
    /// The scale the view for zooming is shown at (ZM2). Default 1. Setting it is
    /// `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { _zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Zooms the view for zooming to `scale`, within the zoom scales, about the middle of the
    /// visible content (ZM2, ZM3); animated, over 0.3 s on the clock (ZM5). Nothing happens
    /// without a view for zooming.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { _zoom(toScale: scale, animated: animated) }
    /// Zooms so that `rect` (in the view for zooming's coordinates) fills the visible area as
    /// far as the zoom scales allow, centred in it (ZM4).
    open func zoom(to rect: CGRect, animated: Bool) { _zoom(to: rect, animated: animated) }
    /// Whether a pinch may take the content past the zoom scales, springing back when the
    /// fingers lift (ZM7). Default true.
    open var bouncesZoom = true
    var _zoomScale: CGFloat = 1
    /// Where the scroll view is in zooming: idle, pinched, or animating to a scale (ZM5–ZM7).
    var _zoomState: ScrollViewZoomState = .idle
    /// The pinch that zooms the content, made once zooming is possible (ZM6).
    var _zoomPinch: ScrollViewPinchGestureRecognizer?
    /// The content and frame layout guides, made on first use (LG1, LG2).
    var _contentLayoutGuide: UILayoutGuide?
    var _frameLayoutGuide: UILayoutGuide?
    /// LG1: whether layout sets the content size from the content guide: since a constraint
    /// first named the guide (or the scroll view's edges, to its content).
    var _contentSizeFollowsContentGuide = false
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

    /// Lays out the subviews; then, when constraints size the ``contentLayoutGuide``, the
    /// content size becomes the guide's (LG1).
    open override func layoutSubviews() {
        super.layoutSubviews()
        _contentSizeFollowsLayout()
    }

    /// The scroll view's pinch begins only when there is something to zoom (ZM6); other
    /// recognizers as any view's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === _zoomPinch { return _pinchMayBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Scrolls the least that makes `rect` (in the content's coordinates) visible, within the
    /// content's range: nothing when it is visible already (ZM9). Animated, the delegate hears
    /// `scrollViewDidEndScrollingAnimation` when the content is there.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { _scrollRectToVisible(rect, animated: animated) }

    /// Whether the content's view gets a touch that began in it, asked as the touch is about
    /// to begin there (after the delay, SV12). Override to keep touches from some views.
    /// Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag takes the touch from the content's `view`, which has begun tracking it
    /// (SV13). Default: true, except for controls (a `UIControl` keeps its touch).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Where a drag's deceleration comes to rest, given the offset it would reach; asked
    /// before the delegate's `scrollViewWillEndDragging` (a collection view asks its layout,
    /// CV19). Default: the proposed offset.
    func _adjustedRestingOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// The point of the content at the view's top-left: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `contentOffset`; the delegate's `scrollViewDidScroll` follows and the view
    /// lays out (Y1). Animated scrolls take 0.3 s.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        _setContentOffset(contentOffset, animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)  // ZM9
        }
    }

    /// Moves the content; animated, `whenAnimationEnds` runs once it is there.
    final func _setContentOffset(_ contentOffset: CGPoint, animated: Bool, whenAnimationEnds: @escaping @MainActor () -> Void) {
        if !_isMovingContentByItself { _appWillSetContentOffset() }  // SV18
        guard contentOffset != bounds.origin else { return }
        let move = { self.bounds = CGRect(origin: contentOffset, size: self.bounds.size) }
        if animated { _scrollIndicatorsScrolled(moving: 0.3) }  // SI2
        if animated { UIView.animate(withDuration: 0.3, animations: move) { _ in whenAnimationEnds() } } else { move() }
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
    /// The view to scale when the content zooms, or nil for no zooming (ZM1).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch or an animated zoom is about to change the scale (ZM5, ZM6).
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed (ZM3).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A pinch, its spring back or an animated zoom ended at `scale` (ZM5, ZM7).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` is
    /// over (ZM9).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar may scroll to the top (ZM9).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A tap on the status bar scrolled the content to its top (ZM9).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
