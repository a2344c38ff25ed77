import Foundation
import Synchronization

/// Turns images into pixels and files: what `pngData()` and `jpegData(compressionQuality:)`
/// need for images that are drawings or of another format, and `UIGraphicsImageRenderer`'s
/// data.
///
/// DR1: the `UIKit` module links no system library, yet on iOS image data always works, so
/// the module has a rasteriser of its own in pure Swift (`SoftwareImageRasterizer`: paths,
/// strokes, clips, gradients, blend modes, shadows, layers, PNG images; a PNG and a JPEG
/// encoder), used whenever none is installed. It draws no text and no SF Symbols (no
/// fonts). Measured in debug builds: a 44-point icon at 3× in about 25 ms, a full phone
/// screen at 3× in about 0.9 s (Cairo: 0.1 s). `UIKitRendering` installs its Cairo and Pango one (`TextRenderer.install()` or
/// any `ViewRenderer`), which draws those too. OpenUIKit addition (iOS rasterises with Core
/// Graphics).
public protocol ImageRasterizing: Sendable {
    /// The image as PNG, at its scale.
    func pngData(of image: UIImage) -> Data?
    /// The image as JPEG at `compressionQuality` (0…1), at its scale, on an opaque backdrop.
    func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data?
    /// A picture of `view` and its subviews (its bounds) at `scale`, for
    /// `drawHierarchy(in:afterScreenUpdates:)` and snapshots (DR14); nil leaves it to the
    /// `UIKit` module's own recording.
    @MainActor func hierarchyImage(of view: UIView, scale: CGFloat) -> UIImage?
}

extension ImageRasterizing {
    /// No picture of its own: the `UIKit` module records the tree (DR14).
    @MainActor public func hierarchyImage(of view: UIView, scale: CGFloat) -> UIImage? { nil }
}

/// The rasteriser in use (see ``ImageRasterizing``).
public enum ImageRasterization {
    private static let installed = Mutex<(any ImageRasterizing)?>(nil)
    private static let warned = Mutex(false)

    /// The rasteriser a renderer installed; nil means the module's own
    /// (`SoftwareImageRasterizer`) is used.
    public static var current: (any ImageRasterizing)? {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// Forgets that text left out of an image was reported, so the next time says it again.
    @_spi(Testing) public static func _resetMissingRasterizerReport() { warned.withLock { $0 = false } }

    /// The installed rasteriser, else the module's own (DR1).
    static func rasterizer() -> any ImageRasterizing {
        current ?? SoftwareImageRasterizer()
    }

    /// Says once that the module's own rasteriser left text out of an image (DR1).
    static func reportTextNotDrawn() {
        let first = warned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        guard first else { return }
        if MainExecution.isMain {
            MainActor.assumeIsolated { UIKitDiagnostics.warn(.textNotRasterized) }
        } else {
            UIKitDiagnostics.nonisolatedLogger.warning("\(UIKitDiagnostic.textNotRasterized.message)")
        }
    }
}
