import Foundation

/// The deprecated way to suspend touch handling app-wide, which old code still calls around
/// animations and transitions (DP1).
extension UIApplication {
    /// The most levels UIKit counts: it keeps the nesting in four bits (DP1).
    static let _maximumIgnoringLevels = 15

    /// Deprecated (iOS 13): stops touches from reaching the app's views, gesture recognizers
    /// and controls until the matching ``endIgnoringInteractionEvents()``. Calls nest (at most
    /// 15 levels; a 16th logs UIKit's "overflow" message and is not counted). A touch that goes
    /// down while ignoring is dropped for its whole life, even when ignoring ends before the
    /// finger lifts; touches already down go on. ``sendEvent(_:)`` still receives every event,
    /// as on iOS: the windows drop the ignored touches (DP1).
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() {
        guard _ignoredInteractionEvents < Self._maximumIgnoringLevels else {
            return UIKitDiagnostics.warn(.ignoringInteractionEventsOverflow)
        }
        _ignoredInteractionEvents += 1
    }

    /// Deprecated (iOS 13): ends one level of ``beginIgnoringInteractionEvents()``; touches
    /// that go down once no level is left reach the app again. A call without a matching begin
    /// logs UIKit's message and changes nothing (DP1).
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() {
        guard _ignoredInteractionEvents > 0 else { return UIKitDiagnostics.warn(.unbalancedEndIgnoringInteractionEvents) }
        _ignoredInteractionEvents -= 1
    }

    /// Deprecated (iOS 13): whether at least one ``beginIgnoringInteractionEvents()`` is
    /// still unmatched (DP1).
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { _ignoredInteractionEvents > 0 }
}

extension UIApplication {
    /// Forgets what deprecated API left behind, as a fresh app has it: no level of ignoring
    /// interaction events (DP1), no open begin/commit animation block (DP3), no edit menu
    /// (DP9). Not API: UIKitTesting's `resetUIKit` calls it.
    @_spi(Testing) public func _resetDeprecatedState() {
        _ignoredInteractionEvents = 0
        UIKitScheduler.shared.animations.legacyBlocks.reset()
        EditMenuSession.shared.reset()
    }
}
