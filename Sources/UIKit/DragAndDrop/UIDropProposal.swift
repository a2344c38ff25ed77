import Foundation

/// What a drop does with the dragged items, with UIKit's raw values.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing is transferred: the drag is cancelled (the default proposal).
    case cancel = 0
    /// A drop would usually be possible here but is not allowed: lifting cancels the drag.
    case forbidden = 1
    /// The items' data is copied to the target.
    case copy = 2
    /// The items are moved (within the app; needs the session's `allowsMoveOperation`, O12).
    case move = 3
}

/// Whether a drop shows a progress indicator while its items load, with UIKit's raw values.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator.
    case none = 0
    /// The system's indicator (the default).
    case `default` = 1
}

/// A drop target's answer to a session moving over it (`dropInteraction(_:sessionDidUpdate:)`):
/// what lifting the finger there would do.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// What the drop would do.
    open private(set) var operation: UIDropOperation
    /// Whether the target needs the exact point (UIKit then offsets the preview above the
    /// finger). Default false. OpenUIKit shows no preview, so it changes nothing else.
    open var isPrecise = false
    /// Whether the preview keeps its full size over the target. Default false.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
