import Foundation

/// One UIKit console message or raised error, with UIKit's wording and the BEHAVIOR.md rule
/// it belongs to. Every message OpenUIKit prints or raises is a case here, and nowhere else.
public struct UIKitDiagnostic: Sendable, CustomStringConvertible {
    /// How UIKit reports it: a console log line, or an exception (a precondition failure here).
    public enum Kind: Sendable {
        /// A line on the console; the app goes on.
        case warning
        /// An exception in UIKit; here the message is logged and the program stops (a precondition failure).
        case exception
    }

    /// A stable name for the message, for filtering and strict-mode allow lists.
    public let name: String
    /// The BEHAVIOR.md rule it belongs to (`M3`), or nil.
    public let rule: String?
    /// Warning or exception.
    public let kind: Kind
    /// The text as UIKit prints it.
    public let message: String

    public var description: String { message }
}

/// The catalog: every message, built from its arguments. Texts are UIKit's where UIKit has
/// one (source in the comment); the few marked "ours" are OpenUIKit's own wording.
extension UIKitDiagnostic {
    /// M3: UIKit's wording.
    static func unbalancedAppearanceTransitions(_ controller: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "unbalancedAppearanceTransitions", rule: "M3", kind: .warning,
            message: "Unbalanced calls to begin/end appearance transitions for \(describe(controller)).")
    }

    /// A4 (ours: UIKit's docs forbid the call, the wording is OpenUIKit's).
    static func appearanceMethodCalledDirectly(_ method: String, _ controller: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "appearanceMethodCalledDirectly", rule: "A4", kind: .warning,
            message: "\(method) was called directly on \(describe(controller)); UIKit sends appearance "
                + "callbacks itself. Use beginAppearanceTransition(_:animated:) and endAppearanceTransition() instead.")
    }

    /// C6: UIKit's `UIViewControllerHierarchyInconsistency` reason.
    static func hierarchyInconsistency(child: AnyObject, expectedParent: AnyObject?, actual: AnyObject?, requested: Bool) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "UIViewControllerHierarchyInconsistency", rule: "C6", kind: .exception,
            message: "UIViewControllerHierarchyInconsistency: child view controller:\(describe(child)) should have parent "
                + "view controller:\(describe(expectedParent)) but \(requested ? "requested" : "actual") parent is:\(describe(actual))")
    }

    /// C6: adding a controller as a child of itself or of its own descendant (ours).
    static func childIsAncestor(child: AnyObject, parent: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "UIViewControllerHierarchyInconsistency", rule: "C6", kind: .exception,
            message: "UIViewControllerHierarchyInconsistency: cannot add \(describe(child)) as a child of "
                + "\(describe(parent)): it is that controller itself or one of its ancestors.")
    }

    /// T1: UIKit's `NSInvalidArgumentException` reason.
    static func transitionNeedsCommonParent(_ from: AnyObject, _ to: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "transitionNeedsCommonParent", rule: "T1", kind: .exception,
            message: "Children view controllers \(describe(from)) and \(describe(to)) must have a common parent view "
                + "controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
    }

    /// T1: transition(from:to:) while forwarding appearance manually (ours).
    static func transitionWithManualForwarding(_ parent: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "transitionWithManualForwarding", rule: "T1", kind: .exception,
            message: "transition(from:to:duration:options:animations:completion:) is not supported on \(describe(parent)) "
                + "because its shouldAutomaticallyForwardAppearanceMethods is false")
    }

    /// L4: `view` read while the view is being loaded (ours; UIKit recurses until it crashes).
    static func viewLoadRecursion(_ controller: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "viewLoadRecursion", rule: "L4", kind: .exception,
            message: "\(describe(controller)): view was read while its view was loading and loadView() has not "
                + "assigned one. An overriding loadView() must assign view and must not call super.")
    }

    /// L2/L5: UIKit's `NSInternalInconsistencyException` reason for a nib that cannot load.
    static func couldNotLoadNib(name: String, bundle: Bundle) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "couldNotLoadNib", rule: "L2", kind: .exception,
            message: "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'")
    }

    /// L8: a root view shared by two controllers (ours).
    static func viewOwnedByAnotherController(_ view: AnyObject, owner: AnyObject, _ controller: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "viewOwnedByAnotherController", rule: "L8", kind: .exception,
            message: "\(describe(view)) is already the view of \(describe(owner)); \(describe(controller)) cannot "
                + "use it as its view. Each view controller must own its root view.")
    }

    /// Y3: updateConstraints overrides must call super (UIKit raises; wording ours).
    static func updateConstraintsDidNotCallSuper(_ object: AnyObject, method: String) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "updateConstraintsDidNotCallSuper", rule: "Y3", kind: .exception,
            message: "\(describe(object)) overrides \(method) but does not call super, which UIKit requires.")
    }

    /// Y3: a constraint or layout pass that keeps invalidating itself (ours; UIKit's layout
    /// feedback loop debugging reports it).
    static func layoutFeedbackLoop(turns: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "layoutFeedbackLoop", rule: "Y3", kind: .warning,
            message: "Layout feedback loop: the constraint or layout pass asked for itself again in each of \(turns) "
                + "run-loop turns. A view or controller probably calls setNeedsLayout() or "
                + "setNeedsUpdateConstraints() from inside the pass.")
    }

    /// View hierarchy misuse: adding a view to itself or to its own descendant (UIKit's reason).
    static func viewIsAncestor(_ view: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "viewIsAncestor", rule: nil, kind: .exception,
            message: "Can't add self as subview (\(describe(view)))")
    }

    /// The printable form UIKit uses for an object in messages: `<Module.Class: 0x…>`.
    static func describe(_ object: AnyObject?) -> String {
        guard let object else { return "(null)" }
        return String(describing: object)
    }
}
