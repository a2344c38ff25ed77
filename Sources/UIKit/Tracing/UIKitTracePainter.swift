import Foundation

/// Draws a window for traces (`UIKitTesting`) without the tracing code linking a renderer:
/// `UIKitRendering` provides one, found by name when the process links it. A capture is
/// cheap (the drawn pixels, compressed); the PNG is made only if the trace is written.
/// OpenUIKit addition, not meant to be implemented by apps.
@preconcurrency @MainActor
public protocol _UIKitTracePainter: AnyObject {
    /// A painter drawing at `scale` pixels per point.
    init(scale: CGFloat)
    /// The window as it is on screen now (mid-animation positions included).
    func capture(_ window: UIWindow) -> any _UIKitTracePicture
}

/// One picture a ``_UIKitTracePainter`` captured.
public protocol _UIKitTracePicture: AnyObject, Sendable {
    /// The picture as PNG, or nil if it cannot be encoded.
    func pngData() -> Data?
}
