import Foundation
import Synchronization

/// Turns images into pixels and files: what `pngData()` and `jpegData(compressionQuality:)`
/// need for images that are drawings or of another format, and `UIGraphicsImageRenderer`'s
/// data. The `UIKit` module links no graphics library, so it has none of its own;
/// `UIKitRendering` installs one (`TextRenderer.install()` or any `ViewRenderer`).
///
/// OpenUIKit addition (iOS rasterises with Core Graphics). Without one installed, images
/// made by drawing still record and size correctly, and their data is nil (empty for the
/// renderer's non-optional `pngData(actions:)`), with a console message once.
public protocol ImageRasterizing: Sendable {
    /// The image as PNG, at its scale.
    func pngData(of image: UIImage) -> Data?
    /// The image as JPEG at `compressionQuality` (0…1), at its scale, on an opaque backdrop.
    func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data?
}

/// The rasteriser in use (see ``ImageRasterizing``).
public enum ImageRasterization {
    private static let installed = Mutex<(any ImageRasterizing)?>(nil)
    private static let warned = Mutex(false)

    /// The rasteriser images use now; nil until a renderer installs one.
    public static var current: (any ImageRasterizing)? {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// Forgets that the missing rasteriser was reported, so the next request says it again.
    @_spi(Testing) public static func _resetMissingRasterizerReport() { warned.withLock { $0 = false } }

    /// The installed rasteriser, or nil after saying once that none is installed.
    static func rasterizer() -> (any ImageRasterizing)? {
        if let current { return current }
        let first = warned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        if first {
            if MainExecution.isMain {
                MainActor.assumeIsolated { UIKitDiagnostics.warn(.noImageRasterizer) }
            } else {
                UIKitDiagnostics.nonisolatedLogger.warning("\(UIKitDiagnostic.noImageRasterizer.message)")
            }
        }
        return nil
    }
}
