import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@_spi(Tools) import UIKit

/// 9. Interface Builder loading against a bare `XMLParser` pass over the same bytes: the
///    largest corpus storyboard (HomeKitCatalog's Main, 123 KB, 24 scenes) read into the scene
///    model; read and every scene instantiated with its view loaded and connected (what an
///    app's loading costs, the goal's measure: within 3× of the bare pass); and that plus a
///    cell from every table prototype (the `ibcheck` path). The file is not in the repository: `STORYBOARD=path` names it
///    (default: the project's `../shared/ib-corpus` copy).
@MainActor
func storyboardBenchmark() {
    let defaultPath = "../shared/ib-corpus/files/73153__apple-ios-samples-master__HomeKitCatalog__HMCatalog__Base.lproj__Main.storyboard"
    let path = ProcessInfo.processInfo.environment["STORYBOARD"] ?? defaultPath
    guard let data = FileManager.default.contents(atPath: path) else {
        print("storyboard benchmark: \(path) not found (set STORYBOARD=path)")
        return
    }
    UIKitDiagnostics.logger.logLevel = .critical
    let repeats = ProcessInfo.processInfo.environment["REPEATS"].flatMap(Int.init) ?? 31

    final class NoOp: NSObject, XMLParserDelegate {}
    final class Counter: NSObject, XMLParserDelegate {
        var elements = 0
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) { elements += 1 }
    }
    func bare(_ delegate: XMLParserDelegate) -> Double {
        median((0..<repeats).map { _ in
            time {
                let parser = XMLParser(data: data)
                parser.delegate = delegate
                _ = parser.parse()
            }
        })
    }
    let noOp = bare(NoOp())
    let counting = bare(Counter())
    let model = median((0..<repeats).map { _ in time { _ = InterfaceBuilderCheck._readForBenchmark(data) } })
    let scenes = median((0..<repeats).map { _ in time { _ = InterfaceBuilderCheck._instantiateScenesForBenchmark(data) } })
    var report = InterfaceBuilderCheck.check(data: data, name: "Main.storyboard")
    let full = median((0..<repeats).map { _ in time { report = InterfaceBuilderCheck.check(data: data, name: "Main.storyboard") } })

    print("Interface Builder loading: \(URL(fileURLWithPath: path).lastPathComponent), \(data.count) bytes, "
          + "\(report.scenes) scenes, \(report.objects) objects, \(report.constraints) constraints (medians of \(repeats))")
    func line(_ name: String, _ value: Double) {
        print(row(name, 0, String(format: "%.2f ms", value / 1e6), String(format: "%.2f ×", value / noOp)).replacingOccurrences(of: "       0", with: "        "))
    }
    print(row("", 0, "median", "vs bare").replacingOccurrences(of: "       0", with: "        "))
    line("bare XMLParser pass, no-op delegate", noOp)
    line("XMLParser pass, delegate receiving every element", counting)
    line("read into the scene model (IBDocument)", model)
    line("read + instantiate every scene, load its view, connect", scenes)
    line("  + one cell from every table prototype (ibcheck)", full)
}
