import Foundation

/// One appearance proxy: the class it styles, its containment chain and traits, the proxy
/// object, and what was set on it, in order.
@preconcurrency @MainActor
final class AppearanceProxyRecord {
    /// One recorded property set or method invocation.
    struct Invocation {
        let key: AppearanceKey
        let apply: @MainActor (AnyObject) -> Void
    }

    /// The containers, innermost first, as given to `appearance(whenContainedInInstancesOf:)`.
    let containers: [any UIAppearanceContainer.Type]
    /// The traits an instance's traits must contain; nil: any.
    let traits: UITraitCollection?
    /// How many classes deep the styled class is (a subclass's proxy is more specific).
    let classDepth: Int
    /// When the proxy was first asked for, among all proxies.
    let order: Int
    /// Whether `object` is an instance of the styled class or a subclass.
    let styles: @MainActor (AnyObject) -> Bool
    /// The proxy object handed out (kept for the life of the registry).
    fileprivate(set) var proxy: AnyObject?
    /// What was set on the proxy, oldest first; setting a key again moves it to the end.
    private(set) var invocations: [Invocation] = []

    @preconcurrency init(containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?, classDepth: Int, order: Int,
         styles: @escaping @MainActor (AnyObject) -> Bool) {
        self.containers = containers
        self.traits = traits
        self.classDepth = classDepth
        self.order = order
        self.styles = styles
    }

    /// Records a set on the proxy (W1: applied later to instances entering a window).
    @preconcurrency func record(_ key: AppearanceKey, apply: @escaping @MainActor (AnyObject) -> Void) {
        invocations.removeAll { $0.key == key }
        invocations.append(Invocation(key: key, apply: apply))
        AppearanceRegistry.shared.proxyDidRecord(self)
    }
}

/// Every appearance proxy of the app, and what the proxy machinery is doing now.
@preconcurrency @MainActor
final class AppearanceRegistry {
    static let shared = AppearanceRegistry()

    /// What setters on appearance-capable objects mean at this moment.
    enum Mode {
        /// The app's code: an instance notes the key as its own (W2), a proxy records it.
        case app
        /// A proxy's initializer runs: nothing is recorded or noted.
        case constructingProxy
        /// UIKit's own styling (and storyboard decoding, W6): instances note nothing.
        case systemStyling
        /// Proxies are being applied to `target`: it notes the keys as a proxy's.
        case applying(AnyObject)
    }

    /// The innermost mode in force.
    private var modes: [Mode] = []
    var mode: Mode { modes.last ?? .app }

    /// Proxies by what they were asked for.
    private struct Selector: Hashable {
        let styledClass: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let traits: UITraitCollection?
    }
    private var records: [Selector: AppearanceProxyRecord] = [:]
    /// Records with something recorded, by the class of the instances they were looked up for.
    private var recordsByClass: [ObjectIdentifier: [AppearanceProxyRecord]] = [:]
    /// Whether any proxy recorded anything (the fast path for apps without proxies).
    private(set) var hasRecordings = false

    /// The proxy of `type` for `containers` and `traits`, made by `make` the first time.
    func proxy<T: AppearanceCustomizable>(of type: T.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?,
                                          make: () -> T?) -> T {
        let selector = Selector(styledClass: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) }, traits: traits)
        if let record = records[selector], let proxy = record.proxy as? T { return proxy }
        modes.append(.constructingProxy)
        let made = make()
        modes.removeLast()
        guard let proxy = made else { UIKitDiagnostics.raise(.appearanceProxyUnavailable(type)) }
        let record = AppearanceProxyRecord(containers: containers, traits: traits, classDepth: Self.depth(of: type),
                                           order: records.count, styles: { $0 is T })
        record.proxy = proxy
        proxy._appearanceState.role = .proxy(record)
        records[selector] = record
        return proxy
    }

    /// A proxy recorded its first (or another) set: lookups are made again.
    fileprivate func proxyDidRecord(_ record: AppearanceProxyRecord) {
        hasRecordings = true
        recordsByClass = [:]
    }

    /// The proxies with recordings that style instances of `object`'s class, oldest first.
    func records(styling object: AnyObject) -> [AppearanceProxyRecord] {
        let key = ObjectIdentifier(type(of: object))
        if let cached = recordsByClass[key] { return cached }
        let found = records.values.filter { !$0.invocations.isEmpty && $0.styles(object) }.sorted { $0.order < $1.order }
        recordsByClass[key] = found
        return found
    }

    /// Runs `body` as UIKit's own styling: what it sets is not the app's (W2, W6).
    func performSystemStyling<Result>(_ body: () throws -> Result) rethrows -> Result {
        modes.append(.systemStyling)
        defer { modes.removeLast() }
        return try body()
    }

    /// Runs `body` while proxies are applied to `target`.
    func performApplying(to target: AnyObject, _ body: () -> Void) {
        modes.append(.applying(target))
        defer { modes.removeLast() }
        body()
    }

    /// Forgets every proxy (a fresh app, for tests). Proxies handed out before record nothing more.
    func reset() {
        for record in records.values {
            (record.proxy as? any AppearanceCustomizable)?._appearanceState.role = .instance
            record.proxy = nil
        }
        records = [:]
        recordsByClass = [:]
        hasRecordings = false
    }

    /// How many classes deep `type` is.
    private static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let cls = current {
            depth += 1
            current = _getSuperclass(cls)
        }
        return depth
    }
}

extension UIView {
    /// Forgets every appearance proxy, as a freshly launched app has none (for tests).
    @_spi(Testing) public static func _resetAppearanceProxies() { AppearanceRegistry.shared.reset() }
}
