import Foundation

/// Deprecated (iOS 13): what `registerForPreviewing(with:sourceView:)` returns: the source
/// view, the area that would stay sharp, the delegate and a gesture recognizer to order
/// others after (DP7).
@available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: AnyObject {
    /// A recognizer other recognizers can require to fail, so they wait for a preview to be
    /// ruled out. On iOS 17 it never begins and gets no touches, so it holds no one back.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The delegate given at registration.
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view given at registration.
    var sourceView: UIView { get }
    /// The area of ``sourceView`` (in its coordinates) a press would preview: its bounds
    /// until set.
    var sourceRect: CGRect { get set }
}

/// Deprecated (iOS 13): provides the controller a 3D Touch press previews (peek) and shows it
/// when pressed harder (pop). Both methods are required, as in UIKit; on iOS 17 UIKit never
/// calls them, as no device it runs on starts a preview (DP7).
@available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    /// The controller to preview for a press at `location` (in the source view), or nil.
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    /// Shows the previewed controller for good (pop).
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// The context a registration returns and its controller keeps (DP7).
@available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
@preconcurrency @MainActor
final class PreviewingContext: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer()
    let sourceView: UIView
    /// Not retained, as UIKit keeps it (`unsafe_unretained`): a controller registering itself
    /// does not keep itself alive.
    private weak var weakDelegate: (any UIViewControllerPreviewingDelegate)?
    private var setSourceRect: CGRect?

    var delegate: any UIViewControllerPreviewingDelegate {
        guard let weakDelegate else { preconditionFailure("The previewing delegate of \(self) was freed (UIKit does not retain it).") }
        return weakDelegate
    }

    var sourceRect: CGRect {
        get { setSourceRect ?? sourceView.bounds }
        set { setSourceRect = newValue }
    }

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        weakDelegate = delegate
        self.sourceView = sourceView
        super.init()
    }
}

/// The registrations a controller keeps until it unregisters them or is freed (DP7).
@MainActor
private let previewingKey = UnsafeRawPointer(Unmanaged.passUnretained(PreviewingRegistrationsKey.shared).toOpaque())

/// Names the controllers' registrations in the association table.
private final class PreviewingRegistrationsKey: Sendable {
    static let shared = PreviewingRegistrationsKey()
}

extension UIViewController {
    /// Deprecated (iOS 13): registers `sourceView` (in this controller's view hierarchy) for
    /// 3D Touch previews, with `delegate` providing them. Returns the context, which the
    /// controller keeps until ``unregisterForPreviewing(withContext:)`` or until it is freed.
    /// On iOS 17 no device starts a preview (`forceTouchCapability` is `.unavailable`): the
    /// delegate is never asked, and the context's recognizer never begins (DP7).
    @available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
    public func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) -> any UIViewControllerPreviewing {
        let context = PreviewingContext(delegate: delegate, sourceView: sourceView)
        _previewingRegistrations.append(context)
        return context
    }

    /// Deprecated (iOS 13): ends a registration made by
    /// ``registerForPreviewing(with:sourceView:)``; the controller lets go of the context.
    /// A context this controller did not register is ignored (DP7).
    @available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
        _previewingRegistrations.removeAll { $0 === previewing }
    }

    /// The registered contexts, oldest first (kept beside the controller, as UIKit keeps them
    /// in it).
    @available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
    var _previewingRegistrations: [PreviewingContext] {
        get { AssociationTable.shared.value(for: previewingKey, on: self) as? [PreviewingContext] ?? [] }
        set {
            AssociationTable.shared.set(newValue.isEmpty ? nil : newValue, for: previewingKey, on: self,
                                        policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
