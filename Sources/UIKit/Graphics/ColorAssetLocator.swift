import Foundation
import Synchronization

/// Finds named colours in bundles: the colour sets (`Name.colorset/Contents.json`) of the
/// asset catalogs at the top of a bundle's resources, read once per bundle and name (NC1).
enum ColorAssetLocator {
    /// Colours already read, by bundle path and name (nil: there is no such colour set).
    private static let made = Mutex<[String: UIColor?]>([:])

    /// The colour named `name` in `bundle`: fixed when the set has one appearance, dynamic
    /// when it has dark or high-contrast variants.
    static func color(named name: String, in bundle: Bundle) -> UIColor? {
        let key = "\(bundle.bundlePath)|\(name)"
        if let known = made.withLock({ $0[key] }) { return known }
        var color: UIColor?
        for catalog in ImageAssetLocator.catalogURLs(in: bundle) {
            if let set = ImageAssetLocator.index(of: catalog, kind: "colorset")[name] {
                color = colorSet(set)
                break
            }
        }
        made.withLock { $0[key] = .some(color) }
        return color
    }

    /// Forgets the colours read (tests that write catalogs).
    static func purge() { made.withLock { $0.removeAll() } }

    /// One variant of a colour set: the appearance and contrast it is for.
    private struct Variant {
        var dark = false, highContrast = false
        let color: UIColor
    }

    /// The colour of a set's `Contents.json`; nil when it has no readable colour.
    private static func colorSet(_ folder: URL) -> UIColor? {
        guard let usable = ImageAssetLocator.setContents(of: folder, list: "colors")?.entries else { return nil }
        var variants: [Variant] = []
        for entry in usable {
            guard let color = (entry["color"] as? [String: Any]).flatMap(Self.color(of:)) else { continue }
            var variant = Variant(color: color)
            for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
                switch (appearance["appearance"] as? String, appearance["value"] as? String) {
                case ("luminosity", "dark"): variant.dark = true
                case ("luminosity", "light"): variant.dark = false
                case ("contrast", "high"): variant.highContrast = true
                default: break
                }
            }
            // The device's idiom came first: keep its variant of each appearance.
            if !variants.contains(where: { $0.dark == variant.dark && $0.highContrast == variant.highContrast }) {
                variants.append(variant)
            }
        }
        guard let any = variants.first(where: { !$0.dark && !$0.highContrast }) ?? variants.first else { return nil }
        guard variants.count > 1 else { return any.color }
        let all = variants
        return UIColor { traits in
            let dark = traits.userInterfaceStyle == .dark, high = traits.accessibilityContrast == .high
            func find(_ dark: Bool, _ high: Bool) -> UIColor? {
                all.first { $0.dark == dark && $0.highContrast == high }?.color
            }
            return find(dark, high) ?? find(dark, false) ?? find(false, high) ?? any.color
        }
    }

    /// A colour entry's colour: sRGB (or Display P3, shown as sRGB) components, a grey, or a
    /// reference to a system colour.
    private static func color(of entry: [String: Any]) -> UIColor? {
        if let reference = entry["reference"] as? String { return IBElement.systemColor(reference) }
        guard let components = entry["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? { components[key].flatMap(component) }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// One component as Xcode writes it: a fraction (`"0.500"`), an 8-bit value in decimal
    /// (`"128"`) or hexadecimal (`"0x80"`).
    private static func component(_ raw: Any) -> CGFloat? {
        if let number = raw as? Double { return CGFloat(number) }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
        if text.contains(".") { return Double(text).map { CGFloat($0) } }
        return Int(text).map { CGFloat($0) / 255 }
    }
}
