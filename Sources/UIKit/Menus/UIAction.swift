import Foundation

/// What an action runs when it is performed: UIKit's name for the handler's type.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element or control action with a title, an image and a handler: used in menus,
/// by bar button items (`primaryAction`) and controls (`addAction(_:for:)`).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name identifying the action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier (a unique one when none is given).
    public let identifier: Identifier
    /// Display attributes.
    open var attributes: UIMenuElement.Attributes
    /// The checked state in a menu.
    open var state: UIMenuElement.State
    /// A title for discoverability (keyboard shortcuts).
    open var discoverabilityTitle: String?
    /// The object that sent the action, while its handler runs (the control, the bar button
    /// item; nil when chosen in a context menu).
    public private(set) var sender: Any?
    private let handler: UIActionHandler

    /// Creates an action.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
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

    override var _menuAttributes: UIMenuElement.Attributes { attributes }
    override var _menuState: UIMenuElement.State { state }
}
