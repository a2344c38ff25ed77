import Foundation

extension UIImage {
    /// Traits an image is chosen or drawn for; the base of ``SymbolConfiguration``.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the configuration is for, if any.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }
    }

    /// The weight of a symbol's strokes, matching the font weights.
    public enum SymbolWeight: Int, Sendable {
        /// No weight: the weight comes from what the configuration is combined with.
        case unspecified
        /// Ultra-light strokes, as the font weight.
        case ultraLight
        /// Thin strokes.
        case thin
        /// Light strokes.
        case light
        /// Regular strokes.
        case regular
        /// Medium strokes.
        case medium
        /// Semibold strokes.
        case semibold
        /// Bold strokes.
        case bold
        /// Heavy strokes.
        case heavy
        /// Black (heaviest) strokes.
        case black
    }

    /// A symbol's size relative to the text it sits in.
    public enum SymbolScale: Int, Sendable {
        /// The scale that fits the context (medium).
        case `default` = -1
        /// No scale: the scale comes from what the configuration is combined with.
        case unspecified = 0
        /// A small symbol: its box is 0.8 of the medium one.
        case small
        /// The medium scale: a 20-point box for 17-point text.
        case medium
        /// A large symbol: its box is 1.3 times the medium one.
        case large
    }

    /// How a symbol image is sized, weighted and coloured, as UIKit's: a point size (or a
    /// font), a weight and a scale; hierarchical or palette colours. Values not set are
    /// unspecified and come from what it is applied to.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size of the text the symbol matches (0: unspecified).
        let pointSize: CGFloat
        let weight: SymbolWeight
        let scale: SymbolScale
        /// The single colour hierarchical rendering derives its layers from.
        let hierarchicalColor: UIColor?
        /// The colours of a palette rendering, one per layer.
        let paletteColors: [UIColor]?
        let prefersMulticolor: Bool

        init(pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
             hierarchicalColor: UIColor? = nil, paletteColors: [UIColor]? = nil, prefersMulticolor: Bool = false,
             traitCollection: UITraitCollection? = nil) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale
            self.hierarchicalColor = hierarchicalColor; self.paletteColors = paletteColors; self.prefersMulticolor = prefersMulticolor
            super.init(traitCollection: traitCollection)
        }

        /// A configuration with nothing specified.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }
        /// Symbols sized to text of `pointSize`.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        /// Symbols sized to text of `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// Symbols sized to text of `pointSize` and `weight`, at `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, hierarchicalColor: nil)
        }
        /// Symbols of `weight`.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        /// Symbols at `scale`.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// Symbols sized and weighted to match `font`.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// Symbols sized and weighted to match `font`, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
        }
        /// Symbols sized and weighted to match a text style's preferred font (at the app's
        /// content size category now).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        /// Symbols matching a text style's preferred font, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(font: UIFont.preferredFont(forTextStyle: textStyle), scale: scale)
        }
        /// Hierarchical rendering from one colour.
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: 0, hierarchicalColor: hierarchicalColor) }
        /// Palette rendering with one colour per layer.
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: 0, paletteColors: paletteColors) }
        /// Multicolour rendering where the symbol has it.
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }

        /// This configuration with what `other` specifies taking precedence.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                hierarchicalColor: other.hierarchicalColor ?? hierarchicalColor, paletteColors: other.paletteColors ?? paletteColors,
                prefersMulticolor: other.prefersMulticolor || prefersMulticolor, traitCollection: other.traitCollection ?? traitCollection)
        }

        /// This configuration without its point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(scale: scale, hierarchicalColor: hierarchicalColor, paletteColors: paletteColors,
                                prefersMulticolor: prefersMulticolor, traitCollection: traitCollection)
        }

        /// This configuration without its scale.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, hierarchicalColor: hierarchicalColor, paletteColors: paletteColors,
                                prefersMulticolor: prefersMulticolor, traitCollection: traitCollection)
        }

        /// Whether `other` specifies the same.
        public func isEqual(to other: SymbolConfiguration?) -> Bool { self == other }

        /// Configurations are equal when their point size, weight, scale and colours are.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && hierarchicalColor == other.hierarchicalColor && paletteColors == other.paletteColors
                && prefersMulticolor == other.prefersMulticolor
        }

        /// A hash of the point size, weight and scale, agreeing with ``isEqual(_:)``.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize); hasher.combine(weight); hasher.combine(scale)
            return hasher.finalize()
        }

        /// The symbol's box in points (S6): 20 points for 17-point text at the medium scale,
        /// in proportion to the point size; the small scale is 0.8 of it, the large 1.3.
        var symbolBoxSide: CGFloat {
            let base = (pointSize > 0 ? pointSize : 17) * 20 / 17
            switch scale {
            case .small: return (base * 0.8).rounded()
            case .large: return (base * 1.3).rounded()
            default: return base.rounded()
            }
        }
    }

    /// A system symbol image, sized like a 17 pt symbol (20 × 20 pt).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image with a configuration (its size from the point size and scale).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = configuration as? SymbolConfiguration
        let side = symbol?.symbolBoxSide ?? 20
        self.init(content: .symbol(name), name: name, size: CGSize(width: side, height: side), scale: 1,
                  traits: Traits(symbolConfiguration: symbol))
    }

    /// A system symbol image for traits (drawn the same for every trait here).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    // VS7: UIKit's standard images are its system symbols, a new image at each read.
    /// The standard image for adding content: the `plus` symbol (VS7).
    public class var add: UIImage { UIImage(systemName: "plus")! }
    /// The standard image for removing content: the `minus` symbol (VS7).
    public class var remove: UIImage { UIImage(systemName: "minus")! }
    /// The standard image for more actions: the `ellipsis` symbol (VS7).
    public class var actions: UIImage { UIImage(systemName: "ellipsis")! }
    /// The standard checkmark image: the `checkmark` symbol (VS7).
    public class var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// The standard checkmark on a tinted circle: the `checkmark.circle.fill` symbol (VS7).
    public class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle.fill")! }

    /// The symbol configuration the image carries, if any.
    public var symbolConfiguration: SymbolConfiguration? { traits.symbolConfiguration }

    /// The configuration of the image (its symbol configuration, if any).
    public var configuration: Configuration? { traits.symbolConfiguration }

    /// The same symbol resized for `configuration` (non-symbol images are returned unchanged).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol = configuration as? SymbolConfiguration, isSymbolImage, let name else { return self }
        return UIImage(systemName: name, withConfiguration: symbol)?._with { $0.renderingMode = renderingMode } ?? self
    }

    /// The same symbol with `configuration` applied over its own; nil for non-symbol images.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let merged = (symbolConfiguration ?? .unspecified).applying(configuration)
        return withConfiguration(merged)
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight matching a font weight.
    init(_ weight: UIFont.Weight) {
        let table: [(CGFloat, UIImage.SymbolWeight)] = [
            (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold), (0.4, .bold),
            (0.56, .heavy), (0.62, .black),
        ]
        self = table.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }!.1
    }
}
