import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Text is measured by the installed ``TextMeasurement``: a metric fallback
/// (``EstimatedTextMeasurement``) until a renderer supplies real font metrics. Sizes are
/// rounded up to whole pixels of the main screen, as UIKit's.
@MainActor
open class UILabel: UIView {
    /// The text shown. Changing it invalidates the intrinsic size.
    open var text: String? { didSet { if text != oldValue { _textChanged() } } }
    /// The font. Default: the system font at 17 pt. Changing it invalidates the intrinsic size.
    /// Appearance-capable, as the colours and shadow below.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font != oldValue { _textChanged() }
            _appearancePropertyDidSet("font", \.font)
        }
    }
    /// The text colour. Default: `.label`.
    open var textColor: UIColor! = .label { didSet { _appearancePropertyDidSet("textColor", \.textColor) } }
    /// The colour of the text's shadow; nil (the default): no shadow.
    open var shadowColor: UIColor? { didSet { _appearancePropertyDidSet("shadowColor", \.shadowColor) } }
    /// Where the shadow is drawn, from the text. Default (0, -1), as UIKit.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { _appearancePropertyDidSet("shadowOffset", \.shadowOffset) } }
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

    /// The width at which a multi-line label wraps for its intrinsic size; 0 (the default)
    /// wraps only at newlines.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The size of the text: one line when ``numberOfLines`` is 1, else wrapped at
    /// ``preferredMaxLayoutWidth`` (when set) and cut to ``numberOfLines``.
    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines == 1 || preferredMaxLayoutWidth <= 0 ? nil : preferredMaxLayoutWidth
        return _textSize(width: width)
    }

    /// The text's size wrapped at `size.width` (one line when ``numberOfLines`` is 1).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _textSize(width: numberOfLines == 1 || size.width <= 0 ? nil : size.width)
    }

    /// The text as laid out: on one line (newlines read as spaces) when ``numberOfLines`` is 1.
    /// Measuring and drawing both use it.
    @_spi(Rendering)
    public var _laidOutText: String? {
        guard let text, !text.isEmpty else { return nil }
        return numberOfLines == 1 ? text.replacingOccurrences(of: "\n", with: " ") : text
    }

    private func _textSize(width: CGFloat?) -> CGSize {
        guard let text = _laidOutText else { return .zero }
        let measured = font._size(of: text, width: width, numberOfLines: numberOfLines)
        return CGSize(width: _ceilToPixel(measured.width), height: _ceilToPixel(measured.height))
    }

    /// The first baseline: the text is centred vertically, so it sits at
    /// `top + (height - text height) / 2 + ascender`.
    override var _firstBaselineOffset: (heightFactor: CGFloat, constant: CGFloat) {
        (0.5, font.ascender - font.lineHeight / 2)
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
