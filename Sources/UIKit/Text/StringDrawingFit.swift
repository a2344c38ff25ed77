import Foundation

/// How `boundingRect(with:options:context:)` and `draw(with:options:context:)` fit a string
/// into their size: the rectangle the text takes, and the factor its fonts were shrunk by
/// when the context allows shrinking (F47).
struct StringDrawingFit {
    /// The text as laid out: the string itself, or a copy with every font scaled.
    let text: NSAttributedString
    /// The factor the fonts were scaled by (1: not shrunk).
    let scale: CGFloat
    /// The rectangle the text takes (see `NSAttributedString.boundingRect`).
    let rect: CGRect

    /// Fits `string` in `size`: at its own fonts when it fits or `minimumScaleFactor` is not
    /// between 0 and 1; else at the largest scale, to a hundredth and not below the minimum,
    /// at which it fits (its height within `size.height` with `.usesLineFragmentOrigin`, else
    /// its one line's width within `size.width`), or at the minimum when none does.
    init(_ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions, minimumScaleFactor: CGFloat) {
        let natural = Self.rect(of: string, size: size, options: options)
        guard minimumScaleFactor > 0, minimumScaleFactor < 1, !Self.fits(natural, in: size, options: options) else {
            self.init(text: string, scale: 1, rect: natural)
            return
        }
        // Whole hundredths from the minimum up: the largest that fits (fitting only gets
        // easier as the fonts shrink, so a binary search finds it).
        var low = Int((minimumScaleFactor * 100).rounded(.up)), high = 99
        var best = (scale: CGFloat(low) / 100, text: Self.scaled(string, by: CGFloat(low) / 100))
        var bestRect = Self.rect(of: best.text, size: size, options: options)
        while low <= high {
            let middle = (low + high) / 2
            let scale = CGFloat(middle) / 100
            let text = Self.scaled(string, by: scale)
            let rect = Self.rect(of: text, size: size, options: options)
            if Self.fits(rect, in: size, options: options) {
                if scale >= best.scale { best = (scale, text); bestRect = rect }
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        self.init(text: best.text, scale: best.scale, rect: bestRect)
    }

    private init(text: NSAttributedString, scale: CGFloat, rect: CGRect) {
        self.text = text
        self.scale = scale
        self.rect = rect
    }

    /// Whether `rect` fits `size` (a zero or unbounded dimension always fits).
    private static func fits(_ rect: CGRect, in size: CGSize, options: NSStringDrawingOptions) -> Bool {
        func bounded(_ value: CGFloat) -> Bool { value > 0 && value < CGFloat.greatestFiniteMagnitude / 2 }
        if options.contains(.usesLineFragmentOrigin) {
            return !bounded(size.height) || rect.height <= size.height
        }
        return !bounded(size.width) || rect.width <= size.width
    }

    /// `string` with every font (the default font where it sets none) scaled by `scale`.
    private static func scaled(_ string: NSAttributedString, by scale: CGFloat) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: string)
        let whole = NSRange(location: 0, length: copy.length)
        string.enumerateAttribute(.font, in: whole) { value, range, _ in
            let font = value as? UIFont ?? _TextAttributeValues.defaultFont
            copy.addAttribute(.font, value: font.withSize(font.pointSize * scale), range: range)
        }
        return copy
    }

    /// F21: the rectangle `string` takes in `size`.
    static func rect(of string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        let measurement = TextMeasurement.current
        guard options.contains(.usesLineFragmentOrigin) else {
            let measured = measurement.size(of: string, width: nil, numberOfLines: 1)
            let font = string.length > 0 ? _TextAttributeValues.font(string.attributes(at: 0, effectiveRange: nil)) : _TextAttributeValues.defaultFont
            let ascender = string.length > 0 ? measurement.metrics(of: font).ascender : 0
            return CGRect(x: 0, y: -ascender, width: measured.width, height: measured.height)
        }
        let width = size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude / 2 ? size.width : nil
        var measured = measurement.size(of: string, width: width, numberOfLines: 0)
        if options.contains(.truncatesLastVisibleLine), size.height > 0, measured.height > size.height {
            var lines = 1
            var fitting = measurement.size(of: string, width: width, numberOfLines: 1)
            while true {
                let next = measurement.size(of: string, width: width, numberOfLines: lines + 1)
                guard next.height <= size.height, next.height > fitting.height else { break }
                fitting = next; lines += 1
            }
            measured = fitting
        }
        return CGRect(origin: .zero, size: measured)
    }
}
