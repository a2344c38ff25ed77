import Foundation

/// LB5: multi-line labels whose preferred maximum width is automatic wrap at the width Auto
/// Layout gives them. A layout pass that gives such a label a new width changes its intrinsic
/// height, so the pass runs again, as UIKit's second layout pass does.
@MainActor
enum AutomaticWrapping {
    /// How many times a wrapping label's intrinsic size changed with its width; a layout pass
    /// that moves it runs again.
    static var changes = 0
    /// The most passes one layout, or one fitting, runs for wrap widths (a label whose width
    /// follows its own text may narrow a little at each).
    static let maximumPasses = 3
}

extension UILabel {
    /// LB5: the engine gave the label its frame: a wrapping label takes its width as the
    /// width it wraps at, and its intrinsic size is asked again when that changes it.
    func _layoutWidthDidChange() {
        guard _wrapsAtLayoutWidth else { return }
        let width = bounds.width
        if let current = _automaticWrapWidth, abs(current - width) < 0.001 { return }
        let before = intrinsicContentSize
        _automaticWrapWidth = width
        guard intrinsicContentSize != before else { return }
        invalidateIntrinsicContentSize()
        AutomaticWrapping.changes += 1
    }
}
