import Foundation
@_spi(Tools) import UIKit
#if IBFUZZ
import CLibFuzzer
#endif

/// The Interface Builder loader under libFuzzer: each input is read as a storyboard or xib
/// and, when it reads, every scene and view is made and connected (the check command's path).
/// A crash, hang or leak is a bug: bad input must only give errors.
///
/// Fuzzing (`Fuzz/run.sh` does this):
///     swift build -c release --product ibfuzz --scratch-path .build/fuzz \
///         -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld -Xswiftc -DIBFUZZ
///     .build/fuzz/release/ibfuzz -max_total_time=300 FUZZDIR SEEDDIR
/// Replaying inputs (a normal build): `swift run ibfuzz FILE...` checks each file once.
@main
@MainActor
struct IBFuzz {
    static func main() {
        UIKitDiagnostics.logger.logLevel = .critical
        #if IBFUZZ
        var argc = CommandLine.argc
        var argv = Optional(CommandLine.unsafeArgv)
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
            MainActor.assumeIsolated { _ = IBFuzz.run(bytes) }
            return 0
        })
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let report = run(data)
            print("\(path): \(report.errors.count) errors, \(report.warnings.count) warnings, \(report.objects) objects")
        }
        #endif
    }

    @discardableResult
    static func run(_ data: Data) -> InterfaceBuilderFileReport {
        defer { UIKitScheduler.shared.drain() }  // layout passes the loads queued; memory stays flat
        return InterfaceBuilderCheck.check(data: data, name: "fuzz")
    }
}
