import Foundation

/// Lets its view take drops: while a drag moves over the view, the delegate says what a
/// drop would do, and takes the items when the finger lifts there (O7, O8).
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate (weak, set at creation).
    open var delegate: (any UIDropInteractionDelegate)? { _delegate }
    weak var _delegate: (any UIDropInteractionDelegate)?
    /// The view the interaction is attached to.
    open var view: UIView? { _view }
    @Unretained var _view: UIView?  // PL11
    /// Whether the drop target may also take drags that travel across it to a view inside
    /// it. Default false. Kept; OpenUIKit asks the innermost view's interaction first (O7).
    open var allowsSimultaneousDropSessions = false

    /// Creates an interaction; add it to a view with `addInteraction(_:)`.
    public init(delegate: any UIDropInteractionDelegate) {
        _delegate = delegate
        super.init()
    }

    /// The interaction is about to move to `view` (`UIInteraction`).
    open func willMove(to view: UIView?) {}

    /// The interaction moved to `view` (`UIInteraction`).
    open func didMove(to view: UIView?) { _view = view }
}
