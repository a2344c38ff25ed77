import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A document saving large versions over and over, for the kill-mid-save test.
final class BlockDocument: UIDocument {
    /// Each version is `size` bytes of one value.
    static let size = 2 * 1024 * 1024
    var version: UInt8 = 0
    override func contents(forType typeName: String) throws -> Any { Data(repeating: version, count: Self.size) }
    override func load(fromContents contents: Any, ofType typeName: String?) throws {}
}

/// Z4's promise under a crash: a process killed at a random moment while saving leaves the
/// document's file whole, one of the versions it saved.
@MainActor
@Suite(.uikit) struct DocumentCrashTests {
    init() { _ = freshUIKit() }

    @Test func test_Z4_aProcessKilledMidSaveLeavesThePreviousOrTheNewFileWholeEveryTime() async throws {
        let folder = freshDocumentsFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Blocks.bin")
        try Data(repeating: 0, count: BlockDocument.size).write(to: url)
        setenv("OPENUIKIT_CRASH_DOCUMENT", url.path, 1)
        defer { unsetenv("OPENUIKIT_CRASH_DOCUMENT") }
        var seen: Set<UInt8> = []
        for _ in 0..<8 {
            await #expect(processExitsWith: .signal(SIGKILL)) {
                await MainActor.run {
                    let path = ProcessInfo.processInfo.environment["OPENUIKIT_CRASH_DOCUMENT"]!
                    let document = BlockDocument(fileURL: URL(fileURLWithPath: path))
                    // Killed after a random few milliseconds, wherever the saves are then.
                    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int.random(in: 2...40))) {
                        kill(getpid(), SIGKILL)
                    }
                    var round: UInt8 = 1
                    while true {
                        document.version = round
                        var done = false
                        document.save(to: document.fileURL, for: .forOverwriting) { _ in done = true }
                        drainMainRunLoop(until: { done })
                        round = round == 255 ? 1 : round + 1
                    }
                }
            }
            let data = try Data(contentsOf: url)
            #expect(data.count == BlockDocument.size)
            let first = try #require(data.first)
            #expect(data.allSatisfy { $0 == first }, "a torn file: it mixes versions")
            seen.insert(first)
        }
        // The leftovers of interrupted saves are temporary files beside it, never the document.
        let others = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "Blocks.bin" }
        #expect(others.allSatisfy { $0.hasPrefix(".Blocks.bin.") && $0.hasSuffix(".saving") })
    }
}
