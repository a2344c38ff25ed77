import UIKit

/// The notes tab: a text view editing a `TextDocument`. Each keystroke is an unsaved change;
/// the document autosaves in the background and when the app leaves the screen. It adds
/// whether a note is open to the scene's restoration activity, which it shares.
///
/// A round badge sits in the note's top-right corner and the text flows around it: the text
/// view's container excludes the badge's circle (TX12). The text view stays on TextKit 2
/// (the controller never reads its `layoutManager`).
final class NotesViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    /// The round picture the note's text flows around.
    let badgeView = UIImageView(image: UIImage(systemName: "pencil.circle.fill"))
    /// The badge's side, in points.
    static let badgeSide: CGFloat = 72
    private(set) var document: TextDocument?
    /// Told once the document is open and shown.
    var onDocumentOpened: (() -> Void)?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
        tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "doc.text"), tag: 3)
    }

    required init?(coder: NSCoder) { fatalError("NotesViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.accessibilityLabel = "Note"
        textView.delegate = self
        view.addSubview(textView)
        badgeView.contentMode = .scaleAspectFit
        badgeView.backgroundColor = .systemYellow
        badgeView.layer.cornerRadius = Self.badgeSide / 2
        badgeView.clipsToBounds = true
        textView.addSubview(badgeView)
        let document = TextDocument(fileURL: TextDocument.noteURL)
        self.document = document
        if FileManager.default.fileExists(atPath: document.fileURL.path) {
            document.open { [weak self] success in
                print("  document: Note.txt opened (\(success ? "\(document.text.count) characters" : "failed"))")
                self?.show(document)
            }
        } else {
            document.text = "Shopping list"
            try? FileManager.default.createDirectory(at: document.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            document.save(to: document.fileURL, for: .forCreating) { [weak self] _ in self?.show(document) }
        }
    }

    private func show(_ document: TextDocument) {
        textView.text = document.text
        onDocumentOpened?()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        textView.frame = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 8)
        layOutBadge()
    }

    /// The badge's circle in the text container's coordinates.
    var badgeExclusionRect: CGRect {
        let side = Self.badgeSide
        let inset = textView.textContainerInset
        let width = max(0, textView.bounds.width - inset.left - inset.right)
        return CGRect(x: max(0, width - side), y: 0, width: side, height: side)
    }

    /// Puts the badge in the text's top-right corner and keeps the text out of its circle.
    private func layOutBadge() {
        let circle = badgeExclusionRect
        let inset = textView.textContainerInset
        badgeView.frame = circle.offsetBy(dx: inset.left, dy: inset.top)
        let path = UIBezierPath(ovalIn: circle)
        if textView.textContainer.exclusionPaths.first?.bounds != path.bounds {
            textView.textContainer.exclusionPaths = [path]
        }
    }

    /// Types `text` as the keyboard would, one character at a time.
    func type(_ text: String) {
        textView.becomeFirstResponder()
        for character in text { textView.insertText(String(character)) }
    }

    func textViewDidChange(_ textView: UITextView) {
        document?.text = textView.text
        document?.updateChangeCount(.done)
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: ["noteOpen": document?.documentState == .normal])
    }
}
