import Foundation

/// Info.plist's `UIApplicationSceneManifest`: whether the app supports several scenes and
/// the scene configurations of each session role (E3).
@MainActor
struct SceneManifest {
    /// One entry of `UISceneConfigurations`.
    struct Entry {
        let name: String?
        let delegateClassName: String?
        let sceneClassName: String?
        let storyboardName: String?
    }

    /// `UIApplicationSupportsMultipleScenes`.
    let supportsMultipleScenes: Bool
    /// `UISceneConfigurations`, by role raw value.
    let configurations: [String: [Entry]]

    /// The manifest in `info`, or nil for an app without one (app-delegate life cycle).
    init?(info: [String: Any]) {
        guard let manifest = info["UIApplicationSceneManifest"] as? [String: Any] else { return nil }
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        let byRole = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        configurations = byRole.mapValues { list in
            (list as? [[String: Any]] ?? []).map { entry in
                Entry(name: entry["UISceneConfigurationName"] as? String,
                      delegateClassName: entry["UISceneDelegateClassName"] as? String,
                      sceneClassName: entry["UISceneClassName"] as? String,
                      storyboardName: entry["UISceneStoryboardFile"] as? String)
            }
        }
    }

    /// The configuration UIKit uses when the app delegate does not choose one: the role's
    /// first entry.
    func defaultConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        let entry = configurations[role.rawValue]?.first
        return UISceneConfiguration(name: entry?.name, sessionRole: role)
    }

    /// Fills in what the app did not set from the entry of the configuration's name (or, for
    /// a configuration without a name, the role's only entry), loading classes by name and
    /// the storyboard from `bundle`. A name Info.plist lacks, or a class that cannot be
    /// loaded, is UIKit's console message.
    func complete(_ configuration: UISceneConfiguration, bundle: Bundle, moduleHint: String?) {
        let entries = configurations[configuration.role.rawValue] ?? []
        let entry = configuration.name.map { name in entries.first { $0.name == name } } ?? entries.first
        guard let entry else {
            UIKitDiagnostics.warn(.noSceneConfiguration(named: configuration.name))
            return
        }
        if configuration.delegateClass == nil, let name = entry.delegateClassName {
            configuration.delegateClass = Self.loadClass(name, moduleHint: moduleHint)
            if configuration.delegateClass == nil {
                UIKitDiagnostics.warn(.sceneClassNotLoaded(configuration: entry.name, role: configuration.role.rawValue,
                                                           key: "UISceneDelegateClassName", className: name))
            }
        }
        if configuration.sceneClass == nil, let name = entry.sceneClassName {
            configuration.sceneClass = Self.loadClass(name, moduleHint: moduleHint)
            if configuration.sceneClass == nil {
                UIKitDiagnostics.warn(.sceneClassNotLoaded(configuration: entry.name, role: configuration.role.rawValue,
                                                           key: "UISceneClassName", className: name))
            }
        }
        if configuration.storyboard == nil, let name = entry.storyboardName {
            configuration.storyboard = UIStoryboard(name: name, bundle: bundle)
        }
    }

    /// A class by name: as written (`Module.Class`), with Xcode's `$(PRODUCT_MODULE_NAME)`
    /// replaced by the app's module, or unqualified in the app's module.
    static func loadClass(_ name: String, moduleHint: String?) -> AnyClass? {
        let expanded = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: moduleHint ?? "")
        if let found = NSClassFromString(expanded) { return found }
        if let moduleHint, !expanded.contains(".") { return NSClassFromString("\(moduleHint).\(expanded)") }
        return nil
    }
}
