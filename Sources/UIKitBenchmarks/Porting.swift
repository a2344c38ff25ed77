#if Porting
import Foundation
import SwiftParser
import UIKitPorting

/// Porting a 10,000-line app: the porter (parse every file, index the module, rewrite)
/// against the named baseline of parsing the same files with swift-syntax's `Parser` alone,
/// in the same run. Medians of 9 runs.
func portingBenchmark() {
    let files = syntheticApp(lines: 10_000)
    let lines = files.reduce(0) { $0 + $1.source.split(separator: "\n", omittingEmptySubsequences: false).count }
    var parse: [Double] = [], port: [Double] = []
    for _ in 0..<9 {
        parse.append(time { for file in files { _ = Parser.parse(source: file.source) } })
        port.append(time { _ = SourcePorter(files: files).port() })
    }
    let parsed = median(parse), ported = median(port)
    print(row("baseline: swift-syntax Parser.parse of every file", lines, String(format: "%.1f ms", parsed / 1e6), ""))
    print(row("uikit-port: index and rewrite the module", lines, String(format: "%.1f ms", ported / 1e6),
              String(format: "%.2f × parse", ported / parsed)))

    // What a rebuild costs after one edit: the cache of the last run, then one file changed.
    var bodyEdit: [Double] = [], newAction: [Double] = []
    for run in 0..<9 {
        var cache: PortingCache?
        _ = SourcePorter.portChanges(files: files, cache: &cache)
        var edited = files
        edited[3].source = edited[3].source.replacingOccurrences(of: "$0 * 1 }", with: "$0 * 1 + \(run) }")
        bodyEdit.append(time { _ = SourcePorter.portChanges(files: edited, cache: &cache) })
        edited[3].source = edited[3].source.replacingOccurrences(of: "    @objc func tick() {}", with: "    @objc func tick() {}\n    @objc func tock() {}")
        newAction.append(time { _ = SourcePorter.portChanges(files: edited, cache: &cache) })
    }
    print(row("incremental: one method body edited (index unchanged)", lines, String(format: "%.2f ms", median(bodyEdit) / 1e6),
              String(format: "%.3f × parse", median(bodyEdit) / parsed)))
    print(row("incremental: one @objc method added (files naming it)", lines, String(format: "%.1f ms", median(newAction) / 1e6),
              String(format: "%.2f × parse", median(newAction) / parsed)))
    debugToolTimings(files)
}

/// The build plugin runs `uikit-port` built in the build's configuration, usually debug:
/// times that binary (`UIKIT_PORT_TOOL`, default `.build/debug/uikit-port`) on the app written
/// to a folder, as the plugin runs it: the first build, then a rebuild after one body edit.
private func debugToolTimings(_ files: [(path: String, source: String)]) {
    let tool = ProcessInfo.processInfo.environment["UIKIT_PORT_TOOL"] ?? ".build/debug/uikit-port"
    guard FileManager.default.isExecutableFile(atPath: tool) else {
        return print("(no \(tool): `swift build --product uikit-port` to time the tool the plugin runs)")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App"), output = folder.appendingPathComponent("Ported")
    try? FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    for file in files { try? file.source.write(to: app.appendingPathComponent(file.path), atomically: true, encoding: .utf8) }
    func runTool() -> Double {
        time {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [app.path, "--output", output.path, "--for-tests"]
            try? process.run()
            process.waitUntilExit()
        }
    }
    var first: [Double] = [], rebuild: [Double] = []
    for run in 0..<5 {
        try? FileManager.default.removeItem(at: output)
        first.append(runTool())
        let edited = app.appendingPathComponent(files[3].path)
        try? files[3].source.replacingOccurrences(of: "$0 * 1 }", with: "$0 * 1 + \(run) }").write(to: edited, atomically: true, encoding: .utf8)
        rebuild.append(runTool())
    }
    let lines = files.reduce(0) { $0 + $1.source.split(separator: "\n", omittingEmptySubsequences: false).count }
    print(row("\(tool): first build (every file)", lines, String(format: "%.0f ms", median(first) / 1e6), ""))
    print(row("\(tool): rebuild after one body edit", lines, String(format: "%.0f ms", median(rebuild) / 1e6), ""))
}

/// An app of view controllers of about `lines` lines, in files of about 200: outlets,
/// actions, selectors, extension overrides, timers and notifications.
func syntheticApp(lines target: Int) -> [(path: String, source: String)] {
    var files: [(String, String)] = []
    var total = 0, index = 0
    while total < target {
        var source = "import UIKit\n\nfinal class Screen\(index)ViewController: UIViewController {\n"
        source += "    @IBOutlet weak var titleLabel: UILabel!\n    @IBOutlet var buttons: [UIButton]!\n    var timer = Timer()\n\n"
        source += "    override func viewDidLoad() {\n        super.viewDidLoad()\n"
        for action in 0..<12 {
            source += "        buttons[\(action)].addTarget(self, action: #selector(tapped\(action)(_:)), for: .touchUpInside)\n"
        }
        source += "        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)\n"
        source += "        NotificationCenter.default.addObserver(self, selector: #selector(tick), name: UIApplication.didBecomeActiveNotification, object: nil)\n    }\n\n"
        for action in 0..<12 {
            source += "    // Handles button \(action).\n    @IBAction func tapped\(action)(_ sender: UIButton) {\n        titleLabel.text = \"\\(sender.tag)\"\n"
            source += "        let values = [1, 2, 3].map { $0 * \(action) }\n        print(values)\n    }\n\n"
        }
        source += "    @objc func tick() {}\n}\n\nextension Screen\(index)ViewController {\n"
        source += "    override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n    }\n}\n"
        total += source.split(separator: "\n", omittingEmptySubsequences: false).count
        files.append(("Screen\(index)ViewController.swift", source))
        index += 1
    }
    return files
}
#else
/// The porting benchmark needs swift-syntax, which only the package trait Porting resolves.
func portingBenchmark() {
    print("uikit-port: not measured (built without the package trait Porting; swift run --traits Porting UIKitBenchmarks)")
}
#endif
