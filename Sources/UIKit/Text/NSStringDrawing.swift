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
    /// The smallest factor the fonts may shrink by to fit (F47); 0, the default, and 1 do not
    /// shrink.
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the fonts were shrunk by in the last call (1: not shrunk).
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
    /// y is minus the first font's ascender. F47: a `context` whose `minimumScaleFactor` is
    /// between 0 and 1 lets the fonts shrink until the text fits (its height with
    /// `.usesLineFragmentOrigin`, else its width), reported as `actualScaleFactor`; the
    /// rectangle is also the context's `totalBounds`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let fit = StringDrawingFit(self, size: size, options: options, minimumScaleFactor: context?.minimumScaleFactor ?? 0)
        context?.actualScaleFactor = fit.scale
        context?.totalBounds = fit.rect
        return fit.rect
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
