#if SnapshotTesting
import SnapshotTesting
import UIKit
import UIKitRendering

extension Snapshotting where Value == UIView, Format == RenderedImage {
    /// A picture of the view, compared exactly.
    public static var image: Snapshotting { .image() }

    /// A picture of the view and its subviews at its bounds, stored as PNG: transparent
    /// where nothing is drawn. The view is laid out first; it need not be in a window.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - size: A size to give the view first (it keeps it); nil keeps its size.
    ///   - traits: Traits laid over the view's for the picture (restored afterwards).
    ///   - scale: Pixels per point; nil: the view's display scale.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = UITraitCollection(), scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (view: UIView) in
                MainActor.assumeIsolated {
                    SnapshotHost.withView(view, size: size, traits: traits) {
                        ViewRenderer(scale: scale ?? view.traitCollection.displayScale).image(of: view)
                    }
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree (``UIKit/UIView/recursiveDescription()``) without addresses.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view tree, one view a line, without addresses, after layout.
    ///
    /// - Parameters:
    ///   - size: A size to give the view first (it keeps it); nil keeps its size.
    ///   - traits: Traits laid over the view's (restored afterwards).
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            MainActor.assumeIsolated {
                SnapshotHost.withView(view, size: size, traits: traits) {
                    view.layoutIfNeeded()
                    return purgingAddresses(view.recursiveDescription())
                }
            }
        }
    }
}
#endif
