import Foundation

/// One piece of data found in a text view's text (DD1): where it is, its type, and the URL
/// its link opens.
struct DetectedTextLink: Equatable {
    /// The characters, in UTF-16 units.
    let range: NSRange
    /// The one type it was found as.
    let type: UIDataDetectorTypes
    /// What tapping it opens: the URL itself (`http://` added to a bare `www.` address), a
    /// `mailto:` or `tel:` URL, else `x-apple-data-detectors://N` (N counting the detected
    /// items from 0 in text order), as iOS hands such items to the delegate.
    let url: URL
}

/// Finds links, phone numbers, addresses, dates and the other ``UIDataDetectorTypes`` in
/// text (DD1), deterministically: Foundation on Linux has no working `NSDataDetector`.
///
/// Limits (English, US-style formats only):
/// - link: `http://`, `https://` and `ftp://` URLs; `www.` hosts; host names ending in a
///   common top-level domain (`apple.com`); e-mail addresses (as `mailto:`). Trailing
///   sentence punctuation and an unbalanced closing parenthesis are not part of a link.
/// - phoneNumber: North American numbers (`(415) 555-0132`, `415-555-0132`, `+1 415 555
///   0132`) and `+`-prefixed international numbers of 8 to 15 digits.
/// - address: a house number, one to four capitalised words and a street suffix (`Street`,
///   `St`, `Avenue`, …), optionally a unit and `, City, ST 12345`.
/// - calendarEvent: month-name dates (`March 5`, `Mar 5th, 2024`), `3/5/2024`, ISO
///   `2024-03-05`, weekdays (`next Friday`), `today`/`tomorrow`/`tonight`, each with an
///   optional `at` time, and times (`5pm`, `10:30 AM`). Past dates are found too.
/// - shipmentTrackingNumber: UPS (`1Z` and 16 characters) and 22-digit USPS numbers.
/// - flightNumber: a common airline's two-character code and one to four digits (`UA 920`).
/// - money: an amount after `$`, `€`, `£` or `¥`, or before `USD`, `EUR`, `GBP`, `dollars`, …
/// - physicalValue: a number and a unit of length, weight, volume, speed or temperature.
/// - lookupSuggestion: nothing (it needs Apple's knowledge of names).
///
/// Where matches overlap, the earlier type in that list wins, then the earlier match.
enum TextDataDetector {
    /// The items of `types` in `text`, in text order.
    static func links(in text: String, types: UIDataDetectorTypes) -> [DetectedTextLink] {
        guard !types.isEmpty, !text.isEmpty else { return [] }
        let string = text as NSString
        var found: [(range: NSRange, type: UIDataDetectorTypes, url: URL?)] = []
        func keep(_ range: NSRange, _ type: UIDataDetectorTypes, _ url: URL?) {
            guard range.length > 0, !found.contains(where: { NSIntersectionRange($0.range, range).length > 0 }) else { return }
            found.append((range, type, url))
        }
        for detector in detectors where types.contains(detector.type) {
            for pattern in detector.patterns {
                for match in pattern.matches(in: text, options: [], range: NSRange(location: 0, length: string.length)) {
                    let range = detector.trim(match.range, string)
                    guard range.length > 0 else { continue }
                    let matched = string.substring(with: range)
                    guard detector.accepts(matched) else { continue }
                    keep(range, detector.type, detector.url(matched))
                }
            }
        }
        found.sort { $0.range.location < $1.range.location }
        return found.enumerated().map { index, item in
            DetectedTextLink(range: item.range, type: item.type,
                             url: item.url ?? URL(string: "x-apple-data-detectors://\(index)")!)
        }
    }

    /// One type's patterns, how a match is trimmed and checked, and its URL (nil: numbered).
    private struct Detector {
        let type: UIDataDetectorTypes
        let patterns: [NSRegularExpression]
        var trim: (NSRange, NSString) -> NSRange = { range, _ in range }
        var accepts: (String) -> Bool = { _ in true }
        var url: (String) -> URL? = { _ in nil }
    }

