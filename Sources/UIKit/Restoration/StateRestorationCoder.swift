import Foundation

/// What a coder needs to save controllers by reference: encoding a controller saves it
/// (when it can be) and writes its identifier path; decoding gives back the controller
/// restored at that path (Z6).
@MainActor
protocol StateRestorationReferences: AnyObject, Sendable {
    /// Encoding: the identifier path `controller` is saved under, saving it too; nil when it
    /// cannot be saved (it or an ancestor has no restoration identifier).
    func reference(to controller: UIViewController) -> [String]?
    /// Decoding: the controller restored for `path`, if any.
    func controller(at path: [String]) -> UIViewController?
    /// Encoding: the identifier path a registered object is saved under, saving it too; nil
    /// when it is not registered or its parent cannot be saved (Z12).
    func reference(toObject object: any UIStateRestoring) -> [String]?
    /// Decoding: the object restored for `path`, if any (Z12).
    func object(at path: [String]) -> (any UIStateRestoring)?
}

/// The keyed coder controllers, views and the app delegate save their state with (Z8).
///
/// Values are kept as property lists, so the archive is a plain property-list file:
/// strings, numbers, booleans, data, dates, arrays and dictionaries of them as they are;
/// controllers as their identifier paths (the controller itself is saved in its own
/// record); storyboards by name and bundle; index paths, URLs and UIKit geometry as tagged values; any
/// other `NSCoding` object through `NSKeyedArchiver`. A value of another type is reported
/// and left out. Difference from UIKit: UIKit's coder is an `NSKeyedArchiver`. Used on the
/// main thread only, as UIKit's restoration runs there.
final class StateRestorationCoder: NSCoder {
    /// The saved values by key, as property lists.
    nonisolated(unsafe) private(set) var values: [String: Any]
    /// What the coder's owner is called in reports: a path, or "the app delegate".
    private let owner: String
    nonisolated(unsafe) private weak var references: (any StateRestorationReferences)?

    @preconcurrency @MainActor init(values: [String: Any] = [:], owner: String, references: (any StateRestorationReferences)?) {
        self.values = values
        self.owner = owner
        self.references = references
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    // MARK: Encoding

    override func encode(_ object: Any?, forKey key: String) {
        values[key] = object.flatMap { propertyList(from: $0, key: key) }
    }
    override func encodeConditionalObject(_ object: Any?, forKey key: String) { encode(object, forKey: key) }
    override func encode(_ value: Bool, forKey key: String) { values[key] = value }
    override func encode(_ value: Int, forKey key: String) { values[key] = value }
    override func encode(_ value: Int32, forKey key: String) { values[key] = Int(value) }
    override func encode(_ value: Int64, forKey key: String) { values[key] = value }
    override func encode(_ value: Float, forKey key: String) { values[key] = Double(value) }
    override func encode(_ value: Double, forKey key: String) { values[key] = value }

    // MARK: Decoding

    override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { values[key].flatMap(object(from:)) }
    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? { decodeObject(forKey: key) }
    override func decodeBool(forKey key: String) -> Bool { number(key)?.boolValue ?? false }
    override func decodeInteger(forKey key: String) -> Int { number(key)?.intValue ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { number(key)?.int32Value ?? 0 }
    override func decodeInt64(forKey key: String) -> Int64 { number(key)?.int64Value ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { number(key)?.floatValue ?? 0 }
    override func decodeDouble(forKey key: String) -> Double { number(key)?.doubleValue ?? 0 }

    private func number(_ key: String) -> NSNumber? {
        switch values[key] {
        case let value as Bool: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as Int64: NSNumber(value: value)
        case let value as Double: NSNumber(value: value)
        case let value as NSNumber: value
        default: nil
        }
    }

    // MARK: Conversions

    /// Tags of the values that are not property lists themselves.
    private enum Tag {
        static let controller = "$openuikit.controller"
        static let storyboard = "$openuikit.storyboard"
        static let indexPath = "$openuikit.indexPath"
        static let url = "$openuikit.url"
        static let archived = "$openuikit.archived"
        static let object = "$openuikit.object"
    }

    private func propertyList(from value: Any, key: String) -> Any? {
        // Z12: a registered object is saved in its own record and referred to by its path.
        if !(value is UIViewController), let object = value as? any UIStateRestoring {
            let references = references
            if let path = MainActor.assumeIsolated({ references?.reference(toObject: object) }) { return [Tag.object: path] }
        }
        switch value {
        case let value as String: return value
        case let value as Bool: return value
        case let value as Int: return value
        case let value as Int64: return value
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Data: return value
        case let value as Date: return value
        case let controller as UIViewController:
            let references = references
            let path = MainActor.assumeIsolated { references?.reference(to: controller) }
            return path.map { [Tag.controller: $0] }
        case let storyboard as UIStoryboard:
            let parts = MainActor.assumeIsolated { [storyboard.name, storyboard.bundle.bundlePath] }
            return [Tag.storyboard: parts]
        case let path as IndexPath: return [Tag.indexPath: Array(path)]
        case let url as URL: return [Tag.url: url.absoluteString]
        case let array as [Any]: return array.compactMap { propertyList(from: $0, key: key) }
        case let dictionary as [String: Any]: return dictionary.compactMapValues { propertyList(from: $0, key: key) }
        case let number as NSNumber: return number
        case let object as NSObject & NSCoding:
            do {
                return [Tag.archived: try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)]
            } catch {
                report(key: key, type: "\(type(of: value)): \(error)")
                return nil
            }
        default:
            report(key: key, type: "\(type(of: value))")
            return nil
        }
    }

    private func report(key: String, type: String) {
        let owner = owner
        MainActor.assumeIsolated { UIKitDiagnostics.warn(.restorationValueNotEncodable(key: key, owner: owner, type: type)) }
    }

    private func object(from value: Any) -> Any? {
        if let tagged = value as? [String: Any], tagged.count == 1, let (tag, content) = tagged.first, tag.hasPrefix("$openuikit.") {
            switch tag {
            case Tag.controller:
                guard let path = content as? [String] else { return nil }
                let references = references
                let controller: UIViewController? = MainActor.assumeIsolated { references?.controller(at: path) }
                return controller
            case Tag.object:
                guard let path = content as? [String] else { return nil }
                let references = references
                let object: (any UIStateRestoring)? = MainActor.assumeIsolated { references?.object(at: path) }
                return object
            case Tag.storyboard:
                guard let parts = content as? [String], parts.count == 2 else { return nil }
                let storyboard: UIStoryboard? = MainActor.assumeIsolated { try? UIStoryboard.load(name: parts[0], bundle: Bundle(path: parts[1]) ?? .main) }
                return storyboard
            case Tag.indexPath: return (content as? [Int]).map { IndexPath(indexes: $0) }
            case Tag.url: return (content as? String).flatMap(URL.init(string:))
            case Tag.archived:
                return (content as? Data).flatMap { try? NSKeyedUnarchiver.unarchiveTopLevelObjectWithData($0) }
            default: return nil
            }
        }
        if let array = value as? [Any] { return array.compactMap(object(from:)) }
        if let dictionary = value as? [String: Any] { return dictionary.compactMapValues(object(from:)) }
        return value
    }
}
