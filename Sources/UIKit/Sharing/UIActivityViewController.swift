import Foundation

/// The share sheet: it offers the system's activities that fit the items and the app's own
/// (``UIActivity``), less ``excludedActivityTypes``, and reports the choice to
/// ``completionWithItemsHandler`` after it is dismissed (P18).
///
/// A phone shows it as a page sheet (medium and large detents); a pad as a popover, which
/// must have a source view or bar button item, as in UIKit. It is presented like any
/// controller. The system activities are not performed here (there is no Mail or AirDrop on
/// Linux): choosing one dismisses the sheet and reports it as completed; a test chooses with
/// `chooseActivity(_:in:)` and closes with `closeActivitySheet(_:)`.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The completion handler's type: the activity chosen (nil when closed), whether it
    /// completed, items it returned, an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own activities.
    public let applicationActivities: [UIActivity]
    /// System activities not to offer. Default nil.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called once the sheet is gone, with the outcome.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the first activity is shown prominently (iOS 17; no effect here). Default false.
    open var allowsProminentActivity = false

    /// Where the sheet is in its work.
    private var stage = ActivitySheetStage.offering

    /// Creates a share sheet for `activityItems` with the app's activities.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .popover : .pageSheet
        if modalPresentationStyle == .pageSheet { sheetPresentationController?.detents = [.medium(), .large()] }
    }

    /// Share sheets are not made from archives.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The rows the sheet offers, in iOS 17's order: sharing (AirDrop, Messages, Mail, the
    /// app's share activities), then actions (Copy, Add to Reading List, Save Image, Print,
    /// the app's actions).
    var _offeredActivities: [OfferedActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        let items = _placeholderItems
        let strings = items.contains { $0 is String || $0 is NSAttributedString }
        let urls = items.compactMap { $0 as? URL }
        let images = items.contains { $0 is UIImage }
        var system: [(UIActivity.ActivityType, String, UIActivity.Category)] = []
        if !items.isEmpty {
            system += [(.airDrop, "AirDrop", .share), (.message, "Messages", .share), (.mail, "Mail", .share)]
        }
        if strings || !urls.isEmpty || images { system.append((.copyToPasteboard, "Copy", .action)) }
        if urls.contains(where: { ["http", "https"].contains($0.scheme?.lowercased() ?? "") }) {
            system.append((.addToReadingList, "Add to Reading List", .action))
        }
        if images { system.append((.saveToCameraRoll, "Save Image", .action)) }
        if images || strings { system.append((.print, "Print", .action)) }
        let own = applicationActivities.filter { $0.canPerform(withActivityItems: items) }.map {
            OfferedActivity(type: $0.activityType, title: $0.activityTitle ?? "", category: type(of: $0).activityCategory, activity: $0)
        }
        let offered = system.filter { !excluded.contains($0.0) }.map { OfferedActivity(type: $0.0, title: $0.1, category: $0.2, activity: nil) }
        func rows(_ category: UIActivity.Category) -> [OfferedActivity] {
            offered.filter { $0.category == category } + own.filter { $0.category == category }
        }
        return rows(.share) + rows(.action)
    }

    /// AI1: the items as the sheet decides its activities by them: an item source's
    /// placeholder in its place, asked each time.
    var _placeholderItems: [Any] {
        activityItems.map { ($0 as? any UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// AI2: the items the chosen activity gets: an item source's item for that activity in
    /// its place, those answering nil left out.
    func _items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? any UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// The sheet's list of activities.
    open override func loadView() {
        view = ActivitySheetView(controller: self)
    }

    // MARK: Choosing

    /// The user chose a row: an app activity prepares and runs (or presents its controller);
    /// a system one ends the sheet as completed.
    func _choose(_ offered: OfferedActivity) {
        guard case .offering = stage else { return }
        guard let activity = offered.activity else {
            let items = _items(for: offered.type)
            if offered.type == .copyToPasteboard { Self._copy(items) }
            return _finish(type: offered.type, completed: true)
        }
        stage = .running(activity)
        activity._sheet = self
        activity.prepare(withActivityItems: _items(for: activity.activityType))
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// AI2: Copy puts the items on the general pasteboard, one pasteboard item each: strings
    /// (an attributed string's characters), URLs and images; others are left out.
    private static func _copy(_ items: [Any]) {
        let pasteboardItems: [[String: Any]] = items.compactMap { item in
            switch item {
            case let string as String: [UIPasteboard.typeListString[0]: string]
            case let string as NSAttributedString: [UIPasteboard.typeListString[0]: string.string]
            case let url as URL: [UIPasteboard.typeListURL[0]: url]
            case let image as UIImage: [UIPasteboard.typeListImage[0]: image]
            default: nil
            }
        }
        guard !pasteboardItems.isEmpty else { return }
        UIPasteboard.general.setItems(pasteboardItems)
    }

    /// The close button: the sheet goes, reporting no activity.
    func _close() {
        guard case .offering = stage else { return }
        _finish(type: nil, completed: false)
    }

    func _activityFinished(_ activity: UIActivity, completed: Bool) {
        guard case .running(let running) = stage, running === activity else { return }
        _finish(type: activity.activityType, completed: completed)
    }

    /// Dismisses the sheet (and anything it presented), then reports (P18).
    private func _finish(type: UIActivity.ActivityType?, completed: Bool) {
        stage = .finished
        guard let presenter = presentingViewController else {
            completionWithItemsHandler?(type, completed, nil, nil)
            return
        }
        presenter.dismiss(animated: true) { [weak self] in
            self?.completionWithItemsHandler?(type, completed, nil, nil)
        }
    }
}

/// One row of the sheet.
struct OfferedActivity {
    let type: UIActivity.ActivityType?
    let title: String
    /// Sharing rows come before actions, each in its own group.
    let category: UIActivity.Category
    let activity: UIActivity?
}

/// Where a share sheet is in its work: offering rows, running an app activity, done (going
/// away or gone).
enum ActivitySheetStage {
    case offering
    case running(UIActivity)
    case finished
}
