import Foundation

/// The fill rules of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the winding number is not zero (default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where the number of crossings is odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line caps of a shape layer.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points (default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half-circle ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends past the end points by half the line width.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line joins of a shape layer.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, up to the miter limit (default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled (opaque black by default) and stroked (no stroke by
/// default), between its contents and its sublayers. ``strokeStart`` and ``strokeEnd``
/// stroke only that fraction of the path's length (a progress ring) (Q17).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    var _path: CGPath?
    var _fillColor: CGColor? = .black
    var _strokeColor: CGColor?
    var _lineWidth: CGFloat = 1
    var _miterLimit: CGFloat = 10
    var _lineDashPhase: CGFloat = 0
    var _lineDashPattern: [NSNumber]?
    var _strokeStart: CGFloat = 0
    var _strokeEnd: CGFloat = 1

    /// The shape, in the layer's coordinates. Animatable (between paths with the same elements).
    open var path: CGPath? {
        get { _path }
        set { _setAnimatable("path") { _path = newValue } }
    }
    /// The fill colour. Default opaque black; nil: not filled. Animatable.
    open var fillColor: CGColor? {
        get { _fillColor }
        set { _setAnimatable("fillColor") { _fillColor = newValue } }
    }
    /// How the inside of the path is decided. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour. Default nil: not stroked. Animatable.
    open var strokeColor: CGColor? {
        get { _strokeColor }
        set { _setAnimatable("strokeColor") { _strokeColor = newValue } }
    }
    /// Where the stroke starts, as a fraction of the path's length. Default 0. Animatable.
    open var strokeStart: CGFloat {
        get { _strokeStart }
        set { _setAnimatable("strokeStart") { _strokeStart = newValue } }
    }
    /// Where the stroke ends, as a fraction of the path's length. Default 1. Animatable.
    open var strokeEnd: CGFloat {
        get { _strokeEnd }
        set { _setAnimatable("strokeEnd") { _strokeEnd = newValue } }
    }
    /// The stroke width. Default 1. Animatable.
    open var lineWidth: CGFloat {
        get { _lineWidth }
        set { _setAnimatable("lineWidth") { _lineWidth = newValue } }
    }
    /// The miter limit. Default 10. Animatable.
    open var miterLimit: CGFloat {
        get { _miterLimit }
        set { _setAnimatable("miterLimit") { _miterLimit = newValue } }
    }
    /// The line ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The corners. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Where in the dash pattern the stroke starts. Default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { _lineDashPhase }
        set { _setAnimatable("lineDashPhase") { _lineDashPhase = newValue } }
    }
    /// Lengths of dashes and gaps, alternating. Default nil: a solid line. Animatable.
    open var lineDashPattern: [NSNumber]? {
        get { _lineDashPattern }
        set { _setAnimatable("lineDashPattern") { _lineDashPattern = newValue } }
    }

    override func _copyModelState(from other: CALayer) {
        super._copyModelState(from: other)
        guard let other = other as? CAShapeLayer else { return }
        _path = other.path; _fillColor = other.fillColor; fillRule = other.fillRule; _strokeColor = other.strokeColor
        _strokeStart = other.strokeStart; _strokeEnd = other.strokeEnd; _lineWidth = other.lineWidth
        _miterLimit = other.miterLimit; lineCap = other.lineCap; lineJoin = other.lineJoin
        _lineDashPhase = other.lineDashPhase; _lineDashPattern = other.lineDashPattern
    }

    override func _value(forProperty property: String) -> LayerValue? {
        switch property {
        case "path": .path(path)
        case "fillColor": .color(fillColor)
        case "strokeColor": .color(strokeColor)
        case "strokeStart": .number(strokeStart)
        case "strokeEnd": .number(strokeEnd)
        case "lineWidth": .number(lineWidth)
        case "miterLimit": .number(miterLimit)
        case "lineDashPhase": .number(lineDashPhase)
        case "lineDashPattern": .numbers(lineDashPattern?.map { CGFloat($0.doubleValue) })
        default: super._value(forProperty: property)
        }
    }

    override func _setValue(_ value: LayerValue, forProperty property: String) {
        switch (property, value) {
        case let ("path", .path(v)): path = v
        case let ("fillColor", .color(v)): fillColor = v
        case let ("strokeColor", .color(v)): strokeColor = v
        case let ("strokeStart", .number(v)): strokeStart = v
        case let ("strokeEnd", .number(v)): strokeEnd = v
        case let ("lineWidth", .number(v)): lineWidth = v
        case let ("miterLimit", .number(v)): miterLimit = v
        case let ("lineDashPhase", .number(v)): lineDashPhase = v
        case let ("lineDashPattern", .numbers(v)): lineDashPattern = v?.map { NSNumber(value: Double($0)) }
        default: super._setValue(value, forProperty: property)
        }
    }
}
