import Foundation

/// The flow layout's invalidation context: whether the delegate's sizes and the layout's
/// attributes must be asked again (both true by default).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings are asked again. Default true.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes are computed again. Default true.
    open var invalidateFlowLayoutAttributes = true
}
