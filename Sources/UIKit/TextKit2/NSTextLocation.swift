import Foundation

/// A place in a text content manager's document, between two characters (TX1).
///
/// Locations are opaque: compare them with ``compare(_:)`` and move between them with the
/// content manager's `location(_:offsetBy:)` and `offset(from:to:)`. An
/// ``NSTextContentStorage`` makes locations that count UTF-16 units from the start of its
/// text storage.
public protocol NSTextLocation: NSObjectProtocol {
    /// Whether this location is before (`.orderedAscending`), at or after `location`.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// The locations an ``NSTextContentStorage`` makes: a UTF-16 offset from the start of its
/// text (TX1). Two locations at the same offset are equal.
final class TextOffsetLocation: NSObject, NSTextLocation {
    /// UTF-16 units from the document's start.
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        let other = TextOffsetLocation.offset(of: location)
        return offset < other ? .orderedAscending : offset > other ? .orderedDescending : .orderedSame
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetLocation)?.offset == offset
    }

    override var hash: Int { offset.hashValue }

    override var description: String { "\(offset)" }

    /// The offset of any location: an offset location's own; a location of another kind
    /// (an app's own class) has no offset in a text storage and counts as 0.
    static func offset(of location: any NSTextLocation) -> Int {
        (location as? TextOffsetLocation)?.offset ?? 0
    }
}

/// Compares two locations as `<`.
func _isBefore(_ a: any NSTextLocation, _ b: any NSTextLocation) -> Bool {
    a.compare(b) == .orderedAscending
}
