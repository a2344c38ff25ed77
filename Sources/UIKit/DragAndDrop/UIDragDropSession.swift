import Foundation

/// What both sides of a drag see: the items, where the finger is, and what may be done.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The dragged items, in the order they were added.
    var items: [UIDragItem] { get }
    /// Where the finger is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (the drag delegate's `sessionAllowsMoveOperation`,
    /// default true).
    var allowsMoveOperation: Bool { get }
    /// Whether only this app may take the drop (the drag delegate's answer, default false).
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item's provider has a representation conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether an item's provider can load an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// The drag source's view of a drag session.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the session (drop targets in the app read it
    /// through `localDragSession`). Default nil.
    var localContext: Any? { get set }
}

/// The drop target's view of a drag session.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag began in this app (always here: one app, O4).
    var localDragSession: (any UIDragSession)? { get }
    /// Whether loading shows a progress indicator. Default `.default`.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// The progress of loading the items' objects.
    var progress: Progress { get }
    /// Loads an object of `aClass` from every item that can make one and calls `completion`
    /// with them, in the items' order, in a later turn (O2); call it in `performDrop`.
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void) -> Progress
}
