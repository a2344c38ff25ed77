import Foundation
import Testing
import UIKit
import UIKitTesting

/// A drag interaction's delegate that writes what UIKit tells it into a ``Trace`` as `drag.…`.
@MainActor
final class DragLog: UIDragInteractionDelegate {
    let trace: Trace
    var makeItems: () -> [UIDragItem]
    var itemsForAdding: () -> [UIDragItem] = { [] }
    var allowsMove = true
    /// Whether each move is written (`drag.didMove`).
    var logsMoves = true
    /// Whether the preview and animator callbacks are written.
    var logsPreviews = true
    weak var lastSession: (any UIDragSession)?

    init(_ trace: Trace, items: @escaping () -> [UIDragItem]) {
        self.trace = trace
        makeItems = items
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        trace.add("drag.itemsForBeginning")
        lastSession = session
        return makeItems()
    }
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        trace.add("drag.itemsForAdding at \(Int(point.x)),\(Int(point.y))")
        return itemsForAdding()
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction) {
        trace.add("drag.willAdd \(items.count)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        if logsPreviews { trace.add("drag.previewForLifting") }
        return nil
    }
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession) {
        guard logsPreviews else { return }
        trace.add("drag.willAnimateLift")
        animator.addCompletion { [trace] position in trace.add("drag.lifted \(position == .end ? "end" : "other")") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        trace.add("drag.sessionWillBegin")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        trace.add("drag.allowsMove")
        return allowsMove
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        if logsMoves { trace.add("drag.didMove") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation) {
        trace.add("drag.willEnd \(operation.name)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        trace.add("drag.didEnd \(operation.name)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        trace.add("drag.didTransfer")
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        if logsPreviews { trace.add("drag.previewForCancelling") }
        return defaultPreview
    }
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating) {
        if logsPreviews { trace.add("drag.willAnimateCancel") }
    }
}

/// A drop interaction's delegate that writes what UIKit tells it as `<name>.…`.
@MainActor
final class DropLog: UIDropInteractionDelegate {
    let trace: Trace
    let name: String
    var operation: UIDropOperation
    var canHandle = true
    var logsUpdates = true
    var logsPreviews = true
    var onPerform: ((any UIDropSession) -> Void)?
    /// Where the session was, in the view, at each update.
    var locations: [CGPoint] = []

    init(_ trace: Trace, _ name: String, operation: UIDropOperation) {
        self.trace = trace
        self.name = name
        self.operation = operation
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        trace.add("\(name).canHandle")
        return canHandle
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        trace.add("\(name).enter")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if logsUpdates { trace.add("\(name).update") }
        locations.append(session.location(in: interaction.view!))
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        trace.add("\(name).exit")
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        trace.add("\(name).perform")
        onPerform?(session)
    }
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        if logsPreviews { trace.add("\(name).previewForDropping") }
        return defaultPreview
    }
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating) {
        if logsPreviews { trace.add("\(name).willAnimateDrop") }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        trace.add("\(name).conclude")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        trace.add("\(name).end")
    }
}

extension UIDropOperation {
    var name: String {
        switch self {
        case .cancel: "cancel"
        case .forbidden: "forbidden"
        case .copy: "copy"
        case .move: "move"
        }
    }
}

/// A drag item carrying `text`.
@MainActor
func textItem(_ text: String) -> UIDragItem {
    UIDragItem(itemProvider: NSItemProvider(object: text))
}

/// The centre of `view` in its window.
@MainActor
func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: view.window)
}
