import Foundation

/// The base of menu elements: actions and menus.
@MainActor
open class UIMenuElement {
    /// The title shown.
    public let title: String
    /// The image shown.
    public let image: UIImage?
    /// A longer description.
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title; self.image = image
    }
}

/// An action with a title, an image and a handler: used by bar button items (as
/// `primaryAction` or inside a `menu`) and, later, controls.
@MainActor
open class UIAction: UIMenuElement {
    /// A name identifying the action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Display attributes, as UIKit.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The identifier (a unique one when none is given).
    public let identifier: Identifier
    /// Display attributes.
    open var attributes: Attributes
    /// The checked state in a menu.
    open var state: UIMenuElement.State
    /// A title for discoverability (keyboard shortcuts).
    open var discoverabilityTitle: String?
    /// The object that sent the action, while its handler runs (the bar button item).
    public private(set) var sender: Any?
    private let handler: @MainActor (UIAction) -> Void

    /// Creates an action.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes; self.state = state; self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` (what UIKit does when the user chooses the action).
    func _perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension UIMenuElement {
    /// The checked state of a menu element, as UIKit.
    public enum State: Int, Sendable { case off, on, mixed }
}

/// A menu: a titled list of actions and submenus.
@MainActor
open class UIMenu: UIMenuElement {
    /// Display options, as UIKit.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's options.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.options = options; self.children = children
        super.init(title: title, image: image)
    }

    /// A copy with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, options: options, children: newChildren)
    }
}
