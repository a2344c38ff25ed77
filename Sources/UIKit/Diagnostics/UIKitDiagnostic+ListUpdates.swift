import Foundation

/// Batch updates of tables and collection views, and diffable data sources.
extension UIKitDiagnostic {
    /// The words a list uses for its elements: tables have rows, collection views items.
    struct ListNouns: Sendable {
        let element: String
        let elements: String
        let view: String
        static let table = ListNouns(element: "row", elements: "rows", view: "table view")
        static let collection = ListNouns(element: "item", elements: "items", view: "collection view")
    }

    /// LU4: UIKit's `NSInternalInconsistencyException` reason when a section's count after a batch
    /// does not match its count before plus the inserts, deletes and moves.
    static func invalidElementCount(_ nouns: ListNouns, section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
                                    movedIn: Int, movedOut: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "invalidUpdateElementCount", rule: "LU4", kind: .exception,
            message: "Invalid update: invalid number of \(nouns.elements) in section \(section). The number of \(nouns.elements) "
                + "contained in an existing section after the update (\(after)) must be equal to the number of \(nouns.elements) "
                + "contained in that section before the update (\(before)), plus or minus the number of \(nouns.elements) inserted "
                + "or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
                + "\(nouns.elements) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
    }

    /// LU4: UIKit's reason when the number of sections after a batch does not match.
    static func invalidSectionCount(_ nouns: ListNouns, after: Int, before: Int, inserted: Int, deleted: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "invalidUpdateSectionCount", rule: "LU4", kind: .exception,
            message: "Invalid update: invalid number of sections. The number of sections contained in the \(nouns.view) after the "
                + "update (\(after)) must be equal to the number of sections contained in the \(nouns.view) before the update "
                + "(\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
    }

    /// LU5: UIKit's reason for deleting (or reloading, moving) an element that was not there before the batch.
    static func elementOutOfRangeBefore(_ nouns: ListNouns, verb: String, element: Int, section: Int, count: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "invalidUpdateElementBefore", rule: "LU5", kind: .exception,
            message: "attempt to \(verb) \(nouns.element) \(element) from section \(section) which only contains \(count) "
                + "\(nouns.elements) before the update")
    }

    /// LU5: UIKit's reason for inserting (or moving to) an element past the end of its section after the batch.
    static func elementOutOfRangeAfter(_ nouns: ListNouns, verb: String, element: Int, section: Int, count: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "invalidUpdateElementAfter", rule: "LU5", kind: .exception,
            message: "attempt to \(verb) \(nouns.element) \(element) into section \(section), but there are only \(count) "
                + "\(nouns.elements) in section \(section) after the update")
    }

    /// LU5: UIKit's reason for deleting (or reloading, moving) a section that did not exist before the batch.
    static func sectionOutOfRangeBefore(verb: String, section: Int, count: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "invalidUpdateSectionBefore", rule: "LU5", kind: .exception,
            message: "attempt to \(verb) section \(section), but there are only \(count) sections before the update")
    }

    /// LU5: UIKit's reason for inserting (or moving to) a section past the end after the batch.
    static func sectionOutOfRangeAfter(verb: String, section: Int, count: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "invalidUpdateSectionAfter", rule: "LU5", kind: .exception,
            message: "attempt to \(verb) section \(section) but there are only \(count) sections after the update")
    }

    /// LU6: `endUpdates()` without a matching `beginUpdates()` (ours: UIKit's assertion has no useful text).
    static func unbalancedEndUpdates(_ list: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "unbalancedEndUpdates", rule: "LU6", kind: .exception,
            message: "endUpdates() was called on \(describe(list)) without a matching beginUpdates().")
    }

    // MARK: Diffable snapshots

    /// LU20: UIKit's reason for identifiers given twice in one call, or already in the snapshot.
    static func duplicateIdentifiers(kind: String, _ duplicates: [String]) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "duplicateDiffableIdentifiers", rule: "LU20", kind: .exception,
            message: "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\(duplicates.joined(separator: ", ")))}")
    }

    /// LU20: UIKit's (iOS 15+) console warning for items appended or inserted that are
    /// already in the snapshot: they are moved instead.
    static func identifiersAlreadyExist(_ existing: [String]) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "diffableIdentifiersAlreadyExist", rule: "LU20", kind: .warning,
            message: "Diffable data source detected an attempt to insert or append \(existing.count) item identifiers that already "
                + "exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will "
                + "be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic "
                + "breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. "
                + "Item identifiers that already exist: (\n    \(existing.joined(separator: ",\n    "))\n)")
    }

    /// LU21: UIKit's reason for appending items to a snapshot that has no section.
    static func noSectionsInSnapshot() -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "noSectionsInSnapshot", rule: "LU21", kind: .exception,
            message: "There are currently no sections in the data source. Please add a section first.")
    }

    /// LU21: an operation named an identifier the snapshot does not hold (UIKit's wording for
    /// reloads; the same form for the other operations).
    static func identifierNotInSnapshot(verb: String, kind: String, _ identifier: String) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "identifierNotInSnapshot", rule: "LU21", kind: .exception,
            message: "Attempted to \(verb) \(kind) identifier that does not exist in the snapshot: \(identifier)")
    }

    /// LU27: a diffable data source's cell provider returned nil.
    static func cellProviderReturnedNil(_ list: AnyObject, indexPath: IndexPath) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "cellProviderReturnedNil", rule: "LU27", kind: .exception,
            message: "\(describe(list)) dataSource returned a nil cell for \(list is UITableView ? "row" : "item") at index path: "
                + "<NSIndexPath> {length = \(indexPath.count), path = " + indexPath.map(String.init).joined(separator: " - ") + "}.")
    }
}

