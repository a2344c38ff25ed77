import Foundation

extension UIColor {
    /// A colour that paints `image` repeated (PC1): fills with it tile the image at its size
    /// in points, anchored to the origin of the space being drawn (a view's top left for its
    /// background and its `draw(_:)`, an image renderer's top left), not to the shape
    /// filled; `CGContext.setPatternPhase(_:)` moves it. A pattern colour is not a dynamic
    /// colour, has no RGB components (`getRed` returns false and leaves black), and its
    /// `cgColor` is a Core Graphics pattern colour.
    public convenience init(patternImage image: UIImage) {
        self.init(storage: .pattern(CGColor(pattern: CGPattern(image: image), paint: PatternPaint(cell: image))))
    }

    /// What a pattern colour paints (nil for other colours), read without making a `CGColor`.
    @_spi(Rendering) public var _patternPaint: PatternPaint? {
        if case let .pattern(color) = storage { return color.patternPaint }
        return nil
    }
}
