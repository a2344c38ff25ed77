#if Porting
import SwiftParser
import SwiftSyntax

/// What an incremental port remembers of a module between two runs: each file's content
/// digest and its facts for the module index (its classes, action methods, `@objc`
/// protocols, …), the options, and the module index the files made together.
///
/// A file's output depends only on its text, the module index and the options, so when an
/// edit leaves the module index as it was (a method body, a layout constant, a new local
/// variable), only the edited files are parsed and ported again; an edit that changes it (a
/// new `@objc` method, class or conformance) also ports the files that mention a changed
/// name (`ModuleIndex.changedNames(from:to:)`).
public struct PortingCache: Codable, Sendable {
    struct Entry: Codable, Sendable {
        /// FNV-1a over the file's UTF-8 bytes.
        let digest: UInt64
        let facts: ModuleIndex
        /// A file that was refused is ported again on every run, so its refusals are reported
        /// (and fail the build) until it is fixed.
        let wasRefused: Bool
    }

    /// Bumped when the cache's layout changes, so an old cache is not trusted.
    static let currentFormat = 2
    var format = PortingCache.currentFormat
    var forTests: Bool
    /// Which porter wrote the outputs (the command passes its binary's size and date): another
    /// porter may write them differently, so a cache from it ports everything again.
    var porter = ""
    var entries: [String: Entry] = [:]
    var module = ModuleIndex()

    /// An empty cache: the first run ports everything.
    public init(options: SourcePorter.Options = .init()) { forTests = options.forTests }

    /// FNV-1a, 64 bits: stable across processes (Swift's `Hasher` is seeded per process).
    static func digest(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}

extension SourcePorter {
    /// Ports the files a change can affect, given what the last run over the same module
    /// left in `cache` (nil: nothing is known, everything is ported), and updates the cache.
    /// Returns the ported files, in the order given; a file left out is one whose output
    /// would be the same as the last run's. `mustPort` names files to port regardless (an
    /// output that went missing). `porter` identifies the porter running (a cache another
    /// one left is not trusted).
    public static func portChanges(files: [(path: String, source: String)], options: Options = Options(), porter: String = "",
                                   cache: inout PortingCache?, mustPort: Set<String> = []) -> [PortedSource] {
        let previous = cache.flatMap {
            $0.format == PortingCache.currentFormat && $0.forTests == options.forTests && $0.porter == porter ? $0 : nil
        }
        var next = PortingCache(options: options)
        next.porter = porter
        var trees: [String: SourceFileSyntax] = [:]
        for (path, source) in files {
            let digest = PortingCache.digest(source)
            if let entry = previous?.entries[path], entry.digest == digest {
                next.entries[path] = entry
            } else {
                let tree = Parser.parse(source: source)
                trees[path] = tree
                next.entries[path] = PortingCache.Entry(digest: digest, facts: ModuleIndex(file: tree, path: path), wasRefused: false)
            }
            next.module.merge(next.entries[path]!.facts)
        }
        // Files an index change can affect are those mentioning a changed name; nil: all.
        let changedNames = previous.map { $0.module == next.module ? [] : ModuleIndex.changedNames(from: $0.module, to: next.module) }
        var selected: [(path: String, tree: SourceFileSyntax, text: String)] = []
        for (path, source) in files {
            let changed = trees[path] != nil || next.entries[path]!.wasRefused || mustPort.contains(path)
            guard changed || changedNames.map({ names in names.contains { source.contains($0) } }) ?? true else { continue }
            selected.append((path, trees[path] ?? Parser.parse(source: source), source))
        }
        let ported = SourcePorter(parsed: selected, index: next.module, options: options).port()
        for result in ported where !result.refusals.isEmpty {
            let entry = next.entries[result.path]!
            next.entries[result.path] = PortingCache.Entry(digest: entry.digest, facts: entry.facts, wasRefused: true)
        }
        cache = next
        return ported
    }
}
#endif
