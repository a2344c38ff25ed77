import Foundation
import UIKit

/// Finds UIKitRendering's trace painter when the process links it, so pictures appear in
/// traces of tests that depend on UIKitRendering without UIKitTesting depending on it (and
/// on Cairo).
@MainActor
public enum TracePainterLookup {
    /// UIKitRendering's `TracePainter`, by mangled name.
    private static let mangledName = "14UIKitRendering12TracePainterC"

    /// The painter type, if linked (looked up once).
    public static let linkedPainterType: (any _UIKitTracePainter.Type)? =
        _typeByName(mangledName) as? any _UIKitTracePainter.Type

    /// A painter at `scale` (default: `UIKIT_TRACE_SCALE` from the environment, else 0.5,
    /// which keeps a trace's cost small), or nil when UIKitRendering is not linked.
    public static func linkedPainter(scale: CGFloat? = nil) -> (any _UIKitTracePainter)? {
        if ProcessInfo.processInfo.environment["UIKIT_TRACE_PICTURES"] == "off" { return nil }
        let scale = scale ?? ProcessInfo.processInfo.environment["UIKIT_TRACE_SCALE"].flatMap(Double.init).map { CGFloat($0) } ?? 0.5
        return linkedPainterType?.init(scale: scale)
    }
}
