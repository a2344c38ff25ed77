import Foundation
import UniformTypeIdentifiers

/// The system's file picker, to open documents of some types or export files; the delegate
/// hears the files picked or the cancel (P19).
///
/// Files come from the test (there is no Files app on Linux): `pickDocuments(_:in:)` picks
/// URLs, `cancelDocumentPicker(_:)` taps Cancel. Picking or cancelling dismisses the picker,
/// then tells the delegate, as UIKit does. A picked file that does not conform to the
/// picker's types is refused with a precondition failure naming it, so a test cannot pick
/// what the user could not. Difference from UIKit: no copying into the app's inbox for
/// `asCopy` (the URL is delivered as given).
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// The delegate (weak).
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Whether several files may be picked. Default false.
    open var allowsMultipleSelection = false
    /// Whether file extensions show. Default false.
    open var shouldShowFileExtensions = false
    /// The folder shown first. Default nil.
    open var directoryURL: URL?
    /// The types that can be opened (empty for an export picker).
    public let contentTypes: [UTType]
    /// The files being exported (empty for an open picker).
    public let exportedURLs: [URL]
    /// Whether the files are copied rather than opened in place.
    public let asCopy: Bool

    private enum Outcome { case open, finished }
    private var outcome = Outcome.open

    /// A picker opening documents of `contentTypes` (in place, or copies).
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// A picker exporting `urls` (moved, or copies).
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        contentTypes = []
        exportedURLs = urls
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// Document pickers are not made from archives.
    public required init?(coder: NSCoder) {
        contentTypes = []
        exportedURLs = []
        asCopy = false
        super.init(coder: coder)
    }

    /// A navigation bar with Cancel, over the (empty) browser.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 56))
        bar.autoresizingMask = [.flexibleWidth]
        let item = UINavigationItem(title: exportedURLs.isEmpty ? "Browse" : "Export")
        item.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?._cancel() })
        bar.items = [item]
        view.addSubview(bar)
    }

    /// Whether `url`'s type (by extension) is one the picker opens.
    @_spi(Testing) public func _accepts(_ url: URL) -> Bool {
        guard !contentTypes.isEmpty else { return true }
        guard let type = UTType(filenameExtension: url.pathExtension) ?? (url.hasDirectoryPath ? .folder : nil) else {
            return contentTypes.contains(.item) || contentTypes.contains(.data)
        }
        return contentTypes.contains { type.conforms(to: $0) }
    }

    /// The user picked `urls`: the picker is dismissed, then the delegate hears them.
    @_spi(Testing) public func _pick(_ urls: [URL]) {
        guard outcome == .open else { return }
        outcome = .finished
        _finish { [weak self] in
            guard let self else { return }
            self.delegate?.documentPicker(self, didPickDocumentsAt: urls)
        }
    }

    /// Cancel: the picker is dismissed, then the delegate hears it.
    func _cancel() {
        guard outcome == .open else { return }
        outcome = .finished
        _finish { [weak self] in
            guard let self else { return }
            self.delegate?.documentPickerWasCancelled(self)
        }
    }

    @preconcurrency private func _finish(then tell: @escaping @MainActor () -> Void) {
        if presentingViewController != nil { dismiss(animated: true, completion: tell) } else { tell() }
    }
}

/// The delegate of a document picker. Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The user picked files (after the picker was dismissed).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled (after the picker was dismissed).
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    /// Default: nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Default: nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
