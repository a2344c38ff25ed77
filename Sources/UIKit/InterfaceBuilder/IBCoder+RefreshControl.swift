import Foundation

/// What `UIRefreshControl.init?(coder:)` decodes, and the refresh controls a table view
/// controller or a table view holds in a storyboard (LE32).
@MainActor
extension IBCoder {
    /// LE32: a table view controller's `<refreshControl key="refreshControl">` is made with
    /// the controller (so its action connections are made with the scene's) and given to the
    /// table view when the controller's view loads.
    func decodeTableViewControllerRefreshControl(_ controller: UITableViewController) {
        guard let child = element.child("refreshControl", key: "refreshControl"),
              let control = instantiation.makeObject(child) as? UIRefreshControl else { return }
        controller._storyboardRefreshControl = control
    }

    /// LE32: a table view's own `<refreshControl key="refreshControl">` becomes its `refreshControl`.
    func decodeScrollViewRefreshControl(_ scrollView: UIScrollView) {
        guard let child = element.child("refreshControl", key: "refreshControl"),
              let control = instantiation.makeObject(child) as? UIRefreshControl else { return }
        scrollView.refreshControl = control
    }

    /// LE32: the control's title (its `<attributedString key="attributedTitle">`, with the
    /// fragments' attributes, I7). The tint colour is the view's
    /// (`decodeView`). Xcode writes `enabled="NO"` on every refresh control it makes, and
    /// those controls refresh on iOS: the control stays enabled whatever the file says.
    func decodeRefreshControl(_ control: UIRefreshControl) {
        control.isEnabled = true
        if let title = attributedString("attributedTitle") { control.attributedTitle = title }
    }
}

extension UITableViewController {
    /// LE32: the storyboard's refresh control, given to the table view when it loads.
    func _installStoryboardRefreshControl() {
        guard let control = _storyboardRefreshControl, let table = viewIfLoaded as? UITableView else { return }
        _storyboardRefreshControl = nil
        table.refreshControl = control
    }
}
