import UIKit

/// The catalog tab: a list of the built-in containers and presentations, and a list screen
/// written as apps write them today, in a navigation controller. A tap on a row opens its example; the bar's "Info" button shows a popover.
final class CatalogViewController: UIViewController {
    struct Entry {
        let title: String
        let open: (CatalogViewController) -> Void
    }

    static let entries: [Entry] = [
        Entry(title: "Pages") { catalog in
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.title = "Pages"
            pages.dataSource = catalog.pageSource
            pages.setViewControllers([catalog.pageSource.pages[0]], direction: .forward, animated: false)
            catalog.onOpen?(pages)
            catalog.navigationController?.pushViewController(pages, animated: true)
        },
        Entry(title: "Split view") { catalog in
            let split = UISplitViewController(style: .doubleColumn)
            split.title = "Split"
            split.modalPresentationStyle = .fullScreen
            let list = TextViewController(title: "Mailboxes", text: "Inbox")
            let detail = TextViewController(title: "Message", text: "Hello from a collapsed split view")
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            catalog.onOpen?(split)
            catalog.onOpen?(list)
            catalog.onOpen?(detail)
            catalog.present(split, animated: true)
        },
        Entry(title: "Reading list") { catalog in
            let list = ReadingListViewController()
            catalog.onOpen?(list)
            catalog.navigationController?.pushViewController(list, animated: true)
        },
        Entry(title: "Zooming image") { catalog in
            let zooming = ZoomingImageViewController()
            catalog.onOpen?(zooming)
            catalog.navigationController?.pushViewController(zooming, animated: true)
        },
        Entry(title: "Indexed table") { catalog in
            let indexed = IndexedTableViewController()
            catalog.onOpen?(indexed)
            catalog.navigationController?.pushViewController(indexed, animated: true)
        },
        Entry(title: "Physics") { catalog in
            let physics = PhysicsViewController()
            catalog.onOpen?(physics)
            catalog.navigationController?.pushViewController(physics, animated: true)
        },
    ]

    let pageSource = ColorPages()
    private(set) var rows: [RowView] = []
    /// Told when an example controller is made (the demo names it for the trace).
    var onOpen: ((UIViewController) -> Void)?
    /// The bar button that shows the info popover.
    private(set) lazy var infoItem = UIBarButtonItem(title: "Info", primaryAction: UIAction { [unowned self] _ in showInfo() })

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Catalog"
        navigationItem.rightBarButtonItem = infoItem
    }

    required init?(coder: NSCoder) { fatalError("CatalogViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        rows = Self.entries.map { entry in
            let row = RowView(title: entry.title)
            row.onTap = { [unowned self] in entry.open(self) }
            view.addSubview(row)
            return row
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: view.safeAreaInsets.top + CGFloat(index) * 44, width: view.bounds.width, height: 44)
        }
    }

    /// A popover anchored to the bar button item (full screen on a phone, as UIKit adapts it).
    private func showInfo() {
        let info = TextViewController(title: "About", text: "OpenUIKit catalog")
        info.modalPresentationStyle = .popover
        info.popoverPresentationController?.barButtonItem = infoItem
        onOpen?(info)
        present(info, animated: true)
    }
}

/// The data source of the "Pages" example: three coloured pages.
final class ColorPages: UIPageViewControllerDataSource {
    let pages: [UIViewController] = ["Red", "Green", "Blue"].map { TextViewController(title: $0, text: "Page \($0)") }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } } ?? 0
    }
}

/// A controller showing one line of text.
final class TextViewController: UIViewController {
    private let label = UILabel()
    private let text: String

    init(title: String, text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("TextViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        view.addSubview(label)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        label.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 20, width: view.bounds.width - 40, height: 24)
    }
}

/// A tappable row of a list. VoiceOver reads it as one button named by its title; a double
/// tap taps it.
final class RowView: UIView {
    private let label = UILabel()
    var onTap: () -> Void = {}

    init(title: String) {
        super.init(frame: .zero)
        label.text = title
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { fatalError("RowView is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 20, y: 0, width: bounds.width - 40, height: bounds.height)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap() }
}
