import Foundation

/// The base of items shown in bars: a title, an image, a tag, and title text attributes
/// per state. An `NSObject`, as on iOS (identity equality); appearance proxies style it
/// (``UIAppearance``, W7).
@preconcurrency @MainActor
open class UIBarItem: NSObject, AppearanceCustomizable, AccessibilityStorageOwner {
    /// The title shown in the bar.
    open var title: String?
    /// The image shown in the bar.
    open var image: UIImage?
    /// The image the large content viewer shows for the item when a person with an
    /// accessibility text size long-presses its bar (VS8); nil uses ``image``. Kept: OpenUIKit
    /// has no large content viewer. Default nil.
    open var largeContentSizeImage: UIImage?
    /// The insets of ``largeContentSizeImage`` in the large content viewer (VS8). Default `.zero`.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// Whether the item is enabled. Default true; a disabled item shows its disabled
    /// appearance and ignores taps.
    open var isEnabled = true { didSet { if isEnabled != oldValue { _appearanceChanged() } } }
    /// An integer identifying the item.
    open var tag = 0

    // Accessibility: the item's button speaks these (K13, K14); kept in one storage (K1).
    var _accessibility: AccessibilityStorage?
    /// Whether the item is an accessibility element. Default true (its button is one).
    open var isAccessibilityElement: Bool {
        get { _accessibility?.isElement ?? true }
        set { _accessibilityStorage.isElement = newValue }
    }
    /// The name VoiceOver speaks for the item's button. Default nil: the button uses the
    /// title, a system item's name, or the image's label (K13, K14).
    open var accessibilityLabel: String? {
        get { _accessibility?.label }
        set { _accessibilityStorage.label = newValue }
    }
    /// The hint of the item's button. Default nil.
    open var accessibilityHint: String? {
        get { _accessibility?.hint }
        set { _accessibilityStorage.hint = newValue }
    }
    /// The value of the item's button. Default nil.
    open var accessibilityValue: String? {
        get { _accessibility?.value }
        set { _accessibilityStorage.value = newValue }
    }
    /// The traits of the item's button; set, they replace the button's defaults. Default `.none`.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility?.traits ?? .none }
        set { _accessibilityStorage.traits = newValue }
    }
    /// An identifier for UI tests; the item's button reports it as its own. Default nil.
    open var accessibilityIdentifier: String? {
        get { _accessibility?.identifier }
        set { _accessibilityStorage.identifier = newValue }
    }

    /// The title attributes set per state (raw state value).
    private var _titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Appearance proxies (Appearance/): the item's role and which properties were set on it.
    var _appearanceState = AppearanceState()

    /// Creates an item.
    public override init() { super.init() }

    /// Creates an item from an archive (appearance proxies are made this way).
    public required init?(coder: NSCoder) { super.init() }

    /// Sets the title's text attributes (`.font`, `.foregroundColor`, …) for a state
    /// (`.normal`, `.highlighted`, `.disabled`, `.selected` for tab items). Unset attributes
    /// come from the bar's appearance, then the system's (W8). Appearance-capable.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _titleTextAttributes[state.rawValue] = attributes
        _appearanceDidSet(AppearanceKey("setTitleTextAttributes:forState:", Int(state.rawValue))) {
            $0.setTitleTextAttributes(attributes, for: state)
        }
        _appearanceChanged()
    }

    /// The title's text attributes set for `state` (nil when none were).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleTextAttributes[state.rawValue]
    }

    /// Something that changes how the item looks changed: its view shows it.
    func _appearanceChanged() {}
}

/// Bar heights a bar item's customizations are for, as UIKit.
public enum UIBarMetrics: Int, Sendable {
    /// A bar of the regular height.
    case `default` = 0
    /// A bar of the compact height (a landscape phone's).
    case compact = 1
    /// A bar of the regular height with a prompt above the title.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}

/// Where a bar is, for customizations that depend on it, as UIKit.
public enum UIBarPosition: Int, Sendable {
    /// Any position.
    case any = 0
    /// At the bottom of its view (a toolbar).
    case bottom = 1
    /// At the top of its view, below the status bar.
    case top = 2
    /// At the top, its background reaching up behind the status bar.
    case topAttached = 3
}
