import Foundation

/// A glyph's number in its font, as Core Graphics names it. OpenUIKit's layout manager gives
/// each UTF-16 unit its own glyph, numbered by the unit.
public typealias CGGlyph = UInt16

extension NSLayoutManager {
    /// What a glyph is besides a mark on the line, with UIKit's raw values.
    public struct GlyphProperty: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates properties from their raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A glyph that takes no room and is not drawn (the second unit of a character made
        /// of several UTF-16 units).
        public static let null = GlyphProperty(rawValue: 1 << 0)
        /// A control character's glyph (a line or paragraph separator, a tab).
        public static let controlCharacter = GlyphProperty(rawValue: 1 << 1)
        /// A glyph whose width stretches (spaces).
        public static let elastic = GlyphProperty(rawValue: 1 << 2)
        /// A glyph of a combining character.
        public static let nonBaseCharacter = GlyphProperty(rawValue: 1 << 3)
    }

    /// How a control character is laid out, with UIKit's raw values (for delegates written
    /// for UIKit; OpenUIKit does not ask).
    public struct ControlCharacterAction: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates actions from their raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        // The delegate's `layoutManager(_:shouldUse:forControlCharacterAt:)` is not asked:
        // OpenUIKit lays control characters out itself (separators end lines, tabs are spaces).
        /// The character takes no room.
        public static let zeroAdvancement = ControlCharacterAction(rawValue: 1 << 0)
        /// The character is a space.
        public static let whitespace = ControlCharacterAction(rawValue: 1 << 1)
        /// The character is a tab.
        public static let horizontalTab = ControlCharacterAction(rawValue: 1 << 2)
        /// The character ends the line.
        public static let lineBreak = ControlCharacterAction(rawValue: 1 << 3)
        /// The character ends the paragraph.
        public static let paragraphBreak = ControlCharacterAction(rawValue: 1 << 4)
        /// The character ends the container.
        public static let containerBreak = ControlCharacterAction(rawValue: 1 << 5)
    }
}

extension NSLayoutManager {
    /// The direction lines run in a text container, with UIKit's raw values.
    public enum TextLayoutOrientation: Int, Sendable {
        /// Lines run left to right, top to bottom.
        case horizontal = 0
        /// Lines run top to bottom, right to left (not laid out by OpenUIKit).
        case vertical = 1
    }
}

/// What tells TextKit the direction lines run in.
public protocol NSTextLayoutOrientationProvider {
    /// The direction lines run in.
    var layoutOrientation: NSLayoutManager.TextLayoutOrientation { get }
}
