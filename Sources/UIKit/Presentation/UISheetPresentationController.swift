import Foundation

/// The presentation controller of `.pageSheet` and `.formSheet` presentations (and of
/// `.automatic`, which resolves to `.pageSheet`, P7). In compact width the sheet is a card
/// from 10 pt below the top safe area, cut to the selected detent; the presenter's view stays
/// in place and gets no appearance callbacks (P6). In regular width a form sheet is a centred
/// `preferredContentSize` box (540×620 by default) and a page sheet a 704-pt-wide page.
///
/// Differences from UIKit: the presenter is not scaled back; the medium detent is half the
/// largest height (UIKit's exact value varies by device).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// About half the screen.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The full sheet height.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        let resolve: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolve: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier; self.resolve = resolve
        }

        /// Half of the largest height.
        public static func medium() -> Detent { Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() } }
        /// The largest height.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height from `resolver` (nil: the detent is inactive).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolve: resolver)
        }
    }

    /// The heights the sheet can rest at, smallest first in effect. Default `[.large()]`.
    open var detents: [Detent] = [.large()] { didSet { _layoutIfPresented() } }
    /// The detent shown; nil means the smallest one.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { _layoutIfPresented() } }
    /// The largest detent at which the presenter is not dimmed (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { _updateDimming() } }
    /// Whether a grabber shows at the top of the sheet. Default false.
    open var prefersGrabberVisible = false
    /// Corner radius (nil: the system's).
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling to the edge grows the sheet. Default true.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height. Default false.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet follows `preferredContentSize` width. Default false.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The view dimming the presenter, in the container, behind the sheet.
    let _dimmingView = UIView()

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        _isBuiltIn = true
        _dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.1)
    }

    /// Runs `changes` (detent changes) with an animation.
    open func animateChanges(_ changes: () -> Void) {
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(withDuration: 0.35, animations: {
                changes()
                self._layoutIfPresented()
            })
        }
    }

    /// Asks custom detents to resolve again.
    open func invalidateDetents() { _layoutIfPresented() }

    /// The resolved height of each active detent, by identifier, in order.
    var _resolvedDetents: [(Detent.Identifier, CGFloat)] {
        let context = DetentResolutionContext(traitCollection: traitCollection, maximumDetentValue: _maximumDetentValue)
        return detents.compactMap { detent in detent.resolve(context).map { (detent.identifier, min($0, _maximumDetentValue)) } }
    }

    /// The card a sheet shows as in compact width, or a page sheet in regular width, for a
    /// detent height (`nil`: the largest). Origin 10 pt below the top safe area, as iOS 15+.
    private func _sheetFrame(detentHeight: CGFloat?) -> CGRect {
        guard let container = _containerView else { return .zero }
        let bounds = container.bounds, insets = _containerSafeInsets
        let top = insets.top + 10
        let maximum = _maximumDetentValue
        let height = min(maximum, detentHeight ?? maximum)
        let y = bounds.height - insets.bottom - height
        if _isCompactWidth || presentationStyle == .pageSheet && bounds.width <= 704 {
            return CGRect(x: 0, y: y, width: bounds.width, height: bounds.height - y)
        }
        if presentationStyle == .formSheet {
            let preferred = presentedViewController.preferredContentSize
            let size = CGSize(width: min(bounds.width, preferred.width > 0 ? preferred.width : 540),
                              height: min(maximum, preferred.height > 0 ? preferred.height : 620))
            return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                          width: size.width, height: size.height)
        }
        return CGRect(x: ((bounds.width - 704) / 2).rounded(), y: top, width: 704, height: bounds.height - top)
    }

    /// The largest sheet height: from 10 pt below the top safe area to the bottom one.
    private var _maximumDetentValue: CGFloat {
        guard let container = _containerView else { return 0 }
        let insets = _containerSafeInsets
        return container.bounds.height - insets.top - 10 - insets.bottom
    }

    /// The height of the detent shown: the selected one, else the smallest (nil: no detents).
    var _currentDetentHeight: CGFloat? {
        let resolved = _resolvedDetents
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.0 == selected }) { return match.1 }
        return resolved.map(\.1).min()
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        switch presentationStyle {
        case .pageSheet, .formSheet: _sheetFrame(detentHeight: _isCompactWidth ? _currentDetentHeight : nil)
        default: _containerView?.bounds ?? .zero
        }
    }

    open override var shouldRemovePresentersView: Bool { !presentationStyle.keepsPresenterViews }

    /// Whether the presenter is dimmed at the current detent (P6: it stays visible either way).
    var _isDimmingPresenter: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let resolved = _resolvedDetents
        guard let limit = resolved.first(where: { $0.0 == undimmed })?.1, let current = _currentDetentHeight else { return true }
        return current > limit
    }

    open override func presentationTransitionWillBegin() {
        guard let container = _containerView, presentationStyle == .pageSheet || presentationStyle == .formSheet else { return }
        _dimmingView.frame = container.bounds
        _dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(_dimmingView, at: 0)
        _dimmingView.alpha = 0
        // A sheet is a card with rounded corners (10 points unless preferred otherwise), as on iOS.
        presentedView?.layer.cornerRadius = preferredCornerRadius ?? 10
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self._updateDimming() }, completion: nil)
    }

    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self._dimmingView.alpha = 0 }, completion: nil)
    }

    private func _updateDimming() {
        _dimmingView.alpha = _isDimmingPresenter ? 1 : 0
        _dimmingView.isUserInteractionEnabled = _isDimmingPresenter
    }

    private func _layoutIfPresented() {
        guard let presented = presentedView, let container = _containerView, presented.superview === container,
              presentedViewController._transition == nil else { return }
        presented.frame = frameOfPresentedViewInContainerView
        _updateDimming()
    }
}

/// What a custom detent's resolver gets.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have.
    var maximumDetentValue: CGFloat { get }
}

@preconcurrency @MainActor
private final class DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    init(traitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        containerTraitCollection = traitCollection; self.maximumDetentValue = maximumDetentValue
    }
}
