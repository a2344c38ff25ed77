import Foundation

/// A uniform type identifier: a file or data type named by a reverse-DNS string
/// (`public.png`), with the types it conforms to, its filename extensions and MIME types.
///
/// Difference from Apple's: only the common system types are known (no system type
/// database); a declared type (`exportedAs:`/`importedAs:`) conforms to `public.data`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, such as `public.png`.
    public let identifier: String
    /// The types this one directly conforms to.
    private let parents: [String]
    /// Filename extensions, preferred first.
    public let tags: [String]
    /// The preferred MIME type.
    public let preferredMIMEType: String?

    private init(_ identifier: String, _ parents: [String], _ extensions: [String] = [], _ mime: String? = nil) {
        self.identifier = identifier; self.parents = parents; tags = extensions; preferredMIMEType = mime
    }

    /// The preferred filename extension.
    public var preferredFilenameExtension: String? { tags.first }
    /// Whether the type is declared (every known system type is).
    public var isDeclared: Bool { true }
    /// Whether the type is dynamic (made up for an unknown extension); never here.
    public var isDynamic: Bool { false }
    /// The identifier.
    public var description: String { identifier }

    /// The types this one conforms to, directly or not.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType.known[next], found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Whether this type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The known type with `identifier`; nil for an unknown one.
    public init?(_ identifier: String) {
        guard let type = UTType.known[identifier] else { return nil }
        self = type
    }

    /// The known type with the filename extension (case-insensitive); nil for an unknown one.
    public init?(filenameExtension: String) {
        let wanted = filenameExtension.lowercased()
        guard let type = UTType.all.first(where: { $0.tags.contains(wanted) }) else { return nil }
        self = type
    }

    /// The known type with the MIME type; nil for an unknown one.
    public init?(mimeType: String) {
        guard let type = UTType.all.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = type
    }

    /// A type the app declares (exports): it conforms to `public.data`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, [(parentType ?? .data).identifier])
    }

    /// A type another app declares (imports): it conforms to `public.data`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, [(parentType ?? .data).identifier])
    }

    public static let item = UTType("public.item", [])
    public static let content = UTType("public.content", [])
    public static let data = UTType("public.data", ["public.item"])
    public static let directory = UTType("public.directory", ["public.item"])
    public static let folder = UTType("public.folder", ["public.directory"])
    public static let text = UTType("public.text", ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", ["public.text"], ["txt", "text"], "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", ["public.plain-text"])
    public static let rtf = UTType("public.rtf", ["public.text"], ["rtf"], "text/rtf")
    public static let html = UTType("public.html", ["public.text"], ["html", "htm"], "text/html")
    public static let xml = UTType("public.xml", ["public.text"], ["xml"], "application/xml")
    public static let json = UTType("public.json", ["public.text"], ["json"], "application/json")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", ["public.text"], ["csv"], "text/csv")
    public static let sourceCode = UTType("public.source-code", ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", ["public.source-code"], ["swift"])
    public static let image = UTType("public.image", ["public.data", "public.content"])
    public static let png = UTType("public.png", ["public.image"], ["png"], "image/png")
    public static let jpeg = UTType("public.jpeg", ["public.image"], ["jpeg", "jpg"], "image/jpeg")
    public static let gif = UTType("com.compuserve.gif", ["public.image"], ["gif"], "image/gif")
    public static let heic = UTType("public.heic", ["public.image"], ["heic"], "image/heic")
    public static let svg = UTType("public.svg-image", ["public.image"], ["svg"], "image/svg+xml")
    public static let pdf = UTType("com.adobe.pdf", ["public.data", "public.content"], ["pdf"], "application/pdf")
    public static let audiovisualContent = UTType("public.audiovisual-content", ["public.data", "public.content"])
    public static let movie = UTType("public.movie", ["public.audiovisual-content"])
    public static let video = UTType("public.video", ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", ["public.movie"], ["mp4"], "video/mp4")
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", ["public.movie"], ["mov"], "video/quicktime")
    public static let audio = UTType("public.audio", ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", ["public.audio"], ["mp3"], "audio/mpeg")
    public static let archive = UTType("public.archive", ["public.data"])
    public static let zip = UTType("public.zip-archive", ["public.archive"], ["zip"], "application/zip")
    public static let url = UTType("public.url", ["public.data"])
    public static let fileURL = UTType("public.file-url", ["public.url"])
    public static let spreadsheet = UTType("public.spreadsheet", ["public.content"])
    public static let presentation = UTType("public.presentation", ["public.content"])

    private static let all: [UTType] = [
        item, content, data, directory, folder, text, plainText, utf8PlainText, rtf, html, xml, json, commaSeparatedText,
        sourceCode, swiftSource, image, png, jpeg, gif, heic, svg, pdf, audiovisualContent, movie, video, mpeg4Movie,
        quickTimeMovie, audio, mp3, archive, zip, url, fileURL, spreadsheet, presentation,
    ]
    private static let known: [String: UTType] = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
}

