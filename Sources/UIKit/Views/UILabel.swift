import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Text is measured with a metric fallback until a renderer supplies real font metrics:
/// each character is 0.55 × the point size wide, a line is `font.lineHeight` tall.
@MainActor
open class UILabel: UIView {
    /// The text shown. Changing it invalidates the intrinsic size.
    open var text: String? { didSet { if text != oldValue { _textChanged() } } }
    /// The font. Default: the system font at 17 pt. Changing it invalidates the intrinsic size.
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { if font != oldValue { _textChanged() } } }
    /// The text colour. Default: `.label`.
    open var textColor: UIColor! = .label
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines; 0 means no limit. Default 1.
    open var numberOfLines = 1

    /// Creates a label; labels do not take touches by default, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Creates a label from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "userInteractionEnabled") { isUserInteractionEnabled = false }
        (coder as? IBCoder)?.decodeLabel(self)
    }

    /// The size of the text on one line (metric fallback, see the type's comment).
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return CGSize(width: font._estimatedTextWidth(characterCount: text.count), height: font.lineHeight)
    }

    /// The one-line text size (labels fit their text).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The first baseline: the text is centred vertically, so it sits at
    /// `top + (height - text height) / 2 + ascender` (ascender 0.952 × the size, SF's).
    override var _firstBaselineOffset: (heightFactor: CGFloat, constant: CGFloat) {
        (0.5, font.pointSize * 0.952 - font.lineHeight / 2)
    }

    /// One line: the last baseline is the first.
    override var _lastBaselineOffset: (heightFactor: CGFloat, constant: CGFloat) { _firstBaselineOffset }

    private func _textChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

/// Text alignment, as UIKit.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
