import Foundation

/// A callback UIKit sends to a controller, as reported to lifecycle observers.
public enum UIViewControllerLifecycleCallback: Hashable, Sendable, CustomStringConvertible {
    /// `loadView()`: the controller makes its view.
    case loadView
    /// `viewDidLoad()`: the view was made.
    case viewDidLoad
    /// `viewWillAppear(_:)`, with its `animated` argument.
    case viewWillAppear(animated: Bool)
    /// `viewIsAppearing(_:)`, with its `animated` argument.
    case viewIsAppearing(animated: Bool)
    /// `viewDidAppear(_:)`, with its `animated` argument.
    case viewDidAppear(animated: Bool)
    /// `viewWillDisappear(_:)`, with its `animated` argument.
    case viewWillDisappear(animated: Bool)
    /// `viewDidDisappear(_:)`, with its `animated` argument.
    case viewDidDisappear(animated: Bool)
    /// `willMove(toParent:)`; `isNil` is whether the parent passed is nil (a removal).
    case willMoveToParent(isNil: Bool)
    /// `didMove(toParent:)`; `isNil` is whether the parent passed is nil (a removal).
    case didMoveToParent(isNil: Bool)
    /// `viewWillLayoutSubviews()`.
    case viewWillLayoutSubviews
    /// `viewDidLayoutSubviews()`.
    case viewDidLayoutSubviews
    /// `updateViewConstraints()`.
    case updateViewConstraints
    /// `didReceiveMemoryWarning()`.
    case didReceiveMemoryWarning
    /// `willTransition(to:with:)`, with the new trait collection.
    case willTransitionToTraitCollection(UITraitCollection)
    /// `viewWillTransition(to:with:)`, with the new size.
    case viewWillTransitionToSize(CGSize)
    /// `traitCollectionDidChange(_:)`.
    case traitCollectionDidChange
    /// `viewSafeAreaInsetsDidChange()`.
    case viewSafeAreaInsetsDidChange
    /// `viewLayoutMarginsDidChange()`.
    case viewLayoutMarginsDidChange

    /// The method's name, as in a lifecycle trace: `viewWillAppear(true)`, `willMove(toParent:nil)`.
    public var description: String {
        switch self {
        case .loadView: "loadView"
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear(let a): "viewWillAppear(\(a))"
        case .viewIsAppearing(let a): "viewIsAppearing(\(a))"
        case .viewDidAppear(let a): "viewDidAppear(\(a))"
        case .viewWillDisappear(let a): "viewWillDisappear(\(a))"
        case .viewDidDisappear(let a): "viewDidDisappear(\(a))"
        case .willMoveToParent(let isNil): "willMove(toParent:\(isNil ? "nil" : "parent"))"
        case .didMoveToParent(let isNil): "didMove(toParent:\(isNil ? "nil" : "parent"))"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
        case .updateViewConstraints: "updateViewConstraints"
        case .didReceiveMemoryWarning: "didReceiveMemoryWarning"
        case .willTransitionToTraitCollection(let traits):
            "willTransition(to: \(traits.horizontalSizeClass)/\(traits.verticalSizeClass))"
        case .viewWillTransitionToSize(let size): "viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))"
        case .traitCollectionDidChange: "traitCollectionDidChange"
        case .viewSafeAreaInsetsDidChange: "viewSafeAreaInsetsDidChange"
        case .viewLayoutMarginsDidChange: "viewLayoutMarginsDidChange"
        }
    }
}

/// One callback as observed: which controller, which callback, and the controller's flags
/// at that moment.
@preconcurrency @MainActor
public struct UIViewControllerLifecycleEvent {
    /// The controller that received the callback.
    public let viewController: UIViewController
    /// The callback.
    public let callback: UIViewControllerLifecycleCallback
    /// For `willMove`/`didMove`, the parent argument.
    public let parent: UIViewController?
    /// The controller's flags when the callback was sent (C5, P2).
    public let isMovingToParent: Bool
    /// Whether the controller was being removed from its parent.
    public let isMovingFromParent: Bool
    /// Whether the controller was being presented.
    public let isBeingPresented: Bool
    /// Whether the controller was being dismissed.
    public let isBeingDismissed: Bool
}

/// Observers of every lifecycle callback UIKit sends (an OpenUIKit addition that
/// `UIKitTesting`'s recorder is built on). UIKit-sent callbacks are reported just before the
/// method runs; `willMove`/`didMove`, which containers call, when the base implementation runs.
@preconcurrency @MainActor
public enum UIViewControllerLifecycleObservers {
    private static var observers = ObserverList<UIViewControllerLifecycleEvent>()

    /// Adds an observer; returns a token for ``remove(_:)``.
    @discardableResult
    public static func add(_ body: @escaping @MainActor (UIViewControllerLifecycleEvent) -> Void) -> Int { observers.add(body) }

    /// Removes an observer.
    public static func remove(_ token: Int) { observers.remove(token) }

    static var isEmpty: Bool { observers.isEmpty }

    static func notify(_ event: UIViewControllerLifecycleEvent) {
        let current = observers  // an observer may add or remove observers
        current.notify(event)
    }
}

extension UIViewController {
    /// Sends one lifecycle callback: reports it, then runs it. Appearance callbacks run with
    /// the "sent by UIKit" mark that tells A4's check a call is legitimate.
    func _sendLifecycle(_ callback: UIViewControllerLifecycleCallback, parent: UIViewController? = nil, _ body: () -> Void) {
        _report(callback, parent: parent)
        let wasSending = _appearance.isSendingCallback
        _appearance.isSendingCallback = true
        body()
        _appearance.isSendingCallback = wasSending
    }

    func _report(_ callback: UIViewControllerLifecycleCallback, parent: UIViewController? = nil) {
        guard !UIViewControllerLifecycleObservers.isEmpty else { return }
        UIViewControllerLifecycleObservers.notify(UIViewControllerLifecycleEvent(
            viewController: self, callback: callback, parent: parent,
            isMovingToParent: isMovingToParent, isMovingFromParent: isMovingFromParent,
            isBeingPresented: isBeingPresented, isBeingDismissed: isBeingDismissed))
    }
}
