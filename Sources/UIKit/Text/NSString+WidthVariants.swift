import Foundation

extension NSString {
    /// The variant of a width-varied localized string for `width` (Foundation's; OpenUIKit
    /// provides it because Foundation on Linux does not): the variant defined for that width,
    /// else the one for the next smaller width, else the smallest; the string itself when it
    /// has no variants (FN14).
    ///
    /// Variants are the `NSStringVariableWidthRuleType` entries of the app bundle's
    /// `.stringsdict` tables (the preferred localization's over `Base`'s over unlocalized
    /// ones). The string is found by its key or by any of its variants' text. Difference from iOS: there,
    /// `NSLocalizedString` returns a string that carries its variants; Foundation on Linux
    /// stops the process localizing such a key (it cannot bridge Core Foundation's
    /// variable-width string), so read the variants through this method with the key.
    public func variantFittingPresentationWidth(_ width: Int) -> String {
        let text = self as String
        guard let variants = WidthVariantTable.variants(of: text, in: UIApplication._appBundle) else { return text }
        if let fitting = variants.last(where: { $0.width <= width }) { return fitting.text }
        return variants.first?.text ?? text
    }
}

/// The width variants a bundle's `.stringsdict` files define (FN14), read once per bundle.
enum WidthVariantTable {
    /// One variant: the width it is for and its text.
    struct Variant: Equatable {
        let width: Int
        let text: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [String: [String: [Variant]]] = [:]

    /// The variants, narrowest first, of the string in `bundle` whose key or one of whose
    /// variants is `text`.
    static func variants(of text: String, in bundle: Bundle) -> [Variant]? {
        lock.lock()
        defer { lock.unlock() }
        if let table = tables[bundle.bundlePath] { return table[text] }
        let table = load(bundle)
        tables[bundle.bundlePath] = table
        return table[text]
    }

    /// Reads every `.stringsdict` without a localization, then `Base`'s, then the preferred
    /// localization's; the later wins for a key two define.
    private static func load(_ bundle: Bundle) -> [String: [Variant]] {
        var table: [String: [Variant]] = [:]
        let preferred = bundle.preferredLocalizations.first.flatMap { $0 == "Base" ? nil : $0 }
        let localizations: [String?] = [nil, "Base"] + (preferred.map { [$0] } ?? [])
        for localization in localizations {
            let paths = localization.map { bundle.paths(forResourcesOfType: "stringsdict", inDirectory: nil, forLocalization: $0) }
                ?? bundle.paths(forResourcesOfType: "stringsdict", inDirectory: nil)
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path),
                      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
                for (key, value) in plist {
                    guard let rule = (value as? [String: Any])?["NSStringVariableWidthRuleType"] as? [String: Any] else { continue }
                    let variants = rule.compactMap { width, text -> Variant? in
                        guard let width = Int(width), let text = text as? String else { return nil }
                        return Variant(width: width, text: text)
                    }.sorted { $0.width < $1.width }
                    guard !variants.isEmpty else { continue }
                    table[key] = variants
                    for variant in variants { table[variant.text] = variants }
                }
            }
        }
        return table
    }
}
