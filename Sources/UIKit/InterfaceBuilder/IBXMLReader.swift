import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder XML file into an ``IBElement`` tree with Foundation's streaming
/// `XMLParser`, in one pass. Refuses what is not a storyboard or xib (the pre-Xcode-5
/// `<archive>` format included), nesting deeper than ``maximumDepth`` and files larger than
/// ``maximumSize``, with an error naming the file and line.
enum IBXMLReader {
    /// Deeper nesting is refused (real files stay under 60; a bomb of nested elements would
    /// otherwise cost stack and memory).
    static let maximumDepth = 400
    /// Larger files are refused (the largest real storyboards are a few megabytes).
    static let maximumSize = 64 << 20

    /// Parses `data` (the bytes of `file`) and checks the root element.
    static func read(_ data: Data, file: String) throws(InterfaceBuilderError) -> IBElement {
        guard data.count <= maximumSize else {
            throw InterfaceBuilderError(file: file, line: nil, problem: "the file is \(data.count) bytes; the limit is \(maximumSize)")
        }
        // Xcode writes UTF-8. Other bytes are refused here: Foundation's XMLParser on Linux
        // traps on names that are not UTF-8 (found by fuzzing).
        if let offset = firstInvalidUTF8Offset(data) {
            let line = data.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            throw InterfaceBuilderError(file: file, line: line, problem: "the file is not UTF-8 (byte \(offset) is not valid)")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let failure = builder.failure {
            throw InterfaceBuilderError(file: file, line: failure.line, problem: failure.problem)
        }
        guard parsed, let root = builder.root else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown error"
            throw InterfaceBuilderError(file: file, line: max(parser.lineNumber, 1), problem: "the XML is malformed (\(reason))")
        }
        if root.name == "archive" {
            throw InterfaceBuilderError(file: file, line: root.line, problem: "this is a legacy Interface Builder 3 archive (pre-Xcode 5, "
                + "`<archive type=\"\(root["type"] ?? "")\">`); open it in Xcode 5 or later to convert it to the document format")
        }
        guard root.name == "document" else {
            throw InterfaceBuilderError(file: file, line: root.line, problem: "the root element is <\(root.name)>, not an Interface Builder <document>")
        }
        return root
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8Offset(_ data: Data) -> Int? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            // Fast path: all ASCII.
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 { index += 1; continue }
                let length: Int
                switch byte {
                case 0xC2...0xDF: length = 2
                case 0xE0...0xEF: length = 3
                case 0xF0...0xF4: length = 4
                default: return index
                }
                guard index + length <= count else { return index }
                for continuation in 1..<length where bytes[index + continuation] & 0xC0 != 0x80 { return index }
                let second = bytes[index + 1]
                // Overlong forms, surrogates and code points above U+10FFFF.
                if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F)
                    || (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second > 0x8F) { return index }
                index += length
            }
            return nil
        }
    }

    /// The XMLParser delegate: a stack of open elements, closed into immutable ones.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        struct Open {
            let name: String
            var attributes: [String: String]
            let line: Int
            var children: [IBElement] = []
        }
        var stack: [Open] = []
        var root: IBElement?
        var failure: (line: Int, problem: String)?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard failure == nil else { return }
            if stack.count >= IBXMLReader.maximumDepth {
                failure = (parser.lineNumber, "elements are nested more than \(IBXMLReader.maximumDepth) deep")
                parser.abortParsing()
                return
            }
            if stack.isEmpty && root != nil {
                failure = (parser.lineNumber, "a second root element <\(elementName)>")
                parser.abortParsing()
                return
            }
            stack.append(Open(name: elementName, attributes: attributeDict, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard failure == nil, let open = stack.popLast() else { return }
            let element = IBElement(name: open.name, attributes: open.attributes, children: open.children, line: open.line)
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Text content matters in a few elements (`<string key="text">` in old files);
            // kept as a synthetic attribute of the open element.
            // Whitespace between elements is most of what arrives here: checked on the bytes
            // (Character.isWhitespace looks up Unicode properties, a third of the read).
            guard failure == nil, !stack.isEmpty, !string.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) else { return }
            stack[stack.count - 1].attributes["#text", default: ""] += string
        }
    }
}
