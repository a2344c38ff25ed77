import Foundation

/// The one place reading and writing choose a format: the public API of
/// `NSAttributedString+DocumentReading.swift` and `+DocumentWriting.swift` comes here, and
/// this hands the bytes to the format's reader or writer.
enum RichTextDocument {
    typealias Options = [NSAttributedString.DocumentReadingOptionKey: Any]
    typealias DocumentAttributes = [NSAttributedString.DocumentAttributeKey: Any]

    /// Reads `data` as `options` say (RT2: the type given, else recognised from the data).
    static func read(_ data: Data, options: Options) throws -> (text: NSMutableAttributedString, attributes: DocumentAttributes) {
        let type = options[.documentType].flatMap(documentType) ?? recognisedType(of: data)
        switch type {
        case .plain:
            return try PlainTextCodec.read(data, options: options)
        case .rtf, .rtfd:
            var reader = RTFReader(data: data)
            return try reader.read()
        case .html:
            var reader = try HTMLReader(data: data, options: options)
            return try reader.read()
        default:
            throw RichTextError.inapplicableReadType()
        }
    }

    /// Reads the file or package at `url` (RT2: an `.rtfd` package's `TXT.rtf`).
    static func read(_ url: URL, options: Options) throws -> (text: NSMutableAttributedString, attributes: DocumentAttributes) {
        var isDirectory: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw RichTextError.noSuchFile(url)
        }
        var options = options
        if isDirectory.boolValue {
            let text = url.appendingPathComponent("TXT.rtf")
            guard let data = try? Data(contentsOf: text) else { throw RichTextError.corruptFile() }
            options[.documentType] = NSAttributedString.DocumentType.rtf
            var read = try self.read(data, options: options)
            read.attributes[.documentType] = NSAttributedString.DocumentType.rtfd
            return read
        }
        if options[.documentType] == nil, let type = typeByExtension[url.pathExtension.lowercased()] {
            options[.documentType] = type
        }
        if options[.baseURL] == nil { options[.baseURL] = url }
        return try read(Data(contentsOf: url), options: options)
    }

    /// Writes `text` in the type `attributes` name (RT3: none is an error).
    static func write(_ text: NSAttributedString, attributes: DocumentAttributes) throws -> Data {
        switch attributes[.documentType].flatMap(documentType) {
        case .plain?:
            return try PlainTextCodec.write(text, attributes: attributes)
        case .rtf?:
            var writer = RTFWriter(text: text, attributes: attributes)
            return writer.write()
        case .html?:
            var writer = HTMLWriter(text: text, attributes: attributes)
            return writer.write()
        default:
            throw RichTextError.inapplicableWriteType()
        }
    }

    /// A document type given as a `DocumentType` or its raw string.
    static func documentType(_ value: Any) -> NSAttributedString.DocumentType? {
        switch value {
        case let type as NSAttributedString.DocumentType: type
        case let name as String: NSAttributedString.DocumentType(rawValue: name)
        default: nil
        }
    }

    /// An encoding given as a `String.Encoding`, its raw value or a number.
    static func encoding(_ value: Any?) -> String.Encoding? {
        switch value {
        case let encoding as String.Encoding: encoding
        case let raw as UInt: String.Encoding(rawValue: raw)
        case let raw as Int where raw >= 0: String.Encoding(rawValue: UInt(raw))
        case let number as NSNumber: String.Encoding(rawValue: number.uintValue)
        default: nil
        }
    }

    private static let typeByExtension: [String: NSAttributedString.DocumentType] = [
        "txt": .plain, "text": .plain, "rtf": .rtf, "html": .html, "htm": .html,
    ]

    /// RT2: `{\rtf` opens RTF; a `<` first (after white space) opens HTML; anything else is
    /// plain text.
    static func recognisedType(of data: Data) -> NSAttributedString.DocumentType {
        let start = data.prefix(512).drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if start.starts(with: Array("{\\rtf".utf8)) { return .rtf }
        if start.first == UInt8(ascii: "<") { return .html }
        return .plain
    }
}
