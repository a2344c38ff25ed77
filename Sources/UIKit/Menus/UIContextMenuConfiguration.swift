import Foundation

/// Makes a context menu's preview controller (nil: the source view itself is the preview).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// Makes a context menu's menu from the suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: a preview (a controller) and a menu, both made when the menu
/// opens, named by an identifier the delegate can recognise later.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Makes the preview's controller (nil: the source view itself is the preview).
    public typealias PreviewProvider = UIContextMenuContentPreviewProvider
    /// Makes the menu from the actions the system suggests (none for apps' own views).
    public typealias ActionProvider = UIContextMenuActionProvider

    /// The identifier given at creation (a unique string when none was).
    public let identifier: any NSCopying
    let _previewProvider: PreviewProvider?
    let _actionProvider: ActionProvider?

    /// Creates a configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        _previewProvider = previewProvider; _actionProvider = actionProvider
    }

    /// `<Module.Class: 0x…>`, as UIKit prints objects.
    nonisolated open override var description: String { "<\(objectClassName(self)): \(objectAddress(self))>" }
}
