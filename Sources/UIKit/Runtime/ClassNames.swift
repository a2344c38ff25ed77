import Foundation

/// The Objective-C runtime's name of an object's class, as a C string that lives as long as the
/// program (the runtime's names do too): UIKit's own classes by their plain names
/// (`"UITapGestureRecognizer"`), an app's Swift class `App.MyView` by the runtime name Swift
/// gives it (`"_TtC3App6MyView"`), `"nil"` for nil. Difference from iOS: classes nested in
/// other types, generic classes and classes renamed with `@objc(Name)` get their Swift name
/// (`"App.Outer.Inner"`), not the runtime's.
public func object_getClassName(_ obj: Any?) -> UnsafePointer<CChar> {
    RuntimeClassNames.shared.interned(obj.map { RuntimeClassNames.runtimeName(of: type(of: $0 as AnyObject)) } ?? "nil")
}

/// Class names handed out as C strings, each made once and kept.
private final class RuntimeClassNames: @unchecked Sendable {
    static let shared = RuntimeClassNames()
    private let lock = NSLock()
    private var names: [String: UnsafePointer<CChar>] = [:]

    func interned(_ name: String) -> UnsafePointer<CChar> {
        lock.withLock {
            if let existing = names[name] { return existing }
            let made = UnsafePointer(strdup(name)!)
            names[name] = made
            return made
        }
    }

    /// UIKit's classes as iOS names them; a top-level Swift class of another module as Swift
    /// registers it with the runtime (`_TtC`, then each name after its length).
    static func runtimeName(of type: AnyClass) -> String {
        let components = String(reflecting: type).split(separator: ".").map(String.init)
        guard components.count == 2 else { return components.joined(separator: ".") }
        if components[0] == "UIKit" || components[0] == "Foundation" { return components[1] }
        return "_TtC" + components.map { "\($0.utf8.count)\($0)" }.joined()
    }
}
