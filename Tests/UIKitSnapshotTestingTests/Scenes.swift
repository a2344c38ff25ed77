#if SnapshotTesting
import UIKit
import UIKitRendering
import UIKitTesting

/// The same screen for every snapshot: no windows, an iPhone 14 in portrait with the
/// default settings (light, standard text size), animations on a virtual clock, and the
/// fonts pictures are drawn with measuring the text.
@MainActor
func freshSnapshotScreen() {
    tearDownWindows()
    UIScreen.main.setDeviceProfile(.iPhone14)
    UIScreen.main.setSystemTraits(UITraitCollection())
    _ = VirtualClock().install()
    TextRenderer.install()
}

/// A small screen to photograph: a title, a line of text and a button, laid out by hand.
@MainActor
final class GreetingViewController: UIViewController {
    /// What the controller saw in `viewWillAppear` and its last layout.
    private(set) var seenTraits: UITraitCollection?
    private(set) var laidOutSize: CGSize = .zero
    let label = UILabel()
    let button = UIButton(type: .system)

    convenience init(title: String) {
        self.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "Hello from Linux"
        label.font = .systemFont(ofSize: 22)
        button.setTitle("Continue", for: .normal)
        view.addSubview(label)
        view.addSubview(button)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        seenTraits = traitCollection
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOutSize = view.bounds.size
        let area = view.bounds.inset(by: view.safeAreaInsets)
        label.sizeToFit()
        label.frame.origin = CGPoint(x: area.minX + 16, y: area.minY + 24)
        button.sizeToFit()
        button.frame.origin = CGPoint(x: area.minX + 16, y: label.frame.maxY + 12)
    }
}

/// A settings-style list: sections of rows with disclosure indicators.
@MainActor
final class SettingsListController: UITableViewController {
    let sections: [(title: String, rows: [String])] = [
        ("General", ["Wi-Fi", "Bluetooth", "Cellular"]),
        ("Display", ["Brightness", "Text Size"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
#endif
