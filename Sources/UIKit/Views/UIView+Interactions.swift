import Foundation

/// Behaviour a view gains by adding the object (a context menu, drag and drop…): UIKit
/// tells it when it moves to a view.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// The interaction is about to be attached to `view` (nil: detached).
    func willMove(to view: UIView?)
    /// The interaction was attached to `view` (nil: detached).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order added.
    var _defaultInteractions: [any UIInteraction] {
        get { _interactions }
        set {
            for interaction in _interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction` (detaching it from another view first).
    func _defaultAddInteraction(_ interaction: any UIInteraction) {
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        guard !_interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        _interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`.
    func _defaultRemoveInteraction(_ interaction: any UIInteraction) {
        guard let index = _interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
