import Foundation

/// Where an edit menu's arrow points, with UIKit's raw values (iOS 16).
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// Above or below the target, as there is room.
    case automatic = 0
    /// The arrow points up (the menu below the target).
    case up
    /// The arrow points down (the menu above the target).
    case down
    /// The arrow points left.
    case left
    /// The arrow points right.
    case right
}

/// What an ``UIEditMenuInteraction`` presents (iOS 16): an identifier the delegate can tell
/// menus apart by, and the point in the interaction's view the menu is for (EM3).
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The identifier given, or a unique one made when none was.
    public let identifier: any NSCopying
    /// The point in the interaction's view the menu is for.
    public let sourcePoint: CGPoint
    /// Where the menu's arrow should point. Default `.automatic`. Kept, not drawn.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration for a menu at `sourcePoint` (in the interaction's view).
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// What the edit menu interaction's delegate is told as the menu appears or goes: add
/// animations to run with the menu's and completions to run after (iOS 16).
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` alongside the menu's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` after the menu's animation.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The delegate of an ``UIEditMenuInteraction``. Every method has a default.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show for `configuration`, given the standard edit actions the responder
    /// chain can perform; nil shows none. Default: a menu of the suggested actions (EM3).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle (in the interaction's view) the menu points at. Default: a zero-size
    /// rectangle at the configuration's source point (EM4).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to appear (EM4).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to go: dismissed, another shown, or an action chosen (EM4).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// The suggested actions, as one menu.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }
    /// A zero-size rectangle at the source point.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
}

/// The animator the delegate is given: animations collected now and run in the menu's fade on
/// the clock, completions after it.
@preconcurrency @MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// EM4: runs the animations in a 0.2 s animation on the clock, the completions when it ends.
    func run() {
        let animations = self.animations, completions = self.completions
        guard !animations.isEmpty || !completions.isEmpty else { return }
        UIView.animate(withDuration: 0.2, animations: { for animation in animations { animation() } },
                       completion: { _ in for completion in completions { completion() } })
    }
}
