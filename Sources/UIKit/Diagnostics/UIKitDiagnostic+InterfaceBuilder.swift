import Foundation

/// The storyboard and nib messages of the catalog (L6, I1–I5).
extension UIKitDiagnostic {
    /// L6: UIKit's console line for a `customClass` no class answers to.
    static func unknownInterfaceBuilderClass(_ name: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "unknownInterfaceBuilderClass", rule: "L6", kind: .warning,
                        message: "Unknown class \(name) in Interface Builder file.")
    }

    /// L6: an element OpenUIKit has no class for; it becomes a plain view or controller (ours).
    static func unknownInterfaceBuilderElement(_ name: String, file: String, line: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "unknownInterfaceBuilderElement", rule: "L6", kind: .warning,
                        message: "\(file):\(line): <\(name)> is not supported by OpenUIKit yet; it was loaded as a plain "
                            + "\(IBClassCatalog.controllerElements.contains(name) ? "UIViewController" : "UIView").")
    }

    /// L6: a size-class variation of a property OpenUIKit cannot vary yet (ours); the value
    /// for any size class stays.
    static func unsupportedTraitVariation(_ what: String, file: String, line: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "unsupportedTraitVariation", rule: "L6", kind: .warning,
                        message: "\(file):\(line): the size-class variation of \(what) is not supported by OpenUIKit yet; the value for any size class is used.")
    }

    /// I2: UIKit's `NSUnknownKeyException` reason for an outlet the object does not have.
    static func notKeyValueCodingCompliant(_ object: AnyObject, key: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "NSUnknownKeyException", rule: "I2", kind: .exception,
                        message: "[\(describe(object)) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    /// I6: key-value coding asks a runtime attribute's value for a scalar property's value
    /// (`boolValue`, `doubleValue`, …), and a value without that method is UIKit's
    /// `NSInvalidArgumentException`. A property of another type KVC would set to the wrong
    /// kind of object, to fail where it is used; OpenUIKit says so at once (ours).
    static func runtimeAttributeMismatch(_ value: Any?, propertyType: String, keyPath: String, object: AnyObject) -> UIKitDiagnostic {
        let valueClass = switch value {
        case is CGFloat, is Bool: "__NSCFNumber"
        case is String: "__NSCFString"
        case let value?: objectClassName(value)
        case nil: "NSNull"
        }
        let selector: String? = switch propertyType {
        case "Bool": "boolValue"
        case "Double", "CGFloat": "doubleValue"
        case "Float": "floatValue"
        case "Int", "Int64", "UInt", "UInt64": "longLongValue"
        case "Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32": "intValue"
        default: nil
        }
        guard let selector else {
            return UIKitDiagnostic(name: "runtimeAttributeMismatch", rule: "I6", kind: .exception,
                                   message: "The runtime attribute \(keyPath) of \(describe(object)) is a \(valueClass), which its property of type "
                                       + "\(propertyType) cannot hold (iOS would store it and fail where it is used).")
        }
        return UIKitDiagnostic(name: "runtimeAttributeMismatch", rule: "I6", kind: .exception,
                               message: "-[\(valueClass) \(selector)]: unrecognized selector sent to instance \(objectAddress((value ?? NSNull()) as AnyObject))")
    }

    /// I1: UIKit's `NSInvalidArgumentException` reason for an unknown storyboard identifier.
    static func noControllerWithIdentifier(_ storyboard: AnyObject, identifier: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "noControllerWithIdentifier", rule: "I1", kind: .exception,
                        message: "Storyboard (\(describe(storyboard))) doesn't contain a view controller with identifier '\(identifier)'")
    }

    /// I1: UIKit's `NSInvalidArgumentException` reason for a storyboard not in the bundle.
    static func storyboardNotFound(_ name: String, bundle: Bundle) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "storyboardNotFound", rule: "I1", kind: .exception,
                        message: "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
    }

    /// I1: a storyboard or nib file that cannot be read (ours: Xcode refuses such files at
    /// build time); the message names the file, line and problem.
    static func interfaceBuilderFileInvalid(_ error: InterfaceBuilderError) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "interfaceBuilderFileInvalid", rule: "I1", kind: .exception, message: error.description)
    }

    /// I3: UIKit's `NSInvalidArgumentException` reason for `performSegue` with an unknown id.
    static func noSegueWithIdentifier(_ controller: AnyObject, identifier: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "noSegueWithIdentifier", rule: "I3", kind: .exception,
                        message: "Receiver (\(describe(controller))) has no segue with identifier '\(identifier)'")
    }

    /// L2: UIKit's `NSInternalInconsistencyException` reason for a nib without a view outlet.
    static func nibViewOutletNotSet(_ controller: AnyObject, nibName: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "nibViewOutletNotSet", rule: "L2", kind: .exception,
                        message: "-[\(objectClassName(controller)) _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set.")
    }

    /// I2: UIKit's console message for a named image a storyboard or nib uses that the
    /// bundle does not have (the property stays nil).
    static func imageNotFoundInNib(_ name: String, bundle: Bundle) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "imageNotFoundInNib", rule: "I2", kind: .warning,
                        message: "Could not load the \"\(name)\" image referenced from a nib in the bundle with identifier \"\(bundle.bundleIdentifier ?? "(null)")\"")
    }

    /// I1: UIKit's console message for a main storyboard without an initial controller.
    static func noInitialViewControllerForMainStoryboard(_ name: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "noInitialViewControllerForMainStoryboard", rule: "I1", kind: .warning,
                        message: "Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?")
    }
}

/// What storyboards and nibs hold that OpenUIKit does not decode (IU1–IU3; ours: UIKit
/// decodes them all).
extension UIKitDiagnostic {
    /// IU1: a child element of a decoded object that nothing read (`path` is the object and
    /// the elements it sits in, `<button><state key="normal">`).
    static func undecodedInterfaceBuilderElement(_ element: String, of path: String, file: String, line: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "undecodedInterfaceBuilderElement", rule: "IU1", kind: .warning,
                        message: "\(file):\(line): \(element) of \(path) is not decoded by OpenUIKit yet; it was ignored.")
    }

    /// IU1: an attribute of a decoded object, or of an element it took, that nothing read.
    /// A value longer than 40 characters is cut.
    static func undecodedInterfaceBuilderAttribute(_ name: String, value: String, of path: String, file: String, line: Int) -> UIKitDiagnostic {
        let shown = value.count > 40 ? value.prefix(39) + "…" : Substring(value)
        return UIKitDiagnostic(name: "undecodedInterfaceBuilderAttribute", rule: "IU1", kind: .warning,
                               message: "\(file):\(line): the attribute \(name)=\"\(shown)\" of \(path) is not decoded by OpenUIKit yet; it was ignored.")
    }

    /// IU3: a connection left unmade because its source or its destination is inside an
    /// element that was not decoded (`destination` nil: the source was not made).
    static func interfaceBuilderConnectionNotMade(_ kind: String, name: String, source: String, sourceLine: Int, destination: String?,
                                                  undecoded: String, undecodedLine: Int, file: String, line: Int) -> UIKitDiagnostic {
        let end = destination.map { "its destination \($0) was never made" } ?? "its source (line \(sourceLine)) was never made"
        return UIKitDiagnostic(name: "interfaceBuilderConnectionNotMade", rule: "IU3", kind: .warning,
                               message: "\(file):\(line): the \(kind) \"\(name)\" of \(source) was not connected: \(end), because "
                                   + "\(undecoded) (line \(undecodedLine)) is not decoded by OpenUIKit yet.")
    }
}
