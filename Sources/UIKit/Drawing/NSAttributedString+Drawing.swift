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
