import Foundation
import Synchronization

/// Finds named images in bundles: image sets of asset catalogs, then loose files. Each
/// catalog is indexed once (name → image set folder).
enum ImageAssetLocator {
    /// A file for a name: where it is, its scale and how it draws.
    struct Found {
        let url: URL
        let scale: CGFloat
        let renderingMode: UIImage.RenderingMode
    }

    /// The main screen's scale and idiom, kept here so that images can be made off the main
    /// actor (UIScreen updates them when the device changes).
    static var screen: (scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        get { screenStorage.withLock { $0 } }
        set { screenStorage.withLock { $0 = newValue } }
    }
    private static let screenStorage = Mutex<(scale: CGFloat, idiom: UIUserInterfaceIdiom)>(
        (UIScreen.DeviceProfile.iPhone14.scale, UIScreen.DeviceProfile.iPhone14.idiom))
    /// Images already made, by bundle, name, scale, appearance and idiom: asking twice reads
    /// the file once, and the images are equal (they share their bytes).
    private static let made = Mutex<[String: UIImage]>([:])
    /// Set folders (image sets, colour sets) by kind and name, per asset catalog path.
    private static let catalogIndexes = Mutex<[String: [String: [String: URL]]]>([:])

    /// The scale an image file's name says: `@2x` or `@3x` before the extension, else 1.
    static func scale(ofFile path: String) -> CGFloat {
        let stem = (path as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    static func find(_ name: String, in bundle: Bundle, scale: CGFloat, dark: Bool) -> Found? {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let fileManager = FileManager.default
        let catalogs = catalogURLs(in: bundle)
        for catalog in catalogs {
            if let set = index(of: catalog, kind: "imageset")[name], let found = imageSet(set, scale: scale, dark: dark) {
                return found
            }
        }
        // "logo.png" names its file; "speaker.wave.3" does not. GIFs are found as PNGs are (GF1).
        let given = (name as NSString).pathExtension.lowercased()
        let named = ["png", "jpg", "jpeg", "gif"].contains(given)
        let stem = named ? (name as NSString).deletingPathExtension : name
        let extensions = named ? [given] : ["png", "jpg", "jpeg", "gif"]
        var candidates: [(URL, CGFloat)] = []
        for ext in extensions {
            for (suffix, fileScale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
                let url = root.appendingPathComponent(stem + suffix + "." + ext)
                if fileManager.fileExists(atPath: url.path) { candidates.append((url, fileScale)) }
            }
        }
        if let file = best(candidates, for: scale) { return Found(url: file.0, scale: file.1, renderingMode: .automatic) }
        // SG4: a name with its extension ("linen.png") also finds the image set named without
        // it, as iOS does.
        guard named else { return nil }
        for catalog in catalogs {
            if let set = index(of: catalog, kind: "imageset")[stem], let found = imageSet(set, scale: scale, dark: dark) {
                return found
            }
        }
        return nil
    }

    /// The candidate whose scale is closest to `scale`, the larger on a tie, then the first.
    private static func best(_ candidates: [(URL, CGFloat)], for scale: CGFloat) -> (URL, CGFloat)? {
        candidates.enumerated().min { a, b in
            let da = abs(a.element.1 - scale), db = abs(b.element.1 - scale)
            if da != db { return da < db }
            return a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
        }?.element
    }

    /// The image named `name` in `bundle` for `scale`, made once: in light appearance it
    /// carries its dark variant (if the asset has one) for views in dark mode to draw.
    static func image(named name: String, in bundle: Bundle, scale: CGFloat, dark: Bool) -> UIImage? {
        let key = "\(bundle.bundlePath)|\(name)|\(scale)|\(dark)|\(screen.idiom.rawValue)"
        if let image = made.withLock({ $0[key] }) { return image }
        guard let found = find(name, in: bundle, scale: scale, dark: dark), let image = load(found, name: name) else { return nil }
        var result = image
        if !dark, let darkFound = find(name, in: bundle, scale: scale, dark: true), darkFound.url != found.url,
           let darkImage = load(darkFound, name: name) {
            result = image._withDarkVariant(darkImage)
        }
        made.withLock { $0[key] = result }
        return result
    }

    /// Forgets the images made (on a memory warning, as UIKit's cache is purgeable).
    static func purge() { made.withLock { $0.removeAll() } }

    private static func load(_ found: Found, name: String) -> UIImage? {
        FileManager.default.contents(atPath: found.url.path)
            .flatMap { UIImage(data: $0, scale: found.scale, name: name, renderingMode: found.renderingMode) }
    }

    /// The asset catalogs (`.xcassets` folders) at the top of a bundle's resources, by name.
    static func catalogURLs(in bundle: Bundle) -> [URL] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
            .map { root.appendingPathComponent($0) }
    }

    /// The sets of one kind (`imageset`, `colorset`) of a catalog by name, found once by
    /// walking its folders; the first of a name wins.
    static func index(of catalog: URL, kind: String) -> [String: URL] {
        if let cached = catalogIndexes.withLock({ $0[catalog.path] }) { return cached[kind] ?? [:] }
        var sets: [String: [String: URL]] = [:]
        if let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where ["imageset", "colorset"].contains(url.pathExtension) {
                let name = url.deletingPathExtension().lastPathComponent
                sets[url.pathExtension, default: [:]][name] = sets[url.pathExtension]?[name] ?? url
            }
        }
        catalogIndexes.withLock { $0[catalog.path] = sets }
        return sets[kind] ?? [:]
    }

    /// A set's `Contents.json` and the entries of its `list` (`images`, `colors`) this device
    /// uses: universal ones and the device idiom's, the device's first (they win a tie).
    static func setContents(of folder: URL, list: String) -> (json: [String: Any], entries: [[String: Any]])? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json[list] as? [[String: Any]] else { return nil }
        let idiom = screen.idiom == .pad ? "ipad" : "iphone"
        let usable = entries.filter { [idiom, "universal"].contains($0["idiom"] as? String ?? "universal") }
            .sorted { ($0["idiom"] as? String == idiom ? 0 : 1) < ($1["idiom"] as? String == idiom ? 0 : 1) }
        return (json, usable)
    }

    /// The file of an image set (its `Contents.json`) for `scale` and the appearance.
    private static func imageSet(_ folder: URL, scale: CGFloat, dark: Bool) -> Found? {
        guard let (json, entries) = setContents(of: folder, list: "images") else { return nil }
        func isDark(_ image: [String: Any]) -> Bool {
            (image["appearances"] as? [[String: Any]])?.contains { $0["value"] as? String == "dark" } ?? false
        }
        let usable = entries.filter { $0["filename"] is String }
        let wanted = usable.filter { isDark($0) == dark }
        let candidates = (wanted.isEmpty ? usable.filter { !isDark($0) } : wanted).compactMap { image -> (URL, CGFloat)? in
            guard let file = image["filename"] as? String, ["png", "jpg", "jpeg", "gif"].contains((file as NSString).pathExtension.lowercased()) else { return nil }
            let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (folder.appendingPathComponent(file), CGFloat(scale))
        }
        guard let chosen = best(candidates, for: scale) else { return nil }
        let intent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        let mode: UIImage.RenderingMode = intent == "template" ? .alwaysTemplate : intent == "original" ? .alwaysOriginal : .automatic
        return Found(url: chosen.0, scale: chosen.1, renderingMode: mode)
    }
}
