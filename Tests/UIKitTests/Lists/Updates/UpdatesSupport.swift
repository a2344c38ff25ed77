import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table data source and delegate over an editable model (sections of titles) that writes
/// down every question and event, in order.
@MainActor
final class UpdateLog: UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource, UICollectionViewDelegate {
    var events: [String] = []
    var model: [[String]]
    var logsHeights = false
    /// The cells made (by title), to tell a reconfigured cell from a new one.
    var cellsBuilt: [String] = []

    init(_ model: [[String]]) { self.model = model }

    func take() -> [String] {
        defer { events = [] }
        return events
    }

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

    // Table
    func numberOfSections(in tableView: UITableView) -> Int {
        events.append("sections")
        return model.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        events.append("rows \(section)")
        return model[section].count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let title = model[indexPath.section][indexPath.row]
        events.append("cell \(name(indexPath)) \(title)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = title
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if logsHeights { events.append("height \(name(indexPath))") }
        return 44
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(name(indexPath)) \(cell.textLabel?.text ?? "")")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(name(indexPath)) \(cell.textLabel?.text ?? "")")
    }

    // Collection
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        events.append("sections")
        return model.count
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        events.append("items \(section)")
        return model[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let title = model[indexPath.section][indexPath.item]
        events.append("cell \(name(indexPath)) \(title)")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! TitledCollectionCell
        cell.title = title
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay \(name(indexPath)) \((cell as? TitledCollectionCell)?.title ?? "")")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(name(indexPath)) \((cell as? TitledCollectionCell)?.title ?? "")")
    }
}

/// A collection cell that shows a title and counts its reuses.
@MainActor
final class TitledCollectionCell: UICollectionViewCell {
    var title = ""
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A table cell that counts its reuses.
@MainActor
final class ReuseCountingCell: UITableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
func makeUpdatingTable(_ log: UpdateLog, height: CGFloat = 440) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.register(ReuseCountingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = log
    table.delegate = log
    table.layoutIfNeeded()
    log.events = []
    return table
}

@MainActor
func makeUpdatingCollection(_ log: UpdateLog, height: CGFloat = 440) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 40)
    layout.minimumLineSpacing = 0
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    collection.register(TitledCollectionCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = log
    collection.delegate = log
    collection.layoutIfNeeded()
    log.events = []
    return collection
}

/// The titles of the visible cells of a table, top to bottom.
@MainActor
func titles(_ table: UITableView) -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

/// The titles of the visible cells of a collection view, in index order.
@MainActor
func titles(_ collection: UICollectionView) -> [String] { collection.visibleCells.map { ($0 as? TitledCollectionCell)?.title ?? "" } }
