import Foundation

/// Collection view supplementary and decoration view messages (LL).
extension UIKitDiagnostic {
    /// LL6: UIKit's `NSInternalInconsistencyException` reason when the data source's
    /// supplementary view is nil (here: the default answer) or was not dequeued.
    static func supplementaryViewNotDequeued(kind: String, indexPath: IndexPath, view: AnyObject?) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "supplementaryViewNotDequeued", rule: "LL6", kind: .exception,
                        message: "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),<NSIndexPath> "
                            + "{length = \(indexPath.count), path = " + indexPath.map(String.init).joined(separator: " - ") + "}) was not "
                            + "retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
                            + "(\(view.map { describe($0) } ?? "(null)"))")
    }

    /// LL6: UIKit's reason when the data source dequeued a view of another kind.
    static func supplementaryViewKindMismatch(asked: String, registered: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "supplementaryViewKindMismatch", rule: "LL6", kind: .exception,
                        message: "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the "
                            + "element kind it is being used for. When asked for a view of element kind '\(asked)' the data source "
                            + "dequeued a view registered for the element kind '\(registered)'.")
    }

    /// LL4: a decoration view the layout places but nothing registered (UIKit's reason).
    static func decorationViewNotRegistered(kind: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "decorationViewNotRegistered", rule: "LL4", kind: .exception,
                        message: "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a nib or a class "
                            + "for the identifier or connect a prototype cell in a storyboard")
    }
}
