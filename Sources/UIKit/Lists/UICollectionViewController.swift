import Foundation

/// A view controller whose view is a collection view, which it serves as data source and
/// delegate. Without a nib or storyboard view it makes one with its layout; the first time
/// it is about to appear it reloads; with ``clearsSelectionOnViewWillAppear`` it deselects
/// the selected items each time.
@MainActor
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

    /// Creates a controller from a storyboard; its collection view comes from the scene.
    public required init?(coder: NSCoder) {
        _layout = nil
        super.init(coder: coder)
    }

    /// The collection view: the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

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
    /// Moves an item's data (a drag reorder, O23). Default: none (the drop delegate is asked).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView._listDragDrop?.moveMethodIsDefault = true
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
    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
