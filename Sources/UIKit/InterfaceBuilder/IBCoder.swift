import Foundation

/// The `NSCoder` that `init?(coder:)` receives for an object made from a storyboard or nib.
///
/// It answers keyed decoding from the object's element: an attribute by its name
/// (`decodeObject(forKey: "text")`, `decodeBool(forKey: "hidden")`), or a child element's text
/// by its key. UIKit's own classes read their properties from it in their `init?(coder:)`,
/// so a subclass's `required init?(coder:)` sees them set after `super.init(coder:)`, as on
/// iOS.
final class IBCoder: NSCoder {
    /// The element of the object being decoded.
    let element: IBElement
    /// The instantiation the object belongs to (to register it and decode its children).
    let instantiation: IBInstantiation

    init(element: IBElement, instantiation: IBInstantiation) {
        self.element = element
        self.instantiation = instantiation
        super.init()
    }

    /// The colour of the `<color key=…>` child of `parent` (the object's element by default).
    func color(_ key: String, in parent: IBElement? = nil) -> UIColor? {
        instantiation.document.color((parent ?? element).child("color", key: key))
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let value = element[key] { return value }
        guard let child = element.child(key: key) else { return nil }
        return child["#text"] ?? child["value"]
    }

    override func decodeBool(forKey key: String) -> Bool { element.bool(key) ?? false }
    override func decodeDouble(forKey key: String) -> Double { element.double(key) ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(element.double(key) ?? 0) }
    override func decodeInteger(forKey key: String) -> Int { element.int(key) ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
}
