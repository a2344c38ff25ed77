import Foundation

/// A transition between two controllers of a storyboard (I3): made when it is triggered or
/// performed, handed to `prepare(for:sender:)`, then performed.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard, if it has one.
    open var identifier: String? { segueIdentifier }
    /// The controller the segue starts from.
    open var source: UIViewController { sourceController }
    /// The controller the segue leads to.
    open var destination: UIViewController { destinationController }
    private let segueIdentifier: String?
    private let sourceController: UIViewController
    private let destinationController: UIViewController
    private let performHandler: (@MainActor () -> Void)?
    /// What a storyboard segue of a built-in kind does when performed (set by the loader).
    @preconcurrency var _perform: (@MainActor (UIStoryboardSegue) -> Void)?

    /// Creates a segue; subclasses (custom segues in a storyboard) override ``perform()``.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        segueIdentifier = identifier
        sourceController = source
        destinationController = destination
        self.performHandler = nil
    }

    /// Creates a segue that runs `performHandler` when performed.
    @preconcurrency public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping @MainActor () -> Void) {
        segueIdentifier = identifier
        sourceController = source
        destinationController = destination
        self.performHandler = performHandler
    }

    /// Performs the transition: the handler, or the storyboard kind's transition (show,
    /// present, push, …). A plain `UIStoryboardSegue` without either does nothing.
    open func perform() {
        if let performHandler { performHandler() } else { _perform?(self) }
    }
}

/// The source of an unwind segue while UIKit searches for its destination (I4).
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind starts from.
    public let source: UIViewController
    /// The unwind action (`unwindToList:`).
    public let unwindAction: Selector
    /// The object that triggered the unwind.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
