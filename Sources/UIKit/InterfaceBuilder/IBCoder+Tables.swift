import Foundation

/// What `UITableView.init?(coder:)` and `UITableViewCell.init?(coder:)` decode.
@MainActor
extension IBCoder {
    /// A table's heights, selection flags, separators and section index, its prototype cells (registered
    /// by reuse identifier, made when dequeued) and its static sections (made now, so the
    /// scene's outlets reach their cells).
    func decodeTableView(_ table: UITableView) {
        if let height = element.double("rowHeight") { table.rowHeight = height }
        if let height = element.double("estimatedRowHeight") { table.estimatedRowHeight = height }
        // A plain table's header and footer heights in the file are Interface Builder's
        // placeholders: UIKit shows no header without a title or view there.
        if table.style != .plain {
            if let height = element.double("sectionHeaderHeight") { table.sectionHeaderHeight = height }
            if let height = element.double("sectionFooterHeight") { table.sectionFooterHeight = height }
        } else {
            // IU1: left on purpose, as said above.
            element.markRead("sectionHeaderHeight")
            element.markRead("sectionFooterHeight")
        }
        if let allows = element.bool("allowsSelection") { table.allowsSelection = allows }
        if let follows = element.bool("cellLayoutMarginsFollowReadableWidth") { table.cellLayoutMarginsFollowReadableWidth = follows }  // TM1
        if let insets = element.bool("insetsContentViewsToSafeArea") { table.insetsContentViewsToSafeArea = insets }  // TM2
        if let allows = element.bool("allowsMultipleSelection") { table.allowsMultipleSelection = allows }
        switch element["separatorStyle"] {
        case "none": table.separatorStyle = .none
        case "singleLineEtched": table.separatorStyle = .singleLineEtched
        default: break
        }
        if let color = color("separatorColor") { table.separatorColor = color }
        // SX13: the separator inset and its reference, the index's row limit (its colours below).
        if let inset = element.child("inset", key: "separatorInset") { table.separatorInset = inset.edgeInsets }
        if element["separatorInsetReference"] == "fromAutomaticInsets" { table.separatorInsetReference = .fromAutomaticInsets }
        if let count = element.int("sectionIndexMinimumDisplayRowCount") { table.sectionIndexMinimumDisplayRowCount = count }
        decodeTableViewExtras(table)
        decodeScrollViewRefreshControl(table)  // LE32
        for prototype in element.items(in: "prototypes") where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else {
                prototype.settle()  // IU1: no app can dequeue it, on iOS either
                continue
            }
            table._reuseQueue.sources[identifier] = .prototype(IBPrototype(element: prototype, in: instantiation))
        }
        if element["dataMode"] == "static" {
            table._staticSections = element.items(in: "sections").filter { $0.name == "tableViewSection" }.map { section in
                section.consume()  // IU1
                let cells = section.items(in: "cells").compactMap { instantiation.makeObject($0) as? UITableViewCell }
                return UITableView.StaticSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells)
            }
        }
    }

    /// A cell's content view (the file's, with its subviews), standard labels, accessory,
    /// selection style, indentation, separator inset and own row height.
    func decodeTableViewCell(_ cell: UITableViewCell) {
        if let content = element.child(key: "contentView"), let view = instantiation.makeObject(content) as? UIView {
            cell._replaceContentView(with: view)
        }
        cell._setStandardViews(text: element["textLabel"].flatMap { instantiation.object(forID: $0) as? UILabel },
                               detail: element["detailTextLabel"].flatMap { instantiation.object(forID: $0) as? UILabel },
                               image: element["imageView"].flatMap { instantiation.object(forID: $0) as? UIImageView })
        let accessories = IBNames.tableViewCellAccessoryTypes
        if let accessory = element["accessoryType"].flatMap({ accessories[$0] }) { cell.accessoryType = accessory }
        let selections = IBNames.tableViewCellSelectionStyles
        if let selection = element["selectionStyle"].flatMap({ selections[$0] }) { cell.selectionStyle = selection }
        if let level = element.int("indentationLevel") { cell.indentationLevel = level }
        if let inset = element.child("inset", key: "separatorInset") {  // SX13: the cell's own (SX10)
            cell.separatorInset = inset.edgeInsets
            cell._separatorInsetFromFile = true
        }
        if let width = element.double("indentationWidth") { cell.indentationWidth = width }
        if let height = element.double("rowHeight"), element.bool("customRowHeight") ?? element.hasRowHeightOfItsOwn {
            cell._ibRowHeight = height
        }
        // IU12: the separator inset and editing behaviour.
        if let insets = element.child("inset", key: "separatorInset") { cell.separatorInset = insets.edgeInsets }
        if let accessory = element["editingAccessoryType"].flatMap({ accessories[$0] }) { cell.editingAccessoryType = accessory }
        if let indents = element.bool("shouldIndentWhileEditing") { cell.shouldIndentWhileEditing = indents }
    }

    /// IU12: a table's `<view key="tableHeaderView">` and `<view key="tableFooterView">`
    /// (made with the run, so outlets and actions in them connect), the section index colours
    /// and `allowsSelectionDuringEditing`.
    private func decodeTableViewExtras(_ table: UITableView) {
        if let header = element.child(key: "tableHeaderView"), let view = instantiation.makeObject(header) as? UIView { table.tableHeaderView = view }
        if let footer = element.child(key: "tableFooterView"), let view = instantiation.makeObject(footer) as? UIView { table.tableFooterView = view }
        if let color = color("sectionIndexColor") { table.sectionIndexColor = color }
        if let color = color("sectionIndexBackgroundColor") { table.sectionIndexBackgroundColor = color }
        if let color = color("sectionIndexTrackingBackgroundColor") { table.sectionIndexTrackingBackgroundColor = color }
        if let allows = element.bool("allowsSelectionDuringEditing") { table.allowsSelectionDuringEditing = allows }
    }
}

extension IBElement {
    /// Whether a cell's `rowHeight` is its own (Xcode writes it only for a custom height,
    /// with `customRowHeight` in older files).
    fileprivate var hasRowHeightOfItsOwn: Bool { self["rowHeight"] != nil }
}
