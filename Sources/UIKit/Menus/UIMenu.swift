import Foundation

/// A menu: a titled list of elements (actions, commands, submenus). An inline menu
/// (`.displayInline`) shows its children in its parent, between separators; another opens as
/// a submenu when chosen.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// Display options, with UIKit's raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent menu, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are drawn destructive. Difference from UIKit: stored, not yet drawn.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on (iOS 15). Difference from UIKit: choosing a child does not
        /// yet turn the others off; the app sets the states.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a palette of images (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A name identifying a menu, as UIKit's system menus have.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's identifier (a unique one when none is given).
    public let identifier: Identifier
    /// The menu's options.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]
    /// The size of an inline menu's elements (iOS 16). Default `.large`.
    open var preferredElementSize: UIMenuElement.Size = .large

    /// Creates a menu (every UIKit spelling: the iOS 13 one, the iOS 15 one with `subtitle`,
    /// the iOS 16 one with `preferredElementSize`).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: UIMenuElement.Size = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options; self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
        self.preferredElementSize = preferredElementSize
    }

    /// A copy with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let menu = UIMenu(title: title, image: image, identifier: identifier, options: options,
                          preferredElementSize: preferredElementSize, children: newChildren)
        menu.subtitle = subtitle
        return menu
    }

    /// The children that are on, in a `.singleSelection` menu or any other (iOS 16).
    open var selectedElements: [UIMenuElement] { children.filter { $0._menuState == .on } }
}