    private static func regex(_ pattern: String, caseInsensitive: Bool = false) -> NSRegularExpression {
        // The patterns are constants; one that does not compile is a bug here.
        try! NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    private static let months = "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
    private static let clock = "\\d{1,2}(?::\\d{2})?\\s?(?:[AaPp]\\.?[Mm]\\.?)"
    private static let atTime = "(?: at (?:\\d{1,2}:\\d{2}(?:\\s?[AaPp]\\.?[Mm]\\.?)?|\(clock)|noon|midnight))?"

    /// The detectors in the order they win overlaps.
    private static var detectors: [Detector] {
        [
            Detector(type: .link, patterns: [
                regex("\\b(?:https?|ftp)://[^\\s<>\"]+", caseInsensitive: true),
                regex("\\b[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\\.[A-Z0-9-]+)*\\.[A-Z]{2,}\\b", caseInsensitive: true),
                regex("\\bwww\\.[A-Z0-9-]+(?:\\.[A-Z0-9-]+)+(?:[/?#][^\\s<>\"]*)?", caseInsensitive: true),
                regex("\\b[A-Z0-9-]+(?:\\.[A-Z0-9-]+)*\\.(?:com|org|net|edu|gov|io|app|dev)\\b(?:/[^\\s<>\"]*)?", caseInsensitive: true),
            ], trim: trimLinkEnd, url: linkURL),
            Detector(type: .phoneNumber, patterns: [
                regex("(?<![\\d+])(?:\\+?1[ .-]?)?(?:\\(\\d{3}\\) ?|\\d{3}[ .-])\\d{3}[ .-]\\d{4}(?!\\d)"),
                regex("(?<![\\w+])\\+\\d{1,3}(?:[ .-]?\\(?\\d{1,4}\\)?){2,5}(?!\\d)"),
            ], accepts: { (8...15).contains($0.filter(\.isNumber).count) },
                     url: { text in URL(string: "tel:" + (text.hasPrefix("+") ? "+" : "") + text.filter(\.isNumber)) }),
            Detector(type: .address, patterns: [
                regex("\\b\\d{1,5}(?: [A-Z][A-Za-z]*\\.?){1,4} (?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Parkway|Pkwy|Square|Sq|Terrace|Circle|Loop|Highway|Hwy)\\b\\.?"
                      + "(?:,? (?:Suite|Ste|Apt|Unit) [A-Za-z0-9]+)?(?:, [A-Z][a-z]+(?: [A-Z][a-z]+){0,2}(?:, [A-Z]{2}(?: \\d{5}(?:-\\d{4})?)?)?)?"),
            ], trim: trimSentenceEnd),
            Detector(type: .calendarEvent, patterns: [
                regex("\\b\(months)\\.? \\d{1,2}(?:st|nd|rd|th)?\\b(?:,? \\d{4})?\(atTime)"),
                regex("\\b\\d{1,2}/\\d{1,2}/(?:\\d{4}|\\d{2})\\b\(atTime)"),
                regex("\\b\\d{4}-\\d{2}-\\d{2}\\b\(atTime)"),
                regex("\\b(?:(?:[Nn]ext|[Tt]his) )?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\\b\(atTime)"),
                regex("\\b(?:[Tt]oday|[Tt]omorrow|[Tt]onight)\\b\(atTime)"),
                regex("\\b\\d{1,2}:\\d{2}(?:\\s?[AaPp]\\.?[Mm]\\b\\.?)?"),
                regex("\\b\(clock)(?!\\w)"),
            ]),
            Detector(type: .shipmentTrackingNumber, patterns: [
                regex("\\b1Z[0-9A-Z]{16}\\b"),
                regex("\\b9[2-5]\\d{20}\\b"),
            ]),
            Detector(type: .flightNumber, patterns: [
                regex("\\b(?:AA|UA|DL|BA|LH|AF|KL|WN|B6|AS|NK|F9|AC|QF|EK|SQ|CX|JL|NH|IB|AZ|LX|TK|QR|EY|VS|EI|SK|AY) ?\\d{1,4}\\b"),
            ]),
            Detector(type: .money, patterns: [
                regex("[$€£¥] ?\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|[$€£¥] ?\\d+(?:\\.\\d{1,2})?"),
                regex("\\b\\d+(?:,\\d{3})*(?:\\.\\d{1,2})? ?(?:USD|EUR|GBP|JPY|dollars|euros|pounds)\\b"),
            ]),
            Detector(type: .physicalValue, patterns: [
                regex("\\b\\d+(?:\\.\\d+)? ?(?:km|mi|miles?|kilomet(?:er|re)s?|met(?:er|re)s?|cm|mm|ft|feet|foot|inch(?:es)?|kg|kilograms?|grams?|lbs?|oz|ounces?|lit(?:er|re)s?|ml|gal(?:lons?)?|mph|km/h)\\b"),
                regex("\\b\\d+(?:\\.\\d+)?(?:m|g|l)\\b"),
                regex("\\b\\d+(?:\\.\\d+)? ?°[CF]"),
            ]),
        ]
    }

    /// A link ends before trailing sentence punctuation and an unbalanced `)`.
    private static func trimLinkEnd(_ range: NSRange, _ string: NSString) -> NSRange {
        var range = range
        while range.length > 0 {
            let last = string.substring(with: NSRange(location: NSMaxRange(range) - 1, length: 1))
            let text = string.substring(with: range)
            let unbalanced = last == ")" && text.filter { $0 == "(" }.count < text.filter { $0 == ")" }.count
            guard ".,;:!?'\"".contains(last) || unbalanced else { break }
            range.length -= 1
        }
        return range
    }

    /// An address does not take the full stop ending its sentence (`St.` keeps its own).
    private static func trimSentenceEnd(_ range: NSRange, _ string: NSString) -> NSRange {
        let text = string.substring(with: range)
        guard text.hasSuffix("."), !text.hasSuffix("St."), !text.hasSuffix("Ave."), !text.hasSuffix("Rd."),
              !text.hasSuffix("Blvd."), !text.hasSuffix("Dr.") else { return range }
        return NSRange(location: range.location, length: range.length - 1)
    }

    /// A link's URL: itself with a scheme, `mailto:` for an e-mail address, else `http://`.
    private static func linkURL(_ text: String) -> URL? {
        if text.range(of: "://") != nil { return URL(string: text) }
        if text.contains("@") { return URL(string: "mailto:" + text) }
        return URL(string: "http://" + text)
    }
}
