import Foundation

/// The context menu of a table or collection view (H6): the list owns one interaction,
/// and a long press asks the list's delegate for the configuration of the row or items
/// under the finger, then tells it when the menu shows and closes.
@preconcurrency @MainActor
final class ListContextMenuSource: UIContextMenuInteractionDelegate {
    /// What the list's delegate answers.
    struct Callbacks {
        var configuration: @MainActor (CGPoint) -> UIContextMenuConfiguration?
        var willDisplay: @MainActor (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
        var willEnd: @MainActor (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
    }

    private let callbacks: Callbacks
    private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)

    init(view: UIView, callbacks: Callbacks) {
        self.callbacks = callbacks
        view.addInteraction(interaction)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        callbacks.configuration(location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        callbacks.willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        callbacks.willEnd(configuration, animator)
    }
}

extension UITableView {
    /// Installs the table's context menu (H6).
    func _installContextMenu() {
        _contextMenuSource = ListContextMenuSource(view: self, callbacks: .init(
            configuration: { [unowned self] point in
                guard let indexPath = indexPathForRow(at: point) else { return nil }
                return _tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
            },
            willDisplay: { [unowned self] in _tableDelegate?.tableView(self, willDisplayContextMenu: $0, animator: $1) },
            willEnd: { [unowned self] in _tableDelegate?.tableView(self, willEndContextMenuInteraction: $0, animator: $1) }))
    }
}

extension UICollectionView {
    /// Installs the collection view's context menu (H6).
    func _installContextMenu() {
        _contextMenuSource = ListContextMenuSource(view: self, callbacks: .init(
            configuration: { [unowned self] point in
                let indexPaths = indexPathForItem(at: point).map { [$0] } ?? []
                return _collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
            },
            willDisplay: { [unowned self] in _collectionDelegate?.collectionView(self, willDisplayContextMenu: $0, animator: $1) },
            willEnd: { [unowned self] in _collectionDelegate?.collectionView(self, willEndContextMenuInteraction: $0, animator: $1) }))
    }
}
