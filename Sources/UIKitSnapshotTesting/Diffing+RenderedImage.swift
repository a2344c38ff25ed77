#if SnapshotTesting
import Foundation
import SnapshotTesting
import UIKitRendering

extension Diffing where Value == RenderedImage {
    /// Pictures stored as PNG and compared pixel by pixel (see `precision` and
    /// `perceptualPrecision` on ``SnapshotTesting/Snapshotting/image(precision:perceptualPrecision:compression:)``).
    ///
    /// On a mismatch the failure message says how many pixels differ and where a picture of
    /// the difference was written (the reference faded, differing pixels magenta):
    /// `$SNAPSHOT_ARTIFACTS/Differences/` (default: the temporary folder), beside the failed
    /// snapshot that swift-snapshot-testing writes to `$SNAPSHOT_ARTIFACTS`. Under Swift
    /// Testing the picture is also attached to the test (`swift test --attachments-path DIR`
    /// keeps it). Difference from iOS: `XCTAttachment` does nothing on Linux, so no
    /// attachment reaches an XCTest report.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel's colour must be to match (1: exactly;
    ///     0.98 is about what the eye tells apart).
    ///   - compression: How hard zlib works on recorded PNGs; `.fast` by default.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             compression: RenderedImage.PNGCompression = .fast) -> Diffing {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(
            toData: { $0.pngData(compression: compression) },
            fromData: { RenderedImage(pngData: $0) ?? RenderedImage(width: 0, height: 0, scale: 1, rgba: []) },
            diffV2: { reference, actual in
                guard let failure = comparison.failure(reference: reference, actual: actual) else { return nil }
                guard let difference = failure.difference else { return (failure.message, []) }
                let png = difference.pngData(compression: .fast)
                let message = failure.message + (FailureArtifacts.write(png, for: actual).map { "\nDifference: \($0)" } ?? "")
                FailureArtifacts.attach(png)
                return (message, [.data(png, name: "difference.png")])
            }
        )
    }
}

extension Snapshotting where Value == RenderedImage, Format == RenderedImage {
    /// A rendered picture compared exactly, stored as PNG.
    public static var image: Snapshotting { .image() }

    /// A rendered picture, stored as PNG, compared with `precision` and `perceptualPrecision`
    /// (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:compression:)``).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             compression: RenderedImage.PNGCompression = .fast) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, compression: compression))
    }
}
#endif
