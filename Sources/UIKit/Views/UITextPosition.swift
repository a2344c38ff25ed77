import Foundation

/// A place in a text field's or text view's text, between two UTF-16 code units.
///
/// Difference from UIKit: UIKit's class is abstract, each text view subclassing it; here one
/// concrete position holds its UTF-16 offset (`_offset`), and positions from any field
/// compare by offset.
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the start of the text.
    let _offset: Int

    init(_offset offset: Int) {
        _offset = offset
        super.init()
    }

    /// Equal when the offsets are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?._offset == _offset }
    /// The offset.
    open override var hash: Int { _offset }
}
