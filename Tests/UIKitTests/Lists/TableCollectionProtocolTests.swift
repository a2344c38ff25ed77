import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// MARK: Controllers overriding every method the iOS 17 SDK adds to the protocols (TP1)

/// A table controller overriding each data source and delegate method added for TP1, as an iOS
/// app's subclass would: the shapes cannot drift from iOS's without this failing to compile.
@MainActor
final class EveryMethodTableController: UITableViewController {
    var events: [String] = []
    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = name(indexPath)
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(name(indexPath)) level=\(cell.indentationLevel)")
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { events.append("sectionIndexTitles"); return ["A", "B"] }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { 1 - index }
    override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        events.append("didEndDisplayingHeaderView \(section)")
    }
    override func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        events.append("didEndDisplayingFooterView \(section)")
    }
    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        events.append("indentationLevel \(name(indexPath))")
        return indexPath.row + 1
    }
    override func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        events.append("canPerformPrimaryAction \(name(indexPath))")
        return true
    }
    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        events.append("performPrimaryAction \(name(indexPath))")
    }
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        [UITableViewRowAction(style: .normal, title: "Flag") { _, _ in }]
    }
    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                            withSender sender: Any?) -> Bool { action == Selector("copy:") }
    override func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {
        events.append("performAction \(action)")
    }
    override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { false }
    override func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        context.nextFocusedIndexPath?.row == 1
    }
    override func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                            with coordinator: UIFocusAnimationCoordinator) {}
    override func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { IndexPath(row: 1, section: 1) }
    override func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
                            with context: UISpringLoadedInteractionContext) -> Bool { false }
    override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    override func tableView(_ tableView: UITableView,
                            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        UITargetedPreview(view: tableView)
    }
    override func tableView(_ tableView: UITableView,
                            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }
    override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionCommitAnimating) {}
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// A collection controller overriding each data source and delegate method it gained for TP1.
@MainActor
final class EveryMethodCollectionController: UICollectionViewController {
    var events: [String] = []
    var items = ["a", "b", "c", "d"]
    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "C", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("moveItem \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "H", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        events.append("canMoveItem \(name(indexPath))")
        return true
    }
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { events.append("indexTitles"); return ["A"] }
    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 2, section: 0)
    }
    override func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                                 forElementKind elementKind: String, at indexPath: IndexPath) {
        events.append("willDisplaySupplementaryView \(name(indexPath))")
    }
    override func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                                 forElementOfKind elementKind: String, at indexPath: IndexPath) {
        events.append("didEndDisplayingSupplementaryView \(name(indexPath))")
    }
    override func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        events.append("canPerformPrimaryAction \(name(indexPath))")
        return true
    }
    override func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        events.append("performPrimaryAction \(name(indexPath))")
    }
    override func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { true }
    override func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                                 withSender sender: Any?) -> Bool { true }
    override func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                                 withSender sender: Any?) {}
    override func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                                 newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: toLayout, nextLayout: fromLayout)
    }
    override func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { false }
    override func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        false
    }
    override func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                                 with coordinator: UIFocusAnimationCoordinator) {}
    override func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { IndexPath(item: 1, section: 0) }
    override func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool { true }
    override func collectionView(_ collectionView: UICollectionView,
                                 targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                 atCurrentIndexPath currentIndexPath: IndexPath,
                                 toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        events.append("targetIndexPath \(name(originalIndexPath)) \(name(currentIndexPath)) \(name(proposedIndexPath))")
        return proposedIndexPath
    }
    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                                 toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { currentIndexPath }
    override func collectionView(_ collectionView: UICollectionView,
                                 targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { .zero }
    override func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { false }
    override func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                                 with context: UISpringLoadedInteractionContext) -> Bool { false }
    override func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        true
    }
    override func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    override func collectionView(_ collectionView: UICollectionView,
                                 previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }
    override func collectionView(_ collectionView: UICollectionView,
                                 previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }
    override func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                 animator: UIContextMenuInteractionCommitAnimating) {}
    override func collectionView(_ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
                                 point: CGPoint) -> UIWindowScene.ActivationConfiguration? {
        UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "item"))
    }
    override func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                                 highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    override func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                                 dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// A spring-loading context, for asking the delegates directly.
