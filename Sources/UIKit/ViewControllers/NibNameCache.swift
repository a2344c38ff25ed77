import Foundation

/// Which nib, if any, a controller class loads by its class name from a bundle (L5), found
/// once per class, bundle and idiom (PN6).
///
/// Asking a bundle whether a file exists builds path strings and searches the bundle's
/// resources, twice per candidate name; every new controller without a `nibName` asks when
/// its view loads, which made that search a large share of a push. An app's bundle does not
/// change while it runs, so the first answer stands; tests that write nib files start from an
/// empty cache (`resetUIKit`).
@preconcurrency @MainActor
final class NibNameCache {
    static let shared = NibNameCache()

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let bundle: ObjectIdentifier
        let pad: Bool
    }

    /// The answers (nil: no nib), by class, bundle and idiom.
    private var names: [Key: String?] = [:]
    /// The bundles named by the keys, kept so that their identities stay theirs.
    private var bundles: [ObjectIdentifier: Bundle] = [:]
    /// How many times the bundle's files were searched (for tests).
    private(set) var lookups = 0

    /// The nib name for `type` in `bundle`, from `lookUp` the first time only.
    func name(for type: UIViewController.Type, in bundle: Bundle, pad: Bool, lookUp: () -> String?) -> String? {
        let key = Key(type: ObjectIdentifier(type), bundle: ObjectIdentifier(bundle), pad: pad)
        if let known = names[key] { return known }
        lookups &+= 1
        let found = lookUp()
        bundles[key.bundle] = bundle
        names[key] = .some(found)
        return found
    }

    /// Forgets every answer.
    func removeAll() {
        names.removeAll()
        bundles.removeAll()
    }
}
