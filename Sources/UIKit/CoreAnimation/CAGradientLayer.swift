import Foundation

/// The shapes of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point (default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point to an ellipse through the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, beginning in the direction of the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient of ``colors`` over its background colour,
/// between its contents and its sublayers (Q18).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    var _colors: [Any]?
    var _locations: [NSNumber]?
    var _startPoint = CGPoint(x: 0.5, y: 0)
    var _endPoint = CGPoint(x: 0.5, y: 1)

    /// The colours (`CGColor`s). Default nil: nothing drawn. Animatable.
    open var colors: [Any]? {
        get { _colors }
        set { _setAnimatable("colors") { _colors = newValue } }
    }
    /// Where each colour is, 0...1 along the gradient (nil: evenly spread). Animatable.
    open var locations: [NSNumber]? {
        get { _locations }
        set { _setAnimatable("locations") { _locations = newValue } }
    }
    /// Where the gradient starts, in unit coordinates of the bounds. Default (0.5, 0). Animatable.
    open var startPoint: CGPoint {
        get { _startPoint }
        set { _setAnimatable("startPoint") { _startPoint = newValue } }
    }
    /// Where it ends. Default (0.5, 1). Animatable.
    open var endPoint: CGPoint {
        get { _endPoint }
        set { _setAnimatable("endPoint") { _endPoint = newValue } }
    }
    /// The shape of the gradient. Default `.axial`.
    open var type: CAGradientLayerType = .axial

    /// The colours that are `CGColor`s, and their locations (given, or evenly spread).
    @_spi(Rendering) public var _resolvedStops: [(color: CGColor, location: CGFloat)] {
        let colors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return [] }
        let given = locations?.map { CGFloat($0.doubleValue) }
        return colors.enumerated().map { index, color in
            let location = given.flatMap { index < $0.count ? $0[index] : nil }
                ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            return (color, location)
        }
    }

    override func _copyModelState(from other: CALayer) {
        super._copyModelState(from: other)
        guard let other = other as? CAGradientLayer else { return }
        _colors = other.colors; _locations = other.locations; _startPoint = other.startPoint; _endPoint = other.endPoint
        type = other.type
    }

    override func _value(forProperty property: String) -> LayerValue? {
        switch property {
        case "colors": .colors(colors?.compactMap { $0 as? CGColor })
        case "locations": .numbers(locations?.map { CGFloat($0.doubleValue) })
        case "startPoint": .point(startPoint)
        case "endPoint": .point(endPoint)
        default: super._value(forProperty: property)
        }
    }

    override func _setValue(_ value: LayerValue, forProperty property: String) {
        switch (property, value) {
        case let ("colors", .colors(v)): colors = v
        case let ("locations", .numbers(v)): locations = v?.map { NSNumber(value: Double($0)) }
        case let ("startPoint", .point(v)): startPoint = v
        case let ("endPoint", .point(v)): endPoint = v
        default: super._setValue(value, forProperty: property)
        }
    }
}
