import Foundation
import Testing

/// How the Swift compiler treats code that touches UIKit from nonisolated code, per language
/// mode (SW1): the fixture `Tests/Swift5ModeTests/IOSStyleCode.swift` type-checked against the
/// built UIKit module, beside a C function the compiler imports as main-actor isolated
/// (`swift_attr("@MainActor")`, the attribute behind the iOS SDK's `NS_SWIFT_UI_ACTOR`), so
/// the two are judged by the same compiler in the same run.
@Suite struct LanguageModeTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding the built modules (`UIKit.swiftmodule`): beside the test binary.
    private static var modules: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Modules"),
            repository.appendingPathComponent(".build/debug/Modules"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path) }
    }

    /// The compiler's diagnostics (`file:line:col: kind: message`) for `files` in `mode`.
    private static func typecheck(_ files: [URL], mode: Int, includes: [URL]) throws -> [String] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-typecheck-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "\(mode)", "-module-name", "Fixture"]
            + includes.flatMap { ["-I", $0.path] } + files.map(\.path)
        // Files, not pipes: a pipe read is interrupted by other tests' child signals.
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        return text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("/") && ($0.contains(": error: ") || $0.contains(": warning: ")) }
    }

    /// A C module with one main-actor function, as the SDK's headers mark UIKit.
    private static func referenceModule() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-sdk-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("void reference_set_frame(int value) __attribute__((swift_attr(\"@MainActor\")));\n".utf8)
            .write(to: folder.appendingPathComponent("reference.h"))
        try Data("module SDKReference { header \"reference.h\" export * }\n".utf8).write(to: folder.appendingPathComponent("module.modulemap"))
        try Data("import SDKReference\nfunc helper() { reference_set_frame(3) }\n".utf8).write(to: folder.appendingPathComponent("Reference.swift"))
        return folder
    }

    @Test func test_SW1_nonisolatedUIKitCodeIsJudgedAsTheSDKsImportedDeclarationsAre() throws {
        let modules = try #require(Self.modules, "the built UIKit module (run through swift test)")
        let fixture = Self.repository.appendingPathComponent("Tests/Swift5ModeTests/IOSStyleCode.swift")
        let reference = try Self.referenceModule()
        defer { try? FileManager.default.removeItem(at: reference) }
        let referenceFile = reference.appendingPathComponent("Reference.swift")

        // Swift 5 mode: silent for both, as Xcode builds an iOS app's Swift 5 target.
        #expect(try Self.typecheck([referenceFile], mode: 5, includes: [reference]) == [])
        #expect(try Self.typecheck([fixture], mode: 5, includes: [modules]) == [])

        // Swift 6 mode: the SDK's declaration is a warning ("call to main actor-isolated
        // global function … in a synchronous nonisolated context"), not an error; UIKit's are
        // the same warnings, one on each line the fixture marks, and nothing else.
        let referenceSix = try Self.typecheck([referenceFile], mode: 6, includes: [reference])
        #expect(referenceSix.count == 1)
        #expect(referenceSix.allSatisfy { $0.contains(": warning: call to main actor-isolated global function") })
        let six = try Self.typecheck([fixture], mode: 6, includes: [modules])
        #expect(!six.contains { $0.contains(": error: ") }, "\(six)")
        let fixtureLines = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let marked = Set(fixtureLines.indices.filter { fixtureLines[$0].contains("// SW1") }.map { $0 + 1 })
        let warned = Set(six.compactMap { line in line.split(separator: ":").dropFirst().first.flatMap { Int($0) } })
        #expect(marked.isSubset(of: warned), "unwarned: \(marked.subtracting(warned).sorted())")
        #expect(six.allSatisfy { $0.contains(": warning: ") && $0.contains("main actor-isolated") }, "\(six)")
    }
}
