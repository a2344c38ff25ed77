import Foundation

extension NSDiffableDataSourceSectionSnapshot {
    /// The tree as text (CV23): a first line naming the counts, then one line per item, depth
    /// first, indented two spaces per level; before each item, an asterisk (`*`) when it is
    /// visible (every ancestor expanded) and, for a parent, a plus sign (`+`) when it is
    /// expanded or a minus sign (`-`) when it is collapsed.
    ///
    /// Difference from UIKit: the markers are UIKit's; the layout of the lines (columns,
    /// indentation, the first line) is ours.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: root items: \(_roots.count); items: \(_all.count); visible items: \(visibleItems.count)>"]
        var stack = _roots.reversed().map { (item: $0, level: 0, visible: true) }
        while let (item, level, visible) = stack.popLast() {
            let children = _children[item] ?? []
            let expanded = _expanded.contains(item)
            let state = children.isEmpty ? " " : (expanded ? "+" : "-")
            lines.append("\(visible ? "*" : " ")\(state) \(String(repeating: "  ", count: level))\(item)")
            stack.append(contentsOf: children.reversed().map { ($0, level + 1, visible && expanded) })
        }
        return lines.joined(separator: "\n")
    }
}
