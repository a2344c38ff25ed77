import Foundation

/// A property storyboards and nibs set by name from their user-defined runtime attributes
/// (I6): what UIKit reaches with key-value coding, which Linux lacks.
///
/// `uikit-port` writes one conforming type per `@IBInspectable` property, at file scope,
/// named `_IBInspectable_<Type>_<property>` (`<Type>` is the class or the extended type,
/// nested names joined with `_`), so loading finds it by name for an object of that class or
/// any subclass, also when the property is declared in an extension of a UIKit class. Not for
/// hand-written code: write the property with ``Inspectable`` or register it with
/// ``UIStoryboard/registerRuntimeAttribute(_:for:set:)``.
public protocol _IBInspectable {
    /// Sets the property on an object of its class.
    @MainActor static var _setter: _IBInspectableSetter { get }
}

/// Sets one property through its key path, so its setter runs (a stored property's
/// `didSet`, a computed property's `set`), as key-value coding does (I6).
public struct _IBInspectableSetter {
    /// What setting a value came to.
    enum Outcome: Equatable {
        case set
        /// The object is not of the property's class.
        case notApplicable
        /// The value cannot become the property's type (named).
        case mismatch(propertyType: String)
    }

    let set: @MainActor (AnyObject, Any?) -> Outcome

    /// A setter for `keyPath`, converting a runtime attribute's value to the property's type.
    @preconcurrency @MainActor public init<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        set = { object, value in
            guard let root = object as? Root else { return .notApplicable }
            guard let converted = RuntimeAttributeValue.convert(value, to: Value.self) else {
                return .mismatch(propertyType: String(describing: Value.self))
            }
            root[keyPath: keyPath] = converted
            return .set
        }
    }
}

/// Finds the generated ``_IBInspectable`` type for a key path and an object's class.
@MainActor
enum IBInspectableCatalog {
    /// Types by mangled name; a lookup scans type metadata, and its answer cannot change
    /// while the process runs.
    private static var types: [String: (any _IBInspectable.Type)?] = [:]

    /// The setter for `keyPath` of `object`: the one generated for its class, else for the
    /// nearest superclass that has one (a property declared in an extension of `UIView`
    /// applies to a `UIButton`). `modules` are where else to look for types generated for
    /// UIKit's classes (the modules of the custom classes being loaded, then the bundle's).
    static func setter(_ keyPath: String, of object: AnyObject, modules: [String]) -> _IBInspectableSetter? {
        guard !keyPath.contains(".") else { return nil }
        var current: AnyClass? = type(of: object)
        while let type = current {
            let qualified = String(reflecting: type)
            if !qualified.contains("("), let dot = qualified.firstIndex(of: ".") {
                let module = String(qualified[..<dot])
                let name = "_IBInspectable_" + qualified[qualified.index(after: dot)...].replacing(".", with: "_") + "_" + keyPath
                let searched = module == "UIKit" ? modules : [module] + modules.filter { $0 != module }
                for module in searched {
                    if let found = lookUp(module: module, name: name) { return found._setter }
                }
            }
            current = _getSuperclass(type)
        }
        return nil
    }

    /// The enum `name` at the top level of `module`, looked up by its mangled name (the
    /// runtime answers `Module.Name` only for classes).
    private static func lookUp(module: String, name: String) -> (any _IBInspectable.Type)? {
        guard module.allSatisfy(\.isASCII), name.allSatisfy(\.isASCII) else { return nil }
        let mangled = "\(module.utf8.count)\(module)\(name.utf8.count)\(name)O"
        if let known = types[mangled] { return known }
        let found = _typeByName(mangled) as? any _IBInspectable.Type
        types[mangled] = .some(found)
        return found
    }
}

/// A runtime attribute's value as Interface Builder typed it, converted to a property's type
/// as key-value coding converts an object for a scalar (with `boolValue`, `doubleValue`,
/// `longLongValue`): a number sets any integer (truncated), floating-point or `Bool`
/// property, a boolean sets a number, a string sets either as `NSString` reads it ("YES",
/// "2.5"); optionals take the value or nil.
enum RuntimeAttributeValue {
    static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        if let value = value as? Value { return value }
        if let optional = Value.self as? any RuntimeAttributeOptional.Type {
            guard let wrapped = optional.wrapping(value) else { return nil }
            return wrapped.value as? Value
        }
        guard let value else { return nil }
        if Value.self == Bool.self, let string = value as? String { return NSString(string: string).boolValue as? Value }
        let number: Double? = switch value {
        case let value as CGFloat: Double(value)
        case let value as Bool: value ? 1 : 0
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as String: NSString(string: value).doubleValue
        default: nil
        }
        guard let number else { return nil }
        if Value.self == Bool.self { return (number != 0) as? Value }
        if let floating = Value.self as? any BinaryFloatingPoint.Type { return floatingPoint(number, floating) as? Value }
        if let integer = Value.self as? any BinaryInteger.Type { return self.integer(number, integer) as? Value }
        return nil
    }

    private static func floatingPoint<F: BinaryFloatingPoint>(_ number: Double, _ type: F.Type) -> F { F(number) }

    private static func integer<I: BinaryInteger>(_ number: Double, _ type: I.Type) -> I? {
        I(exactly: number.rounded(.towardZero))
    }
}

/// Optionals, which a runtime attribute sets to its converted value or to nil.
protocol RuntimeAttributeOptional {
    /// The optional holding `value` converted (boxed, so that a nil optional is a success),
    /// or nil when `value` cannot be converted.
    static func wrapping(_ value: Any?) -> ConvertedValue?
}

/// A converted runtime attribute value, which may itself be a nil optional.
struct ConvertedValue {
    let value: Any
}

extension Optional: RuntimeAttributeOptional {
    static func wrapping(_ value: Any?) -> ConvertedValue? {
        guard let value else { return ConvertedValue(value: Wrapped?.none as Any) }
        guard let converted = RuntimeAttributeValue.convert(value, to: Wrapped.self) else { return nil }
        return ConvertedValue(value: Wrapped?.some(converted) as Any)
    }
}
