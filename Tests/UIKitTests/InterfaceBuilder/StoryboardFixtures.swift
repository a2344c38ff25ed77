import Foundation
import Testing
import UIKit
import UIKitTesting

/// The order in which the fixture classes' code runs, across objects.
@MainActor
enum IBLog {
    static var events: [String] = []
    static func add(_ event: String) { events.append(event) }
    static func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// The list scene of Main.storyboard (also File's Owner of IBProbe.xib).
@MainActor
final class IBListViewController: UIViewController {
    @Outlet var titleLabel: UILabel!
    @Outlet var buttons: [UIButton]!
    var allowsSegues = true

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        IBLog.add("List.init(coder:) title=\(title ?? "nil") storyboard=\(storyboard != nil)")
        registerActions()
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        IBLog.add("List.init(nibName:bundle:)")
        registerActions()
    }

    private func registerActions() {
        addAction("buttonTapped:") { _ in IBLog.add("List.buttonTapped") }
        addAction("unwindToList:") { sender in
            IBLog.add("List.unwindToList from=\(((sender as? UIStoryboardSegue)?.source).map { "\(type(of: $0))" } ?? "nil")")
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        IBLog.add("List.awakeFromNib viewLoaded=\(isViewLoaded)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        IBLog.add("List.viewDidLoad titleLabel=\(titleLabel?.text ?? "nil") buttons=\(buttons?.count ?? -1)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        IBLog.add("List.shouldPerformSegue \(identifier)")
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        IBLog.add("List.prepare \(segue.identifier ?? "nil") -> \(type(of: segue.destination)) sender=\(sender.map { "\(type(of: $0))" } ?? "nil")")
    }
}

/// The detail, modal and embedded scenes.
@MainActor
final class IBDetailViewController: UIViewController {
    @Outlet var doneButton: UIButton!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        IBLog.add("Detail.init(coder:)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        IBLog.add("Detail.prepare \(segue.identifier ?? "nil") -> \(type(of: segue.destination))")
    }
}

/// A label that reports when it is made and awoken.
@MainActor
final class IBAwakeLabel: UILabel {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        IBLog.add("Label.init(coder:) text=\(text ?? "nil") superview=\(superview != nil)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        IBLog.add("Label.awakeFromNib superview=\(superview != nil) siblings=\(superview?.subviews.count ?? 0)")
    }
}

/// The test bundle's Main.storyboard.
@MainActor
func mainStoryboard() -> UIStoryboard {
    UIStoryboard(name: "Main", bundle: .module)
}

/// Tables.storyboard's prototype table: rows from an array, cells from the "Person" prototype.
@MainActor
final class IBPeopleTableViewController: UITableViewController {
    var people = ["Ada", "Grace", "Linus"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { people.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath)
        (cell as? IBPersonCell)?.nameLabel.text = people[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        IBLog.add("People.didSelect \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        IBLog.add("People.accessoryTapped \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        IBLog.add("People.shouldPerformSegue \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let row = (sender as? UITableViewCell).flatMap { tableView.indexPath(for: $0) }?.row
        IBLog.add("People.prepare \(segue.identifier ?? "nil") -> \(type(of: segue.destination)) row=\(row.map(String.init) ?? "nil")")
    }
}

/// The "Person" prototype cell.
@MainActor
final class IBPersonCell: UITableViewCell {
    @Outlet var nameLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        IBLog.add("PersonCell.awakeFromNib name=\(nameLabel?.text ?? "nil")")
    }
}

/// Tables.storyboard's static table, with an outlet into one of its cells.
@MainActor
final class IBSettingsTableViewController: UITableViewController {
    @Outlet var versionLabel: UILabel!
}

/// Collections.storyboard's grid: seven tiles from the "Tile" prototype.
@MainActor
final class IBGridViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        (cell as? IBTileCell)?.titleLabel.text = "Tile \(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        IBLog.add("Grid.didSelect \(indexPath.item)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let item = (sender as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0) }?.item
        IBLog.add("Grid.prepare \(segue.identifier ?? "nil") item=\(item.map(String.init) ?? "nil")")
    }
}

/// The "Tile" prototype cell.
@MainActor
final class IBTileCell: UICollectionViewCell {
    @Outlet var titleLabel: UILabel!
}

/// A view with an inspectable property (`@IBInspectable` on iOS).
@MainActor
final class IBBadgeView: UIView {
    @Inspectable var badgeText: String = ""
    @Inspectable var badgeScale: CGFloat = 1
    var seenInAwake = ""

    override func awakeFromNib() {
        super.awakeFromNib()
        seenInAwake = "\(badgeText) \(badgeScale)"
    }
}

/// Runs the scheduler and the animations on `clock` to their end (a segue's transition).
@MainActor
func settle(_ clock: VirtualClock) {
    drainMainRunLoop()
    clock.advance(by: 1)
    drainMainRunLoop()
}
