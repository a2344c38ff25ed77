import Foundation

/// Which supplementary view: a section's header or footer.
struct TableSupplementaryKey: Hashable, Comparable {
    let section: Int
    let isHeader: Bool

    /// Top to bottom: by section, a header before its footer.
    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.isHeader ? 0 : 1) < (rhs.section, rhs.isHeader ? 0 : 1)
    }
}

extension UITableView {
    /// The identifier of the views the table makes for section titles.
    static let _titleViewIdentifier = "UITableViewHeaderFooterViewTitle"

    /// Makes header and footer views of `aClass` (a `UITableViewHeaderFooterView` subclass)
    /// for `identifier`; nil removes the registration.
    func _defaultRegister(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { _headerFooterClasses[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("*** -[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]: \(aClass) is not a UITableViewHeaderFooterView subclass")
        }
        _headerFooterClasses[identifier] = type
    }

    /// A header or footer view for `identifier`: one kept for reuse (after its
    /// `prepareForReuse()`), or a new one of the registered class; nil when there is neither.
    func _defaultDequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = _headerFooterPool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if identifier == Self._titleViewIdentifier { return UITableViewHeaderFooterView(reuseIdentifier: identifier) }
        return _headerFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// The header view of `section` while it is on screen (a header-footer view: the
    /// delegate's own view or the one made for the title).
    func _defaultHeaderView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleSupplementaries[TableSupplementaryKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` while it is on screen.
    func _defaultFooterView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleSupplementaries[TableSupplementaryKey(section: section, isHeader: false)] as? UITableViewHeaderFooterView
    }

    /// Shows the headers and footers in `band` (the delegate's views, else views made for the
    /// titles) and retires the others.
    func _layoutVisibleSupplementaries(_ geometry: TableGeometry, in band: CGRect) {
        var wanted: [TableSupplementaryKey: CGRect] = [:]
        for index in geometry.sectionIndices(between: band.minY, and: band.maxY) {
            let (header, footer) = _supplementaryFrames(geometry, section: index)  // LT8: plain headers and footers float
            if header.height > 0, header.intersects(band) { wanted[TableSupplementaryKey(section: index, isHeader: true)] = header }
            if footer.height > 0, footer.intersects(band) { wanted[TableSupplementaryKey(section: index, isHeader: false)] = footer }
        }
        for (key, view) in _visibleSupplementaries.sorted(by: { $0.key < $1.key }) where wanted[key] == nil {
            _retireSupplementary(view, key: key)
        }
        for key in wanted.keys.sorted() {
            let frame = wanted[key]!
            if let view = _visibleSupplementaries[key] {
                view.frame = frame
                continue
            }
            guard let view = _makeSupplementary(key, geometry.sections[key.section]) else { continue }
            view.frame = frame
            _visibleSupplementaries[key] = view
            if view.superview !== self { addSubview(view) }
            if key.isHeader {
                _tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
            } else {
                _tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
            }
        }
        _raiseFloatingSupplementaries()  // LT8
    }

    /// The delegate's view for a header or footer, else a view showing the section's title.
    private func _makeSupplementary(_ key: TableSupplementaryKey, _ section: TableGeometry.Section) -> UIView? {
        let custom = _takeMeasuredSupplementary(key) ?? (key.isHeader ? _tableDelegate?.tableView(self, viewForHeaderInSection: key.section)
            : _tableDelegate?.tableView(self, viewForFooterInSection: key.section))  // LT6: the view asked to size it
        var view = custom
        if view == nil, let title = key.isHeader ? section.headerTitle : section.footerTitle,
           let titled = dequeueReusableHeaderFooterView(withIdentifier: Self._titleViewIdentifier) {
            titled.textLabel?.text = title
            view = titled
        }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter._isHeader = key.isHeader
            headerFooter._tableStyle = style
            headerFooter._leadingInset = style == .insetGrouped ? layoutMargins.left : 0
            headerFooter.layoutMargins = UIEdgeInsets(top: 0, left: layoutMargins.left, bottom: 0, right: layoutMargins.right)
        }
        return view
    }

    /// Takes a header or footer off screen: removed, the delegate told with the section it
    /// showed (TP2), kept for reuse.
    func _retireSupplementary(_ view: UIView, key: TableSupplementaryKey) {
        if _visibleSupplementaries[key] === view { _visibleSupplementaries[key] = nil }
        view.removeFromSuperview()
        if key.isHeader {
            _tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
        } else {
            _tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            _headerFooterPool[identifier, default: []].append(reusable)
        }
    }

    /// Takes every header and footer off screen (the data is being reloaded).
    func _retireAllSupplementaries() {
        for (key, view) in _visibleSupplementaries.sorted(by: { $0.key < $1.key }) { _retireSupplementary(view, key: key) }
    }
}

extension UITableView {
    /// TH3: the table's header and footer views span its width, also after it changes.
    func _keepAccessoriesAtFullWidth() {
        let width = bounds.width
        if let header = tableHeaderView, header.superview === self, header.frame.width != width { header.frame.size.width = width }
        if let footer = tableFooterView, footer.superview === self, footer.frame.width != width { footer.frame.size.width = width }
    }
}
