import Foundation

/// The Auto Layout messages of the catalog. Rule "AL" stands for issue 6's Auto Layout
/// behaviour, which BEHAVIOR.md does not number yet.
extension UIKitDiagnostic {
    /// UIKit's `[LayoutConstraints]` log when required constraints conflict; `list` are the
    /// conflicting constraints' descriptions, `breaking` the one the engine gives up.
    static func unsatisfiableConstraints(_ list: [String], breaking: String, mentionsAutoresizing: Bool) -> UIKitDiagnostic {
        var message = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if mentionsAutoresizing {
            message += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        message += "(\n" + list.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(breaking)\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
            + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        return UIKitDiagnostic(name: "unsatisfiableConstraints", rule: "AL", kind: .warning, message: message)
    }

    /// UIKit's `NSInvalidArgumentException` for an item that is neither a view nor a guide.
    static func invalidConstraintItem(_ item: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "invalidConstraintItem", rule: "AL", kind: .exception,
                        message: "NSInvalidArgumentException: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                            + "Constraint items must each be a view or layout guide. (\(type(of: item)))")
    }

    /// UIKit's `NSInvalidArgumentException` for a location equal to a constant.
    static func locationAttributesNeedPairs(firstAttribute: NSLayoutConstraint.Attribute) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "locationAttributesNeedPairs", rule: "AL", kind: .exception,
                        message: "NSInvalidArgumentException: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                            + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal "
                            + "constraint of a location equal to a constant. Location attributes must be specified in pairs.")
    }

    /// UIKit's `NSInvalidArgumentException` for a size paired with a location, or x with y.
    static func invalidAttributePairing(_ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "invalidAttributePairing", rule: "AL", kind: .exception,
                        message: "NSInvalidArgumentException: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                            + "Invalid pairing of layout attributes (\(LayoutAttribute.name(first)) and \(LayoutAttribute.name(second))).")
    }

    /// UIKit's `NSInvalidArgumentException` for leading/trailing paired with left/right.
    static func leadingTrailingWithLeftRight(_ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "leadingTrailingWithLeftRight", rule: "AL", kind: .exception,
                        message: "NSInvalidArgumentException: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                            + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                            + "Use leading/trailing for both or neither.")
    }

    /// A guide that no view owns (ours: UIKit raises while activating too).
    @MainActor static func constraintItemHasNoView(_ constraint: NSLayoutConstraint) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "constraintItemHasNoView", rule: "AL", kind: .exception,
                        message: "Unable to activate constraint \(constraint._description): a layout guide in it has not been added to a view.")
    }

    /// UIKit's `NSGenericException` for items in different hierarchies.
    @MainActor static func constraintWithoutCommonAncestor(_ constraint: NSLayoutConstraint) -> UIKitDiagnostic {
        let first = constraint.firstAnchor.description
        let second = constraint.secondAnchor?.description ?? "(nil)"
        return UIKitDiagnostic(name: "constraintWithoutCommonAncestor", rule: "AL", kind: .exception,
                               message: "NSGenericException: Unable to activate constraint with anchors \(first) and \(second) because they have "
                                   + "no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
    }

    /// UIKit's `NSInternalInconsistencyException` for switching an installed constraint
    /// between required and optional.
    static func priorityMutationRequiredToOptional(new: UILayoutPriority, old: UILayoutPriority) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "priorityMutationRequiredToOptional", rule: "AL", kind: .exception,
                        message: "NSInternalInconsistencyException: Mutating a priority from required to not on an installed constraint "
                            + "(or vice-versa) is not supported.  You passed priority \(LayoutAttribute.number(CGFloat(new.rawValue))) and the "
                            + "existing priority was \(LayoutAttribute.number(CGFloat(old.rawValue))).")
    }

    /// UIKit's `NSInvalidArgumentException` for a visual format it cannot read.
    static func visualFormatUnparsable(reason: String, format: String, caret: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "visualFormatUnparsable", rule: "AL", kind: .exception,
                        message: "NSInvalidArgumentException: Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)")
    }
}
