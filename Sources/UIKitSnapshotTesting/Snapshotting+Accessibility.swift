#if SnapshotTesting
import SnapshotTesting
@_spi(Testing) import UIKit
import UIKitRendering

extension Snapshotting where Value == UIViewController, Format == RenderedImage {
    /// The screen showing the controller with each element VoiceOver visits tinted in its own
    /// colour, and beside it a legend, in VoiceOver's order, of what VoiceOver says for each
    /// (label, value, traits) and its hint, as Cash App's AccessibilitySnapshot draws it (K38).
    /// The controller is put on screen as ``image(on:precision:perceptualPrecision:traits:drawsStatusBar:)`` does.
    ///
    /// Differences from AccessibilitySnapshot: elements are not outlined by their paths
    /// (`accessibilityPath`), and activation points are not marked.
    public static func accessibilityImage(on config: ViewImageConfig? = nil, precision: Float = 1, perceptualPrecision: Float = 1,
                                          traits: UITraitCollection = UITraitCollection(), drawsStatusBar: Bool = true) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (controller: UIViewController) in
                MainActor.assumeIsolated {
                    SnapshotHost.withController(controller, on: config, traits: traits) { window in
                        let renderer = ViewRenderer(scale: window.traitCollection.displayScale)
                        renderer.drawsStatusBar = drawsStatusBar
                        window.layoutIfNeeded()
                        return AccessibilityLegend.image(of: window, nodes: AccessibilityTree.elements(in: window), renderer: renderer)
                    }
                }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The elements VoiceOver visits on the screen showing the controller, one numbered line
    /// each in its order: `3. Wi-Fi: On. Button. Hint: Double tap to toggle.` (K39). The
    /// controller is put on screen as the image strategy does.
    public static var accessibilityHierarchy: Snapshotting { .accessibilityHierarchy() }

    /// The elements VoiceOver visits on the screen showing the controller on `config`'s device
    /// with `traits`, one numbered line each in its order (K39).
    public static func accessibilityHierarchy(on config: ViewImageConfig? = nil,
                                              traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                SnapshotHost.withController(controller, on: config, traits: traits) { window in
                    window.layoutIfNeeded()
                    return AccessibilitySpeech.hierarchy(of: AccessibilityTree.elements(in: window))
                }
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The elements VoiceOver visits in the view (itself, if it is one), one numbered line each
    /// in its order (K39). The view need not be in a window.
    public static var accessibilityHierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            MainActor.assumeIsolated {
                view.layoutIfNeeded()
                return AccessibilitySpeech.hierarchy(of: AccessibilityTree.elements(in: view))
            }
        }
    }
}
#endif
