import Foundation

/// Splits HTML into tags and text (RT7). Lenient as browsers are: a `<` that opens no tag is
/// text, an unclosed tag or comment ends at the end of the input, attribute values may be
/// quoted or bare; entities in text and attribute values are decoded (``HTMLEntities``).
/// The text of `<script>`, `<style>` and `<title>` is raw up to the matching end tag.
struct HTMLTokenizer {
    /// One piece of the document.
    enum Token: Equatable {
        /// `<name attr=value …>` (names lower-cased); `selfClosing` for `<br/>`.
        case startTag(name: String, attributes: [String: String], selfClosing: Bool)
        /// `</name>`.
        case endTag(name: String)
        /// Text between tags, entities decoded, white space as written.
        case text(String)
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    /// The element whose content is raw text (`script`, `style`, `title`, `textarea`).
    private var rawTextElement: String?

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// The next token; nil at the end.
    mutating func next() -> Token? {
        guard position < scalars.count else { return nil }
        if let element = rawTextElement {
            rawTextElement = nil
            return .text(rawText(until: element))
        }
        if scalars[position] == "<", let tag = tag() {
            return tag
        }
        return .text(HTMLEntities.decode(text()))
    }

    // MARK: Text

    /// Text up to the next `<` that may open a tag (or the end).
    private mutating func text() -> String {
        var text = String.UnicodeScalarView()
        text.append(scalars[position])
        position += 1
        while position < scalars.count, scalars[position] != "<" {
            text.append(scalars[position])
            position += 1
        }
        return String(text)
    }

    /// Raw text up to `</element` (case-insensitive), which is left for the next token.
    private mutating func rawText(until element: String) -> String {
        let closing = Array("</\(element)".unicodeScalars)
        var text = String.UnicodeScalarView()
        while position < scalars.count {
            if scalars[position] == "<", matches(closing, at: position) { break }
            text.append(scalars[position])
            position += 1
        }
        return String(text)
    }

    private func matches(_ word: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + word.count <= scalars.count else { return false }
        for (offset, scalar) in word.enumerated()
        where Character(scalars[index + offset]).lowercased() != Character(scalar).lowercased() { return false }
        return true
    }

    // MARK: Tags

    /// A tag, comment or declaration at `<`; nil (nothing consumed) when `<` opens none.
    private mutating func tag() -> Token? {
        let start = position
        guard position + 1 < scalars.count else { return nil }
        let after = scalars[position + 1]
        if after == "!" || after == "?" {
            skipMarkup()
            return .text("")
        }
        let isEnd = after == "/"
        position += isEnd ? 2 : 1
        guard position < scalars.count, scalars[position].properties.isAlphabetic else {
            position = start
            return nil
        }
        let name = readName()
        var attributes: [String: String] = [:]
        var selfClosing = false
        while position < scalars.count {
            skipSpace()
            guard position < scalars.count else { break }
            let scalar = scalars[position]
            if scalar == ">" { position += 1; break }
            if scalar == "/" { selfClosing = true; position += 1; continue }
            let attribute = readName()
            if attribute.isEmpty { position += 1; continue }
            skipSpace()
            var value = ""
            if position < scalars.count, scalars[position] == "=" {
                position += 1
                skipSpace()
                value = HTMLEntities.decode(readValue())
            }
            if attributes[attribute] == nil { attributes[attribute] = value }
        }
        if isEnd { return .endTag(name: name) }
        if ["script", "style", "title", "textarea"].contains(name) && !selfClosing { rawTextElement = name }
        return .startTag(name: name, attributes: attributes, selfClosing: selfClosing)
    }

    /// Skips `<!-- … -->`, `<!DOCTYPE …>` or `<? … >`.
    private mutating func skipMarkup() {
        if matches(Array("<!--".unicodeScalars), at: position) {
            position += 4
            while position < scalars.count, !matches(Array("-->".unicodeScalars), at: position) { position += 1 }
            position = min(scalars.count, position + 3)
            return
        }
        while position < scalars.count, scalars[position] != ">" { position += 1 }
        position = min(scalars.count, position + 1)
    }

    private mutating func readName() -> String {
        var name = String.UnicodeScalarView()
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == ">" || scalar == "/" || scalar == "=" || scalar.properties.isWhitespace { break }
            name.append(scalar)
            position += 1
        }
        return String(name).lowercased()
    }

    private mutating func readValue() -> String {
        guard position < scalars.count else { return "" }
        var value = String.UnicodeScalarView()
        let quote = scalars[position]
        if quote == "\"" || quote == "'" {
            position += 1
            while position < scalars.count, scalars[position] != quote {
                value.append(scalars[position])
                position += 1
            }
            position = min(scalars.count, position + 1)
        } else {
            while position < scalars.count, scalars[position] != ">", !scalars[position].properties.isWhitespace {
                value.append(scalars[position])
                position += 1
            }
        }
        return String(value)
    }

    private mutating func skipSpace() {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
    }
}
