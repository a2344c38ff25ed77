import Foundation

/// What the keyboard shows for one first responder (IV1–IV3): a custom input view (with
/// its controller), the system's software keyboard, or nothing below; and an accessory
/// (with its controller) above.
@MainActor
struct InputViewSet {
    /// The part at the bottom.
    enum Input {
        /// A custom input view, or an input view controller's view.
        case custom(UIView, controller: UIInputViewController?)
        /// The system keyboard (IV8).
        case system
    }

    var input: Input?
    var accessory: UIView?
    var accessoryController: UIInputViewController?

    /// IV1: `responder`'s views: an input view controller wins over an input view, an
    /// accessory controller over an accessory view; a text input with no input view gets
    /// the system keyboard while the software keyboard is on (IV8). Nil when nothing shows.
    init?(for responder: UIResponder, softwareKeyboard: Bool) {
        if let controller = responder.inputViewController {
            input = .custom(controller.view, controller: controller)
        } else if let view = responder.inputView {
            input = .custom(view, controller: nil)
        } else if softwareKeyboard, responder is UIKeyInput {
            input = .system
        }
        if let controller = responder.inputAccessoryViewController {
            accessory = controller.view
            accessoryController = controller
        } else {
            accessory = responder.inputAccessoryView
        }
        if input == nil, accessory == nil { return nil }
    }

    var customInput: UIView? {
        if case let .custom(view, _)? = input { return view }
        return nil
    }
    var inputController: UIInputViewController? {
        if case let .custom(_, controller)? = input { return controller }
        return nil
    }
    var usesSystemKeyboard: Bool {
        if case .system? = input { return true }
        return false
    }

    /// The controllers shown, accessory's last.
    var controllers: [UIInputViewController] { [inputController, accessoryController].compactMap { $0 } }
    /// The app's views shown, input view first.
    var views: [UIView] { [customInput, accessory].compactMap { $0 } }

    /// IV10: the same views (and controllers) as `other`, so switching between the two
    /// responders leaves the keyboard as it is.
    func showsSameViews(as other: InputViewSet) -> Bool {
        usesSystemKeyboard == other.usesSystemKeyboard && customInput === other.customInput
            && inputController === other.inputController && accessory === other.accessory
            && accessoryController === other.accessoryController
    }

    // MARK: Heights (IV3, IV7)

    /// The set's parts' heights on a screen `width` wide: measured once per move, as the
    /// views' frames then take them.
    func layout(width: CGFloat, bottomInset: CGFloat) -> KeyboardLayout {
        let input = inputHeight(width: width)
        return KeyboardLayout(accessoryHeight: accessoryHeight(width: width, atBottom: input == 0, bottomInset: bottomInset),
                              inputHeight: input)
    }

    /// The height of the part below the accessory, `width` points wide.
    func inputHeight(width: CGFloat) -> CGFloat {
        switch input {
        case nil: return 0
        case .system?: return SoftwareKeyboardMetrics.height()
        case let .custom(view, controller)?:
            let selfSizing = controller != nil || (view as? UIInputView)?.allowsSelfSizing == true
            if selfSizing, let fitted = Self.constrainedHeight(of: view, width: width) { return fitted }
            if view.frame.height > 0 { return view.frame.height }
            if let fitted = Self.fittedHeight(of: view, width: width) { return fitted }
            // An input view controller's view with no height of its own gets the keyboard's.
            return SoftwareKeyboardMetrics.height()
        }
    }

    /// The accessory's height, `width` points wide; `atBottom` when nothing is below it
    /// (IV3: a flexible-height accessory then reaches over the Home indicator).
    func accessoryHeight(width: CGFloat, atBottom: Bool, bottomInset: CGFloat) -> CGFloat {
        guard let view = accessory else { return 0 }
        guard view.autoresizingMask.contains(.flexibleHeight) else { return view.frame.height }
        let content = Self.fittedHeight(of: view, width: width) ?? view.frame.height
        return content + (atBottom ? bottomInset : 0)
    }

    /// The height the view's constraints give it at `width`, if they give one.
    static func constrainedHeight(of view: UIView, width: CGFloat) -> CGFloat? {
        guard !view.constraints.isEmpty || view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else { return nil }
        let size = view.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height > 0 ? size.height : nil
    }

    /// The view's own height: its intrinsic height, else what its constraints give it.
    private static func fittedHeight(of view: UIView, width: CGFloat) -> CGFloat? {
        let intrinsic = view.intrinsicContentSize.height
        if intrinsic != UIView.noIntrinsicMetric, intrinsic > 0 { return intrinsic }
        return constrainedHeight(of: view, width: width)
    }
}

/// The heights of the keyboard's two parts: the accessory at the top, the input part below.
struct KeyboardLayout: Equatable {
    var accessoryHeight: CGFloat
    var inputHeight: CGFloat
    var height: CGFloat { accessoryHeight + inputHeight }
    static let empty = KeyboardLayout(accessoryHeight: 0, inputHeight: 0)
}
