import Foundation
import UIKit

/// The demo's command line: `--pictures DIR` (default `tour-pictures`) says where the
/// pictures of the tour and the lifecycle timeline go; `--no-pictures` takes none;
/// `--benchmark-rendering` also times drawing and encoding each picture (run it with
/// `swift run -c release OpenUIKitDemo --benchmark-rendering`); `--device NAME` chooses the
/// phone (`"iPhone 15 Pro"`, the default; `"iPhone 14"`, `"iPhone 15 Pro Max"`, `"iPhone SE"`);
/// `--data DIR` is the app's data container (saved scene sessions, the note); `--restore`
/// relaunches the app after a tour instead of installing it afresh; `--serve [PORT]` serves the
/// app to a browser (UIKitLive, http://127.0.0.1:8080/ by default) instead of running the tour,
/// `--scale N` sets the frames' pixels per point (default 1).
enum DemoOptions {
    /// `--restore`: keep the data container, so the saved session and note come back.
    static var restores: Bool { CommandLine.arguments.contains("--restore") }

    /// Points the app at `--data DIR` if given, and, unless relaunching, empties the data
    /// container as a fresh install would.
    @MainActor static func prepareDataContainer() {
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--data"), arguments.indices.contains(index + 1) {
            UIApplication.shared.dataContainerURL = URL(fileURLWithPath: arguments[index + 1], isDirectory: true)
        }
        if !restores { try? FileManager.default.removeItem(at: UIApplication.shared.dataContainerURL) }
    }

    @MainActor static var device: UIScreen.DeviceProfile {
        let devices: [UIScreen.DeviceProfile] = [.iPhone15Pro, .iPhone14, .iPhone15ProMax, .iPhoneSE]
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--device"), arguments.indices.contains(index + 1) else { return .iPhone15Pro }
        guard let device = devices.first(where: { $0.name == arguments[index + 1] }) else {
            print("Unknown device \"\(arguments[index + 1])\"; choose one of: \(devices.map(\.name).joined(separator: ", "))")
            exit(64)
        }
        return device
    }

    /// `--serve [PORT]`: the port to serve the app on, or nil to run the tour.
    static var servePort: Int? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--serve") else { return nil }
        if arguments.indices.contains(index + 1), let port = Int(arguments[index + 1]) { return port }
        return 8080
    }

    /// `--scale N`: pixels per point of the live view's frames.
    static var liveScale: CGFloat {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--scale"), arguments.indices.contains(index + 1),
              let scale = Double(arguments[index + 1]), scale > 0, scale <= 4 else { return 1 }
        return CGFloat(scale)
    }

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
