import Foundation

/// The batches UIKit refuses whatever the counts say (LU40, LU41): one element named twice
/// in ways that cannot both happen, and moves out of deleted or into inserted sections.
extension ListUpdate {
    /// The first refused combination of the batch, or nil. Looked for in a fixed order
    /// (delete and reload, delete or reload and move, insert and move, then the sections),
    /// each in index-path order, so the same batch always names the same problem.
    /// Cost: linear in the number of changes.
    func refusal(nouns: UIKitDiagnostic.ListNouns) -> UIKitDiagnostic? {
        // LU40: a row deleted and reloaded in one batch.
        if let path = deletedItems.intersection(reloadedItems).min() {
            return .deleteAndReloadSameIndexPath(path)
        }
        // LU40: a row moved from where it is deleted or reloaded (a reload is a delete and an insert).
        let leaving = deletedItems.union(reloadedItems)
        if let path = movedItems.map({ $0.from }).filter(leaving.contains).min() {
            return .deleteAndMoveSameIndexPath(path)
        }
        // LU40: a row moved to where another is inserted.
        if let path = movedItems.map({ $0.to }).filter(insertedItems.contains).min() {
            return .insertAndMoveSameIndexPath(path)
        }
        // LU41: a row moved out of a deleted section, or into an inserted one.
        if let section = movedItems.map({ $0.from.section }).filter(deletedSections.contains).min() {
            return .moveFromDeletedSection(nouns, section: section)
        }
        if let section = movedItems.map({ $0.to.section }).filter(insertedSections.contains).min() {
            return .moveIntoInsertedSection(nouns, section: section)
        }
        return nil
    }
}