/// Snapshots are `Sendable` values built on any thread: their exceptions and warnings go to
/// the same logger without the main actor's observers.
extension UIKitDiagnostics {
    /// Reports an exception from code that may run off the main actor, then stops.
    nonisolated static func raiseAnywhere(_ diagnostic: UIKitDiagnostic, file: StaticString = #file, line: UInt = #line) -> Never {
        nonisolatedLogger.critical("*** Terminating app due to uncaught exception: \(diagnostic.message)")
        preconditionFailure(diagnostic.message, file: file, line: line)
    }

    /// Logs a warning from code that may run off the main actor.
    nonisolated static func warnAnywhere(_ diagnostic: UIKitDiagnostic) {
        nonisolatedLogger.warning("\(diagnostic.message)")
    }
}

extension UIKitDiagnostic {
    /// LU27: a diffable collection view data source had no supplementary view to give.
    static func supplementaryProviderReturnedNil(_ list: AnyObject, kind: String, indexPath: IndexPath) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "supplementaryProviderReturnedNil", rule: "LU27", kind: .exception,
            message: "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), <NSIndexPath> "
                + "{length = \(indexPath.count), path = " + indexPath.map(String.init).joined(separator: " - ")
                + "}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
                + "(\(describe(list))).")
    }
}

// MARK: Batches UIKit refuses (LU40)

extension UIKitDiagnostic {
    /// How UIKit prints an index path in its exception reasons, without the object's
    /// address (iOS prints `<NSIndexPath: 0x…>`).
    static func nsIndexPathDescription(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = " + indexPath.map(String.init).joined(separator: " - ") + "}"
    }
}

extension UIKitDiagnostic.ListNouns {
    /// The indefinite article before ``element`` ("a row", "an item").
    var article: String { element.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
}

extension UIKitDiagnostic {
    /// LU40: a batch that deletes and reloads the same element.
    static func deleteAndReloadSameIndexPath(_ indexPath: IndexPath) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "deleteAndReloadSameIndexPath", rule: "LU40", kind: .exception,
                        message: "attempt to delete and reload the same index path (\(nsIndexPathDescription(indexPath)))")
    }

    /// LU40: a batch that moves an element it also deletes or reloads (a reload is a delete
    /// and an insert, so UIKit names the delete).
    static func deleteAndMoveSameIndexPath(_ indexPath: IndexPath) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "deleteAndMoveSameIndexPath", rule: "LU40", kind: .exception,
                        message: "attempt to perform a delete and a move from the same index path (\(nsIndexPathDescription(indexPath)))")
    }

    /// LU40: a batch that inserts an element where it also moves one to.
    static func insertAndMoveSameIndexPath(_ indexPath: IndexPath) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "insertAndMoveSameIndexPath", rule: "LU40", kind: .exception,
                        message: "attempt to perform an insert and a move to the same index path (\(nsIndexPathDescription(indexPath)))")
    }

    /// LU41: a batch that moves an element out of a section it deletes (the section's index before the batch).
    static func moveFromDeletedSection(_ nouns: ListNouns, section: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "moveFromDeletedSection", rule: "LU41", kind: .exception,
                        message: "cannot move \(nouns.article) \(nouns.element) from a deleted section (\(section))")
    }

    /// LU41: a batch that moves an element into a section it inserts (the section's index after the batch).
    static func moveIntoInsertedSection(_ nouns: ListNouns, section: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "moveIntoInsertedSection", rule: "LU41", kind: .exception,
                        message: "cannot move \(nouns.article) \(nouns.element) into a newly inserted section (\(section))")
    }
}
