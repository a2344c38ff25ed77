@_spi(Testing) import UIKit

// VoiceOver, standing for the user: find elements as VoiceOver walks them (as
// `VoiceOverElement`s) and act on them as its gestures do.

/// The elements VoiceOver visits in `window`, in its order (swipe right from the first).
/// Pending layout is done first: VoiceOver reads what the screen shows.
@MainActor
public func accessibilityElements(in window: UIWindow) -> [VoiceOverElement] {
    window.layoutIfNeeded()
    return AccessibilityTree.elements(in: window).map(VoiceOverElement.init)
}

/// The first element VoiceOver visits in `window` whose label is `label`, or nil.
@MainActor
public func accessibilityElement(labeled label: String, in window: UIWindow) -> VoiceOverElement? {
    accessibilityElements(in: window).first { $0.label == label }
}

/// The elements VoiceOver visits in `window` that have all of `traits`, in its order.
@MainActor
public func accessibilityElements(withTraits traits: UIAccessibilityTraits, in window: UIWindow) -> [VoiceOverElement] {
    accessibilityElements(in: window).filter { $0.traits.isSuperset(of: traits) }
}

/// VoiceOver's double tap on `node`: the element's `accessibilityActivate()`, and when that
/// returns false, a tap at its activation point through hit testing (so gesture recognizers
/// and controls respond as to a finger, K12).
@MainActor
public func activate(_ node: VoiceOverElement) {
    guard let element = node.element as? any AccessibilityReadable else {
        return reportMisuse("activate(_:): \(node.element) is not an accessibility element UIKit can activate")
    }
    if element.accessibilityActivate() { return }
    guard let window = node.view?.window else {
        return reportMisuse("activate(_:): the element \(node.label.map { "\"\($0)\"" } ?? "\(node.element)") is not in a window")
    }
    let point = element.accessibilityActivationPoint
    tap(at: CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY), in: window)
}

/// VoiceOver's swipe up on an adjustable element: its `accessibilityIncrement()`.
@MainActor
public func increment(_ node: VoiceOverElement) {
    guard let element = node.element as? any AccessibilityReadable else {
        return reportMisuse("increment(_:): \(node.element) is not an accessibility element")
    }
    element.accessibilityIncrement()
}

/// VoiceOver's swipe down on an adjustable element: its `accessibilityDecrement()`.
@MainActor
public func decrement(_ node: VoiceOverElement) {
    guard let element = node.element as? any AccessibilityReadable else {
        return reportMisuse("decrement(_:): \(node.element) is not an accessibility element")
    }
    element.accessibilityDecrement()
}

/// Chooses the custom action named `name` of `node` in VoiceOver's Actions rotor; returns the
/// action's result. An element without such an action is reported as a test failure (with the
/// names it has) and returns false.
@MainActor @discardableResult
public func performCustomAction(named name: String, on node: VoiceOverElement) -> Bool {
    let actions = (node.element as? any AccessibilityReadable)?.accessibilityCustomActions ?? []
    guard let action = actions.first(where: { $0.name == name }) else {
        reportMisuse("performCustomAction(named:on:): no custom action named \"\(name)\" (the element has: \(actions.map { "\"\($0.name)\"" }.joined(separator: ", ")))")
        return false
    }
    return action._perform()
}

/// The notifications the app posted with `UIAccessibility.post(notification:argument:)` since
/// the test began (or since ``clearPostedAccessibilityNotifications()``), oldest first.
@MainActor
public func postedAccessibilityNotifications() -> [(notification: UIAccessibility.Notification, argument: Any?)] {
    UIAccessibility._postedNotifications
}

/// Forgets the notifications posted so far.
@MainActor
public func clearPostedAccessibilityNotifications() {
    UIAccessibility._postedNotifications = []
}

/// Changes the user's accessibility settings as the Settings app would; each setting given
/// that changes posts its `UIAccessibility` change notification (in the parameters' order).
/// `.uikit` tests start with every setting off.
@MainActor
public func setAccessibilitySettings(voiceOverRunning: Bool? = nil, switchControlRunning: Bool? = nil,
                                     reduceMotion: Bool? = nil, boldText: Bool? = nil, darkerSystemColors: Bool? = nil,
                                     reduceTransparency: Bool? = nil, differentiateWithoutColor: Bool? = nil,
                                     invertColors: Bool? = nil, grayscale: Bool? = nil, buttonShapes: Bool? = nil,
                                     prefersCrossFadeTransitions: Bool? = nil, videoAutoplay: Bool? = nil) {
    let changes: [(UIAccessibility.Setting, Bool?)] = [
        (.voiceOverRunning, voiceOverRunning), (.switchControlRunning, switchControlRunning), (.reduceMotion, reduceMotion),
        (.boldText, boldText), (.darkerSystemColors, darkerSystemColors), (.reduceTransparency, reduceTransparency),
        (.differentiateWithoutColor, differentiateWithoutColor), (.invertColors, invertColors), (.grayscale, grayscale),
        (.buttonShapes, buttonShapes), (.prefersCrossFadeTransitions, prefersCrossFadeTransitions), (.videoAutoplay, videoAutoplay),
    ]
    for case let (setting, value?) in changes { UIAccessibility._setSetting(setting, value) }
}

/// A helper used wrongly: a failure of the running test, not a crash.
private func reportMisuse(_ text: String) {
    recordTestIssue(text)
}
