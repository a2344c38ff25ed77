import Foundation

/// The saved interface of an app without scenes (Z8): the app delegate's values, then one
/// record per saved controller, parents before children, each with the values it encoded
/// and those of its views that have restoration identifiers. Kept as a binary property
/// list, `data.data` in ``SavedStateFolder``; a file of another format version, or one
/// that is not such a list, is refused with the reason.
struct StateRestorationArchive {
    /// The version of this layout; an archive of another version is discarded.
    static let formatVersion = 1

    /// One saved controller, or one saved object (Z12).
    struct Controller {
        /// Whether the record is an object registered for restoration, not a controller.
        var isObject = false
        /// Its ancestors' restoration identifiers, then its own (Z1).
        var path: [String]
        /// Its restoration class (an object's: its object restoration class), module-qualified (Z7).
        var restorationClassName: String?
        /// The storyboard identifier it was made with, to make it again (Z9).
        var storyboardIdentifier: String?
        /// What it encoded.
        var values: [String: Any]
        /// What its views encoded, by restoration identifier (Z10).
        var views: [String: [String: Any]]
    }

    /// What the app delegate encoded in `application(_:willEncodeRestorableStateWith:)`,
    /// with UIKit's keys (bundle version, idiom, time, system version).
    var application: [String: Any]
    var controllers: [Controller]

    init(application: [String: Any], controllers: [Controller]) {
        self.application = application
        self.controllers = controllers
    }

    /// Why a file is not a restoration archive.
    enum ReadError: Error, CustomStringConvertible {
        case notAnArchive
        case version(Int?)
        case badController(Int, String)

        var description: String {
            switch self {
            case .notAnArchive: "it is not a state restoration archive"
            case .version(let version): "it has format version \(version.map(String.init) ?? "none"), not \(StateRestorationArchive.formatVersion)"
            case .badController(let index, let problem): "controller record \(index) \(problem)"
            }
        }
    }

    /// The archive as a property list.
    var propertyList: [String: Any] {
        [
            "version": Self.formatVersion,
            "application": application,
            "controllers": controllers.map { controller -> [String: Any] in
                var record: [String: Any] = ["path": controller.path, "values": controller.values, "views": controller.views]
                if let name = controller.restorationClassName { record["restorationClass"] = name }
                if let identifier = controller.storyboardIdentifier { record["storyboardIdentifier"] = identifier }
                if controller.isObject { record["object"] = true }
                return record
            },
        ]
    }

    /// Reads an archive from its property list, checking every record.
    init(propertyList: Any) throws(ReadError) {
        guard let list = propertyList as? [String: Any] else { throw .notAnArchive }
        let version = (list["version"] as? NSNumber)?.intValue ?? list["version"] as? Int
        guard version == Self.formatVersion else { throw .version(version) }
        guard let application = list["application"] as? [String: Any], let records = list["controllers"] as? [Any] else {
            throw .notAnArchive
        }
        var controllers: [Controller] = []
        for (index, item) in records.enumerated() {
            guard let record = item as? [String: Any] else { throw .badController(index, "is not a dictionary") }
            guard let path = record["path"] as? [String], !path.isEmpty else { throw .badController(index, "has no identifier path") }
            guard let values = record["values"] as? [String: Any] else { throw .badController(index, "has no values") }
            guard let views = (record["views"] ?? [String: Any]()) as? [String: [String: Any]] else {
                throw .badController(index, "has unreadable views")
            }
            controllers.append(Controller(isObject: record["object"] as? Bool ?? false,
                                          path: path, restorationClassName: record["restorationClass"] as? String,
                                          storyboardIdentifier: record["storyboardIdentifier"] as? String,
                                          values: values, views: views))
        }
        self.init(application: application, controllers: controllers)
    }
}
