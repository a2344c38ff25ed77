import Foundation

/// A view that applies a visual effect (a blur or vibrancy) to what is behind it; its
/// content goes in its ``contentView``.
///
/// The content view fills the effect view (it is laid out to the bounds). A storyboard or
/// nib's `<view key="contentView">` becomes the content view, with its subviews, as on iOS.
/// Differences from UIKit: nothing is rendered; adding subviews to the effect view itself
/// (instead of its content view) is not refused.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect; nil for none.
    open var effect: UIVisualEffect?

    /// The view that holds the content, filling the effect view.
    open var contentView: UIView { _contentView }
    private var _contentView: UIView

    /// Creates an effect view with an effect and an empty content view.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        _contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        _install(contentView)
    }

    /// Creates an effect view with a frame and no effect.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates an effect view from a storyboard or nib: its `<blurEffect>` or
    /// `<vibrancyEffect>` and its `<view key="contentView">` with the content.
    public required init?(coder: NSCoder) {
        _contentView = UIView(frame: .zero)
        super.init(coder: coder)
        if let coder = coder as? IBCoder, let decoded = coder.decodeVisualEffectView(self) {
            _contentView = decoded
            insertSubview(decoded, at: 0)
        } else {
            _install(contentView)
        }
    }

    private func _install(_ view: UIView) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
    }

    /// Keeps the content view filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.translatesAutoresizingMaskIntoConstraints { contentView.frame = bounds }
    }
}
