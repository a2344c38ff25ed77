import Foundation

/// What the delegate's will-display and will-end callbacks receive: add animations to run
/// with the menu's own, and completions to run after it.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller, when the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the menu's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` after the menu's animation.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator UIKit passes to the context menu's delegates: animations and completions
/// collected now, run by the menu's animation on the scheduler's clock.
@preconcurrency @MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) { self.previewViewController = previewViewController }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
}

/// The animator of a tap on the preview: `preferredCommitStyle` says whether the preview
/// pops into place (`.pop`, the app presents or pushes it in a completion) or just closes.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves. Default `.pop`.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a tapped preview leaves, with UIKit's raw values.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview shrinks back into the menu's source as the menu closes.
    case dismiss = 0
    /// The preview grows into the destination shown.
    case pop = 1
}

/// The commit animator (see ``UIContextMenuInteractionCommitAnimating``).
@preconcurrency @MainActor
final class ContextMenuCommitAnimator: UIContextMenuInteractionCommitAnimating {
    let base: ContextMenuAnimator
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    init(_ base: ContextMenuAnimator) { self.base = base }
    var previewViewController: UIViewController? { base.previewViewController }
    func addAnimations(_ animations: @escaping () -> Void) { base.addAnimations(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { base.addCompletion(completion) }
}
