import Foundation

/// The CSS a document's `<style>` elements and `style` attributes hold, as far as HTML
/// reading uses it (RT10): rules whose selectors are a tag, a class or `tag.class` (lists of
/// them with commas), each with its declarations; other selectors (descendants, ids,
/// pseudo-classes) match nothing. Later rules win over earlier ones, class rules over tag rules.
struct CSSStyleSheet {
    /// One rule for one simple selector.
    private struct Rule {
        let tag: String?
        let className: String?
        let declarations: [CSSDeclaration]
    }

    private var rules: [Rule] = []

    init(_ source: String = "") {
        add(source)
    }

    /// Adds the rules of `source` after the ones there.
    mutating func add(_ source: String) {
        var rest = Substring(Self.removingComments(source))
        while let open = rest.firstIndex(of: "{") {
            let selectors = rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let declarations = CSSDeclaration.parse(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
            if selectors.contains("@") { continue }
            for selector in selectors.split(separator: ",") {
                let parts = selector.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count <= 2, !(parts.first ?? "").contains(where: { " :#[>+~*".contains($0) }),
                      parts.count == 1 || !parts[1].contains(where: { " :#[>+~*".contains($0) }) else { continue }
                let tag = parts[0].isEmpty ? nil : parts[0].lowercased()
                let className = parts.count == 2 ? String(parts[1]) : nil
                guard tag != nil || className != nil else { continue }
                rules.append(Rule(tag: tag, className: className, declarations: declarations))
            }
        }
    }

    /// The declarations for an element, in the order they apply: tag rules, then class rules.
    func declarations(tag: String, classes: [String]) -> [CSSDeclaration] {
        let byTag = rules.filter { $0.className == nil && $0.tag == tag }
        let byClass = rules.filter { rule in
            guard let className = rule.className, classes.contains(className) else { return false }
            return rule.tag == nil || rule.tag == tag
        }
        return (byTag + byClass).flatMap(\.declarations)
    }

    private static func removingComments(_ source: String) -> String {
        var result = ""
        var rest = Substring(source)
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}

/// One `property: value` pair (property lower-cased, `!important` dropped).
struct CSSDeclaration: Equatable {
    let property: String
    let value: String

    /// The declarations of a `style` attribute or a rule's body.
    static func parse(_ text: String) -> [CSSDeclaration] {
        text.split(separator: ";").compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let property = part[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            var value = part[part.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if let important = value.range(of: "!important", options: .caseInsensitive) {
                value = value[..<important.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            return property.isEmpty ? nil : CSSDeclaration(property: property, value: value)
        }
    }
}
