import Foundation

/// The system font picker: the font families (and, with `includeFaces`, their faces), each
/// named in its own font, under a header with Cancel (FP1–FP4).
///
/// Picking a row sets ``selectedFontDescriptor`` (a family's descriptor names the family, a
/// face's names the face) and tells the delegate; the picker stays on screen. Cancel
/// dismisses it, then tells the delegate. `UIKitTesting`'s `pickFontFamily(_:in:)`,
/// `pickFontFace(_:in:)` and `cancelFontPicker(_:)` stand for the user.
/// Differences from UIKit: no search field and no fonts installed by other apps; the list
/// shows the first rows only (it does not scroll); the languages filter is not applied.
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    /// The settings, as copied when the picker was made.
    public let configuration: Configuration
    /// The delegate (weak).
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font picked (or set by the app to show as chosen). Default nil.
    open var selectedFontDescriptor: UIFontDescriptor?

    /// Where the picking stands: Cancel is acted on once.
    private enum Phase { case open, cancelled }
    private var phase = Phase.open
    private var cancelButton: UIBarButtonItem?

    /// A picker with `configuration` (copied).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration.copy() as! Configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Font pickers are not made from archives.
    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
    }

    /// FP2: the families offered, sorted: those with a face having every filtered trait
    /// (bold: a semibold or heavier face; italic; monospace: Courier, Courier New, Menlo).
    @_spi(Testing) public var _offeredFamilies: [String] {
        let traits = configuration.filteredTraits
        return UIFont.familyNames.filter { family in
            if traits.contains(.traitMonoSpace), !["Courier", "Courier New", "Menlo"].contains(family) { return false }
            let faces = UIFont.fontNames(forFamilyName: family)
            return faces.contains { face in
                (!traits.contains(.traitBold) || FontCatalog.weight(ofFace: face).rawValue >= UIFont.Weight.semibold.rawValue)
                    && (!traits.contains(.traitItalic) || FontCatalog.isItalic(face))
            }
        }
    }

    /// A header ("Fonts", Cancel) over the families, each in its own font unless the
    /// configuration asks for the system font.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 56))
        bar.autoresizingMask = [.flexibleWidth]
        let item = UINavigationItem(title: "Fonts")
        let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?._cancel() })
        item.leftBarButtonItem = cancel
        cancelButton = cancel
        bar.items = [item]
        view.addSubview(bar)
        for (index, family) in _offeredFamilies.prefix(16).enumerated() {
            let row = UIButton(type: .custom)
            row.frame = CGRect(x: 16, y: 56 + CGFloat(index) * 44, width: view.bounds.width - 32, height: 44)
            row.autoresizingMask = [.flexibleWidth]
            row.contentHorizontalAlignment = .left
            row.setTitle(family, for: .normal)
            row.setTitleColor(.label, for: .normal)
            row.titleLabel?.font = configuration.displayUsingSystemFont ? .systemFont(ofSize: 17) : UIFont(name: family, size: 17) ?? .systemFont(ofSize: 17)
            row.addAction(UIAction { [weak self] _ in self?._pick(UIFontDescriptor(fontAttributes: [.family: family])) }, for: .touchUpInside)
            view.addSubview(row)
        }
    }

    /// The Cancel button, for code standing for the user's finger.
    @_spi(Testing) public var _cancelButton: UIBarButtonItem? { cancelButton }

    /// FP3: the user picked `descriptor`: it becomes ``selectedFontDescriptor``, then the
    /// delegate hears it.
    @_spi(Testing) public func _pick(_ descriptor: UIFontDescriptor) {
        guard phase == .open else { return }
        selectedFontDescriptor = descriptor
        delegate?.fontPickerViewControllerDidPickFont(self)
    }

    /// FP4: Cancel: the picker is dismissed, then the delegate hears it.
    func _cancel() {
        guard phase == .open else { return }
        phase = .cancelled
        guard presentingViewController != nil else {
            delegate?.fontPickerViewControllerDidCancel(self)
            return
        }
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.fontPickerViewControllerDidCancel(self)
        }
    }
}
