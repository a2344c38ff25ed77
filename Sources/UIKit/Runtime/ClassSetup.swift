import Foundation

/// Once-per-class set-up with the guarantees of Objective-C's `+initialize` (K1), which Swift
/// classes do not have: the set-up of a class runs once, the first time an object of it (or
/// of a subclass) is asked about, after its superclass's, and safely from any thread (a
/// thread asking while another sets the class up waits for it, as `+initialize` does).
///
/// Each set-up gets its class's level of an object's `Mirror` (its own stored properties)
/// and the set-up its superclass produced, and returns what the class needs later: OpenUIKit
/// builds the outlet tables of storyboard classes this way (``OutletTable``).
final class ClassSetup<Info: Sendable>: @unchecked Sendable {
    /// Recursive: a class's set-up first sets up its superclass under the same lock.
    private let lock = NSRecursiveLock()
    private var infos: [ObjectIdentifier: Info] = [:]
    private let setUp: @Sendable (_ level: Mirror, _ inherited: Info?) -> Info

    /// A set-up: `setUp` receives a class's mirror level and its superclass's result (nil
    /// for a root class).
    @preconcurrency init(_ setUp: @escaping @Sendable (_ level: Mirror, _ inherited: Info?) -> Info) {
        self.setUp = setUp
    }

    /// The set-up of `object`'s class, made now if this is the first use.
    func info(for object: AnyObject) -> Info { info(for: Mirror(reflecting: object)) }

    /// The set-up of the class `level` reflects (a class's level of an object's mirror).
    func info(for level: Mirror) -> Info {
        let key = ObjectIdentifier(level.subjectType)
        lock.lock()
        defer { lock.unlock() }
        if let done = infos[key] { return done }
        let inherited = level.superclassMirror.map { info(for: $0) }
        let made = setUp(level, inherited)
        infos[key] = made
        return made
    }
}
