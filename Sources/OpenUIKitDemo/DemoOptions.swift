import Foundation

/// The demo's command line: `--pictures DIR` (default `tour-pictures`) says where the
/// pictures of the tour and the lifecycle timeline go; `--no-pictures` takes none;
/// `--benchmark-rendering` also times drawing and encoding each picture (run it with
/// `swift run -c release OpenUIKitDemo --benchmark-rendering`).
enum DemoOptions {
    static var benchmarksRendering: Bool { CommandLine.arguments.contains("--benchmark-rendering") }

    static var picturesFolder: URL? {
        let arguments = CommandLine.arguments
        if arguments.contains("--no-pictures") { return nil }
        if let index = arguments.firstIndex(of: "--pictures"), arguments.indices.contains(index + 1) {
            return URL(fileURLWithPath: arguments[index + 1])
        }
        return URL(fileURLWithPath: "tour-pictures")
    }
}
