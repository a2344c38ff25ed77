@_spi(Testing) import UIKit

/// The titles the section index of a table or a collection view shows now, top to bottom;
/// empty when it shows no index (SX1, SX8). Pending layout is done first.
@MainActor
public func sectionIndexTitles(in list: UIScrollView) -> [String] {
    list.window?.layoutIfNeeded()
    return list._sectionIndexTitleFrames.map(\.title)
}

/// Taps `title` in the section index of `tableView` (in a window), as a finger does: down
/// and up at the title's centre, through hit testing. The table asks its data source for
/// the title's section and scrolls it to the top (SX5). Records an issue when the index
/// shows no such title.
@MainActor
public func tapSectionIndexTitle(_ title: String, in tableView: UITableView) {
    tapIndexTitle(title, in: tableView, caller: "tapSectionIndexTitle(_:in:)")
}

/// Taps `title` in the index of `collectionView` (in a window), as the table's form does;
/// the collection view scrolls the item its data source names to the top (SX8).
@MainActor
public func tapSectionIndexTitle(_ title: String, in collectionView: UICollectionView) {
    tapIndexTitle(title, in: collectionView, caller: "tapSectionIndexTitle(_:in:)")
}

/// Drags a finger down (or up) the section index of a table or a collection view (in a
/// window) from the centre of title `from` to the centre of title `to`, one move per title
/// passed, then lifts it: each title the finger reaches is picked in turn (SX6). Records an
/// issue when the index shows either title not.
@MainActor
public func dragSectionIndex(from: String, to: String, in list: UIScrollView) {
    guard let window = list.window else { return recordTestIssue("dragSectionIndex(from:to:in:): the list is not in a window") }
    window.layoutIfNeeded()
    let frames = list._sectionIndexTitleFrames
    guard let start = frames.firstIndex(where: { $0.title == from }), let end = frames.firstIndex(where: { $0.title == to }) else {
        return recordTestIssue("dragSectionIndex(from:to:in:): the index shows no \"\(from)\" or \"\(to)\" (it shows: \(frames.map(\.title)))")
    }
    // The titles' centres on the screen, taken before the list scrolls under the finger.
    let centers = frames.map { list.convert(CGPoint(x: $0.frame.midX, y: $0.frame.midY), to: window) }
    let finger = SimulatedTouch(at: centers[start], in: window)
    for position in stride(from: start, through: end, by: start <= end ? 1 : -1).dropFirst() {
        finger.move(to: centers[position])
    }
    finger.lift()
}

@MainActor
private func tapIndexTitle(_ title: String, in list: UIScrollView, caller: String) {
    guard let window = list.window else { return recordTestIssue("\(caller): the list is not in a window") }
    window.layoutIfNeeded()
    let frames = list._sectionIndexTitleFrames
    guard let frame = frames.first(where: { $0.title == title })?.frame else {
        return recordTestIssue("\(caller): the index shows no \"\(title)\" (it shows: \(frames.map(\.title)))")
    }
    tap(at: list.convert(CGPoint(x: frame.midX, y: frame.midY), to: window), in: window)
}
