import Foundation

/// A drop shadow for text (the value of `NSAttributedString.Key.shadow`): an offset, a blur
/// radius and a colour. Positive offsets go right and down.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// Foundation on Linux reads this word as a Core Foundation type header (J13); it must
    /// stay the first stored property.
    private let _coreFoundationHeader = CoreFoundationTypeHeader()

    /// F3: the shadow's offset from the text, in points. Default zero.
    open var shadowOffset: CGSize = .zero
    /// How far the shadow is blurred, in points (not negative). Default 0.
    open var shadowBlurRadius: CGFloat = 0 {
        didSet { if shadowBlurRadius < 0 { shadowBlurRadius = 0 } }
    }
    /// The shadow's colour (a ``UIColor``). Default black with an alpha of 1/3; nil draws
    /// no shadow.
    open var shadowColor: Any? = UIColor(white: 0, alpha: 1.0 / 3)

    /// A shadow with the default values.
    public required override init() {}

    /// The colour as a ``UIColor`` (nil when it is nil or not a colour).
    var _color: UIColor? { shadowColor as? UIColor }

    /// A copy with the same offset, blur and colour.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// Equal when the offset, blur and colour are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius && _color == other._color
    }

    /// A hash of the offset and blur.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width); hasher.combine(shadowOffset.height); hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }

    /// UIKit's form: `NSShadow {x, y} blur = r color = {…}`.
    open override var description: String {
        func number(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : "\(value)" }
        let color = _color.map { "\($0)" } ?? "(null)"
        return "NSShadow {\(number(shadowOffset.width)), \(number(shadowOffset.height))} blur = \(number(shadowBlurRadius)) color = {\(color)}"
    }
}
