import Foundation

/// A pasteboard: items, each a dictionary from a representation type (a UTI string such as
/// `"public.utf8-plain-text"`) to its value, shared by everything in the app that copies and
/// pastes.
///
/// ``general`` is the one text fields and text views copy to and paste from (Y12); apps make
/// their own with ``init(name:create:)`` and ``withUniqueName()`` (Y8). Every write counts one
/// change (``changeCount``, Y1) and posts ``changedNotification`` with the types added and
/// removed (Y9). The convenience properties (``string``, ``url``, ``image``, ``color`` and
/// their plurals) write one item per value under UIKit's type and read the values of every
/// item that has one of the types of ``typeListString`` (…) (Y3, Y4).
///
/// Differences from UIKit: pasteboards live in the process (there is no system clipboard on
/// Linux, so nothing is shared with other apps and nothing persists; `.localOnly` changes
/// nothing); the class is main-actor isolated (its expiration runs on UIKit's scheduler and
/// clock, Y7); there is no paste-permission prompt and no pattern detection. Tests start each
/// with every pasteboard empty (`.uikit` resets them).
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name, with UIKit's raw values.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A name from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general pasteboard, the one copy and paste use.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        /// The find pasteboard (deprecated in UIKit since iOS 10; here an ordinary
        /// app pasteboard under that name).
        @available(*, deprecated, message: "The find pasteboard is no longer available")
        public static let find = Name(rawValue: "com.apple.UIKit.pboard.find")
    }

    /// Keys of the options of ``setItems(_:options:)``.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `Date` after which the items are removed (Y7).
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// A `Bool`: keep the items off other devices (Universal Clipboard). Accepted and
        /// kept; the pasteboard never leaves the process anyway.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Posted after a pasteboard's items changed (Y9); the object is the pasteboard, the user
    /// info lists the types added and removed.
    public nonisolated static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// User-info key of ``changedNotification``: the types (`[String]`) the items gained.
    public nonisolated static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// User-info key of ``changedNotification``: the types (`[String]`) the items lost.
    public nonisolated static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"
    /// Posted when an app pasteboard is removed (``remove(withName:)``); the object is the
    /// pasteboard.
    public nonisolated static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The types a string may be stored under, most specific first (Y3).
    public nonisolated static let typeListString: [String] = [
        "public.utf8-plain-text", "public.plain-text", "public.text", "public.utf16-plain-text",
        "public.utf16-external-plain-text",
    ]
    /// The types a URL may be stored under (Y4).
    public nonisolated static let typeListURL: [String] = ["public.url"]
    /// The types an image may be stored under (Y4).
    public nonisolated static let typeListImage: [String] = ["public.png", "public.jpeg", "public.tiff", "com.compuserve.gif"]
    /// The types a colour may be stored under (Y4).
    public nonisolated static let typeListColor: [String] = ["com.apple.uikit.color"]

    /// The pasteboard's name.
    public let name: Name
    /// How many times the items changed since the pasteboard was made (Y1).
    open var changeCount: Int { _store._changeCount }
    private var _changeCount = 0

    /// The items; see ``items``.
    var _items: [[String: Any]] = []
    /// The clock time the items expire at (Y7), nil: never.
    private var expiry: TimeInterval?
    /// The scheduler timer that removes expiring items.
    private var expiryTimer: UIKitScheduler.TimerToken?

    init(_name name: Name) {
        self.name = name
        super.init()
    }

    // MARK: Pasteboards by name

    /// The pasteboards alive, by name (the general one included once asked for).
    private static var named: [Name: UIPasteboard] = [:]

    /// The general pasteboard, which copy and paste use (Y12).
    open class var general: UIPasteboard { pasteboard(.general, create: true)! }

    /// Y8: the pasteboard named `pasteboardName`: the same object for the same name while it
    /// exists; a new, empty one when there is none and `create` is true; nil otherwise.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        // Convenience initializers cannot return an existing object; this one is a copy of
        // the shared state's handle (see `_shared`).
        guard let shared = UIPasteboard.pasteboard(pasteboardName, create: create) else { return nil }
        self.init(_name: pasteboardName)
        _shared = shared
    }

    /// A new app pasteboard with a name no other has (a UUID string).
    open class func withUniqueName() -> UIPasteboard {
        var name: Name
        repeat { name = Name(rawValue: UUID().uuidString) } while named[name] != nil
        return pasteboard(name, create: true)!
    }

    /// Y8: removes the app pasteboard named `pasteboardName`: its items are gone, the next
    /// ``init(name:create:)`` with `create: false` answers nil, and ``removedNotification``
    /// is posted. The general pasteboard cannot be removed (nothing happens).
    open class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general, let pasteboard = named.removeValue(forKey: pasteboardName) else { return }
        pasteboard._items = []
        pasteboard.cancelExpiry()
        NotificationCenter.default.post(name: removedNotification, object: pasteboard)
    }

    /// The pasteboard of a name, made when missing and `create` is true.
    static func pasteboard(_ name: Name, create: Bool) -> UIPasteboard? {
        if let known = named[name] { return known }
        guard create else { return nil }
        let pasteboard = UIPasteboard(_name: name)
        named[name] = pasteboard
        return pasteboard
    }

    /// Every pasteboard forgotten (tests start with none: `.uikit`, `resetUIKit()`).
    @_spi(Testing) public static func _resetAll() {
        for pasteboard in named.values { pasteboard.cancelExpiry() }
        named = [:]
    }

    /// The pasteboard whose state this handle shows: ``init(name:create:)`` makes a handle
    /// onto the pasteboard of that name (UIKit hands back the same object; Swift convenience
    /// initializers cannot), so every read and write goes to the shared one.
    private var _shared: UIPasteboard?
    /// The pasteboard holding the state.
    var _store: UIPasteboard { _shared ?? self }

    /// Equal when both stand for the same pasteboard (a handle from ``init(name:create:)``
    /// equals the shared object).
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIPasteboard else { return false }
        return MainActor.assumeIsolated { other._store === _store }
    }

    /// A hash of the pasteboard's name.
    nonisolated open override var hash: Int { name.hashValue }

    // MARK: Items

    /// Every item, a dictionary from type to value. Setting it replaces them all (one change).
    open var items: [[String: Any]] {
        get { _store.currentItems }
        set { _store.replaceItems(newValue, expiringAt: nil) }
    }

    /// How many items there are.
    open var numberOfItems: Int { _store.currentItems.count }

    /// Y6: replaces the items (one change), with options: ``OptionsKey/expirationDate`` (a
    /// `Date`) removes them once that time comes on UIKit's clock; ``OptionsKey/localOnly``
    /// is accepted and has no effect.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        var expiresIn: TimeInterval?
        if let date = options[.expirationDate] as? Date {
            // Y7: the wall-clock date becomes a delay on UIKit's clock once, here.
            expiresIn = date.timeIntervalSinceNow
        }
        _store.replaceItems(items, expiringAt: expiresIn)
    }

    /// Y6: appends items (one change; nothing happens for none).
    open func addItems(_ items: [[String: Any]]) {
        guard !items.isEmpty else { return }
        let store = _store
        store.replaceItems(store.currentItems + items, expiringAt: nil, keepsExpiry: true)
    }

    /// The items, once expired ones are gone.
    var currentItems: [[String: Any]] {
        expireIfDue()
        return _items
    }

    /// The one place the items change: counts the change (Y1), arms the expiry (Y7) and
    /// posts the notification with the types gained and lost (Y9).
    func replaceItems(_ items: [[String: Any]], expiringAt delay: TimeInterval?, keepsExpiry: Bool = false) {
        expireIfDue()
        let before = Self.typeUnion(_items)
        _items = items
        _changeCount += 1
        if !keepsExpiry { cancelExpiry() }
        if let delay {
            let scheduler = UIKitScheduler.shared
            if delay <= 0 {
                _items = []
            } else {
                expiry = scheduler.clock.now + delay
                expiryTimer = scheduler.schedule(after: delay) { [weak self] in self?.expireIfDue() }
            }
        }
        let after = Self.typeUnion(_items)
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: [
            Self.changedTypesAddedUserInfoKey: after.filter { !before.contains($0) },
            Self.changedTypesRemovedUserInfoKey: before.filter { !after.contains($0) },
        ])
    }

    /// Y7: expired items are removed, as a change.
    private func expireIfDue() {
        guard let expiry, UIKitScheduler.shared.clock.now >= expiry else { return }
        cancelExpiry()
        replaceItems([], expiringAt: nil)
    }

    private func cancelExpiry() {
        if let expiryTimer { UIKitScheduler.shared.cancel(expiryTimer) }
        expiryTimer = nil
        expiry = nil
    }

    /// Every type of the items, in the order first seen (each item's types sorted, as a
    /// dictionary has no order).
    static func typeUnion(_ items: [[String: Any]]) -> [String] {
        var seen: [String] = []
        for item in items {
            for type in item.keys.sorted() where !seen.contains(type) { seen.append(type) }
        }
        return seen
    }
}
