import Foundation

/// A Home Screen quick action whose values can be changed before it is registered; UIKit
/// keeps immutable copies of the items given to ``UIApplication/shortcutItems``.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    /// The app's identifier of the action.
    open override var type: String {
        get { _type }
        set { _type = newValue }
    }
    /// The title the Home Screen shows.
    open override var localizedTitle: String {
        get { _localizedTitle }
        set { _localizedTitle = newValue }
    }
    /// The subtitle the Home Screen shows, if any.
    open override var localizedSubtitle: String? {
        get { _localizedSubtitle }
        set { _localizedSubtitle = newValue }
    }
    /// The icon beside the title, if any.
    open override var icon: UIApplicationShortcutIcon? {
        get { _icon }
        set { _icon = newValue }
    }
    /// What the app stores in the action.
    open override var userInfo: [String: any NSSecureCoding]? {
        get { _userInfo }
        set { _userInfo = newValue }
    }
    /// The identifier that chooses the scene an action goes to.
    open override var targetContentIdentifier: Any? {
        get { _targetContentIdentifier }
        set { _targetContentIdentifier = newValue }
    }
}