@MainActor
private final class TestSpringLoadedContext: NSObject, UISpringLoadedInteractionContext {
    var state = UISpringLoadedInteractionEffectState.activating
    var targetView: UIView?
    var targetItem: Any?
    func location(in view: UIView?) -> CGPoint { .zero }
}

// MARK: Plain delegates that write down what they hear

/// A table data source and delegate writing down the header, footer, indentation and index events.
@MainActor
private final class SectionLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var events: [String] = []
    var sections = 3
    var titles: [String]? = ["A", "B", "C"]
    func take() -> [String] { defer { events = [] }; return events }
    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { events.append("sections"); return sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events.append("cell \(name(indexPath))")
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = name(indexPath)
        cell.indentationLevel = 3  // what the cell says before the delegate is asked
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(name(indexPath))")
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { events.append("sectionIndexTitles"); return titles }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        events.append("willDisplayHeaderView \(section)")
    }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        events.append("willDisplayFooterView \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        events.append("didEndDisplayingHeaderView \(section) inTable=\(view.superview === tableView)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        events.append("didEndDisplayingFooterView \(section) inTable=\(view.superview === tableView)")
    }
}

/// A table data source and delegate answering the indentation question.
@MainActor
private final class IndentingLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var events: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events.append("cell \(indexPath.row)")
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.indentationLevel = 3
        return cell
    }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        events.append("indentationLevel \(indexPath.row)")
        return indexPath.row * 2
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath.row) level=\(cell.indentationLevel)")
    }
}

/// A table delegate writing down the selection and primary-action questions.
@MainActor
private final class PrimaryActionLog: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
    UICollectionViewDelegate {
    var events: [String] = []
    var refuses: Set<Int> = []
    var canPerform = true
    func take() -> [String] { defer { events = [] }; return events }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return refuses.contains(indexPath.row) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        events.append("canPerformPrimaryAction \(indexPath.row)")
        return canPerform && !tableView.isEditing
    }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        events.append("performPrimaryAction \(indexPath.row) selected=\(tableView.indexPathsForSelectedRows?.map(\.row) ?? [])")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "C", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return !refuses.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        events.append("canPerformPrimaryAction \(indexPath.item)")
        return canPerform
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        events.append("performPrimaryAction \(indexPath.item) selected=\(collectionView.indexPathsForSelectedItems?.map(\.item) ?? [])")
    }
}

/// A collection data source and delegate for interactive movement, answering the deprecated
/// target question (the iOS 15 one forwards to it).
@MainActor
private final class MovementLog: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var events: [String] = []
    var items = ["a", "b", "c", "d", "e", "f"]
    var redirect: [Int: Int] = [:]
    func take() -> [String] { defer { events = [] }; return events }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "C", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        events.append("canMoveItem \(indexPath.item)")
        return items[indexPath.item] != "f"
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("moveItem \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        events.append("targetIndexPath \(currentIndexPath.item) to \(proposedIndexPath.item)")
        return redirect[proposedIndexPath.item].map { IndexPath(item: $0, section: 0) } ?? proposedIndexPath
    }
    func indexTitles(for collectionView: UICollectionView) -> [String]? { events.append("indexTitles"); return ["a", "d"] }
}

// MARK: The tests

