import Foundation

/// The revealed actions of a swiped row, drawn as iOS 17 draws them (LE8): full-height
/// buttons in the actions' colours with white titles (and white images above them), the
/// first action at the row's edge. When the row moves past the actions' width, the buttons
/// stretch in proportion.
@preconcurrency @MainActor
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    let edge: SwipeEdge
    /// The buttons, in the configuration's order.
    private(set) var buttons: [SwipeActionButton] = []
    /// Runs when a button is tapped, with its index and view.
    @preconcurrency var onTap: (@MainActor (Int, UIView) -> Void)?

    /// A button's width: its title's (or image's) plus 15 pt on each side, at least 74 pt.
    static let minimumButtonWidth: CGFloat = 74
    static let buttonPadding: CGFloat = 15

    init(configuration: UISwipeActionsConfiguration, edge: SwipeEdge) {
        self.configuration = configuration
        self.edge = edge
        super.init(frame: .zero)
        clipsToBounds = true
        for (index, action) in configuration.actions.enumerated() {
            let button = SwipeActionButton(action: action)
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.onTap?(index, button)
            }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { fatalError("SwipeActionsView is made in code") }

    /// The width that shows every button at its natural width.
    var revealWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let natural = revealWidth
        guard natural > 0 else { return }
        let scale = bounds.width / natural
        // The first action sits at the row's edge: rightmost for trailing actions.
        var x: CGFloat = edge == .trailing ? bounds.width : 0
        for button in buttons {
            let width = button.naturalWidth * scale
            if edge == .trailing {
                x -= width
                button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            } else {
                button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                x += width
            }
        }
    }
}

/// One revealed action: its colour, white image and white title centred.
@preconcurrency @MainActor
final class SwipeActionButton: UIControl {
    let action: UIContextualAction
    let titleLabel = UILabel(frame: .zero)
    let imageView = UIImageView(frame: .zero)

    init(action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray)
        titleLabel.text = action.title
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        imageView.image = action.image?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = .white
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(titleLabel)
        accessibilityLabel = action.title
    }

    required init?(coder: NSCoder) { fatalError("SwipeActionButton is made in code") }

    /// The width the button asks for.
    var naturalWidth: CGFloat {
        let content = max(action.title == nil ? 0 : titleLabel.intrinsicContentSize.width, action.image == nil ? 0 : 22)
        return max(SwipeActionsView.minimumButtonWidth, content + 2 * SwipeActionsView.buttonPadding)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let title = action.title == nil ? CGSize.zero : titleLabel.intrinsicContentSize
        let imageSize: CGSize = action.image == nil ? .zero : CGSize(width: 22, height: 22)
        let gap: CGFloat = action.image != nil && action.title != nil ? 4 : 0
        let total = imageSize.height + gap + title.height
        var y = (bounds.height - total) / 2
        // Content stays next to the row's content while the button stretches (centred here).
        imageView.frame = CGRect(x: (bounds.width - imageSize.width) / 2, y: y, width: imageSize.width, height: imageSize.height)
        y += imageSize.height + gap
        titleLabel.frame = CGRect(x: 0, y: y, width: bounds.width, height: title.height)
    }
}
