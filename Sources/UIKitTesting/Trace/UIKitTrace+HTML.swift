import Foundation

extension UIKitTrace {
    /// Why a trace page could not be made.
    public struct PageError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The trace as one self-contained HTML page (no network, no server): a timeline with
    /// one lane per controller plus touches, gestures, transitions and the console; the
    /// screen of the selected frame with a scrubber and a frame strip; the view and
    /// controller hierarchy at that moment; the events and console messages.
    public func html() throws -> String {
        guard let url = Bundle.module.url(forResource: "trace-viewer", withExtension: "html"),
              let template = try? String(contentsOf: url, encoding: .utf8) else {
            throw PageError(description: "The trace viewer page (trace-viewer.html) is missing from UIKitTesting's resources")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(self), as: UTF8.self)
            // Inside <script>, "</" would end the element; JSON reads "<\/" as the same text.
            .replacingOccurrences(of: "</", with: "<\\/")
        return template.replacingOccurrences(of: "/*TRACE_JSON*/", with: json)
    }

    /// Writes ``html()`` to `url` (through a temporary file, replaced atomically), creating
    /// its folder.
    public func writeHTML(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(html().utf8).write(to: url, options: .atomic)
    }
}
