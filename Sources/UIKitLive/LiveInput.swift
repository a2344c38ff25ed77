#if Live
import Foundation
@_spi(Testing) import UIKit

/// Turns what the page sends into what a person does on a device: touches through
/// `UIApplication.sendEvent(_:)` to the window (hit testing, gesture recognizers and controls see them as on
/// iOS), scrolling of the scroll view under the pointer, typing into the first responder, and
/// the simulator's menus (device, rotation, appearance, text size, Home Screen and back).
@MainActor
final class LiveInput {
    /// The devices the Device menu offers.
    static let devices: [UIScreen.DeviceProfile] = [.iPhone15Pro, .iPhone14, .iPhone15ProMax, .iPhoneSE, .iPadAir]
    /// The text sizes the Text Size menu offers, smallest first.
    static let textSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    private let window: @MainActor () -> UIWindow?
    /// Fingers down, by the page's id, with the window they went down in.
    private var touches: [Int: (touch: UITouch, window: UIWindow)] = [:]

    init(window: @escaping @MainActor () -> UIWindow?) {
        self.window = window
    }

    /// Applies one message; returns whether the simulator's settings changed (the page's
    /// menus then need the new status).
    func apply(_ message: LiveMessage) -> Bool {
        switch message {
        case .touch(let id, let phase, let x, let y):
            touch(id: id, phase: phase, at: CGPoint(x: x, y: y))
            return false
        case .wheel(let x, let y, let dx, let dy):
            scroll(at: CGPoint(x: x, y: y), by: CGSize(width: dx, height: dy))
            return false
        case .text(let text):
            (UIResponder._firstResponder as? any UIKeyInput)?.insertText(text)
            return false
        case .key(.backspace):
            (UIResponder._firstResponder as? any UIKeyInput)?.deleteBackward()
            return false
        case .key(.enter):
            (UIResponder._firstResponder as? any UIKeyInput)?.insertText("\n")
            return false
        case .menu(let action):
            menu(action)
            return true
        }
    }

    private func touch(id: Int, phase: LiveMessage.Phase, at point: CGPoint) {
        let time = UIKitScheduler.shared.clock.now
        switch phase {
        case .began:
            guard let window = window(), touches[id] == nil else { return }
            let touch = UITouch(location: point, in: window, phase: .began)
            touches[id] = (touch, window)
            UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time))
        case .moved, .ended, .cancelled:
            guard let (touch, window) = touches[id] else { return }  // a finger that went down elsewhere
            let uiPhase: UITouch.Phase = phase == .moved ? .moved : phase == .ended ? .ended : .cancelled
            touch.move(to: point, phase: uiPhase)
            if phase != .moved { touches[id] = nil }
            UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time))
        }
    }

    /// Scrolls the innermost scroll view under `point` that can move that way, within its
    /// content (as a trackpad does, without bouncing).
    private func scroll(at point: CGPoint, by delta: CGSize) {
        guard let window = window() else { return }
        var view = window.hitTest(point, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                let inset = scrollView.adjustedContentInset
                let minimum = CGPoint(x: -inset.left, y: -inset.top)
                let maximum = CGPoint(
                    x: max(minimum.x, scrollView.contentSize.width + inset.right - scrollView.bounds.width),
                    y: max(minimum.y, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height))
                let offset = scrollView.contentOffset
                let target = CGPoint(x: min(max(offset.x + delta.width, minimum.x), maximum.x),
                                     y: min(max(offset.y + delta.height, minimum.y), maximum.y))
                if target != offset {
                    scrollView.setContentOffset(target, animated: false)
                    return
                }
            }
            view = current.superview
        }
    }

    private func menu(_ action: LiveMessage.MenuAction) {
        switch action {
        case .device(let name):
            guard let device = Self.devices.first(where: { $0.name == name }) else { return }
            UIScreen.main.setDeviceProfile(device)
        case .rotate(let left):
            UIScreen.main.setDeviceOrientation(Self.rotated(UIDevice.current.orientation, left: left))
        case .appearance(let dark):
            applySettings(style: dark ? .dark : .light, textSize: UIScreen.main.traitCollection.preferredContentSizeCategory)
        case .textSize(let raw):
            guard let size = Self.textSizes.first(where: { $0.rawValue == raw }) else { return }
            applySettings(style: UIScreen.main.traitCollection.userInterfaceStyle, textSize: size)
        case .background:
            UIApplication.shared.simulateBackground()
        case .foreground:
            UIApplication.shared.simulateForeground()
        }
    }

    /// The Settings app: one menu changes its setting, the other setting stays as it is now.
    private func applySettings(style: UIUserInterfaceStyle, textSize: UIContentSizeCategory) {
        UIScreen.main.setSystemTraits(UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: style),
            UITraitCollection(preferredContentSizeCategory: textSize),
        ]))
    }

    /// The orientation after a quarter turn of the device, as the simulator's Rotate Left
    /// (counter-clockwise) and Rotate Right.
    static func rotated(_ orientation: UIDeviceOrientation, left: Bool) -> UIDeviceOrientation {
        let clockwise: [UIDeviceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        let index = clockwise.firstIndex(of: orientation) ?? 0
        return clockwise[(index + (left ? 3 : 1)) % 4]
    }
}
#endif
