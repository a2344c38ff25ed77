import Foundation

/// Drawing's messages.
extension UIKitDiagnostic {
    /// DR1 (OpenUIKit's own): the module's own rasteriser made image data from a drawing
    /// with text, which it cannot draw (it has no fonts).
    static let textNotRasterized = UIKitDiagnostic(
        name: "textNotRasterized", rule: "DR1", kind: .warning,
        message: "OpenUIKit: text in images is drawn only by UIKitRendering; link it and call TextRenderer.install() (or create a ViewRenderer) to see text in pngData and jpegData. Leaving the text out.")

    /// BC2: Core Graphics' wording when `CGBitmapContextCreate` (`CGContext(data:width:…)`)
    /// refuses its parameters.
    static let unsupportedBitmapContext = UIKitDiagnostic(
        name: "CGBitmapContextCreateUnsupported", rule: "BC2", kind: .warning,
        message: "CGBitmapContextCreate: unsupported parameter combination: set CGBITMAP_CONTEXT_LOG_ERRORS environmental variable to see the details")
}
