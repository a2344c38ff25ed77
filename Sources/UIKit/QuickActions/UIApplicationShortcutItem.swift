import Foundation

/// A Home Screen quick action: what the user sees when pressing the app's icon, and what the
/// app's delegate receives when the user chooses it (E16–E20). Immutable; make
/// changed copies with `mutableCopy()` (a ``UIMutableApplicationShortcutItem``).
///
/// The app's dynamic actions are ``UIApplication/shortcutItems``; its static ones come from
/// Info.plist's `UIApplicationShortcutItems` (E16).
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var _type: String
    var _localizedTitle: String
    var _localizedSubtitle: String?
    var _icon: UIApplicationShortcutIcon?
    var _userInfo: [String: any NSSecureCoding]?
    var _targetContentIdentifier: Any?

    /// A quick action of `type` (the app's own identifier, matched when performing it),
    /// shown with `localizedTitle`, an optional subtitle and icon, and `userInfo` the app
    /// reads back when it is chosen.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        _type = type
        _localizedTitle = localizedTitle
        _localizedSubtitle = localizedSubtitle
        _icon = icon
        _userInfo = userInfo
        super.init()
    }

    /// A quick action with a title and no subtitle, icon or user info.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// The app's identifier of the action.
    open var type: String { _type }
    /// The title the Home Screen shows.
    open var localizedTitle: String { _localizedTitle }
    /// The subtitle the Home Screen shows under the title, if any.
    open var localizedSubtitle: String? { _localizedSubtitle }
    /// The icon beside the title, if any (none shows a dot, as on iOS).
    open var icon: UIApplicationShortcutIcon? { _icon }
    /// What the app stored in the action, given back when it is performed.
    open var userInfo: [String: any NSSecureCoding]? { _userInfo }
    /// The identifier that chooses the scene an action goes to (multi-window apps).
    open var targetContentIdentifier: Any? { _targetContentIdentifier }

    /// Items are equal when their type, title, subtitle, icon and user info are (user info
    /// values compared as objects).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return type == other.type && localizedTitle == other.localizedTitle
            && localizedSubtitle == other.localizedSubtitle && icon == other.icon
            && NSDictionary(dictionary: userInfo ?? [:]).isEqual(to: other.userInfo ?? [:])
    }

    /// A hash that agrees with ``isEqual(_:)``.
    open override var hash: Int { type.hashValue ^ localizedTitle.hashValue }

    /// `<UIApplicationShortcutItem: 0x…; type: …, title: …>`, as UIKit prints items.
    open override var description: String {
        "<\(Swift.type(of: self)): \(ObjectIdentifier(self).debugDescription); type: \(type), title: \(localizedTitle)>"
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                             icon: icon, userInfo: userInfo)
        copy._targetContentIdentifier = targetContentIdentifier
        return copy
    }

    /// A ``UIMutableApplicationShortcutItem`` with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle,
                                                    localizedSubtitle: localizedSubtitle, icon: icon, userInfo: userInfo)
        copy.targetContentIdentifier = targetContentIdentifier
        return copy
    }
}
