import Foundation

/// The kinds of data a text view turns into links (``UITextView/dataDetectorTypes``), with
/// UIKit's raw values.
///
/// Difference from UIKit: OpenUIKit finds them with its own `TextDataDetector` (English
/// formats only, see its comment); `lookupSuggestion` finds nothing.
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates a set of types from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers (a `tel:` link).
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs, bare `www.` addresses and e-mail addresses (a `mailto:` link).
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Airline flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Things to look up (restaurants, films, people). OpenUIKit finds none.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values (lengths, weights, temperatures).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every type (UIKit's `NSUIntegerMax`).
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
