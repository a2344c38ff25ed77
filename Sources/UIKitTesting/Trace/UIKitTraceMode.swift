import Foundation

/// When the `.uikit` trait and ``UIKitTestCase`` write a test's trace: set
/// `UIKIT_TRACE=always` (or `off`) in the environment; the default writes failed tests'.
/// Traces go to `UIKIT_TRACE_DIR`, by default `.build/uikit-traces` under the current folder
/// (the package's, under `swift test`), one `<suite>.<test>.html` each.
public enum UIKitTraceMode: String, Sendable {
    /// Nothing is recorded.
    case off
    /// Every test is recorded; the trace is written when the test fails.
    case onFailure = "failure"
    /// Every test's trace is written.
    case always

    /// The mode the environment asks for.
    public static var current: UIKitTraceMode {
        switch ProcessInfo.processInfo.environment["UIKIT_TRACE"]?.lowercased() {
        case "off", "0", "no", "false": .off
        case "always", "1", "yes", "true": .always
        default: .onFailure
        }
    }

    /// The folder traces are written to.
    public static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["UIKIT_TRACE_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent(".build/uikit-traces", isDirectory: true)
    }

    /// The file for the test named `name` in `folder` (letters, digits, `.`, `-` and `_` kept).
    public static func file(for name: String, in folder: URL = folder) -> URL {
        let safe = String(name.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" }.prefix(160))
        return folder.appendingPathComponent(safe + ".html")
    }
}
