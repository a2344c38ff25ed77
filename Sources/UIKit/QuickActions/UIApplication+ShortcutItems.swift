import Foundation

extension UIApplication.LaunchOptionsKey {
    /// The quick action chosen on the Home Screen that launched an app without scenes; its
    /// value is a ``UIApplicationShortcutItem`` (E17). Scene-based apps find it in
    /// ``UIScene/ConnectionOptions/shortcutItem`` instead.
    public static let shortcutItem = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
}

/// Home Screen quick actions: the items shown, and performing the one chosen (E16–E20).
extension UIApplication {
    /// The most actions the Home Screen shows for an app (E16).
    static let maximumQuickActionCount = 4

    /// The static quick actions of Info.plist's `UIApplicationShortcutItems`, in order, as
    /// immutable items. An entry without `UIApplicationShortcutItemType` or
    /// `UIApplicationShortcutItemTitle` is left out and reported (E16).
    var _staticShortcutItems: [UIApplicationShortcutItem] {
        guard let entries = _info["UIApplicationShortcutItems"] as? [[String: Any]] else { return [] }
        return entries.enumerated().compactMap { index, entry in
            guard let type = entry["UIApplicationShortcutItemType"] as? String else {
                UIKitDiagnostics.warn(.staticQuickActionIgnored(index: index, missingKey: "UIApplicationShortcutItemType"))
                return nil
            }
            guard let title = entry["UIApplicationShortcutItemTitle"] as? String else {
                UIKitDiagnostics.warn(.staticQuickActionIgnored(index: index, missingKey: "UIApplicationShortcutItemTitle"))
                return nil
            }
            return UIApplicationShortcutItem(type: type, localizedTitle: title,
                                             localizedSubtitle: entry["UIApplicationShortcutItemSubtitle"] as? String,
                                             icon: Self.staticIcon(entry),
                                             userInfo: Self.secureCodingValues(entry["UIApplicationShortcutItemUserInfo"]))
        }
    }

    /// What the Home Screen shows when the user presses the app's icon: the static actions,
    /// then the dynamic ones, at most four in all (E16).
    @_spi(Testing)
    public var _homeScreenQuickActions: [UIApplicationShortcutItem] {
        Array((_staticShortcutItems + (shortcutItems ?? [])).prefix(Self.maximumQuickActionCount))
    }

    /// The user chose `shortcutItem` on the Home Screen while the app runs (an OpenUIKit
    /// addition for tests, as ``simulateBackground()``). The app is on the Home Screen
    /// then: an app in front first goes to the background (E5). The scenes come back to
    /// the foreground, the action is performed, then they become active (E19):
    /// `sceneWillEnterForeground` (or `applicationWillEnterForeground`),
    /// `windowScene(_:performActionFor:completionHandler:)` of the front scene's delegate
    /// (or the app delegate's `application(_:performActionFor:completionHandler:)`), then
    /// `sceneDidBecomeActive` (or `applicationDidBecomeActive`).
    public func simulateQuickAction(_ shortcutItem: UIApplicationShortcutItem,
                                    completionHandler: ((Bool) -> Void)? = nil) {
        if _scenesSentToBackground.isEmpty { simulateBackground() }
        var scenes = _scenesSentToBackground.compactMap(\.value).filter { $0.session.scene === $0 }
        if scenes.isEmpty, let front = SceneRegistry.shared.frontWindowScene { scenes = [front] }
        _scenesSentToBackground = []
        for scene in scenes { SceneLifecycle.move(scene, to: .foregroundInactive) }
        _performQuickAction(shortcutItem, in: scenes.first as? UIWindowScene, completionHandler: completionHandler)
        for scene in scenes { SceneLifecycle.move(scene, to: .foregroundActive) }
    }

    /// Hands `shortcutItem` to whoever performs quick actions: the scene's delegate in a
    /// scene-based app, else the app delegate (E19).
    func _performQuickAction(_ shortcutItem: UIApplicationShortcutItem, in scene: UIWindowScene?,
                             completionHandler: ((Bool) -> Void)?) {
        let completion: (Bool) -> Void = { succeeded in completionHandler?(succeeded) }
        if _usesScenes {
            guard let scene, let delegate = scene.delegate as? any UIWindowSceneDelegate else { return }
            delegate.windowScene(scene, performActionFor: shortcutItem, completionHandler: completion)
        } else {
            delegate?.application(self, performActionFor: shortcutItem, completionHandler: completion)
        }
    }

    private static func staticIcon(_ entry: [String: Any]) -> UIApplicationShortcutIcon? {
        if let name = entry["UIApplicationShortcutItemIconSymbolName"] as? String {
            return UIApplicationShortcutIcon(systemImageName: name)
        }
        if let name = entry["UIApplicationShortcutItemIconFile"] as? String {
            return UIApplicationShortcutIcon(templateImageName: name)
        }
        if let name = entry["UIApplicationShortcutItemIconType"] as? String,
           let type = UIApplicationShortcutIcon.IconType(infoPlistName: name) {
            return UIApplicationShortcutIcon(type: type)
        }
        return nil
    }

    /// Property-list values as the secure-coding objects UIKit hands back in `userInfo`.
    private static func secureCodingValues(_ value: Any?) -> [String: any NSSecureCoding]? {
        guard let dictionary = value as? [String: Any] else { return nil }
        var result: [String: any NSSecureCoding] = [:]
        for (key, value) in dictionary {
            switch value {
            case let string as String: result[key] = NSString(string: string)
            case let number as NSNumber: result[key] = number
            case let date as Date: result[key] = NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
            case let data as Data: result[key] = NSData(data: data)
            case let object as any NSSecureCoding: result[key] = object
            default: continue
            }
        }
        return result
    }
}
