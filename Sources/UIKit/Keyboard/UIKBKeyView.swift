import Foundation

/// One key of the software keyboard: a rounded cap with its title. A tap types it.
@MainActor
final class UIKBKeyView: UIView {
    /// What a key does.
    enum Key: Equatable {
        case character(String), shift, delete, more(String), nextKeyboard, space, `return`

        /// The title drawn on the cap.
        var title: String {
            switch self {
            case let .character(character): character
            case .shift: "⇧"
            case .delete: "⌫"
            case let .more(title): title
            case .nextKeyboard: "🌐"
            case .space: "space"
            case .return: "return"
            }
        }

        /// What VoiceOver says, as iOS's keys.
        var accessibilityName: String {
            switch self {
            case let .character(character): character
            case .shift: "shift"
            case .delete: "delete"
            case .more: "more"
            case .nextKeyboard: "next keyboard"
            case .space: "space"
            case .return: "return"
            }
        }

        var isCharacter: Bool { if case .character = self { true } else { false } }
    }

    let key: Key
    private unowned let keyboard: UIKBInputBackdropView
    private let label = UILabel(frame: .zero)

    /// Whether a letter shows as a capital (Shift is on).
    var showsCapital = false {
        didSet { if key.isCharacter { label.text = showsCapital ? key.title.uppercased() : key.title } }
    }
    /// TI10: whether a tap types the key (the Return key is disabled while the document is
    /// empty when it enables itself automatically).
    private(set) var isEnabled = true

    /// TI10: the Return key's title (also what VoiceOver reads), state and colour: blue with
    /// a white title for any type but `.default`, a grey title while disabled.
    func configureReturnKey(title: String, enabled: Bool, prominent: Bool) {
        label.text = title
        accessibilityLabel = title
        isEnabled = enabled
        accessibilityTraits = enabled ? .keyboardKey : [.keyboardKey, .notEnabled]
        backgroundColor = prominent && enabled ? .systemBlue : Self.functionCapColor
        label.textColor = !enabled ? .secondaryLabel : prominent ? .white : .label
    }

    init(key: Key, keyboard: UIKBInputBackdropView) {
        self.key = key
        self.keyboard = keyboard
        super.init(frame: .zero)
        layer.cornerRadius = 5
        backgroundColor = key.isCharacter || key == .space ? Self.capColor : Self.functionCapColor
        label.text = key.title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: key.isCharacter ? 22 : 16)
        label.textColor = .label
        addSubview(label)
        isAccessibilityElement = true
        accessibilityLabel = key.accessibilityName
        accessibilityTraits = .keyboardKey
    }

    required init?(coder: NSCoder) { nil }

    static let capColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.42, alpha: 1) : .white }
    static let functionCapColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.27, alpha: 1)
            : UIColor(red: 171 / 255, green: 177 / 255, blue: 186 / 255, alpha: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    /// A tap that ends on the key types it.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
        keyboard.press(key)
    }
}
