import Foundation

/// The keyboard's notifications as UIKit posts them (IV5): the object nil, the same
/// `userInfo` for the "will" and the "did" of one move.
@MainActor
enum KeyboardNotifications {
    /// The duration of every keyboard move, in seconds.
    static let duration: TimeInterval = 0.25
    /// The keyboard's own animation curve: 7, a value outside `UIView.AnimationCurve`'s
    /// named cases (apps pass it on as `AnimationOptions(rawValue: curve << 16)`).
    static let curve = 7

    /// IV5: the frames (screen coordinates) before and after the move, the duration, the
    /// curve and `isLocal`, with the deprecated bounds and centre keys UIKit still adds.
    static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            "UIKeyboardBoundsUserInfoKey": NSValue(cgRect: CGRect(origin: .zero, size: end.size)),
            "UIKeyboardCenterBeginUserInfoKey": NSValue(cgPoint: CGPoint(x: begin.midX, y: begin.midY)),
            "UIKeyboardCenterEndUserInfoKey": NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY)),
        ]
    }

    /// IV5: `keyboardWillChangeFrame`, then `keyboardWillShow` or `keyboardWillHide`.
    static func postWill(showing: Bool, _ info: [AnyHashable: Any]) {
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
    }

    /// IV5: `keyboardDidChangeFrame`, then `keyboardDidShow` or `keyboardDidHide`.
    static func postDid(showing: Bool, _ info: [AnyHashable: Any]) {
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: info)
    }
}

/// The views whose keyboard layout guide is in use, so that the guides follow the keyboard
/// (IV6): each moved keyboard lays them out again, inside the keyboard's animation.
@MainActor
enum KeyboardLayoutGuides {
    private static var owners: [WeakBox<UIView>] = []

    /// `view` made its keyboard layout guide.
    static func register(_ view: UIView) {
        owners.removeAll { $0.value == nil }
        owners.append(WeakBox(view))
    }

    /// The keyboard's frame changed: every guide's view in a window lays out now (animated
    /// with the keyboard when called inside its animation).
    static func keyboardMoved() {
        var windows: [UIWindow] = []
        for box in owners {
            guard let view = box.value, let window = view.window else { continue }
            view.setNeedsLayout()
            if !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.layoutIfNeeded() }
    }
}
