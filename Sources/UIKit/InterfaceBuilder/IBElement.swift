import Foundation

/// One element of an Interface Builder XML document (`.storyboard`, `.xib`): its name,
/// attributes, children and the line it starts on. Immutable once read, so one document can
/// be instantiated any number of times.
final class IBElement: Sendable {
    /// The element name (`viewController`, `label`, `rect`, …).
    let name: String
    /// The attributes as written.
    let attributes: [String: String]
    /// The child elements in document order.
    let children: [IBElement]
    /// The line the element starts on (1-based), for errors.
    let line: Int

    init(name: String, attributes: [String: String], children: [IBElement], line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The object id (`id="BYZ-38-t0r"`).
    var id: String? { attributes["id"] }
    /// The role of this element in its parent (`key="view"`, `key="frame"`).
    var key: String? { attributes["key"] }

    /// The first child with this name (and key, when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with this key, whatever its name.
    func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// The children of the first child named `container` (`subviews`, `constraints`,
    /// `connections`, …), or none.
    func items(in container: String) -> [IBElement] {
        child(container)?.children ?? []
    }

    /// A `YES`/`NO` attribute; nil when absent.
    func bool(_ attribute: String) -> Bool? {
        attributes[attribute].map(Self.isYes)
    }

    /// Whether a boolean attribute's text means true (`YES`, or `true` in some old files).
    static func isYes(_ text: String) -> Bool { text == "YES" || text == "true" }

    /// A numeric attribute; nil when absent, not a number, or not finite (Xcode never
    /// writes `nan` or `inf`; letting them through would trap in integer conversions).
    func double(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A text attribute, or the text of a `<string key=…>` child (Xcode's form for text with
    /// line breaks or special characters).
    func string(_ key: String) -> String? {
        self[key] ?? child("string", key: key)?["#text"]
    }

    /// A whole-number attribute (a tag, an index, a count); nil when absent, not a number,
    /// or out of `Int`'s range.
    func int(_ attribute: String) -> Int? {
        double(attribute).flatMap { Int(exactly: $0.rounded(.towardZero)) }
    }

    /// Every element of the subtree, this one first, in document order.
    func forEachInSubtree(_ body: (IBElement) throws -> Void) rethrows {
        var stack: [IBElement] = [self]
        while let element = stack.popLast() {
            try body(element)
            stack.append(contentsOf: element.children.reversed())
        }
    }
}
