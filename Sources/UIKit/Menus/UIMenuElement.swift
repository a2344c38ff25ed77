import Foundation

/// The base of everything a menu shows: actions (``UIAction``), commands (``UICommand``),
/// submenus (``UIMenu``) and elements provided later (``UIDeferredMenuElement``).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element shows and behaves in a menu, with UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown (its key command still works).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the element is chosen (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The checked state of an element, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Unchecked.
        case off
        /// Checked: a checkmark shows beside the title.
        case on
        /// Partly checked, as for a selection of mixed values; OpenUIKit's menus show no mark for it.
        case mixed
    }

    /// The size of the elements of an inline menu (iOS 16), with UIKit's raw values.
    public enum Size: Int, Sendable {
        /// Small elements (icons in a row in UIKit); OpenUIKit's menus show every size as full rows.
        case small = 0
        /// Medium elements (icons with titles in a row in UIKit); shown as full rows here.
        case medium = 1
        /// Full-size rows, as in a non-inline menu (the default).
        case large = 2
    }

    /// The title shown.
    public let title: String
    /// The image shown beside the title.
    public let image: UIImage?
    /// A second line under the title (iOS 15).
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title; self.image = image
    }

    /// `<Module.Class: 0x…>`, as UIKit prints objects.
    nonisolated open override var description: String { "<\(objectClassName(self)): \(objectAddress(self))>" }

    /// The attributes the menu draws the element with (none for submenus).
    var _menuAttributes: Attributes { [] }
    /// The checked state the menu draws (off for submenus).
    var _menuState: State { .off }
}
