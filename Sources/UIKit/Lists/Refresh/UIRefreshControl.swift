import Foundation

/// A control that starts a refresh of a scroll view's content when the user pulls the
/// content down past its top (iOS 6; on any scroll view through `refreshControl`, iOS 10).
///
/// As UIKit: a pull of 130 pt past the top of the content, while the finger is still down,
/// starts refreshing: the control sends `.valueChanged` once, its spinner turns, and the
/// scroll view's adjusted top inset grows by the control's 60 pt so that the content rests
/// below it once the finger lifts. `endRefreshing()` takes the room away, animated on the
/// clock (0.3 s); `beginRefreshing()` starts refreshing without sending `.valueChanged` and
/// without scrolling (as UIKit, the app scrolls to show the control if it wants).
///
/// The pull is the scroll view's own drag (its pan gesture, SV14); UIKitTesting's
/// `pullToRefresh(_:)` performs one. While the content is pulled down, the spinner fills in as
/// iOS 17's does: one of its eight ticks per eighth of the trigger distance, clockwise from the
/// top, all of them (turning) once the refresh starts (LC34).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Where the control is in a refresh (LT11, LT12).
    enum RefreshState: Equatable {
        /// Nothing: no finger pulling, no refresh.
        case idle
        /// The user's finger is pulling the content; a pull past the trigger distance starts a refresh.
        case pulling
        /// Refreshing: the control takes its room above the content.
        case refreshing
        /// `endRefreshing()` was called: the room is going away (animated).
        case ending
    }

    /// The control's height, the room it takes above the content while refreshing (LT12).
    static let height: CGFloat = 60
    /// How far past the top of the content a pull starts a refresh (LT12).
    static let triggerDistance: CGFloat = 130
    /// How long the room takes to go away after `endRefreshing()`.
    static let endDuration: TimeInterval = 0.3

    private(set) var _refreshState: RefreshState = .idle
    private let _spinner = UIActivityIndicatorView(style: .medium)
    private let _titleLabel = UILabel(frame: .zero)

    /// Whether a refresh is under way (from a pull or ``beginRefreshing()``) and has not ended.
    open var isRefreshing: Bool { _refreshState == .refreshing }

    /// The text shown under the spinner. Default nil.
    open var attributedTitle: NSAttributedString? {
        didSet {
            _titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    /// Creates a refresh control; the scroll view it is given to places it (the frame is ignored).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: frame.width, height: Self.height))
        _setUp()
    }

    /// Creates a refresh control from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
        (coder as? IBCoder)?.decodeRefreshControl(self)  // LE32
    }

    private func _setUp() {
        _spinner.hidesWhenStopped = false
        _spinner._tickFill = .partial(0)  // LC34: nothing shows until the content is pulled
        addSubview(_spinner)
        _titleLabel.textAlignment = .center
        _titleLabel._setSystemStyle("font", \.font, .systemFont(ofSize: 12))
        addSubview(_titleLabel)
    }

    /// The spinner (and the title's default colour) follow the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _spinner.color = tintColor
    }

    /// Places the spinner, and the title below it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight = attributedTitle == nil ? 0 : _titleLabel.intrinsicContentSize.height
        let spinnerSize = _spinner.intrinsicContentSize
        let top = (bounds.height - spinnerSize.height - titleHeight - (titleHeight > 0 ? 4 : 0)) / 2
        _spinner.frame = CGRect(x: (bounds.width - spinnerSize.width) / 2, y: top, width: spinnerSize.width, height: spinnerSize.height)
        _titleLabel.frame = CGRect(x: 0, y: _spinner.frame.maxY + 4, width: bounds.width, height: titleHeight)
    }

    /// Starts refreshing (the app began a refresh itself): no `.valueChanged`, and the
    /// content offset stays where it is.
    open func beginRefreshing() {
        guard _refreshState != .refreshing else { return }
        _startRefreshing()
    }

    /// Ends the refresh: the room above the content goes away, animated (LT12).
    open func endRefreshing() {
        guard _refreshState == .refreshing else { return }
        _spinner.stopAnimating()
        guard let scrollView = _scrollView else { _refreshState = .idle; return }
        _refreshState = .ending
        UIView.animate(withDuration: Self.endDuration, animations: {
            scrollView._setRefreshInset(0, keepingOffset: false)
        }, completion: { [weak self] _ in
            guard let self, self._refreshState == .ending else { return }
            self._refreshState = .idle
            self._updateSpinnerFill()
        })
    }

    /// The spinner (for the tests of how the control looks).
    var _spinnerView: UIActivityIndicatorView { _spinner }

    private var _scrollView: UIScrollView? { superview as? UIScrollView }

    private func _startRefreshing() {
        _refreshState = .refreshing
        _spinner._tickFill = .all  // LC34
        _spinner.startAnimating()
        _scrollView?._setRefreshInset(Self.height, keepingOffset: true)
    }

    // MARK: Following the scroll view

    /// The scroll view moved: the control keeps its place above the content, and a pull past
    /// the trigger distance starts a refresh and sends `.valueChanged` (LT12).
    func _scrollViewDidScroll() {
        guard let scrollView = _scrollView else { return }
        _place(in: scrollView)
        _updateSpinnerFill()
        guard _refreshState == .pulling, isEnabled else { return }
        guard _pullDistance(in: scrollView) >= Self.triggerDistance else { return }
        _startRefreshing()
        sendActions(for: .valueChanged)
    }

    /// How far the content is pulled down past its resting top.
    private func _pullDistance(in scrollView: UIScrollView) -> CGFloat {
        -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
    }

    /// LC34: the ticks a pull of `distance` shows: one per eighth of the trigger distance.
    static func ticks(forPull distance: CGFloat) -> Int {
        let count = UIActivityIndicatorView.tickCount
        guard distance > 0 else { return 0 }
        return min(count, Int((distance / triggerDistance * CGFloat(count)).rounded(.down)))
    }

    /// LC34: while not refreshing, the spinner shows the ticks of the current pull; while
    /// refreshing (and while the room goes away) all of them.
    private func _updateSpinnerFill() {
        switch _refreshState {
        case .refreshing, .ending:
            _spinner._tickFill = .all
        case .idle, .pulling:
            let distance = _scrollView.map { _pullDistance(in: $0) } ?? 0
            _spinner._tickFill = .partial(Self.ticks(forPull: distance))
        }
    }

    /// The control spans the scroll view's width just above the content.
    func _place(in scrollView: UIScrollView) {
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
    }

    /// The user began dragging the scroll view (SV14).
    func _dragBegan() {
        if _refreshState == .idle { _refreshState = .pulling }
    }

    /// The user's finger lifted from the drag (SV14).
    func _dragEnded() {
        if _refreshState == .pulling { _refreshState = .idle }
    }
}
