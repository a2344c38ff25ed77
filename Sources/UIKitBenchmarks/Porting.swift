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
