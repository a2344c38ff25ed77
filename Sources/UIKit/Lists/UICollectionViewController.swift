import Foundation

/// A view controller whose view is a collection view, which it serves as data source and
/// delegate. Without a nib or storyboard view it makes one with its layout; the first time
/// it is about to appear it reloads; with ``clearsSelectionOnViewWillAppear`` it deselects
/// the selected items each time.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let _layout: UICollectionViewLayout?
    private var _hasAppeared = false
    /// Whether `viewWillAppear` deselects the selected items. Default true.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller that makes a collection view with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose view comes from a nib (or, without one, a collection view
    /// with a flow layout).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _layout = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from a storyboard; its collection view comes from the scene.
    public required init?(coder: NSCoder) {
        _layout = nil
        super.init(coder: coder)
    }

    /// Whether the controller adds the long press that moves items interactively. Default
    /// true. Difference from UIKit: kept, no gesture is added; an app drives the movement with
    /// `beginInteractiveMovementForItem(at:)` and the rest (TP6).
    open var installsStandardGestureForInteractiveMovement = true
    /// Whether a push of this controller onto another collection view controller animates
    /// between their layouts. Default false. Difference from UIKit: kept, pushes never do.
    open var useLayoutToLayoutNavigationTransitions = false

    /// The collection view: the controller's view.
    open var collectionView: UICollectionView! {
        get { _assignedCollectionView ?? view as? UICollectionView }
        set {
            _assignedCollectionView = newValue
            // SG7: the controller's own collection view is replaced as its view; a root view of
            // another kind (an app's `loadView`) stays, and holds the new one as a subview.
            if !isViewLoaded || viewIfLoaded is UICollectionView { view = newValue }
        }
    }
    /// The collection view set through ``collectionView``, kept when the root view is another.
    private var _assignedCollectionView: UICollectionView?

    /// The layout of the collection view.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// The scene's or nib's view, else a new collection view with the controller as data
    /// source and delegate.
    open override func loadView() {
        _defaultLoadView {
            let view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: _layout ?? UICollectionViewFlowLayout())
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.dataSource = self
            view.delegate = self
            return view
        }
    }

    /// Reloads the first time, then clears the selection when asked to.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !_hasAppeared {
            _hasAppeared = true
            if collectionView._counts == nil { collectionView.reloadData() }
        }
        if clearsSelectionOnViewWillAppear {
            for item in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: item, animated: animated) }
        }
    }

    /// 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// 0: a subclass supplies the items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A subclass supplies the cells; reaching this is a data source error, as in UIKit.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("-[UICollectionViewController collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance \(self)")
    }
    /// Moves an item's data (a drag reorder, O23; an interactive movement, TP6). Default:
    /// none (the drop delegate is asked; the movement moves nothing).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView._listDragDrop?.moveMethodIsDefault = true
    }
    /// A subclass supplies the supplementary views; without them UIKit's exception is raised
    /// once the layout places one (LL6).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        _MissingSupplementaryView(frame: .zero)
    }
    /// True: every item can move (TP6).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// No index (TP4).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of the section at the title's position (SX8).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing (LL7).
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Nothing (LL7).
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Sets the controller's editing state, then the collection view's (H7).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    /// The iOS 13 method's configuration for the first item (H6).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        _firstItemMenuConfiguration(collectionView, indexPaths: indexPaths, point: point)
    }
    /// No context menu.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}

    // MARK: The rest of iOS 17's delegate (TP1: open, so overrides are called)

    /// True unless the collection view is editing (TP5).
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }
    /// Nothing (TP5).
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// false. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// false. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) -> Bool { false }
    /// Nothing. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) {}
    /// A transition layout between the two, for an interactive change of layout (CV17).
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// true. Never called: no focus engine (TP1).
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    /// true. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        true
    }
    /// Nothing. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                             with coordinator: UIFocusAnimationCoordinator) {}
    /// nil. Never called (TP1).
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    /// false. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool { false }
    /// The deprecated question with the current and proposed index paths (TP6).
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// The proposed index path (TP6).
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// The proposed offset, when the layout changes (CV16).
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// true. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// true. Never called: no spring loading (TP1).
    open func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                             with context: any UISpringLoadedInteractionContext) -> Bool { true }
    /// false. Never called: no two-finger selection pan (TP1).
    open func collectionView(_ collectionView: UICollectionView,
                             shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Nothing. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing. Never called (TP1).
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    /// nil. Never called: the menu shows no preview (TP1).
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }
    /// nil. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }
    /// Nothing. Never called for items yet (TP1).
    open func collectionView(_ collectionView: UICollectionView,
                             willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {}
    /// nil. Never called: a drag stays in the app (TP1).
    open func collectionView(_ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIWindowScene.ActivationConfiguration? { nil }
    /// The deprecated highlighting question. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    /// The deprecated dismissing question. Never called (TP1).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    // MARK: Scroll view delegate

    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing: the content comes to rest at the target.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// nil: the list does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// true: a tap on the status bar scrolls the list to its top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
