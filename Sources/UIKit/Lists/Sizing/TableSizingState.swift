import Foundation

/// What a table view knows about the sizes of its rows, headers and footers between two
/// counts: which are still estimates, the cells and views made to size rows and headers
/// that the same layout pass then shows, the rows a cell asked to be sized again, and the
/// band the cells on screen were last laid out for.
@MainActor
struct TableSizingState {
    /// Where a row's or header's height comes from (LT1, LT2).
    enum Height: Equatable {
        /// The count used an estimate; the real height is asked when it comes on screen.
        case estimated
        /// The delegate gave a height.
        case fixed
        /// The cell (or header view) sized itself, from its constraints or `sizeThatFits`; it
        /// can ask to be sized again (LT5).
        case selfSized(constraints: Bool)
    }

    /// The rows whose height is known (absent: estimated), from this count.
    var rows: [IndexPath: Height] = [:]
    /// Headers and footers whose height is known, from this count.
    var supplementaries: [TableSupplementaryKey: Height] = [:]
    /// Whether this count estimated the rows (`estimatedRowHeight != 0`).
    var estimatesRows = true
    /// Cells made to size a row, shown by the same layout pass.
    var madeCells: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views asked of the delegate to size them (nil: it gave none).
    var madeSupplementaries: [TableSupplementaryKey: UIView?] = [:]
    /// Rows on screen whose cell asked to be sized again (LT5).
    var invalidatedRows: Set<IndexPath> = []
    /// The bounds the cells on screen were laid out for (LT7); nil before the first layout.
    var laidOutBounds: CGRect?
    /// Whether the cells on screen are being updated now (a data source question inside it
    /// must not start another update).
    var isUpdatingVisibleCells = false
    /// Whether the zero-height warning was logged (UIKit logs it once).
    var warnedZeroHeight = false

    // Settings without a stored property on the table (the public API is in UITableView+SelfSizing).
    var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    var selfSizingInvalidation: UITableView.SelfSizingInvalidation = .enabled

    /// A new count starts: every height is an estimate again.
    mutating func beginCount(estimatesRows: Bool) {
        rows = [:]
        supplementaries = [:]
        invalidatedRows = []
        madeSupplementaries = [:]
        self.estimatesRows = estimatesRows
    }
}
