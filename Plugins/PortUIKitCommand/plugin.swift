import Foundation
import PackagePlugin

/// `swift package port-uikit PATH… [--output DIR] [--check]`: writes the ported files of the
/// iOS sources at PATH into DIR (default `Ported/`), to read or keep them; `--check` only
/// lists the changes and what cannot be ported.
@main
struct PortUIKitCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "uikit-port")
        var arguments = arguments
        if !arguments.contains("--check"), !arguments.contains("--output"), !arguments.contains("-o") {
            arguments += ["--output", context.package.directoryURL.appendingPathComponent("Ported").path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 1: Diagnostics.error("uikit-port found code it cannot port (listed above)")
        default: Diagnostics.error("uikit-port failed (exit status \(process.terminationStatus), reason above)")
        }
    }
}
