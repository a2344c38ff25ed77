import Foundation

/// Options for measuring and drawing strings, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates options from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines from the rectangle's top-left corner (multi-line text);
    /// without it the text is one line whose origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading between lines (accepted; line heights already include it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds rather than typographic bounds (accepted; typographic bounds are used).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut the text to the lines that fit the rectangle's height, the last one truncated.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement or drawing call reports back.
open class NSStringDrawingContext: NSObject {
    /// The smallest factor the font may shrink by to fit (stored; OpenUIKit does not shrink).
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the font was shrunk by (always 1).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text took in the last call.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with a minimum scale factor of 0.
    public override init() {
        super.init()
    }
}

extension NSAttributedString {
    /// F21: the size the text takes on lines broken only at newlines (as
    /// ``boundingRect(with:options:context:)`` with no width limit and
    /// `.usesLineFragmentOrigin`), by the installed ``TextMeasurement``; fractional.
    public func size() -> CGSize {
        TextMeasurement.current.size(of: self, width: nil, numberOfLines: 0)
    }

    /// F21: the rectangle the text takes when laid out in `size`, fractional (round up before
    /// sizing views with it). With `.usesLineFragmentOrigin` the text wraps at `size.width`
    /// (0 or infinite: no limit) and the rectangle starts at the origin; its height is all the
    /// lines', or, with `.truncatesLastVisibleLine` as well, only those that fit `size.height`.
    /// Without it the text is one line (its first) and the rectangle's origin is the baseline:
    /// y is minus the first font's ascender.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let measurement = TextMeasurement.current
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude / 2 ? size.width : nil
            var measured = measurement.size(of: self, width: width, numberOfLines: 0)
            if options.contains(.truncatesLastVisibleLine), size.height > 0, measured.height > size.height {
                var lines = 1
                var fitting = measurement.size(of: self, width: width, numberOfLines: 1)
                while true {
                    let next = measurement.size(of: self, width: width, numberOfLines: lines + 1)
                    guard next.height <= size.height, next.height > fitting.height else { break }
                    fitting = next; lines += 1
                }
                measured = fitting
            }
            rect = CGRect(origin: .zero, size: measured)
        } else {
            let measured = measurement.size(of: self, width: nil, numberOfLines: 1)
            let font = length > 0 ? _TextAttributeValues.font(attributes(at: 0, effectiveRange: nil)) : _TextAttributeValues.defaultFont
            rect = CGRect(x: 0, y: length > 0 ? -measurement.metrics(of: font).ascender : 0, width: measured.width, height: measured.height)
        }
        context?.actualScaleFactor = 1
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// The size the string takes drawn with `attrs` (see `NSAttributedString.size()`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// The rectangle the string takes drawn with `attributes` in `size` (see
    /// `NSAttributedString.boundingRect(with:options:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension String {
    /// The size the string takes drawn with `attrs` (see `NSAttributedString.size()`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }

    /// The rectangle the string takes drawn with `attributes` in `size` (see
    /// `NSAttributedString.boundingRect(with:options:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}
