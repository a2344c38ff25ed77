import Foundation

/// Collapsing into one column (compact width) and expanding back (regular width).
extension UISplitViewController {
    func _updateCollapse() {
        let compact = traitCollection.horizontalSizeClass != .regular
        guard _collapsed != compact else { return }
        let first = _collapsed == nil
        _collapsed = compact
        if compact { _collapse() } else if !first { _expand() }
    }

    private func _collapse() {
        if style == .unspecified {
            guard _classic.count > 1 else { return delegate?.splitViewControllerDidCollapse(self) ?? () }
            let primary = _classic[0], secondary = _classic[1]
            if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
                if _collapsedSecondary == nil { _collapsedSecondary = secondary }
                primary.collapseSecondaryViewController(secondary, for: self)
                if _collapsedSecondary == nil { _collapsedSecondary = secondary }
            }
            if secondary._parent === self { _replaceChildren(old: [secondary], new: []) }
            _classic = [primary]
        } else if _columns[.compact] == nil, let primary = _installed(.primary) as? UINavigationController {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            _collapseBase = primary.viewControllers.count
            var moved: [UIViewController] = []
            for column in [Column.supplementary, .secondary] where column.rawValue <= top.rawValue && _installedColumns.contains(column) {
                guard let wrapper = _wrappers[column] else { continue }
                moved += wrapper.viewControllers
                wrapper.setViewControllers([], animated: false)
            }
            if !moved.isEmpty { primary.setViewControllers(primary.viewControllers + moved, animated: false) }
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func _expand() {
        if style == .unspecified {
            guard let primary = _classic.first else { return }
            let secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
                ?? primary.separateSecondaryViewController(for: self)
            _collapsedSecondary = nil
            _collapseBase = nil
            if let secondary {
                _replaceChildren(old: [], new: [secondary])
                _classic = [primary, secondary]
            }
        } else if let primary = _installed(.primary) as? UINavigationController, let base = _collapseBase {
            let stack = primary.viewControllers
            let moved = Array(stack[min(base, stack.count)...])
            primary.setViewControllers(Array(stack[..<min(base, stack.count)]), animated: false)
            _collapseBase = nil
            var remaining = moved[...]
            for column in [Column.supplementary, .secondary] where _installedColumns.contains(column) {
                guard let wrapper = _wrappers[column], let root = _columns[column] else { continue }
                let end = remaining.dropFirst().firstIndex { $0 === _columns[.secondary] } ?? remaining.endIndex
                let mine = column == .secondary ? Array(remaining) : Array(remaining[..<end])
                remaining = column == .secondary ? [] : remaining[end...]
                wrapper.setViewControllers(mine.isEmpty ? [root] : mine, animated: false)
            }
        }
        delegate?.splitViewControllerDidExpand(self)
    }
}
