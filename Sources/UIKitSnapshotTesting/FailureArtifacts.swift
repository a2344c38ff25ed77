#if SnapshotTesting
import Foundation
import UIKitRendering
#if canImport(Testing)
import Testing
#endif

/// Where pictures of a failed comparison go: a file in the artifacts folder, and an
/// attachment of the running Swift Testing test.
enum FailureArtifacts {
    /// `$SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's setting), else the temporary folder.
    static var folder: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("Differences", isDirectory: true)
    }

    /// Writes `png`, named after the failing picture's content (the same failure keeps one
    /// file); returns its path, nil when it cannot be written.
    static func write(_ png: Data, for actual: RenderedImage) -> String? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in actual.rgba {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let url = folder.appendingPathComponent("difference-" + String(hash, radix: 16) + ".png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: url)
            return url.path
        } catch {
            return nil
        }
    }

    /// Attaches `png` to the running Swift Testing test, if any.
    static func attach(_ png: Data) {
        #if canImport(Testing) && compiler(>=6.2)
        if Test.current != nil { Attachment.record([UInt8](png), named: "difference.png") }
        #endif
    }
}
#endif
