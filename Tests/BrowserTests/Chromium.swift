import Foundation
import Testing

/// Runs `Scripts/browser/cdp.py`, which drives headless Chromium over the DevTools protocol
/// and writes what the page showed as JSON. Browser tests run where Chromium is installed;
/// with `OPENUIKIT_BROWSER_TESTS=required` (CI) a missing Chromium fails them instead.
enum Chromium {
    static var isInstalled: Bool {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static var isRequired: Bool { ProcessInfo.processInfo.environment["OPENUIKIT_BROWSER_TESTS"] == "required" }

    /// Browser tests run when Chromium is there, or must run.
    static var shouldRun: Bool { isInstalled || isRequired }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct ScriptFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs the script with `arguments` off the main actor (the app keeps running meanwhile)
    /// and returns the JSON it wrote to `output`.
    static func run(_ arguments: [String], output: URL) async throws -> PageFacts {
        let script = packageRoot.appendingPathComponent("Scripts/browser/cdp.py").path
        let log = output.deletingPathExtension().appendingPathExtension("log")
        let status = try await Task.detached { () -> Int32 in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script] + arguments
            FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            process.waitUntilExit()
            try? handle.close()
            return process.terminationStatus
        }.value
        guard status == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw ScriptFailed(description: "cdp.py \(arguments.first ?? "") exited \(status): \(text)")
        }
        let data = try Data(contentsOf: output)
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ScriptFailed(description: "cdp.py wrote no JSON object to \(output.path)")
        }
        return PageFacts(values: json)
    }
}

/// What the script read off a page (JSON values, read once and never changed).
struct PageFacts: @unchecked Sendable {
    let values: [String: Any]
    subscript(key: String) -> Any? { values[key] }
}
