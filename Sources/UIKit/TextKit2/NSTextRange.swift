import Foundation

/// A run of a document between two locations: from ``location`` (included) to
/// ``endLocation`` (not included) (TX1).
///
/// Ranges are values: every operation makes a new range.
open class NSTextRange: NSObject {
    /// Where the range starts.
    public let location: any NSTextLocation
    /// Where the range ends (not included); ``location`` for an empty range.
    public let endLocation: any NSTextLocation

    /// A range from `location` to `endLocation` (nil: an empty range at `location`); nil when
    /// `endLocation` is before `location`.
    public init?(location: any NSTextLocation, end endLocation: (any NSTextLocation)?) {
        let end = endLocation ?? location
        if _isBefore(end, location) { return nil }
        self.location = location
        self.endLocation = end
        super.init()
    }

    /// An empty range at `location`.
    public init(location: any NSTextLocation) {
        self.location = location
        self.endLocation = location
        super.init()
    }

    /// Whether the range holds nothing (its ends are at the same place).
    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

    /// Whether both ranges start and end at the same places.
    open func isEqual(to textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) == .orderedSame && endLocation.compare(textRange.endLocation) == .orderedSame
    }

    /// Equal to another text range with the same start and end (``isEqual(to:)``).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextRange else { return false }
        return isEqual(to: other)
    }

    /// A hash of both ends, agreeing with ``isEqual(_:)``.
    open override var hash: Int { location.hash &* 31 &+ endLocation.hash }

    /// Whether `location` is in the range: at or after its start and before its end.
    open func contains(_ location: any NSTextLocation) -> Bool {
        !_isBefore(location, self.location) && _isBefore(location, endLocation)
    }

    /// Whether all of `textRange` is in this range (its ends within this range's ends).
    open func contains(_ textRange: NSTextRange) -> Bool {
        !_isBefore(textRange.location, location) && !_isBefore(endLocation, textRange.endLocation)
    }

    /// Whether the ranges share a location: they overlap, or one is empty at a location the
    /// other contains. Ranges that only touch do not intersect (TX1).
    open func intersects(_ textRange: NSTextRange) -> Bool {
        if isEmpty { return textRange.contains(location) || textRange.isEqual(to: self) }
        if textRange.isEmpty { return contains(textRange.location) }
        let start = _isBefore(location, textRange.location) ? textRange.location : location
        let end = _isBefore(endLocation, textRange.endLocation) ? endLocation : textRange.endLocation
        return _isBefore(start, end)
    }

    /// The part both ranges share, or nil when they do not intersect.
    open func intersection(_ textRange: NSTextRange) -> NSTextRange? {
        guard intersects(textRange) else { return nil }
        let start = _isBefore(location, textRange.location) ? textRange.location : location
        let end = _isBefore(endLocation, textRange.endLocation) ? endLocation : textRange.endLocation
        return NSTextRange(location: start, end: end)
    }

    /// The smallest range holding both (and anything between them).
    open func union(_ textRange: NSTextRange) -> NSTextRange {
        let start = _isBefore(textRange.location, location) ? textRange.location : location
        let end = _isBefore(endLocation, textRange.endLocation) ? textRange.endLocation : endLocation
        return NSTextRange(location: start, end: end)!
    }

    open override var description: String { "\(location)...\(endLocation)" }
}
