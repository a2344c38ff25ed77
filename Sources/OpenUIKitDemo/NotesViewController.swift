import UIKit

/// The notes tab: a text view editing a `TextDocument`. Each keystroke is an unsaved change;
/// the document autosaves in the background and when the app leaves the screen. It adds
/// whether a note is open to the scene's restoration activity, which it shares.
final class NotesViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
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
