import Foundation

/// Finds and reads storyboard and nib files in bundles, and keeps each document read once.
@MainActor
enum IBFileLocator {
    private static var documents: [String: IBDocument] = [:]

    /// The URL of `name.ext` in `bundle`: at its root, in `Base.lproj`, then in the
    /// localisations the bundle prefers, then in any `.lproj`.
    static func url(named name: String, extensions: [String], in bundle: Bundle) -> URL? {
        let fileManager = FileManager.default
        let root = bundle.resourceURL ?? bundle.bundleURL
        var folders = [root, root.appendingPathComponent("Base.lproj")]
        folders += bundle.preferredLocalizations.map { root.appendingPathComponent($0 + ".lproj") }
        if let contents = try? fileManager.contentsOfDirectory(atPath: root.path) {
            folders += contents.filter { $0.hasSuffix(".lproj") }.sorted().map { root.appendingPathComponent($0) }
        }
        for folder in folders {
            for ext in extensions {
                let url = folder.appendingPathComponent(name + "." + ext)
                if fileManager.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// The document at `url`, read once per path.
    static func document(at url: URL) throws(InterfaceBuilderError) -> IBDocument {
        if let cached = documents[url.path] { return cached }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InterfaceBuilderError(file: url.lastPathComponent, line: nil, problem: "the file cannot be read (\(error.localizedDescription))")
        }
        let document = try IBDocument(data: data, file: url.lastPathComponent)
        documents[url.path] = document
        return document
    }
}
