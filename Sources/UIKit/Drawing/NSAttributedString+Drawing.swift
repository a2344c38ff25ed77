import Foundation

extension NSAttributedString {
    /// Draws the text in the current context with its first line's top-left corner at
    /// `point`, one line per paragraph (no wrapping), as UIKit's.
    public func draw(at point: CGPoint) {
        UIGraphicsGetCurrentContext()?.drawText(DrawnText(string: self, placement: .point(point), wraps: false))
    }

    /// Draws the text in the current context inside `rect`: wrapped to its width, from its
    /// top, cut at its bottom, as UIKit's.
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.drawText(DrawnText(string: self, placement: .rect(rect), wraps: true))
    }

    /// Draws the text as `boundingRect(with:options:context:)` measures it: with
    /// `.usesLineFragmentOrigin`, inside `rect` as ``draw(in:)``; without it, one line whose
    /// baseline starts at `rect.origin`, as UIKit's. A context with a `minimumScaleFactor`
    /// shrinks the fonts as the measurement does (F47) and learns the factor and bounds.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let fit = StringDrawingFit(self, size: rect.size, options: options, minimumScaleFactor: context?.minimumScaleFactor ?? 0)
        context?.actualScaleFactor = fit.scale
        context?.totalBounds = fit.rect.offsetBy(dx: rect.minX, dy: rect.minY)
        if options.contains(.usesLineFragmentOrigin) { return fit.text.draw(in: rect) }
        let font = fit.text.length > 0 ? _TextAttributeValues.font(fit.text.attributes(at: 0, effectiveRange: nil)) : _TextAttributeValues.defaultFont
        fit.text.draw(at: CGPoint(x: rect.minX, y: rect.minY - font.ascender))
    }
}

extension String {
    /// Draws the string with `attributes` from `point` (see `NSAttributedString.draw(at:)`).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }

    /// Draws the string with `attributes` in `rect` (see `NSAttributedString.draw(in:)`).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }

    /// Draws the string with `attributes` as `NSAttributedString.draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    /// Draws the string with `attributes` from `point` (see `NSAttributedString.draw(at:)`).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string with `attributes` in `rect` (see `NSAttributedString.draw(in:)`).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
}
