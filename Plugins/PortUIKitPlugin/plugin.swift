import Foundation
import PackagePlugin

/// Ports an app's iOS sources into the target on every build: the target's
/// `uikit-port.json` names the folders (relative to the target's directory), e.g.
/// `{ "sources": ["../../App/Sources"] }`; each Swift file there is rewritten by `uikit-port`
/// into the plugin's work folder and compiled with the target. The iOS files stay the only
/// copy and are never written.
@main
struct PortUIKitPlugin: BuildToolPlugin {
    struct Configuration: Decodable {
        let sources: [String]
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let directory = target.directoryURL
        let configurationURL = directory.appendingPathComponent("uikit-port.json")
        guard let data = FileManager.default.contents(atPath: configurationURL.path) else {
            Diagnostics.error("\(configurationURL.path): missing; it names the iOS source folders to port, e.g. {\"sources\": [\"../../App\"]}")
            return []
        }
        let configuration = try JSONDecoder().decode(Configuration.self, from: data)
        let tool = try context.tool(named: "uikit-port")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Ported")
        // A test target's runner is its entry point: the app's @main goes.
        let isTestTarget = (target as? SourceModuleTarget)?.kind == .test
        var inputs: [URL] = [configurationURL]
        var outputs: [URL] = []
        var arguments: [String] = []
        for source in configuration.sources {
            let folder = directory.appendingPathComponent(source).standardizedFileURL
            arguments.append(folder.path)
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                inputs.append(folder.appendingPathComponent(relative))
                outputs.append(output.appendingPathComponent(relative))
            }
        }
        return [.buildCommand(
            displayName: "Porting \(outputs.count) iOS source files for \(target.name)",
            executable: tool.url,
            arguments: arguments + ["--output", output.path] + (isTestTarget ? ["--for-tests"] : []),
            inputFiles: inputs,
            outputFiles: outputs)]
    }
}
