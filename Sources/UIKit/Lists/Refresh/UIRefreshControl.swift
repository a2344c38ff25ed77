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
/// `pullToRefresh(_:)` performs one. Differences from UIKit: the spinner does not fill in
/// step by step while pulling.
@MainActor
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
    }

    private func _setUp() {
        _spinner.hidesWhenStopped = false
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
            if self?._refreshState == .ending { self?._refreshState = .idle }
        })
    }

    /// The spinner (for the tests of how the control looks).
    var _spinnerView: UIActivityIndicatorView { _spinner }

    private var _scrollView: UIScrollView? { superview as? UIScrollView }

    private func _startRefreshing() {
        _refreshState = .refreshing
        _spinner.startAnimating()
        _scrollView?._setRefreshInset(Self.height, keepingOffset: true)
    }

    // MARK: Following the scroll view

    /// The scroll view moved: the control keeps its place above the content, and a pull past
    /// the trigger distance starts a refresh and sends `.valueChanged` (LT12).
    func _scrollViewDidScroll() {
        guard let scrollView = _scrollView else { return }
        _place(in: scrollView)
        guard _refreshState == .pulling, isEnabled else { return }
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard pulled >= Self.triggerDistance else { return }
        _startRefreshing()
        sendActions(for: .valueChanged)
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
