import Foundation

/// A canonical text of font attributes, for equality, hashing and descriptions: entries
/// sorted by key, nested dictionaries likewise, numbers by value.
enum FontAttributeText {
    static func canonical(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> String {
        sortedEntries(attributes).map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    }

    static func sortedEntries(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> [(key: String, value: String)] {
        attributes.map { ($0.key.rawValue, text(of: $0.value)) }.sorted { $0.0 < $1.0 }
    }

    static func text(of value: Any) -> String {
        if let number = UIFontDescriptor.number(value) { return String(describing: Double(number)) }
        switch value {
        case let string as String: return string
        case let traits as UIFontDescriptor.SymbolicTraits: return String(describing: Double(traits.rawValue))
        case let design as UIFontDescriptor.SystemDesign: return design.rawValue
        case let raw as UInt32: return String(describing: Double(raw))
        case let descriptor as UIFontDescriptor: return "{" + canonical(descriptor.fontAttributes) + "}"
        case let array as [Any]: return "(" + array.map(text(of:)).joined(separator: ", ") + ")"
        default: break
        }
        if let dictionary = keyedEntries(value) {
            return "{" + dictionary.sorted { $0.0 < $1.0 }.map { "\($0.0) = \($0.1)" }.joined(separator: "; ") + "}"
        }
        return String(describing: value)
    }

    /// The entries of a dictionary keyed by a raw-value key type or strings.
    private static func keyedEntries(_ value: Any) -> [(String, String)]? {
        if let traits = value as? [UIFontDescriptor.TraitKey: Any] { return traits.map { ($0.key.rawValue, text(of: $0.value)) } }
        if let features = value as? [UIFontDescriptor.FeatureKey: Any] { return features.map { ($0.key.rawValue, text(of: $0.value)) } }
        if let strings = value as? [String: Any] { return strings.map { ($0.key, text(of: $0.value)) } }
        return nil
    }
}
