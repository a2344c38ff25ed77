#if Porting
import ArgumentParser
import Foundation
import UIKitPorting

/// `uikit-port`: ports a folder (or files) of Swift written for iOS to compile against
/// OpenUIKit, writing the results to `--output`, or, with `--check`, only listing what it
/// would change and what it cannot port. Exits 1 when something cannot be ported.
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit-port",
        abstract: "Rewrites Swift sources written for iOS so they compile against OpenUIKit on Linux.")

    @Argument(help: "Swift files, or folders searched for them.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Where the ported files go (the inputs' relative layout is kept).")
    var output: String?

    @Flag(help: "List the changes and what cannot be ported; write nothing.")
    var check = false

    @Flag(name: .customLong("for-tests"), help: "The output is compiled into a test target: remove @main and @UIApplicationMain.")
    var forTests = false

    func run() throws {
        let files = try SwiftFiles.find(in: inputs)
        let sources = try files.map { (path: $0.display, source: try String(contentsOfFile: $0.path, encoding: .utf8)) }
        let options = SourcePorter.Options(forTests: forTests)
        if let output, !check { return try portIncrementally(files, sources, into: URL(fileURLWithPath: output), options: options) }
        let ported = SourcePorter(files: sources, options: options).port()
        var refused = 0
        for result in ported {
            report(result.refusals)
            refused += result.refusals.count
            if check {
                for change in result.changes { print("\(result.path):\(change)") }
            } else {
                print(result.text, terminator: "")
            }
        }
        if check { print("\(ported.count) files, \(ported.reduce(0) { $0 + $1.changes.count }) changes, \(refused) cannot be ported") }
        if refused > 0 { throw ExitCode(1) }
    }

    /// Writes the ported files under `output`, porting only what changed since the last run
    /// there (its cache, `.uikit-port-cache.json`) and writing only outputs whose text
    /// changed, so the compiler's incremental build sees the other files untouched.
    private func portIncrementally(_ files: [SwiftFiles.File], _ sources: [(path: String, source: String)], into output: URL,
                                   options: SourcePorter.Options) throws {
        let cacheURL = output.appendingPathComponent(".uikit-port-cache.json")
        // An unreadable cache (another version, a partial file) only costs a full port.
        var cache = (try? Data(contentsOf: cacheURL)).flatMap { try? JSONDecoder().decode(PortingCache.self, from: $0) }
        let destinations = Dictionary(uniqueKeysWithValues: files.map { ($0.display, output.appendingPathComponent($0.relative)) })
        let missing = Set(files.map(\.display).filter { !FileManager.default.fileExists(atPath: destinations[$0]!.path) })
        // A rebuilt porter (another OpenUIKit) may port differently: its binary names it.
        let binary = Bundle.main.executablePath.flatMap { try? FileManager.default.attributesOfItem(atPath: $0) }
        let porter = "\((binary?[.size] as? NSNumber)?.intValue ?? 0)@\((binary?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        let ported = SourcePorter.portChanges(files: sources, options: options, porter: porter, cache: &cache, mustPort: missing)
        var refused = 0
        for result in ported {
            report(result.refusals)
            refused += result.refusals.count
            let destination = destinations[result.path]!
            let data = Data(result.text.utf8)
            if (try? Data(contentsOf: destination)) == data { continue }
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: destination, options: .atomic)
        }
        if let cache { try JSONEncoder().encode(cache).write(to: cacheURL, options: .atomic) }
        if refused > 0 { throw ExitCode(1) }
    }

    private func report(_ refusals: [PortRefusal]) {
        for refusal in refusals { FileHandle.standardError.write(Data("\(refusal)\n".utf8)) }
    }
}

/// The Swift files of the command's inputs.
enum SwiftFiles {
    struct File {
        /// Where it is.
        let path: String
        /// Its path below the input folder (its name for a file input).
        let relative: String
        /// How it is named in messages.
        var display: String { path }
    }

    static func find(in inputs: [String]) throws -> [File] {
        var files: [File] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw ValidationError("No such file or folder: \(input)")
            }
            if !isDirectory.boolValue {
                files.append(File(path: input, relative: (input as NSString).lastPathComponent))
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: input)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.append(File(path: (input as NSString).appendingPathComponent(relative), relative: relative)) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
#else
import Foundation

/// `uikit-port` built without the package trait Porting (so without swift-syntax, which only
/// that trait resolves): it cannot port, so it says how to get the porter and fails the build
/// step or command that ran it, with its own exit status (2; 1 means code that cannot be ported).
@main
enum PortCommand {
    static func main() {
        FileHandle.standardError.write(Data("""
            error: uikit-port was built without OpenUIKit's package trait "Porting", so it cannot port.
            Depend on OpenUIKit with the trait: .package(url: "…", from: "…", traits: ["Porting"])
            (in OpenUIKit's own checkout: swift build --traits Porting, or --enable-all-traits).

            """.utf8))
        exit(2)
    }
}
#endif
