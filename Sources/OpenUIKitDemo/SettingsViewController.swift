import UIKit

/// The settings tab: the root of a navigation stack; its row pushes the notification
/// settings, which hide the tab bar while they show.
final class SettingsViewController: UIViewController {
    let row = RowView(title: "Notifications")
    /// Told when the pushed controller is made (the demo names it for the trace).
    var onPush: ((UIViewController) -> Void)?
    /// Whether this screen wants the status bar hidden (the tour toggles it).
    var hidesStatusBar = false

    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { fatalError("SettingsViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        row.onTap = { [unowned self] in
            let notifications = TextViewController(title: "Notifications", text: "Allow notifications: on")
            notifications.hidesBottomBarWhenPushed = true
            onPush?(notifications)
            show(notifications, sender: self)  // the navigation controller pushes it
        }
        view.addSubview(row)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let safe = view.safeAreaInsets
        row.frame = CGRect(x: safe.left, y: safe.top, width: view.bounds.width - safe.left - safe.right, height: 44)
    }
}