@MainActor
@Suite(.uikit) struct TableCollectionProtocolTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
    private func isSupplementary(_ event: String) -> Bool { event.contains("HeaderView") || event.contains("FooterView") }

    @Test func test_TP1_everyMethodIsAnOpenControllerMethodWhoseOverrideUIKitCalls() throws {
        let tables = EveryMethodTableController(style: .grouped)
        let window = showInWindow(tables)
        defer { window.isHidden = true }
        let table = try #require(tables.tableView)
        let shown = tables.events
        #expect(shown.contains("sectionIndexTitles") && table._sectionIndexTitles == ["A", "B"])
        #expect(Array(shown.drop { !$0.hasPrefix("indentationLevel") }.prefix(2)) == ["indentationLevel 0.0", "willDisplay 0.0 level=1"])
        tables.events = []
        tap(try #require(table.cellForRow(at: ip(1))))
        #expect(tables.events == ["canPerformPrimaryAction 0.1", "performPrimaryAction 0.1"])
        tables.events = []
        table.reloadData()
        #expect(tables.events.filter(isSupplementary) == ["didEndDisplayingHeaderView 0", "didEndDisplayingHeaderView 1"])
        // The methods OpenUIKit never calls still reach the override through the protocols.
        let delegate: any UITableViewDelegate = tables
        let dataSource: any UITableViewDataSource = tables
        #expect(dataSource.tableView(table, sectionForSectionIndexTitle: "A", at: 0) == 1)
        #expect(!delegate.tableView(table, canFocusRowAt: ip(0)) && delegate.indexPathForPreferredFocusedView(in: table) == ip(1, 1))
        let focus = UITableViewFocusUpdateContext(previous: (nil, ip(0)), next: (nil, ip(1)))
        #expect(delegate.tableView(table, shouldUpdateFocusIn: focus) && delegate.tableView(table, selectionFollowsFocusForRowAt: ip(0)))
        #expect(!delegate.tableView(table, shouldSpringLoadRowAt: ip(0), with: TestSpringLoadedContext()))
        #expect(delegate.tableView(table, shouldBeginMultipleSelectionInteractionAt: ip(0)) && delegate.tableView(table, shouldShowMenuForRowAt: ip(0)))
        #expect(delegate.tableView(table, canPerformAction: Selector("copy:"), forRowAt: ip(0), withSender: nil))
        #expect(delegate.tableView(table, editActionsForRowAt: ip(0))?.map(\.title) == ["Flag"])
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        #expect(delegate.tableView(table, previewForHighlightingContextMenuWithConfiguration: configuration)?.view === table)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collection = EveryMethodCollectionController(collectionViewLayout: layout)
        collection.loadViewIfNeeded()
        let view = try #require(collection.collectionView)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        let collectionWindow = showInWindow(collection)
        defer { collectionWindow.isHidden = true }
        #expect(collection.events.contains("indexTitles") && view._indexTitles == ["A"])
        collection.events = []
        tap(try #require(view.cellForItem(at: item(1))))
        #expect(collection.events == ["canPerformPrimaryAction 0.1", "performPrimaryAction 0.1"])
        collection.events = []
        #expect(view.beginInteractiveMovementForItem(at: item(0)))
        view.updateInteractiveMovementTargetPosition(try #require(view.layoutAttributesForItem(at: item(2))).center)
        view.endInteractiveMovement()
        #expect(collection.events == ["canMoveItem 0.0", "targetIndexPath 0.0 0.0 0.2", "moveItem 0.0 to 0.2"])
        #expect(collection.items == ["b", "c", "a", "d"])
        let collectionDelegate: any UICollectionViewDelegate = collection
        let collectionDataSource: any UICollectionViewDataSource = collection
        #expect(collectionDataSource.collectionView(view, indexPathForIndexTitle: "A", at: 0) == item(2))
        #expect(!collectionDelegate.collectionView(view, canFocusItemAt: item(0)) && !collectionDelegate.collectionView(view, canEditItemAt: item(0)))
        #expect(collectionDelegate.indexPathForPreferredFocusedView(in: view) == item(1))
        #expect(collectionDelegate.collectionView(view, selectionFollowsFocusForItemAt: item(0)))
        #expect(collectionDelegate.collectionView(view, targetContentOffsetForProposedContentOffset: CGPoint(x: 5, y: 5)) == .zero)
        #expect(collectionDelegate.collectionView(view, targetIndexPathForMoveFromItemAt: item(1), toProposedIndexPath: item(3)) == item(1))
        #expect(collectionDelegate.collectionView(view, sceneActivationConfigurationForItemAt: item(0), point: .zero)?.userActivity.activityType == "item")
        let other = UICollectionViewFlowLayout()
        #expect(collectionDelegate.collectionView(view, transitionLayoutForOldLayout: layout, newLayout: other).currentLayout === other)
        #expect(!collectionDelegate.collectionView(view, shouldSpringLoadItemAt: item(0), with: TestSpringLoadedContext()))
    }

    @Test func test_TP2_headerAndFooterViewsEndDisplayingWhenScrolledAwayReloadedOrRemoved() {
        let log = SectionLog()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 150), style: .grouped)
        table.dataSource = log
        table.delegate = log
        table.layoutIfNeeded()
        #expect(log.take().filter(isSupplementary) == ["willDisplayHeaderView 0", "willDisplayFooterView 0"])
        // Scrolled away: each leaves the table, then the delegate hears of it, in section order.
        table.contentOffset.y = 400
        table.layoutIfNeeded()
        #expect(log.take().filter(isSupplementary) == ["didEndDisplayingHeaderView 0 inTable=false", "didEndDisplayingFooterView 0 inTable=false",
                                                       "willDisplayFooterView 2"])
        // Reloaded: after the cells.
        table.reloadData()
        #expect(log.take() == ["didEndDisplaying 2.0", "didEndDisplaying 2.1", "didEndDisplayingFooterView 2 inTable=false",
                               "sections", "sectionIndexTitles"])
        table.contentOffset.y = 0
        table.layoutIfNeeded()
        _ = log.take()
        // Removed by a batch update: with the section they had before it.
        log.sections = 2
        table.performBatchUpdates { table.deleteSections([0], with: .none) }
        #expect(log.take().filter(isSupplementary) == ["didEndDisplayingHeaderView 0 inTable=false", "didEndDisplayingFooterView 0 inTable=false",
                                                       "willDisplayHeaderView 0", "willDisplayFooterView 0"])
    }

    @Test func test_TP3_theDelegatesIndentationLevelReachesTheCellBeforeWillDisplay() throws {
        let log = IndentingLog()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = log
        table.delegate = log
        table.layoutIfNeeded()
        #expect(log.events == ["cell 0", "indentationLevel 0", "willDisplay 0 level=0", "cell 1", "indentationLevel 1", "willDisplay 1 level=2"])
        let cell = try #require(table.cellForRow(at: ip(1)))
        cell.layoutIfNeeded()
        let label = try #require(cell.textLabel)
        #expect(label.frame.minX == CGFloat(16 + 2 * 10))  // level × indentationWidth
        cell.indentationWidth = 20
        cell.layoutIfNeeded()
        #expect(label.frame.minX == CGFloat(16 + 2 * 20))
        // Without the method the cell keeps the level it was given.
        let plain = SectionLog()
        let other = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        other.dataSource = plain
        other.delegate = plain
        other.layoutIfNeeded()
        #expect(other.visibleCells.map(\.indentationLevel).allSatisfy { $0 == 3 } && !other.visibleCells.isEmpty)
    }

    @Test func test_TP4_indexTitlesAreReadWhenTheListCountsAndOnReloadSectionIndexTitles() {
        let log = SectionLog()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 150), style: .grouped)
        table.dataSource = log
        table.delegate = log
        #expect(table._sectionIndexTitles == nil && log.take() == [])
        #expect(table.numberOfSections == 3)
        #expect(log.take() == ["sections", "sectionIndexTitles"] && table._sectionIndexTitles == ["A", "B", "C"])
        table.layoutIfNeeded()
        #expect(!log.take().contains("sectionIndexTitles"))
        log.titles = ["X"]
        table.reloadSectionIndexTitles()
        #expect(log.take() == ["sectionIndexTitles"] && table._sectionIndexTitles == ["X"])
        log.sections = 4
        log.titles = ["Y"]
        table.performBatchUpdates { table.insertSections([3], with: .none) }
        #expect(!log.take().contains("sectionIndexTitles") && table._sectionIndexTitles == ["X"])
        table.reloadData()
        #expect(log.take().contains("sectionIndexTitles") && table._sectionIndexTitles == ["Y"])
        #expect(table.sectionIndexColor == nil && table.sectionIndexMinimumDisplayRowCount == 0)

        let movement = MovementLog()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        view.dataSource = movement
        #expect(view._indexTitles == nil)
        #expect(view.numberOfItems(inSection: 0) == 6)
        #expect(movement.take() == ["indexTitles"] && view._indexTitles == ["a", "d"])
    }

    @Test func test_TP5_aTapPerformsTheRowsOrItemsPrimaryActionAfterSelecting() throws {
        let log = PrimaryActionLog()
        let controller = UIViewController()
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.dataSource = log
        table.delegate = log
        controller.view.addSubview(table)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        _ = log.take()
        tap(try #require(table.cellForRow(at: ip(1))))
        #expect(log.take() == ["canPerformPrimaryAction 1", "willSelect 1", "didSelect 1", "performPrimaryAction 1 selected=[1]"])
        tap(try #require(table.cellForRow(at: ip(2))))
        #expect(log.take() == ["canPerformPrimaryAction 2", "willSelect 2", "didDeselect 1", "didSelect 2", "performPrimaryAction 2 selected=[2]"])
        // willSelect refusing keeps the selection; the primary action still happens.
        log.refuses = [3]
        tap(try #require(table.cellForRow(at: ip(3))))
        #expect(log.take() == ["canPerformPrimaryAction 3", "willSelect 3", "performPrimaryAction 3 selected=[2]"])
        log.canPerform = false
        tap(try #require(table.cellForRow(at: ip(0))))
        #expect(log.take() == ["canPerformPrimaryAction 0", "willSelect 0", "didDeselect 2", "didSelect 0"])
        // A tap extending a multiple selection is no primary action.
        log.canPerform = true
        table.allowsMultipleSelection = true
        tap(try #require(table.cellForRow(at: ip(1))))
        #expect(log.take() == ["willSelect 1", "didSelect 1"])

        let items = PrimaryActionLog()
        let view = UICollectionView(frame: controller.view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        view.dataSource = items
        view.delegate = items
        table.removeFromSuperview()
        controller.view.addSubview(view)
        view.layoutIfNeeded()
        tap(try #require(view.cellForItem(at: item(1))))
        #expect(items.take() == ["canPerformPrimaryAction 1", "shouldSelect 1", "didSelect 1", "performPrimaryAction 1 selected=[1]"])
        items.refuses = [2]
        tap(try #require(view.cellForItem(at: item(2))))
        #expect(items.take() == ["canPerformPrimaryAction 2", "shouldSelect 2", "performPrimaryAction 2 selected=[1]"])
        // The default answer: no primary action while editing.
        let quiet = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        quiet.isEditing = true
        #expect(!(MovementLog() as any UICollectionViewDelegate).collectionView(quiet, canPerformPrimaryActionForItemAt: item(0)))
    }

    @Test func test_TP6_interactiveMovementAsksTheDataSourceAndDelegateAndMovesThroughTheDataSource() throws {
        let log = MovementLog()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let controller = UIViewController()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        view.dataSource = log
        view.delegate = log
        controller.view.addSubview(view)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        _ = log.take()
        func frame(_ index: Int) -> CGRect { view.layoutAttributesForItem(at: item(index))?.frame ?? .null }
        func center(_ index: Int) -> CGPoint { CGPoint(x: frame(index).midX, y: frame(index).midY) }
        #expect(!view.beginInteractiveMovementForItem(at: item(5)))  // the data source refuses "f"
        #expect(log.take() == ["canMoveItem 5"])
        let moving = try #require(view.cellForItem(at: item(0)))
        #expect(view.beginInteractiveMovementForItem(at: item(0)))
        #expect(!view.beginInteractiveMovementForItem(at: item(1)))  // one at a time
        #expect(log.take() == ["canMoveItem 0"])
        view.updateInteractiveMovementTargetPosition(center(2))
        #expect(log.take() == ["targetIndexPath 0 to 2"])
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(moving.center == center(2))  // the cell follows the position through layout
        log.redirect = [4: 3]
        view.updateInteractiveMovementTargetPosition(center(4))
        #expect(log.take() == ["targetIndexPath 2 to 4"])
        view.endInteractiveMovement()
        #expect(log.take() == ["moveItem 0 to 3"] && log.items == ["b", "c", "d", "a", "e", "f"])
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: item(3)) === moving && moving.frame == frame(3))
        // A cancelled movement moves nothing and the cell goes back to its place.
        let second = try #require(view.cellForItem(at: item(1)))
        #expect(view.beginInteractiveMovementForItem(at: item(1)))
        view.updateInteractiveMovementTargetPosition(center(0))
        view.cancelInteractiveMovement()
        view.layoutIfNeeded()
        #expect(log.take() == ["canMoveItem 1", "targetIndexPath 1 to 0"] && log.items == ["b", "c", "d", "a", "e", "f"])
        #expect(second.frame == frame(1))
    }
}
