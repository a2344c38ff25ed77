import Foundation

/// A container that shows one page (two, side by side, with a page curl spine in the middle)
/// and turns to the next or previous page when the user swipes, asking its data source for
/// the neighbours.
///
/// Pages are children while they show; a turn is one transition through the transition
/// engine: the incoming page is added (`willMove`), "will" callbacks go outgoing first,
/// a swipe scrubs the turn interactively and may be cancelled (the N8 reversal), and the
/// delegate hears `willTransitionTo` before and `didFinishAnimating` after.
///
/// Differences from UIKit: the page curl is drawn flat (the page slides away revealing the
/// next); scroll style does not preload neighbours; a turn lasts 0.3 s (0.5 s for a curl).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// Pages turn like a book's; OpenUIKit slides the page away flat, revealing the next.
        case pageCurl
        /// Pages scroll side by side.
        case scroll
    }
    /// Which way pages run.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages follow each other sideways, turned by horizontal swipes.
        case horizontal
        /// Pages follow each other up and down, turned by vertical swipes.
        case vertical
    }
    /// Forward (the next page) or reverse.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }
    /// Where a page curl's spine is.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none
        /// The spine at the leading or top edge: one page shows.
        case min
        /// The spine in the middle: two pages show side by side.
        case mid
        /// The spine at the trailing or bottom edge: one page shows.
        case max
    }
    /// Keys of the options dictionary.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` raw value (`NSNumber`/`Int`), page curl only.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Space between pages in points, scroll only.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style, fixed at init.
    open var transitionStyle: TransitionStyle { _transitionStyle }
    let _transitionStyle: TransitionStyle
    /// The orientation, fixed at init.
    open var navigationOrientation: NavigationOrientation { _navigationOrientation }
    let _navigationOrientation: NavigationOrientation
    /// The spine location (`.none` for scroll; default `.min` for a curl).
    open var spineLocation: SpineLocation { _spineLocation }
    let _spineLocation: SpineLocation
    /// Space between pages (scroll).
    public let interPageSpacing: CGFloat
    /// Whether pages have a back (page curl). Default false; true with a mid spine.
    open var isDoubleSided = false
    /// Supplies the neighbouring pages (weak).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told about turns (weak).
    open weak var delegate: (any UIPageViewControllerDelegate)?

    var _pages: [UIViewController] = []
    var _activeTransition: ViewControllerTransition?
    var _swipeDriver: UIPercentDrivenInteractiveTransition?
    var _swipeDirection: NavigationDirection?
    var _swipe: UIPanGestureRecognizer?
    let _pageControl = UIPageControl()

    /// Creates a page view controller.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        _transitionStyle = style
        _navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        _spineLocation = style == .scroll ? .none : (spine ?? .min)
        interPageSpacing = (options?[.interPageSpacing] as? CGFloat) ?? CGFloat((options?[.interPageSpacing] as? Double) ?? 0)
        super.init(nibName: nil, bundle: nil)
        isDoubleSided = spineLocation == .mid
    }

    /// Creates a page view controller from an archive: its `transitionStyle`,
    /// `navigationOrientation`, `spineLocation` and `doubleSided` (IU9; scroll and horizontal
    /// when absent).
    public required init?(coder: NSCoder) {
        let element = (coder as? IBCoder)?.element
        let style: TransitionStyle = element?["transitionStyle"] == "pageCurl" ? .pageCurl : .scroll
        _transitionStyle = style
        _navigationOrientation = element?["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        let spine: SpineLocation? = switch element?["spineLocation"] {
        case "min": .min
        case "mid": .mid
        case "max": .max
        default: nil
        }
        _spineLocation = style == .scroll ? .none : (spine ?? .min)
        interPageSpacing = 0
        super.init(coder: coder)
        isDoubleSided = element?.bool("doubleSided") ?? (spineLocation == .mid)
    }

    /// The pages showing (one; two with a mid spine).
    open var viewControllers: [UIViewController]? { _pages.isEmpty ? nil : _pages }

    /// Shows `viewControllers` (their number must match the spine), turning in `direction`
    /// when animated; `completion` gets whether the turn finished.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        _setPages(viewControllers ?? [], direction: direction, animated: animated, interaction: nil, completion: completion)
    }

    /// The recognizers that turn pages (a pan over the page view).
    open var gestureRecognizers: [UIGestureRecognizer] {
        loadViewIfNeeded()
        return _swipe.map { [$0] } ?? []
    }

    open override func loadView() {
        _loadContainerView { [weak self] in self?._layoutPages() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        _installSwipe()
    }

    override func _prepareChildrenForAppearance() { _placePagesForAppearance() }
}
