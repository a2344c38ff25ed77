import Foundation

/// What a drawing recorded: Core Graphics calls in order, for a renderer to replay
/// (`UIKitRendering` replays through Cairo) and for tests to read. The `UIKit` module draws
/// nothing itself; every `CGContext` it hands out (to `draw(_:)`, `UIGraphicsImageRenderer`,
/// `CALayer.draw(in:)`) records into one of these.
///
/// Paths are in the list's own space (the context's base space: a view's bounds, an image's
/// points), already mapped through the transform in effect when they were built, as Core
/// Graphics keeps a context's path; images, text and gradients are in the space the
/// replayed transforms give.
@_spi(Rendering) public struct DisplayList: Sendable, Equatable {
    /// The commands, in order.
    public var commands: [DrawingCommand] = []
    /// The size of the space it was recorded for, in points (a view's bounds size when it drew).
    public var size: CGSize

    /// An empty list for a space of `size`.
    public init(size: CGSize) { self.size = size }

    /// Whether nothing was drawn.
    public var isEmpty: Bool { commands.isEmpty }
}

/// One recorded Core Graphics call.
@_spi(Rendering) public enum DrawingCommand: Sendable, Equatable {
    case saveState
    case restoreState
    /// Concatenates a transform to the current one.
    case concatenate(CGAffineTransform)
    case setFillColor(CGColor)
    case setStrokeColor(CGColor)
    case setLineWidth(CGFloat)
    case setLineCap(CGLineCap)
    case setLineJoin(CGLineJoin)
    case setMiterLimit(CGFloat)
    case setLineDash(phase: CGFloat, lengths: [CGFloat])
    case setAlpha(CGFloat)
    case setBlendMode(CGBlendMode)
    /// A shadow under what follows; a nil colour turns shadows off.
    case setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)
    case setInterpolationQuality(CGInterpolationQuality)
    case setShouldAntialias(Bool)
    /// Fills a path (in the list's space) with the fill colour.
    case fillPath(CGPath, CGPathFillRule)
    /// Strokes a path (in the list's space) with the stroke colour and line settings.
    case strokePath(CGPath)
    /// Intersects the clip with a path (in the list's space).
    case clip(CGPath, CGPathFillRule)
    /// Intersects the clip with a mask image mapped into a rectangle (user space), upside
    /// down as Core Graphics maps images in UIKit's flipped contexts (DR2).
    case clipToMask(UIImage, in: CGRect)
    /// Removes every clip the list has made (DR16); a context made with a clip records
    /// that clip again after it.
    case resetClip
    /// Makes a rectangle transparent.
    case clear(CGRect)
    /// Fills the clip with a linear gradient between two points.
    case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    /// Fills the clip with a radial gradient between two circles.
    case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                        options: CGGradientDrawingOptions)
    /// Draws an image into a rectangle; `flipped` when it came through `CGContext.draw(_:in:)`,
    /// which in UIKit's flipped contexts draws images upside down, as on iOS.
    case image(UIImage, in: CGRect, blendMode: CGBlendMode, alpha: CGFloat, flipped: Bool)
    /// Draws attributed text: in a rectangle (wrapped to its width, cut at its bottom) or
    /// from a point on one line per paragraph.
    case text(DrawnText)
    /// Draws a layer tree in the layer's own coordinate space (`CALayer.render(in:)`), as
    /// its animations show it at the clock time `time` (LK13).
    case renderLayer(CALayer, atTime: CFTimeInterval)
    /// Starts drawing into a transparency layer, composited as one at its end.
    case beginTransparencyLayer
    case endTransparencyLayer
}

/// Attributed text a drawing recorded, with where it goes.
@_spi(Rendering) public struct DrawnText: @unchecked Sendable, Equatable {
    /// The text (an immutable copy).
    public let string: NSAttributedString
    /// Where it goes: a rectangle, or the origin of its first line's top-left corner.
    public enum Placement: Sendable, Equatable {
        case rect(CGRect)
        case point(CGPoint)
    }
    public let placement: Placement
    /// Whether lines wrap within the rectangle's width (`.usesLineFragmentOrigin` or
    /// `draw(in:)`); a point places single unwrapped lines.
    public let wraps: Bool

    init(string: NSAttributedString, placement: Placement, wraps: Bool) {
        self.string = string.copy() as? NSAttributedString ?? string
        self.placement = placement
        self.wraps = wraps
    }

    public static func == (lhs: DrawnText, rhs: DrawnText) -> Bool {
        lhs.placement == rhs.placement && lhs.wraps == rhs.wraps && lhs.string.isEqual(to: rhs.string)
    }
}
