import Foundation

/// An object saved and restored with the app's interface (Z12): register it with
/// ``UIApplication/registerObject(forStateRestoration:restorationIdentifier:)``, and encode it
/// from a saved controller's (or another saved object's) `encodeRestorableState(with:)`; it
/// then saves its own state in the same archive, after the objects before it, and is made or
/// found again and decoded with the controllers at the next launch. View controllers adopt it
/// so they can be an object's ``restorationParent``.
///
/// Linux has no optional requirements: each has a default implementation that does what an
/// unimplemented one does on iOS.
@preconcurrency @MainActor
public protocol UIStateRestoring: AnyObject {
    /// The object whose identifier path scopes this one's (a view controller, or another
    /// registered object); nil: the object's path is its identifier alone.
    var restorationParent: (any UIStateRestoring)? { get }
    /// The class that makes the object again at restoration; nil: the object must already be
    /// registered, with the same identifier path, when the interface is restored.
    var objectRestorationClass: (any UIObjectRestoration.Type)? { get }
    /// Saves the object's state.
    func encodeRestorableState(with coder: NSCoder)
    /// Restores what ``encodeRestorableState(with:)`` saved, after every saved controller and
    /// object has been made (in the archive's order).
    func decodeRestorableState(with coder: NSCoder)
    /// Called once every saved controller and object has decoded its state.
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    public var restorationParent: (any UIStateRestoring)? { nil }
    public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
    public func encodeRestorableState(with coder: NSCoder) {}
    public func decodeRestorableState(with coder: NSCoder) {}
    public func applicationFinishedRestoringState() {}
}

/// A class that makes a saved object again when the app's state is restored (Z12): the
/// object's ``UIStateRestoring/objectRestorationClass``.
@preconcurrency @MainActor
public protocol UIObjectRestoration {
    /// The object for `identifierComponents` (its parents' identifiers, then its own), made or
    /// found; nil leaves it (and the objects scoped by it) out. `coder` holds what it saved.
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> (any UIStateRestoring)?
}

/// View controllers are restoration parents of the objects they own.
extension UIViewController: UIStateRestoring {}

extension UIApplication {
    /// Registers `object` under `restorationIdentifier`, scoped by its
    /// ``UIStateRestoring/restorationParent`` (Z12). Registering does not save it: a saved
    /// controller or object must encode it. The registration lasts while the object lives.
    public class func registerObject(forStateRestoration object: any UIStateRestoring, restorationIdentifier: String) {
        RestorationObjectRegistry.shared.register(object, identifier: restorationIdentifier)
    }
}

/// The objects registered for state restoration, by identity, without keeping them alive.
@preconcurrency @MainActor
final class RestorationObjectRegistry {
    static let shared = RestorationObjectRegistry()

    private struct Entry {
        weak var object: (any UIStateRestoring)?
        let identifier: String
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func register(_ object: any UIStateRestoring, identifier: String) {
        entries = entries.filter { $0.value.object != nil }
        entries[ObjectIdentifier(object)] = Entry(object: object, identifier: identifier)
    }

    /// The identifier `object` was registered with, if it still is.
    func identifier(of object: any UIStateRestoring) -> String? {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.identifier
    }

    /// Z12: the parent's path, then the object's identifier; a controller's path is its own
    /// (Z1). Nil when the object (or a parent object) is not registered, or a parent
    /// controller cannot be saved.
    func identifierPath(of object: any UIStateRestoring) -> [String]? {
        if let controller = object as? UIViewController { return StatePreserver.identifierPath(of: controller) }
        guard let identifier = identifier(of: object) else { return nil }
        guard let parent = object.restorationParent else { return [identifier] }
        return identifierPath(of: parent).map { $0 + [identifier] }
    }

    /// The live registered object (not a controller) whose path is `path`.
    func object(at path: [String]) -> (any UIStateRestoring)? {
        for entry in entries.values {
            guard let object = entry.object, !(object is UIViewController), identifierPath(of: object) == path else { continue }
            return object
        }
        return nil
    }

    /// Forgets every registration (a fresh app state, for tests).
    func removeAll() { entries = [:] }
}
