import Foundation

/// A controller that runs a search from its ``searchBar``: when the bar begins editing it
/// presents itself over the controller showing the bar (in that controller's presentation
/// context, P16), shows its ``searchResultsController`` once there is text, and tells its
/// ``searchResultsUpdater`` of every change (P17); Cancel dismisses it.
///
/// Put the bar in a navigation item (``UINavigationItem/searchController``), in a table
/// header, or anywhere in a controller's view. The presentation is a `.custom` one made by
/// the controller's own transitioning delegate, on the one presentation path: the
/// presenter's views stay (no appearance callbacks for it), `isBeingPresented`, the
/// transition coordinator and the completion behave as for any presentation. A bar that is
/// not in a navigation bar moves into the search controller's view while it is active, and
/// back afterwards, as in UIKit.
///
/// Differences from UIKit: no search suggestions or tokens; the navigation bar's height
/// changes at once rather than animating with the presentation.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// When the scope bar shows (iOS 16), with UIKit's raw values.
    public enum ScopeBarActivation: Int, Sendable {
        /// UIKit decides: the scope bar shows while the search is active.
        case automatic = 0
        /// The app shows it with the bar's `showsScopeBar`.
        case manual
        /// It shows when typing begins and hides when the search ends.
        case onTextEntry
        /// It shows when the search becomes active and hides when it ends.
        case onSearchActivation
    }

    /// The controller showing the results; nil to show them in the searched controller itself.
    /// It becomes the search controller's child, its view shown once there is text (or as
    /// ``showsSearchResultsController`` says).
    open var searchResultsController: UIViewController? { _searchResultsController }
    let _searchResultsController: UIViewController?
    /// The object told to update the results (weak).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The delegate (weak).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether a dimming view covers the searched content until results show. Default false
    /// (apps linked on iOS 15 and later, as UIKit's header says). A tap on it ends the search
    /// as Cancel does.
    open var obscuresBackgroundDuringPresentation = false { didSet { _searchView?.setNeedsLayout() } }
    /// Deprecated (iOS 12): the same switch as ``obscuresBackgroundDuringPresentation`` (S7).
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar makes way for the search bar while searching. Default true.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search shows the bar's Cancel button while active. Default true; setting
    /// the bar's `showsCancelButton` turns it off, as in UIKit.
    open var automaticallyShowsCancelButton = true
    /// When the scope bar shows. Default `.automatic`; setting the bar's `showsScopeBar`
    /// makes it `.manual`, as in UIKit. The bar needs two or more scope titles.
    open var scopeBarActivation: ScopeBarActivation = .automatic
    /// Whether the scope bar shows and hides with the search (iOS 13; `scopeBarActivation`
    /// is the newer form).
    open var automaticallyShowsScopeBar: Bool {
        get { scopeBarActivation != .manual }
        set { scopeBarActivation = newValue ? .automatic : .manual }
    }
    /// Whether the results controller shows by itself once there is text. Default true;
    /// setting ``showsSearchResultsController`` makes it false.
    open var automaticallyShowsSearchResultsController = true { didSet { _updateResultsVisibility() } }
    /// Whether the results controller is visible while the search is active. Setting it
    /// makes ``automaticallyShowsSearchResultsController`` false.
    open var showsSearchResultsController: Bool {
        get { _resultsShown }
        set {
            automaticallyShowsSearchResultsController = false
            _resultsShown = newValue
            _searchView?.setNeedsLayout()
        }
    }

    /// Where the search is: inactive, being presented, active, being dismissed.
    var _activation = SearchActivation.inactive
    var _resultsShown = false
    /// The navigation item whose bar shows the search bar, if any.
    weak var _hostingNavigationItem: UINavigationItem?
    /// The navigation controller whose bar was hidden for the search, to show again after.
    @Unretained var _hiddenNavigationBarOwner: UINavigationController?  // PL11
    /// Whether the bar moves into the search view as soon as that view is in the window.
    var _barAwaitsHosting = false
    /// Where a bar that moved into the search view came from.
    var _barHome: (superview: UIView, index: Int, frame: CGRect)?
    private let ownedTransitioningDelegate = SearchTransitioningDelegate()
    private lazy var ownSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.height))

    /// Creates a search controller showing results in `searchResultsController` (nil: in the
    /// searched controller).
    public init(searchResultsController: UIViewController?) {
        _searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        _setUp()
    }

    /// Creates a search controller without a results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _setUp()
    }

    /// Creates a search controller from an archive (no results controller).
    public required init?(coder: NSCoder) {
        _searchResultsController = nil
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        transitioningDelegate = ownedTransitioningDelegate
        modalTransitionStyle = .crossDissolve
        _ = _bar
    }

    /// The search bar to put in the interface. Subclasses may return their own bar.
    open var searchBar: UISearchBar { ownSearchBar }

    /// The bar, tied to this controller so its editing reaches it.
    var _bar: UISearchBar {
        let bar = searchBar
        if bar._searchController !== self { bar._searchController = self }
        return bar
    }

    /// Whether the search is active: being presented or presented. Setting true presents it
    /// (without making the bar first responder, as in UIKit); false dismisses it.
    open var isActive: Bool {
        get { _activation.isActive }
        set { newValue ? _activate() : _deactivate() }
    }

    /// Where the search bar is placed in its navigation bar (iOS 16); `.automatic` when it is
    /// not in one.
    open var searchBarPlacement: UINavigationItem.SearchBarPlacement {
        _hostingNavigationItem?.searchBarPlacement ?? .automatic
    }

    /// `.custom`: the search presentation. Setting it has no effect, as the search decides.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { .custom }
        set {}
    }

    /// Presents over the searched controller's presentation context, not the window (P16).
    override var _presentsInPresentationContext: Bool { true }

    /// A view that passes touches through where it shows nothing.
    open override func loadView() {
        let searchView = SearchControllerView(frame: UIScreen.main.bounds)
        searchView.searchController = self
        view = searchView
        if let results = searchResultsController {
            addChild(results)
            searchView.resultsContainer.addSubview(results.view)
            results.didMove(toParent: self)
        }
    }

    var _searchView: SearchControllerView? { viewIfLoaded as? SearchControllerView }

    /// The controller that shows the search bar: the owner of its navigation item, else the
    /// controller of the nearest view holding the bar.
    var _searchingController: UIViewController? {
        if let item = _hostingNavigationItem, item.searchController === self, let owner = item._owner { return owner }
        var view: UIView? = _bar.superview
        while let current = view {
            if let controller = current._viewController, controller !== self { return controller }
            view = current.superview
        }
        return nil
    }
}

/// The states of a search, in order (P16).
enum SearchActivation {
    case inactive, presenting, active, dismissing

    var isActive: Bool { self == .presenting || self == .active }
}
