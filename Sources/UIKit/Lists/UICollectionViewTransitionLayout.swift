import Foundation

/// The layout of an interactive change from one layout to another, its progress set by the app.
///
/// Difference from UIKit: OpenUIKit has no interactive layout transitions
/// (`startInteractiveTransition(to:completion:)`), so the delegate's
/// `transitionLayoutForOldLayout` is never asked; this layout keeps its layouts, progress and
/// animated values for the app, and places no items itself.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition ends in.
    public let nextLayout: UICollectionViewLayout
    /// How far the transition has gone, 0 to 1. Setting it lays out again.
    open var transitionProgress: CGFloat = 0 { didSet { invalidateLayout() } }
    private var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Keeps a value the app animates with the transition, under `key`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// The value kept under `key` (0 when none).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }
}
