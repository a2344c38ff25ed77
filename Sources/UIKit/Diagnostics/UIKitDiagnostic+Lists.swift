import Foundation

/// Table and collection view messages.
extension UIKitDiagnostic {
    /// UIKit's `NSInternalInconsistencyException` reason for dequeuing an unknown identifier.
    static func unableToDequeueCell(identifier: String, kind: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "unableToDequeueCell", rule: nil, kind: .exception,
                        message: "unable to dequeue a \(kind) with identifier \(identifier) - must register a nib or a class for the "
                            + "identifier or connect a prototype cell in a storyboard")
    }

    /// UIKit's `NSInternalInconsistencyException` reason for a registered nib that is not one cell.
    static func invalidCellNib(identifier: String, isCollection: Bool) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "invalidCellNib", rule: nil, kind: .exception,
                        message: "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object "
                            + "which must be a \(isCollection ? "UICollectionReusableView" : "UITableViewCell") instance")
    }

    /// UIKit's `NSInternalInconsistencyException` reason for a data source that gave no cell.
    static func failedToObtainCell(_ tableView: AnyObject, dataSource: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "failedToObtainCell", rule: nil, kind: .exception,
                        message: "UITableView (\(describe(tableView))) failed to obtain a cell from its dataSource (\(describe(dataSource)))")
    }

    /// UIKit's reason for asking about a row that does not exist.
    static func invalidIndexPath(_ indexPath: IndexPath, request: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "invalidIndexPath", rule: nil, kind: .exception,
                        message: "request for \(request) at invalid index path (<NSIndexPath> {length = \(indexPath.count), path = "
                            + indexPath.map(String.init).joined(separator: " - ") + "})")
    }

    /// UIKit's `NSInternalInconsistencyException` reason for a table view controller whose
    /// nib or scene view is not a table view.
    static func tableViewControllerWithoutTable(_ controller: AnyObject, nibName: String?) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "tableViewControllerWithoutTable", rule: nil, kind: .exception,
                        message: "-[UITableViewController loadView] loaded the \"\(nibName ?? "(null)")\" nib but didn't get a UITableView.")
    }

    /// UIKit's console warning (once per table here) for a self-sizing cell whose content
    /// view's constraints give it no height; the row takes the standard height (LT1).
    static func zeroHeightSelfSizingCell(_ cell: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "zeroHeightSelfSizingCell", rule: "LT1", kind: .warning,
                        message: "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table "
                            + "view cell's content view. We're considering the collapse unintentional and using standard height instead. "
                            + "Cell: \(describe(cell))")
    }
}
