import Foundation

/// A text field's border styles, overlay view modes and reasons editing ended.
extension UITextField {
    /// The border drawn around the text, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle, the style Xcode gives new fields.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, ``leftView``, ``rightView``) shows, with
    /// UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        /// Never (the default).
        case never = 0
        /// Only while editing.
        case whileEditing = 1
        /// Only while not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended, with UIKit's raw values (iOS has only `.committed`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
    }
}
