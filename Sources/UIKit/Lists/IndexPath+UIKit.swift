import Foundation

/// UIKit's index paths of rows (`row`, `section`) and items (`item`, `section`).
///
/// Difference from iOS: on Linux, Foundation's `IndexPath` has no `item` and `section`, so
/// this module adds them as well as UIKit's `row`.
extension IndexPath {
    /// The index path of a row in a section of a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index of the row in its section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    #if !canImport(Darwin)
    /// The index path of an item in a section of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index of the item in its section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section's index (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    #endif
}

/// UIKit's additions to `NSIndexPath`, for code that still uses it (`(indexPath as NSIndexPath).row`).
/// Linux's Foundation lacks them.
extension NSIndexPath {
    /// An index path of a row in a section.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path of an item in a section.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The row (the second index).
    public var row: Int { index(atPosition: 1) }
    /// The item (the second index).
    public var item: Int { index(atPosition: 1) }
    /// The section (the first index).
    public var section: Int { index(atPosition: 0) }
}
