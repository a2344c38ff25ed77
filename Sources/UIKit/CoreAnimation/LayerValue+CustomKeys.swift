import Foundation

/// Values of keys a layer does not declare (`setValue(0.5, forKey: "progress")`, an app's
/// `@NSManaged var progress`): their kind is read from the values themselves, and values
/// written back keep the Swift type the app stored, because on Linux an `NSNumber` does not
/// cast to `CGFloat` nor a `Double` to `CGFloat` as they bridge on iOS (LK5).
extension LayerValue {
    /// The kind of an arbitrary value, or nil when animations cannot interpolate it.
    static func inferredKind(of any: Any) -> Kind? {
        switch any {
        case is CGFloat, is Double, is Float, is Int, is NSNumber: return .number
        case is CGPoint: return .point
        case is CGSize: return .size
        case is CGRect: return .rect
        case is CATransform3D: return .transform
        case is CGColor: return .color
        case is CGPath: return .path
        case let value as NSValue:
            let type = String(cString: value.objCType)
            if type == "[16d]" { return .transform }
            if type.hasPrefix("{CGRect") { return .rect }
            if type.hasPrefix("{CGPoint") { return .point }
            if type.hasPrefix("{CGSize") { return .size }
            return nil
        case let list as [Any]:
            if list.isEmpty { return nil }
            if list.allSatisfy({ $0 is CGColor }) { return .colors }
            if list.allSatisfy({ LayerValue.number($0) != nil }) { return .numbers }
            return nil
        default: return nil
        }
    }

    /// The value with the Swift type of `template` (what the app stored for the key): a
    /// number as `CGFloat`, `Double`, `Float` or `NSNumber` like the template (`CGFloat`
    /// without one), a point, size, rectangle or transform as an `NSValue` when the template
    /// is one (the plain struct otherwise).
    func anyValue(like template: Any?) -> Any? {
        switch self {
        case let .number(v):
            switch template {
            case is Double: return Double(v)
            case is Float: return Float(v)
            case is CGFloat: return v
            case is Int: return v
            case is NSNumber: return NSNumber(value: Double(v))
            default: return v
            }
        case let .point(v): return template is NSValue ? NSValue(cgPoint: v) : v
        case let .size(v): return template is NSValue ? NSValue(cgSize: v) : v
        case let .rect(v): return template is NSValue ? NSValue(cgRect: v) : v
        case let .transform(v): return template is NSValue ? NSValue(caTransform3D: v) : v
        case let .numbers(v): return v
        default: return anyValue
        }
    }
}

/// Reads a layer's key-value store as a Swift type, converting what bridges on iOS (an
/// `NSNumber`, `Double`, `Float` or `Int` read as `CGFloat`; an `NSValue` as `CGPoint`,
/// `CGSize`, `CGRect` or `CATransform3D`). The porter's layer properties read through it (LK5).
enum LayerKeyValueCast {
    static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
        guard let value else { return nil }
        if let exact = value as? T { return exact }
        if let number = LayerValue.number(value) {
            switch type {
            case is CGFloat.Type: return number as? T
            case is Double.Type: return Double(number) as? T
            case is Float.Type: return Float(number) as? T
            case is Int.Type: return Int(number) as? T
            case is Bool.Type: return (number != 0) as? T
            case is NSNumber.Type: return NSNumber(value: Double(number)) as? T
            default: break
            }
        }
        if let boxed = value as? NSValue, let kind = LayerValue.inferredKind(of: boxed) {
            switch kind {
            case .point: return boxed.cgPointValue as? T
            case .size: return boxed.cgSizeValue as? T
            case .rect: return boxed.cgRectValue as? T
            case .transform: return boxed.caTransform3DValue as? T
            default: break
            }
        }
        if let bool = value as? Bool, type is NSNumber.Type { return NSNumber(value: bool) as? T }
        return nil
    }
}
