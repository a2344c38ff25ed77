import Foundation

/// One appearance-capable property or method invocation: a selector-like name, and for
/// methods with a state or metrics argument that argument (`setTitleTextAttributes:forState:`
/// for `.selected` and for `.normal` are two keys, as UIKit tracks them).
struct AppearanceKey: Hashable, Sendable {
    let name: String
    let argument: Int

    init(_ name: String, _ argument: Int = 0) {
        self.name = name
        self.argument = argument
    }
}

/// What an appearance-capable object is to the proxy machinery.
enum AppearanceRole {
    /// An ordinary instance, styled by the proxies that match it.
    case instance
    /// A proxy: what is set on it is recorded in its record.
    case proxy(AppearanceProxyRecord)
}

/// An object's appearance bookkeeping: its role, and which keys were set on it directly
/// (W2: those win over every proxy) or by a proxy.
struct AppearanceState {
    var role: AppearanceRole = .instance
    /// Keys the app set on the instance itself.
    var customizedKeys: Set<AppearanceKey> = []
    /// Keys a proxy set (system styling leaves those alone too).
    var proxyAppliedKeys: Set<AppearanceKey> = []

    /// Whether neither the app nor a proxy set `key`: UIKit's own styling may set it.
    func isUnstyled(_ key: AppearanceKey) -> Bool { !customizedKeys.contains(key) && !proxyAppliedKeys.contains(key) }
}

/// The objects appearance proxies style and record: views and bar items. Every
/// appearance-capable setter and method ends with ``_appearanceDidSet(_:replay:)`` (or the
/// key-path form), the one place proxies record and instances note what they were given.
@MainActor
protocol AppearanceCustomizable: AnyObject {
    var _appearanceState: AppearanceState { get set }
}

extension AppearanceCustomizable {
    /// Called by an appearance-capable setter or method once it has stored its value: on a
    /// proxy it records `replay` under `key`; on an instance it notes that the app set `key`
    /// (W2) unless a proxy (W1) or UIKit's own styling is setting it now.
    func _appearanceDidSet(_ key: AppearanceKey, replay: @escaping @MainActor (Self) -> Void) {
        let registry = AppearanceRegistry.shared
        switch registry.mode {
        case .constructingProxy:
            return  // a proxy's own initializer, not a recording
        case .systemStyling:
            if case .instance = _appearanceState.role { return }
        case let .applying(target):
            if target === self { _appearanceState.proxyAppliedKeys.insert(key); return }
        case .app:
            break
        }
        switch _appearanceState.role {
        case let .proxy(record):
            record.record(key) { replay($0 as! Self) }
        case .instance:
            _appearanceState.customizedKeys.insert(key)
        }
    }

    /// The key-path form for a plain property: records or notes `name` with the value now
    /// stored at `keyPath`.
    func _appearancePropertyDidSet<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Self, Value>) {
        let value = self[keyPath: keyPath]
        _appearanceDidSet(AppearanceKey(name)) { $0[keyPath: keyPath] = value }
    }

    /// UIKit's own styling of a property: sets it unless the app or a proxy set it (W2), and
    /// without counting as the app's value.
    func _setSystemStyle<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Self, Value>, _ value: Value) {
        guard _appearanceState.isUnstyled(AppearanceKey(name)) else { return }
        AppearanceRegistry.shared.performSystemStyling { self[keyPath: keyPath] = value }
    }

    /// Whether this object is an appearance proxy (whose setters only record).
    var _isAppearanceProxy: Bool {
        if case .proxy = _appearanceState.role { return true }
        return false
    }
}

/// The coder a proxy is made with: no values, so `init(coder:)` builds a plain instance.
final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
}
