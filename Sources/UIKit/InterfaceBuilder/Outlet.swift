import Foundation

/// Marks a property that a storyboard or nib connects by name: the Linux spelling of
/// `@IBOutlet` (which needs the Objective-C runtime).
///
/// Port `@IBOutlet weak var titleLabel: UILabel!` as `@Outlet var titleLabel: UILabel!`, and
/// an outlet collection `@IBOutlet var buttons: [UIButton]!` as `@Outlet var buttons: [UIButton]!`.
/// Loading finds the property by the name in the file (`property="titleLabel"`) through
/// `Mirror`, with no registration. Differences from UIKit: the reference is strong (a view in
/// the hierarchy is kept alive by it anyway). An unconnected `UILabel!` or `UILabel?` outlet
/// reads as nil, as on iOS.
@propertyWrapper
public struct Outlet<Value> {
    /// Holds the value so that loading can set it through the copy `Mirror` hands out.
    final class Storage {
        var value: Value?
    }
    let storage = Storage()

    /// An unconnected outlet.
    public init() {}

    /// An outlet with a value until loading connects it.
    public init(wrappedValue: Value) { storage.value = wrappedValue }

    /// The connected object.
    public var wrappedValue: Value {
        get {
            if let value = storage.value { return value }
            // An optional (or `!`) outlet reads as nil until connected, as on iOS.
            if let optional = Value.self as? any NilRepresentable.Type, let none = optional.none as? Value { return none }
            preconditionFailure("The outlet was never connected (a non-optional outlet read before loading connected it)")
        }
        nonmutating set { storage.value = newValue }
    }
}

/// Optional types, whose unconnected outlets read as nil.
protocol NilRepresentable {
    static var none: Self { get }
}

extension Optional: NilRepresentable {}

/// What loading needs from an ``Outlet`` of any type.
protocol AnyOutlet {
    /// Connects `object` when it has the outlet's type; false otherwise.
    func connect(_ object: Any) -> Bool
    /// Connects a collection; false unless the outlet is an array of the objects' type.
    func connect(collection: [Any]) -> Bool
    /// Sets a runtime attribute's value, converted to the outlet's type as KVC converts it;
    /// false when it cannot be.
    @MainActor func connect(runtimeAttribute value: Any?) -> Bool
}

extension Outlet: AnyOutlet {
    func connect(_ object: Any) -> Bool {
        guard let value = object as? Value else { return false }
        storage.value = value
        return true
    }

    func connect(collection: [Any]) -> Bool {
        guard let value = collection as? Value else { return false }
        storage.value = value
        return true
    }

    @MainActor func connect(runtimeAttribute value: Any?) -> Bool {
        guard let value = RuntimeAttributeValue.convert(value, to: Value.self) else { return false }
        storage.value = value
        return true
    }
}

/// The ``Outlet`` properties of a class and its superclasses: for each name, how many
/// superclass levels up the class that declares it is (0: the class itself). Built once per
/// class (K1), so connecting an outlet reads one level of the object's mirror and a name
/// the class lacks is answered without reflecting at all.
struct OutletTable: Sendable {
    let depths: [String: Int]

    static let setup = ClassSetup<OutletTable> { level, inherited in
        var depths = (inherited?.depths ?? [:]).mapValues { $0 + 1 }
        for child in level.children where child.value is AnyOutlet {
            guard let label = child.label, label.hasPrefix("_") else { continue }
            depths[String(label.dropFirst())] = 0
        }
        return OutletTable(depths: depths)
    }
}

/// The ``Outlet`` named `name` (the property's name) of `object`, declared by its class or
/// a superclass, or nil.
func findOutlet(_ name: String, in object: AnyObject) -> AnyOutlet? {
    var mirror = Mirror(reflecting: object)
    guard let depth = OutletTable.setup.info(for: mirror).depths[name] else { return nil }
    for _ in 0..<depth {
        guard let next = mirror.superclassMirror else { return nil }
        mirror = next
    }
    let label = "_" + name
    return mirror.children.first { $0.label == label }?.value as? AnyOutlet
}
