import Foundation

/// One dragged thing: its data (an ``NSItemProvider``), an object for drops inside the app
/// (``localObject``) and an optional preview.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The item's data, loaded by the drop target.
    public let itemProvider: NSItemProvider
    /// An object only drop targets in this app see (the model object, say). Default nil.
    open var localObject: Any?
    /// Makes the item's preview while it is dragged (nil: the lifted view's image); called
    /// once as the session begins, after `sessionWillBegin` (O6).
    open var previewProvider: (() -> UIDragPreview?)?

    /// Where the item comes from when a table or collection view made it: the list and the
    /// row or item, for its drop items' `sourceIndexPath` (O22).
    @Unretained var _sourceList: UIScrollView?  // PL11
    var _sourceIndexPath: IndexPath?

    /// An item carrying `itemProvider`'s data.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
