import Foundation

/// The drag source's session (`UIDragSession`): the items, the finger, the local context.
@preconcurrency @MainActor
final class DragSourceSession: NSObject, UIDragSession {
    var items: [UIDragItem]
    var localContext: Any?
    /// The interaction the drag started from (its delegate answers the questions below).
    weak var source: UIDragInteraction?
    /// O12: the drag delegate's answer, asked each time (default true).
    var allowsMoveOperation: Bool {
        guard let source, let delegate = source.delegate else { return true }
        return delegate.dragInteraction(source, sessionAllowsMoveOperation: self)
    }
    var isRestrictedToDraggingApplication: Bool {
        guard let source, let delegate = source.delegate else { return false }
        return delegate.dragInteraction(source, sessionIsRestrictedToDraggingApplication: self)
    }
    /// Where the finger is, in its window's coordinates.
    var windowLocation: CGPoint = .zero
    @Unretained var window: UIWindow?  // PL11

    init(items: [UIDragItem]) {
        self.items = items
        super.init()
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return view.convert(window.convert(windowLocation, to: nil), from: nil)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

/// The drop target's session (`UIDropSession`) over the same drag.
@preconcurrency @MainActor
final class DropTargetSession: NSObject, UIDropSession {
    let dragSession: DragSourceSession
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    let progress = Progress(totalUnitCount: 0)

    init(dragSession: DragSourceSession) {
        self.dragSession = dragSession
        super.init()
    }

    var items: [UIDragItem] { dragSession.items }
    var localDragSession: (any UIDragSession)? { dragSession }
    var allowsMoveOperation: Bool { dragSession.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { dragSession.isRestrictedToDraggingApplication }
    func location(in view: UIView) -> CGPoint { dragSession.location(in: view) }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        dragSession.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { dragSession.canLoadObjects(ofClass: aClass) }

    /// O5: each item that can load the class is loaded; the completion gets the objects in the
    /// items' order once all have arrived, in a later turn.
    @discardableResult
    @preconcurrency func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void) -> Progress {
        let loading = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        let total = Progress(totalUnitCount: Int64(loading.count))
        var results = [T?](repeating: nil, count: loading.count)
        var remaining = loading.count
        guard remaining > 0 else {
            UIKitScheduler.shared.enqueue(.completions) { completion([]) }
            return total
        }
        for (index, item) in loading.enumerated() {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                results[index] = object
                remaining -= 1
                total.completedUnitCount += 1
                if remaining == 0 { completion(results.compactMap { $0 }) }
            }
        }
        return total
    }
}
