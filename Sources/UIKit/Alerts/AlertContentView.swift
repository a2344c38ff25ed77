import Foundation

/// The view of a ``UIAlertController`` (its `view`): the alert's card, or an action sheet's
/// group of actions and its separate cancel button, built from plain views (labels, text
/// fields, buttons, hairlines) so that hit testing, pictures and traces see them as any view.
///
/// Buttons are ordered as iOS orders them: in an alert, two buttons whose titles fit sit side
/// by side with the cancel action on the left, otherwise they are stacked with the cancel
/// action last; in an action sheet the cancel action sits apart at the bottom, and is not
/// shown when the sheet is a popover (P14).
@preconcurrency @MainActor
final class AlertContentView: UIView {
    enum LayoutKind {
        case alert, sheet, popover

        /// The layout of `controller`'s loaded alert view (an alert without one: `.alert`).
        @MainActor static func of(_ controller: UIViewController) -> LayoutKind {
            (controller.viewIfLoaded as? AlertContentView)?.layoutKind ?? .alert
        }
    }

    private unowned let alert: UIAlertController
    private let mainGroup = UIView()
    private let cancelGroup = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var fieldWrappers: [UIView] = []
    private var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: .zero)
        for group in [mainGroup, cancelGroup] {
            group.clipsToBounds = true
            addSubview(group)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.addSubview(label)
        }
        reload()
    }

    required init?(coder: NSCoder) { fatalError("UIAlertController makes its view in code") }

    /// Where the alert is shown decides its layout.
    var layoutKind: LayoutKind {
        if alert.preferredStyle == .alert { return .alert }
        if alert.modalPresentationStyle == .popover, (alert._presentationController?.presentationStyle ?? .popover) == .popover {
            return .popover
        }
        return .sheet
    }

    /// The button of `action`, when it is shown.
    func button(for action: UIAlertAction) -> UIView? {
        buttons.first { $0.action === action }
    }

    /// Rebuilds the labels and buttons from the alert (its title, message, actions or their
    /// states changed); text fields keep their views (and the keyboard).
    func reload() {
        let kind = layoutKind
        let isAlert = kind == .alert
        titleLabel.text = alert.title
        titleLabel.font = isAlert ? AlertMetrics.alertTitleFont : AlertMetrics.sheetTitleFont
        titleLabel.textColor = isAlert ? .label : .secondaryLabel
        messageLabel.text = alert.message
        messageLabel.font = isAlert ? AlertMetrics.alertMessageFont : AlertMetrics.sheetMessageFont
        messageLabel.textColor = isAlert ? .label : .secondaryLabel
        mainGroup.backgroundColor = kind == .popover ? nil : AlertMetrics.materialColor
        mainGroup.layer.cornerRadius = isAlert ? AlertMetrics.alertCornerRadius : AlertMetrics.sheetCornerRadius
        cancelGroup.backgroundColor = AlertMetrics.cancelGroupColor
        cancelGroup.layer.cornerRadius = AlertMetrics.sheetCornerRadius

        for field in alert._textFields.dropFirst(fieldWrappers.count) {
            let wrapper = UIView()
            wrapper.backgroundColor = AlertMetrics.textFieldBackground
            wrapper.layer.borderWidth = AlertMetrics.hairline
            wrapper.layer.borderColor = AlertMetrics.textFieldBorderColor.cgColor
            wrapper.addSubview(field)
            mainGroup.addSubview(wrapper)
            fieldWrappers.append(wrapper)
        }

        // Buttons are kept per action, so a change of state redraws a button where it is.
        let preferred = alert.preferredAction
        let previous = buttons
        buttons = orderedActions(kind).map { action in
            let bold = action === preferred || (preferred == nil && action.style == .cancel)
            let font = isAlert ? (bold ? AlertMetrics.alertBoldButtonFont : AlertMetrics.alertButtonFont)
                : (bold ? AlertMetrics.sheetBoldButtonFont : AlertMetrics.sheetButtonFont)
            let button = previous.first { $0.action === action }
                ?? AlertActionButton(action: action) { [weak alert] in alert?._choose($0) }
            button.configure(font: font)
            let group = kind == .sheet && action.style == .cancel ? cancelGroup : mainGroup
            if button.superview !== group { group.addSubview(button) }
            return button
        }
        for button in previous where !buttons.contains(where: { $0 === button }) { button.removeFromSuperview() }
        cancelGroup.isHidden = !buttons.contains { $0.superview === cancelGroup }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func orderedActions(_ kind: LayoutKind) -> [UIAlertAction] {
        let others = alert.actions.filter { $0.style != .cancel }
        guard let cancel = alert._cancelAction, kind != .popover else { return others }
        return kind == .alert && sideBySide ? [cancel] + others : others + [cancel]
    }

    /// Two alert buttons sit side by side when both titles fit in half the width.
    private var sideBySide: Bool {
        guard layoutKind == .alert, alert.actions.count == 2 else { return false }
        let limit = AlertMetrics.alertWidth / 2 - 2 * AlertMetrics.sideBySidePadding
        return alert.actions.allSatisfy { action in
            let font = AlertMetrics.alertBoldButtonFont
            return TextMeasurement.current.size(of: action.title ?? "", font: font, width: nil, numberOfLines: 1).width <= limit
        }
    }

    // MARK: Layout

    private struct Plan {
        var title: CGRect = .zero, message: CGRect = .zero
        var fields: [CGRect] = []
        var mainButtons: [CGRect] = [], separators: [CGRect] = []
        var main: CGRect = .zero, cancel: CGRect = .zero
        var size: CGSize = .zero
    }

    /// The view's size for a width of at most `maxWidth` (an alert is always 270 wide), its
    /// height clipped to `maxHeight`.
    func fittingSize(maxWidth: CGFloat, maxHeight: CGFloat) -> CGSize {
        let width = layoutKind == .alert ? AlertMetrics.alertWidth : (layoutKind == .popover ? AlertMetrics.popoverWidth : maxWidth)
        let size = plan(width: width).size
        return CGSize(width: size.width, height: min(size.height, max(maxHeight, 0)))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let plan = plan(width: bounds.width)
        mainGroup.frame = plan.main
        cancelGroup.frame = plan.cancel
        titleLabel.frame = plan.title
        messageLabel.frame = plan.message
        for (wrapper, frame) in zip(fieldWrappers, plan.fields) {
            wrapper.frame = frame
            wrapper.subviews.first?.frame = CGRect(x: AlertMetrics.textFieldTextInset, y: 0,
                                                   width: frame.width - 2 * AlertMetrics.textFieldTextInset, height: frame.height)
        }
        let mainButtons = buttons.filter { $0.superview === mainGroup }
        for (button, frame) in zip(mainButtons, plan.mainButtons) { button.frame = frame }
        buttons.first { $0.superview === cancelGroup }?.frame = CGRect(origin: .zero, size: plan.cancel.size)
        // Hairlines are kept between passes; only a change in their number adds or removes views.
        while separators.count > plan.separators.count { separators.removeLast().removeFromSuperview() }
        while separators.count < plan.separators.count {
            let line = UIView()
            line.backgroundColor = AlertMetrics.separatorColor
            mainGroup.addSubview(line)
            separators.append(line)
        }
        for (line, frame) in zip(separators, plan.separators) { line.frame = frame }
    }

    private func plan(width: CGFloat) -> Plan {
        let kind = layoutKind
        let isAlert = kind == .alert
        let insets = isAlert ? AlertMetrics.alertHeaderInsets : AlertMetrics.sheetHeaderInsets
        let textWidth = width - insets.left - insets.right
        var plan = Plan()
        var y: CGFloat = 0
        let hasTitle = !(alert.title ?? "").isEmpty, hasMessage = !(alert.message ?? "").isEmpty
        if hasTitle || hasMessage || !fieldWrappers.isEmpty {
            y = insets.top
            if hasTitle {
                let height = ceil(titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                plan.title = CGRect(x: insets.left, y: y, width: textWidth, height: height)
                y += height
            }
            if hasMessage {
                if hasTitle { y += AlertMetrics.titleMessageSpacing }
                let height = ceil(messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                plan.message = CGRect(x: insets.left, y: y, width: textWidth, height: height)
                y += height
            }
            for index in fieldWrappers.indices {
                y += index == 0 ? (hasTitle || hasMessage ? AlertMetrics.textFieldSpacing : 0) : -AlertMetrics.hairline
                plan.fields.append(CGRect(x: insets.left, y: y, width: textWidth, height: AlertMetrics.textFieldHeight))
                y += AlertMetrics.textFieldHeight
            }
            y += fieldWrappers.isEmpty ? insets.bottom : AlertMetrics.textFieldSpacing + 4
        }
        let hairline = AlertMetrics.hairline
        let mainCount = buttons.filter { !(kind == .sheet && $0.action.style == .cancel) }.count
        let buttonHeight = isAlert ? AlertMetrics.alertButtonHeight : AlertMetrics.sheetButtonHeight
        if isAlert && sideBySide && mainCount == 2 {
            plan.separators.append(CGRect(x: 0, y: y, width: width, height: hairline))
            let half = (width / 2).rounded()
            plan.mainButtons = [CGRect(x: 0, y: y, width: half, height: buttonHeight),
                                CGRect(x: half, y: y, width: width - half, height: buttonHeight)]
            plan.separators.append(CGRect(x: half, y: y, width: hairline, height: buttonHeight))
            y += buttonHeight
        } else {
            for index in 0..<mainCount {
                if y > 0 || index > 0 { plan.separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
                plan.mainButtons.append(CGRect(x: 0, y: y, width: width, height: buttonHeight))
                y += buttonHeight
            }
        }
        plan.main = CGRect(x: 0, y: 0, width: width, height: y)
        var height = y
        if kind == .sheet, buttons.contains(where: { $0.action.style == .cancel }) {
            let top = y > 0 ? y + AlertMetrics.sheetMargin : 0
            plan.cancel = CGRect(x: 0, y: top, width: width, height: AlertMetrics.sheetButtonHeight)
            height = plan.cancel.maxY
        }
        plan.size = CGSize(width: width, height: height)
        return plan
    }
}

/// One action's button: its title centred in the action's colour, highlighted while pressed.
@preconcurrency @MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel()

    @preconcurrency init(action: UIAlertAction, chosen: @escaping @MainActor (UIAlertAction) -> Void) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        addSubview(label)
        addAction(UIAction { [unowned action] _ in chosen(action) }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// Draws the action's current state in `font`: dimmed when disabled, red when destructive,
    /// else in the tint colour.
    func configure(font: UIFont) {
        label.font = font
        isEnabled = action.isEnabled
        updateTitleColor()
    }

    private func updateTitleColor() {
        label.textColor = !action.isEnabled ? .secondaryLabel : action.style == .destructive ? .systemRed : tintColor
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? AlertMetrics.highlightColor : nil }
    }

    // The tint is inherited: it is known once the button is in the alert's window.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitleColor()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTitleColor()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}
