import Foundation

/// The elements VoiceOver visits for the parts of a control that is not one element: a
/// stepper's two buttons (K15) and a segmented control's segments (K16). They are made once per
/// control (kept in its accessibility storage, so VoiceOver meets the same objects each time)
/// and brought up to date whenever they are asked for. Activating one taps it (K12), so the
/// control's own touch handling steps or selects.
@MainActor
enum AccessibilityControlParts {
    static func stepperElements(_ stepper: UIStepper) -> [Any] {
        let elements = parts(of: stepper, count: 2)
        let half = stepper.bounds.width / 2
        let atMinimum = !stepper.wraps && stepper.value <= stepper.minimumValue
        let atMaximum = !stepper.wraps && stepper.value >= stepper.maximumValue
        for (index, element) in elements.enumerated() {
            let isIncrement = index == 1
            element.accessibilityLabel = isIncrement ? "Increment" : "Decrement"
            element.accessibilityFrameInContainerSpace = CGRect(x: isIncrement ? half : 0, y: 0, width: half, height: stepper.bounds.height)
            let disabled = !stepper.isEnabled || (isIncrement ? atMaximum : atMinimum)
            element.accessibilityTraits = disabled ? [.button, .notEnabled] : .button
        }
        return elements
    }

    static func segmentElements(_ control: UISegmentedControl) -> [Any] {
        let elements = parts(of: control, count: control.numberOfSegments)
        let ranges = control._segmentFrames()
        for (index, element) in elements.enumerated() {
            element.accessibilityLabel = AccessibilityDefaults.nonEmpty(control.titleForSegment(at: index))
                ?? control.imageForSegment(at: index)?.accessibilityLabel
            let range = ranges[index]
            element.accessibilityFrameInContainerSpace = CGRect(x: range.lowerBound, y: 0, width: range.upperBound - range.lowerBound,
                                                                height: control.bounds.height)
            var traits: UIAccessibilityTraits = .button
            if index == control.selectedSegmentIndex { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
        }
        return elements
    }

    /// The control's `count` part elements, made or trimmed to that number.
    private static func parts(of control: UIControl, count: Int) -> [UIAccessibilityElement] {
        var elements = control._accessibility?.partElements ?? []
        while elements.count < count { elements.append(UIAccessibilityElement(accessibilityContainer: control)) }
        if elements.count > count { elements.removeLast(elements.count - count) }
        control._accessibilityStorage.partElements = elements
        return elements
    }
}
