import Foundation

/// `userDefinedRuntimeAttributes`: values Interface Builder sets by key path after the
/// object is made, before `awakeFromNib()`.
///
/// Linux has no KVC, so a key path is set when it is one of UIKit's (the layer's corner
/// radius, border, shadow and masking; the view's alpha, tag, colours, accessibility
/// identifier; a bar item's selected image), an `@IBInspectable` property `uikit-port`
/// wrote a setter for (through the property's setter, as KVC does: I6), an
/// `@Outlet`/`@Inspectable` property of the object (stored directly: a `didSet` does not
/// run), or one registered with ``UIStoryboard/registerRuntimeAttribute(_:for:set:)``. Any
/// other key path is UIKit's `NSUnknownKeyException`.
extension IBInstantiation {
    /// Applies the runtime attributes of every object made in this run, in creation order.
    func applyRuntimeAttributes() {
        var modules: [String]?
        for (id, object) in created {
            guard let element = document.elementsByID[id] else { continue }
            for attribute in element.items(in: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
                guard let keyPath = attribute["keyPath"] else { continue }
                let value = runtimeAttributeValue(attribute)
                if setUIKitKeyPath(keyPath, of: object, to: value) { continue }
                if modules == nil { modules = inspectableModules() }
                if let setter = IBInspectableCatalog.setter(keyPath, of: object, modules: modules ?? []) {
                    switch setter.set(object, value) {
                    case .set: continue
                    case .notApplicable: break
                    case .mismatch(let propertyType):
                        let diagnostic = UIKitDiagnostic.runtimeAttributeMismatch(value, propertyType: propertyType,
                                                                                        keyPath: keyPath, object: object)
                        IBCheckRecorder.keepOrRaise(document.error(attribute, diagnostic.message), diagnostic)
                        continue
                    }
                }
                if let outlet = findOutlet(keyPath, in: object), outlet.connect(runtimeAttribute: value) { continue }
                if let setter = UIStoryboard._runtimeAttributeSetter(keyPath, for: object) {
                    setter(object, value)
                    continue
                }
                if isFallback(object) { continue }  // the class that had it is missing (warned)
                let diagnostic = UIKitDiagnostic.notKeyValueCodingCompliant(object, key: keyPath)
                IBCheckRecorder.keepOrRaise(document.error(attribute, diagnostic.message), diagnostic)
            }
        }
    }

    /// Where setters generated for `@IBInspectable` properties of UIKit's classes may be: the
    /// modules of the custom classes made in this run, then those the bundle names.
    private func inspectableModules() -> [String] {
        var modules: [String] = []
        for (_, object) in created {
            let qualified = String(reflecting: type(of: object))
            guard let dot = qualified.firstIndex(of: "."), !qualified.hasPrefix("UIKit.") else { continue }
            let module = String(qualified[..<dot])
            if !modules.contains(module) { modules.append(module) }
        }
        for module in IBClassCatalog.moduleCandidates(for: bundle) where !modules.contains(module) { modules.append(module) }
        return modules
    }

    /// The attribute's value as Interface Builder typed it.
    private func runtimeAttributeValue(_ attribute: IBElement) -> Any? {
        switch attribute["type"] {
        case "boolean": return attribute.bool("value")
        case "number":
            let number = attribute.children.first { $0.key == "value" }
            return number?.double("value").map { CGFloat($0) }
        case "string", "localizedString": return attribute["value"] ?? ""
        case "color": return document.color(attribute.child("color", key: "value"))
        case "image": return attribute["value"].flatMap(UIImage.init(named:))
        case "size": return attribute.child("size", key: "value")?.size
        case "point":
            return attribute.child("point", key: "value").map { CGPoint(x: $0.double("x") ?? 0, y: $0.double("y") ?? 0) }
        case "rect": return attribute.child("rect", key: "value")?.rect
        default: return nil
        }
    }

    /// Sets one of the key paths UIKit's own classes answer; true when `keyPath` was one.
    private func setUIKitKeyPath(_ keyPath: String, of object: AnyObject, to value: Any?) -> Bool {
        let number = RuntimeAttributeValue.convert(value, to: CGFloat.self)
        if let view = object as? UIView {
            switch keyPath {
            case "layer.cornerRadius": view.layer.cornerRadius = number ?? 0
            case "layer.borderWidth": view.layer.borderWidth = number ?? 0
            case "layer.borderColor", "layer.borderUIColor": view.layer.borderColor = (value as? UIColor)?.cgColor
            case "layer.shadowColor": view.layer.shadowColor = (value as? UIColor)?.cgColor
            case "layer.shadowOpacity": view.layer.shadowOpacity = Float(number ?? 0)
            case "layer.shadowRadius": view.layer.shadowRadius = number ?? 0
            case "layer.shadowOffset": view.layer.shadowOffset = value as? CGSize ?? .zero
            case "layer.masksToBounds", "clipsToBounds": view.clipsToBounds = number.map { $0 != 0 } ?? false
            case "alpha": view.alpha = number ?? 1
            case "tag": view.tag = Int(exactly: (number ?? 0).rounded(.towardZero)) ?? 0
            case "backgroundColor": view.backgroundColor = value as? UIColor
            case "tintColor": view.tintColor = value as? UIColor
            case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String
            default: return false
            }
            return true
        }
        if let item = object as? UITabBarItem, keyPath == "selectedImage" {
            item.selectedImage = value as? UIImage
            return true
        }
        return false
    }
}

/// Marks a property a storyboard's user-defined runtime attributes set by name: the Linux
/// spelling of `@IBInspectable` (the same wrapper as ``Outlet``, under the name that says
/// what it is for), for hand-written code. Difference from UIKit: the value is stored
/// directly, so a `didSet` does not run; apply it in `awakeFromNib()`. (`uikit-port` ports
/// `@IBInspectable` to a generated `_IBInspectable` setter instead, through which it does.)
public typealias Inspectable = Outlet

extension UIStoryboard {
    nonisolated(unsafe) private static var runtimeAttributeSetters: [(keyPath: String, type: AnyClass, set: @MainActor (AnyObject, Any?) -> Void)] = []

    /// Makes storyboards and nibs set `keyPath` of objects of `type` (and its subclasses) with
    /// `set`: the Linux spelling of an `@IBInspectable` property declared in an extension
    /// (OpenUIKit addition; UIKit sets it through KVC). Register before loading.
    ///
    ///     UIStoryboard.registerRuntimeAttribute("borderWidth", for: UIView.self) { view, value in
    ///         view.layer.borderWidth = value as? CGFloat ?? 0
    ///     }
    public static func registerRuntimeAttribute<Object: AnyObject>(_ keyPath: String, for type: Object.Type,
                                                                   set: @escaping @MainActor (Object, Any?) -> Void) {
        runtimeAttributeSetters.append((keyPath, type, { object, value in if let object = object as? Object { set(object, value) } }))
    }

    /// The registered setter for `keyPath` that applies to `object`, the latest first.
    static func _runtimeAttributeSetter(_ keyPath: String, for object: AnyObject) -> (@MainActor (AnyObject, Any?) -> Void)? {
        runtimeAttributeSetters.last { $0.keyPath == keyPath && UIKit.isSubclass(type(of: object), of: $0.type) }?.set
    }
}

/// Whether `type` is `base` or inherits from it.
func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
        if candidate == base { return true }
        current = _getSuperclass(candidate)
    }
    return false
}
