import Foundation

/// Keeps the app's open scene sessions across launches (E8), as iOS keeps them for an app
/// it relaunches: each session's persistent identifier, role, configuration name,
/// `userInfo` and state-restoration activity, in
/// `Library/Saved Application State/<app>.savedState/KnownSceneSessions.plist` inside
/// ``UIApplication/dataContainerURL``, written to a temporary file and then moved over the
/// old one. A file that cannot be read is reported, removed, and the app launches fresh.
@MainActor
enum SceneSessionStore {
    /// The name of the file sessions are kept in, in ``SavedStateFolder``.
    static let fileName = "KnownSceneSessions.plist"

    /// The file sessions are kept in.
    static var fileURL: URL { SavedStateFolder.fileURL(fileName) }

    /// Writes `sessions`. Values that are not property-list types are reported and left
    /// out; the rest is saved.
    static func save(_ sessions: [UISceneSession]) {
        let records = sessions.map(record(of:))
        do {
            try SavedStateFolder.write(records, to: fileName)
        } catch {
            UIKitDiagnostics.warn(.sceneSessionsNotSaved(file: fileURL.path, reason: "\(error)"))
        }
    }

    /// The sessions saved by an earlier launch, oldest first; none when there is no file or
    /// it cannot be read (then it is reported and removed).
    static func load() -> [UISceneSession] {
        do {
            guard let object = try SavedStateFolder.read(fileName) else { return [] }
            guard let records = object as? [[String: Any]] else { throw StoreError.notAList }
            return try records.map(session(from:))
        } catch {
            UIKitDiagnostics.warn(.sceneSessionsUnreadable(file: fileURL.path, reason: "\(error)"))
            SavedStateFolder.remove(fileName)
            return []
        }
    }

    enum StoreError: Error, CustomStringConvertible {
        case notAList
        case missing(String)

        var description: String {
            switch self {
            case .notAList: "the file does not hold a list of sessions"
            case .missing(let key): "a session has no \(key)"
            }
        }
    }

    private static func record(of session: UISceneSession) -> [String: Any] {
        var record: [String: Any] = ["persistentIdentifier": session.persistentIdentifier, "role": session.role.rawValue]
        if let name = session.configuration.name { record["configurationName"] = name }
        if let info = session.userInfo, let checked = propertyListOrReport(info, what: "userInfo of session \(session.persistentIdentifier)") {
            record["userInfo"] = checked
        }
        if let activity = session.stateRestorationActivity,
           let checked = propertyListOrReport(activity._propertyList, what: "stateRestorationActivity of session \(session.persistentIdentifier)") {
            record["stateRestorationActivity"] = checked
        }
        return record
    }

    private static func session(from record: [String: Any]) throws -> UISceneSession {
        guard let identifier = record["persistentIdentifier"] as? String else { throw StoreError.missing("persistentIdentifier") }
        guard let role = record["role"] as? String else { throw StoreError.missing("role") }
        let sessionRole = UISceneSession.Role(rawValue: role)
        let configuration = UISceneConfiguration(name: record["configurationName"] as? String, sessionRole: sessionRole)
        let session = UISceneSession(persistentIdentifier: identifier, role: sessionRole, configuration: configuration)
        session.userInfo = record["userInfo"] as? [String: Any]
        if let activity = record["stateRestorationActivity"] as? [String: Any] {
            session.stateRestorationActivity = NSUserActivity(_propertyList: activity)
        }
        return session
    }

    /// `value` when it is a property list, else nil after reporting it.
    private static func propertyListOrReport(_ value: [String: Any], what: String) -> [String: Any]? {
        guard PropertyListSerialization.propertyList(value, isValidFor: .binary) else {
            UIKitDiagnostics.warn(.sceneSessionsNotSaved(file: fileURL.path, reason: "the \(what) holds values that are not property-list types"))
            return nil
        }
        return value
    }
}

extension NSUserActivity {
    /// The activity as a property list, for saving with its session.
    var _propertyList: [String: Any] {
        var list: [String: Any] = ["activityType": activityType]
        if let title { list["title"] = title }
        if let userInfo {
            var info: [String: Any] = [:]
            for (key, value) in userInfo { info["\(key.base)"] = value }
            list["userInfo"] = info
        }
        if let requiredUserInfoKeys { list["requiredUserInfoKeys"] = Array(requiredUserInfoKeys).sorted() }
        if let targetContentIdentifier { list["targetContentIdentifier"] = targetContentIdentifier }
        if let persistentIdentifier { list["persistentIdentifier"] = persistentIdentifier }
        if let webpageURL { list["webpageURL"] = webpageURL.absoluteString }
        list["eligibility"] = [isEligibleForHandoff, isEligibleForSearch, isEligibleForPublicIndexing, isEligibleForPrediction]
        return list
    }

    /// An activity read back from ``_propertyList``.
    convenience init(_propertyList list: [String: Any]) {
        self.init(activityType: list["activityType"] as? String ?? "")
        title = list["title"] as? String
        if let info = list["userInfo"] as? [String: Any] {
            userInfo = Dictionary(uniqueKeysWithValues: info.map { (AnyHashable($0.key), $0.value) })
        }
        requiredUserInfoKeys = (list["requiredUserInfoKeys"] as? [String]).map(Set.init)
        targetContentIdentifier = list["targetContentIdentifier"] as? String
        persistentIdentifier = list["persistentIdentifier"] as? String
        webpageURL = (list["webpageURL"] as? String).flatMap(URL.init(string:))
        if let flags = list["eligibility"] as? [Bool], flags.count == 4 {
            isEligibleForHandoff = flags[0]
            isEligibleForSearch = flags[1]
            isEligibleForPublicIndexing = flags[2]
            isEligibleForPrediction = flags[3]
        }
    }
}
