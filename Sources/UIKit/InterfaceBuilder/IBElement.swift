import Foundation
import Synchronization

/// One element of an Interface Builder XML document (`.storyboard`, `.xib`): its name,
/// attributes, children and the line it starts on. Immutable once read, so one document can
/// be instantiated any number of times.
///
/// The element also notes what the loader has read of it (IU1): each attribute read through
/// the subscript, ``bool(_:)``, ``double(_:)``, …, and whether the element itself
/// was taken by its parent's decoding (``child(_:key:)``, ``items(in:)``) or handed to another
/// run or left deliberately (``settle()``). What stays unread in a decoded object is reported
/// by ``IBUndecodedReport``. The notes only grow, so a document shared by several
/// instantiations reports what none of them read.
final class IBElement: Sendable {
    /// The element name (`viewController`, `label`, `rect`, …).
    let name: String
    /// The attributes as written. Reading them through this dictionary does not count as
    /// reading them (IU1): use the subscript, or ``markRead(_:)`` after matching a name.
    let attributes: [String: String]
    /// The child elements in document order.
    let children: [IBElement]
    /// The line the element starts on (1-based), for errors.
    let line: Int
    /// IU1: a bit per attribute (by its offset in ``attributes``) that was read, and the
    /// ``consumedBit`` and ``settledBit`` flags.
    private let reads = Atomic<UInt64>(0)

    /// Attributes past this offset are not tracked (counted as read); no real element has
    /// that many.
    static let trackedAttributes = 60
    private static let consumedBit: UInt64 = 1 << 61
    private static let settledBit: UInt64 = 1 << 62
    private static let analyzedBit: UInt64 = 1 << 63

    init(name: String, attributes: [String: String], children: [IBElement], line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    /// An attribute's text, noted as read (IU1).
    subscript(attribute: String) -> String? {
        guard let index = attributes.index(forKey: attribute) else { return nil }
        noteRead(index)
        return attributes[index].value
    }

    /// The object id (`id="BYZ-38-t0r"`).
    var id: String? { attributes["id"] }
    /// The role of this element in its parent (`key="view"`, `key="frame"`).
    var key: String? { attributes["key"] }

    /// The first child with this name (and key, when given), noted as consumed (IU1).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }?.consumed()
    }

    /// The first child with this key, whatever its name, noted as consumed (IU1).
    func child(key: String) -> IBElement? {
        children.first { $0.key == key }?.consumed()
    }

    /// The children of the first child named `container` (`subviews`, `constraints`,
    /// `connections`, …), or none. The container is noted as consumed; each item is noted by
    /// what the decoder does with it (made as an object, read, or left and so reported, IU1).
    func items(in container: String) -> [IBElement] {
        child(container)?.children ?? []
    }

    /// A `YES`/`NO` attribute; nil when absent.
    func bool(_ attribute: String) -> Bool? {
        self[attribute].map(Self.isYes)
    }

    /// Whether a boolean attribute's text means true (`YES`, or `true` in some old files).
    static func isYes(_ text: String) -> Bool { text == "YES" || text == "true" }

    /// A numeric attribute; nil when absent, not a number, or not finite (Xcode never
    /// writes `nan` or `inf`; letting them through would trap in integer conversions).
    func double(_ attribute: String) -> Double? {
        self[attribute].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
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

    // MARK: What was read (IU1)

    private func noteRead(_ index: Dictionary<String, String>.Index) {
        let offset = attributes.distance(from: attributes.startIndex, to: index)
        if offset < Self.trackedAttributes { reads.bitwiseOr(1 << UInt64(offset), ordering: .relaxed) }
    }

    /// Notes an attribute as read where the decoder matched its name while going through
    /// ``attributes`` (IU1).
    func markRead(_ attribute: String) {
        if let index = attributes.index(forKey: attribute) { noteRead(index) }
    }

    /// Notes every attribute as read: a value element read as a whole (a mask, a set of
    /// traits) whose attribute names are matched, not looked up (IU1).
    func markAllAttributesRead() {
        reads.bitwiseOr((1 << UInt64(Self.trackedAttributes)) - 1, ordering: .relaxed)
    }

    /// The names of the attributes nobody read (IU1), in no particular order; those past
    /// ``trackedAttributes`` count as read.
    var unreadAttributes: [String] {
        let marks = reads.load(ordering: .relaxed)
        var unread: [String] = []
        for (offset, name) in attributes.keys.enumerated() where offset < Self.trackedAttributes && marks & (1 << UInt64(offset)) == 0 {
            unread.append(name)
        }
        return unread
    }

    /// Notes the element as taken by its parent's decoding: its attributes and children are
    /// checked with the parent's (IU1).
    func consume() { reads.bitwiseOr(Self.consumedBit, ordering: .relaxed) }

    /// ``consume()``, returning the element.
    private func consumed() -> IBElement {
        consume()
        return self
    }

    /// Notes the element as dealt with apart from its parent: an object made by its own
    /// `init?(coder:)` (checked when it is made), a part another run reads (a scene's view,
    /// a prototype), or one left on purpose (IU1).
    func settle() { reads.bitwiseOr(Self.settledBit, ordering: .relaxed) }

    /// Whether the parent's decoding took the element (IU1).
    var isConsumed: Bool { reads.load(ordering: .relaxed) & Self.consumedBit != 0 }
    /// Whether the element is dealt with apart from its parent (IU1).
    var isSettled: Bool { reads.load(ordering: .relaxed) & Self.settledBit != 0 }

    /// Notes that the element's object was checked for what it left unread; true the first
    /// time (IU2: an app reports each object once, however often it is made).
    func markAnalyzed() -> Bool {
        reads.bitwiseOr(Self.analyzedBit, ordering: .relaxed).oldValue & Self.analyzedBit == 0
    }
}
