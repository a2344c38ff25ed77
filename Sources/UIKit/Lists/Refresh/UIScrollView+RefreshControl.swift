import Foundation

/// A scroll view's refresh control (iOS 10) and the user's pull that drives it.
extension UIScrollView {
    /// The refresh control shown above the content (LT11). Setting one adds it as a subview
    /// at the back, just above the content; nil removes it. Default nil.
    public var refreshControl: UIRefreshControl? {
        get { _refreshControl }
        set {
            guard newValue !== _refreshControl else { return }
            if let old = _refreshControl {
                old.removeFromSuperview()
                _setRefreshInset(0, keepingOffset: true)
            }
            _refreshControl = newValue
            guard let control = newValue else { return }
            insertSubview(control, at: 0)
            control._place(in: self)
            if control.isRefreshing { _setRefreshInset(UIRefreshControl.height, keepingOffset: true) }
        }
    }

    /// Gives a refreshing control its room above the content (part of the adjusted top
    /// inset, not of `contentInset`, as UIKit since iOS 11). `keepingOffset`: the content
    /// offset does not follow, even for content resting at its top.
    func _setRefreshInset(_ inset: CGFloat, keepingOffset: Bool) {
        guard inset != _refreshInset else { return }
        let offset = contentOffset
        _refreshInset = inset
        _updateAdjustedContentInset()
        if keepingOffset, contentOffset != offset { bounds.origin = offset }
    }
}

extension UITableViewController {
    /// The table view's refresh control (LT11): reading and setting go to ``tableView``'s
    /// `refreshControl`.
    public var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }
}
