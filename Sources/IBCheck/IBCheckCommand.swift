import Foundation
@_spi(Tools) import UIKit

/// `ibcheck [-v] [-u] PATH...`: loads every `.storyboard` and `.xib` under each path as an
/// app would (every scene instantiated, every view loaded, every connection made that can
/// be), and prints per file: scenes, objects, constraints, segues, warnings (what OpenUIKit
/// did not decode among them, IU2), errors; then the totals. With `-u`, also what was not
/// decoded, by kind, most frequent first. Exits 1 when a file has an error.
@main
@MainActor
struct IBCheckCommand {
    static let usage = """
        usage: ibcheck [-v|--verbose] [-u|--undecoded] PATH...
          Loads every .storyboard and .xib file at or under each PATH with OpenUIKit and prints,
          per file, the scenes, objects made, constraints added, segues, warnings and errors.
          Warnings include each element and attribute OpenUIKit did not decode, by file:line.
          -v, --verbose    print each warning as well as each error
          -u, --undecoded  print what was not decoded, by kind, with counts and file counts
        """

    static func main() {
        var verbose = false
        var undecoded = false
        var paths: [String] = []
        for argument in CommandLine.arguments.dropFirst() {
            switch argument {
            case "-v", "--verbose": verbose = true
            case "-u", "--undecoded": undecoded = true
            case "-h", "--help": print(usage); return
            default:
                guard !argument.hasPrefix("-") else { fail("unknown option \(argument)") }
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { fail("no PATH given") }
        let files = paths.flatMap(interfaceBuilderFiles(at:))
        guard !files.isEmpty else { fail("no .storyboard or .xib file found") }
        // UIKit's own console output would repeat the warnings the report lists.
        UIKitDiagnostics.logger.logLevel = .critical

        let reports = files.map { InterfaceBuilderCheck.check(fileAt: $0) }
        print(table(reports))
        for (url, report) in zip(files, reports) where !report.errors.isEmpty || (verbose && !report.warnings.isEmpty) {
            print("\n\(url.path):")
            for error in report.errors { print("  error: \(error)") }
            if verbose { for warning in report.warnings { print("  warning: \(warning)") } }
        }
        if undecoded { print("\n" + undecodedTable(reports)) }
        exit(reports.contains { !$0.errors.isEmpty } ? 1 : 0)
    }

    /// The files at `path`: the file itself, or those under the folder, sorted by path.
    static func interfaceBuilderFiles(at path: String) -> [URL] {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { fail("\(path): no such file or folder") }
        guard isFolder.boolValue else { return [url] }
        let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { ["storyboard", "xib"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    /// One row per file and a total row, aligned.
    static func table(_ reports: [InterfaceBuilderFileReport]) -> String {
        let header = ["file", "kind", "scenes", "objects", "constraints", "segues", "warnings", "errors"]
        func numbers(_ r: InterfaceBuilderFileReport) -> [Int] {
            [r.scenes, r.objects, r.constraints, r.segues, r.warnings.count, r.errors.count]
        }
        var rows = reports.map { [$0.file, $0.kind] + numbers($0).map(String.init) }
        let totals = reports.map(numbers).reduce(into: Array(repeating: 0, count: 6)) { sum, row in
            for index in row.indices { sum[index] += row[index] }
        }
        let failed = reports.count { !$0.errors.isEmpty }
        rows.append(["total: \(reports.count) files, \(reports.count - failed) loaded", ""] + totals.map(String.init))
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                column < 2 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                           : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
            return index == all.count - 1 ? String(repeating: "-", count: line.count) + "\n" + line : line
        }.joined(separator: "\n")
    }

    /// What was not decoded, by kind: occurrences and files, most occurrences first (IU2).
    static func undecodedTable(_ reports: [InterfaceBuilderFileReport]) -> String {
        var counts: [String: (count: Int, files: Set<Int>)] = [:]
        for (index, report) in reports.enumerated() {
            for item in report.undecoded {
                counts[item.what, default: (0, [])].count += 1
                counts[item.what]!.files.insert(index)
            }
        }
        let rows = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        let total = rows.reduce(0) { $0 + $1.value.count }
        var lines = ["not decoded: \(total) in \(reports.count { !$0.undecoded.isEmpty }) of \(reports.count) files, \(rows.count) kinds",
                     "  count  files  what"]
        for (what, entry) in rows {
            lines.append(String(repeating: " ", count: max(0, 7 - String(entry.count).count)) + "\(entry.count)"
                + String(repeating: " ", count: max(0, 7 - String(entry.files.count).count)) + "\(entry.files.count)  \(what)")
        }
        return lines.joined(separator: "\n")
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("ibcheck: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
