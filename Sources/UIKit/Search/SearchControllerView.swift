import Foundation

/// A search controller's view: the search bar when it moved here, then below it the dimming
/// view (while ``UISearchController/obscuresBackgroundDuringPresentation`` and no results
/// show) and the results controller's view (while results show). Where it shows neither,
/// touches pass through to the searched content (P16).
@preconcurrency @MainActor
final class SearchControllerView: UIView {
    @Unretained var searchController: UISearchController? { didSet { dimmingView.searchController = searchController } }  // PL11
    let dimmingView = SearchDimmingView()
    let resultsContainer = UIView()
    /// The search bar, while it lives here.
    @Unretained var hostedBar: UISearchBar?  // PL11
    /// Where the hosted bar stays (where it was on screen); nil: the top of the safe area.
    var hostedBarTop: CGFloat?

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.isHidden = true
        resultsContainer.isHidden = true
        addSubview(dimmingView)
        addSubview(resultsContainer)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        var top: CGFloat = 0
        if let bar = hostedBar, bar.superview === self {
            let y = hostedBarTop ?? safeAreaInsets.top
            bar.frame = CGRect(x: 0, y: y, width: bounds.width, height: bar._fittingHeight)
            top = bar.frame.maxY
        }
        let below = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        dimmingView.frame = below
        resultsContainer.frame = below
        let results = searchController?._resultsShown ?? false
        resultsContainer.isHidden = !results
        dimmingView.isHidden = results || !(searchController?.obscuresBackgroundDuringPresentation ?? false)
        if let resultsView = searchController?.searchResultsController?.viewIfLoaded, resultsView.superview === resultsContainer {
            resultsView.frame = resultsContainer.bounds
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        searchController?._hostBarIfAwaited()
    }

    /// Touches on nothing shown pass through.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self || hit === resultsContainer ? nil : hit
    }
}

/// The view obscuring the searched content: a tap on it ends the search as Cancel does.
@preconcurrency @MainActor
final class SearchDimmingView: UIView {
    @Unretained var searchController: UISearchController?  // PL11

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        searchController?._cancelSearch()
    }
}
