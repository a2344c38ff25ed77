import Foundation

/// Drawing's messages.
extension UIKitDiagnostic {
    /// G5 (OpenUIKit's own): image data was asked for with no rasteriser installed.
    static let noImageRasterizer = UIKitDiagnostic(
        name: "noImageRasterizer", rule: "G5", kind: .warning,
        message: "OpenUIKit: image data needs a rasterizer; link UIKitRendering and call TextRenderer.install() (or create a ViewRenderer) before asking for pngData or jpegData. Returning no data.")
}
