import Foundation

extension UIListContentConfiguration {
    /// How the text or the secondary text of a list content configuration is drawn (iOS 14).
    public struct TextProperties {
        /// How the text lines are aligned.
        public enum TextAlignment: Int, Sendable, Hashable {
            /// The script's natural alignment (leading).
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// A change of case applied to the text when it is shown.
        public enum TextTransform: Int, Sendable, Hashable {
            /// The text as given.
            case none
            /// The first letter of each word upper-cased.
            case capitalized
            /// All lower case.
            case lowercase
            /// All upper case.
            case uppercase
        }

        /// The font. Default: the style's (the body style, 17 pt, for cells; LC2).
        public var font: UIFont
        /// The colour. Default: the style's (`label` for cells, `secondaryLabel` for secondary text).
        public var color: UIColor
        /// Applied to ``color`` by ``resolvedColor()``. Default nil.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment. Default `.natural`.
        public var alignment: TextAlignment = .natural
        /// How lines break and truncate. Default `.byTruncatingTail`.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown; 0 (the default) is as many as the text needs.
        public var numberOfLines = 0
        /// Whether the font shrinks for one-line text to fit the width. Default false.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to. Default 0.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be tightened before truncating. Default true.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category. Default true.
        public var adjustsFontForContentSizeCategory = true
        /// The change of case applied. Default `.none` (`.uppercase` for grouped headers).
        public var transform: TextTransform = .none
        /// Whether a truncated text shows its whole text on a long press. Default false.
        /// Difference from UIKit: stored only.
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor, transform: TextTransform = .none) {
            self.font = font
            self.color = color
            self.transform = transform
        }

        /// The colour drawn: ``color`` passed through ``colorTransformer``.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }

        /// `text` with ``transform`` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .capitalized: return text.capitalized
            case .lowercase: return text.lowercased()
            case .uppercase: return text.uppercased()
            }
        }

        var nsTextAlignment: NSTextAlignment {
            switch alignment {
            case .natural: return .natural
            case .center: return .center
            case .justified: return .justified
            }
        }
    }

    /// How the image of a list content configuration is drawn (iOS 14).
    public struct ImageProperties {
        /// A symbol configuration for symbol images. Default nil: symbols match the text's font.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of template images. Default nil: the content view's tint colour.
        public var tintColor: UIColor?
        /// Applied to the tint by ``resolvedTintColor(for:)``. Default nil.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The corner radius of the image. Default 0.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (it is scaled down, keeping its aspect
        /// ratio); a zero dimension has no limit. Default `.zero`.
        public var maximumSize: CGSize = .zero
        /// The size kept for the image whatever its size, so texts of rows with different
        /// images line up; a zero dimension keeps the image's own. Default `.zero`.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image keeps its colours under Smart Invert. Default false. Stored only.
        public var accessibilityIgnoresInvertColors = false

        /// The tint drawn: ``tintColor`` (or `tintColor` when nil) through ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }
}
