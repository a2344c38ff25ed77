#if SnapshotTesting
import SnapshotTesting
import UIKit
import UIKitRendering

extension Snapshotting where Value == UIViewController, Format == RenderedImage {
    /// The screen showing the controller on the current device, compared exactly.
    public static var image: Snapshotting { .image() }

    /// A picture of the screen showing the controller, stored as PNG.
    ///
    /// The controller is put on screen the way an app shows it: the main screen becomes
    /// `config`'s device held its way, a new key window gets the controller as its root and
    /// `traits` over the device's, and the run loop drains until it has appeared and laid
    /// out. The picture is the whole window at the device's scale, status bar included
    /// (unless `drawsStatusBar` is false or the controller hides it), so what it presents
    /// shows too. Afterwards the window goes away, the controller disappears (and is
    /// released with it), and the screen is the device it was.
    ///
    /// A controller already in a window (because the test showed it and drove it, say to a
    /// pushed screen) is drawn as its window is now; pass no `config` or `traits` then.
    ///
    /// Differences from swift-snapshot-testing on iOS: the picture is the window, not the
    /// controller's view alone; there is no `size:` (choose a device); a child or presented
    /// controller cannot be hosted (snapshot the root, or the view with the `UIView`
    /// strategy).
    ///
    /// - Parameters:
    ///   - config: The device; nil: the current device (or the controller's window).
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - traits: Traits over the device's (appearance, text size, …).
    ///   - drawsStatusBar: Whether the picture shows the status bar.
    public static func image(on config: ViewImageConfig? = nil, precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = UITraitCollection(), drawsStatusBar: Bool = true) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (controller: UIViewController) in
                // assertSnapshot calls this at once, on the test's actor (the main one).
                MainActor.assumeIsolated {
                    SnapshotHost.withController(controller, on: config, traits: traits) { window in
                        let renderer = ViewRenderer(scale: window.traitCollection.displayScale)
                        renderer.drawsStatusBar = drawsStatusBar
                        return renderer.image(of: window)
                    }
                }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree (``UIKit/UIView/recursiveDescription()``) on the current
    /// device, without addresses.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view tree, one view a line, without addresses, once it is on screen
    /// as ``image(on:precision:perceptualPrecision:traits:drawsStatusBar:)`` puts it.
    public static func recursiveDescription(on config: ViewImageConfig? = nil,
                                            traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                SnapshotHost.withController(controller, on: config, traits: traits) { _ in
                    purgingAddresses(controller.view.recursiveDescription())
                }
            }
        }
    }

    /// The controller tree (``UIKit/UIViewController/_printHierarchy()``): children,
    /// presented controllers, appearance states and views, without addresses. The
    /// controller is taken as it is (not put on screen).
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated { purgingAddresses(controller._printHierarchy()) }
        }
    }
}

/// `text` without object addresses (`<UIView: 0x6000…; frame = …>` becomes
/// `<UIView; frame = …>`), as swift-snapshot-testing does, so runs compare equal.
func purgingAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
}
#endif
