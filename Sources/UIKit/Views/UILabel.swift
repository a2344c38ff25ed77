import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Text is measured by the installed ``TextMeasurement``: a metric fallback
/// (``EstimatedTextMeasurement``) until a renderer supplies real font metrics. Sizes are
/// rounded up to whole pixels of the main screen, as UIKit's.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown. Setting it replaces ``attributedText`` with the string styled by the
    /// label's properties (F15). Changing it invalidates the intrinsic size.
    open var text: String? {
        get { _content.string }
        set { _setText(newValue) }
    }
    /// The font. Default: the system font at 17 pt (setting nil restores it). With attributed
    /// text, setting it applies it to the whole string (F16). Changing it invalidates the
    /// intrinsic size.
    open var font: UIFont! {
        get { _font }
        set {
            _setStyle(font: newValue ?? UILabel._defaultFont)
            _appearancePropertyDidSet("font", \.font)
        }
    }
    /// The text colour. Default: `.label` (setting nil restores it). With attributed text,
    /// setting it colours the whole string (F16).
    open var textColor: UIColor! {
        get { _textColor }
        set {
            _setStyle(textColor: newValue ?? .label)
            _appearancePropertyDidSet("textColor", \.textColor)
        }
    }
    /// The alignment of the text. With attributed text, setting it aligns every paragraph (F16).
    open var textAlignment: NSTextAlignment {
        get { _textAlignment }
        set { _setStyle(textAlignment: newValue) }
    }
    /// How the last line is cut when the text does not fit. Default `.byTruncatingTail`. With
    /// attributed text, setting it applies to every paragraph (F16).
    open var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _setStyle(lineBreakMode: newValue) }
    }
    /// The colour of the text's shadow; nil (the default) draws none.
    open var shadowColor: UIColor? {
        get { _shadowColor }
        set {
            _setStyle(shadowColor: .some(newValue))
            _appearancePropertyDidSet("shadowColor", \.shadowColor)
        }
    }
    /// The offset of the text's shadow. Default (0, -1), as UIKit's.
    open var shadowOffset: CGSize {
        get { _shadowOffset }
        set {
            _setStyle(shadowOffset: newValue)
            _appearancePropertyDidSet("shadowOffset", \.shadowOffset)
        }
    }
    /// The styled text shown; nil by default. Setting it sets ``text`` to its string and the
    /// label's ``font``, ``textColor``, ``textAlignment``, ``lineBreakMode`` and shadow to the
    /// attributes at its first character; runs without a font, colour, paragraph style or
    /// shadow take the label's (F14, F17). With plain text, it reads as the text styled by the
    /// label's properties (F15).
    open var attributedText: NSAttributedString? {
        get { _attributedText }
        set { _setAttributedText(newValue) }
    }
    /// The maximum number of lines; 0 means no limit. Default 1.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { _textChanged() } } }
    /// Whether the font follows the content size category when it is a Dynamic Type font
    /// (`preferredFont(forTextStyle:)`, `UIFontMetrics`). Default false (F13).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory && !oldValue { _adjustFontForContentSizeCategory() } }
    }

    /// Whether a one-line label draws its text in a smaller font, down to
    /// ``minimumScaleFactor`` of the font's size, when the text is wider than the label
    /// (F46). Default false. The intrinsic size keeps the full size, as in UIKit. Differs from
    /// UIKit: labels of several lines and attributed text do not shrink.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest share of the font's size ``adjustsFontSizeToFitWidth`` may shrink the
    /// text to; 0 (the default) keeps the font's size (F46).
    open var minimumScaleFactor: CGFloat = 0
    /// Where text shrunk by ``adjustsFontSizeToFitWidth`` sits vertically: on the full-size
    /// text's baseline, centre or top (LB4). Default `.alignBaselines`.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// Whether a one-line label whose text is a little too wide draws its characters closer
    /// together, by up to 5% of the text's width, before it truncates (LB6). Default false.
    open var allowsDefaultTighteningForTruncation = false { didSet { setNeedsDisplay() } }

    /// The text's colour while ``isHighlighted``; nil (the default) keeps ``textColor`` (LB1).
    open var highlightedTextColor: UIColor? {
        didSet {
            if isHighlighted { setNeedsDisplay() }
            _appearancePropertyDidSet("highlightedTextColor", \.highlightedTextColor)
        }
    }
    /// Whether the label shows its highlighted look: its text in ``highlightedTextColor``
    /// (LB1). Default false. A table cell sets it on the labels of its content while it is
    /// highlighted or selected (LB2).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    /// What the label shows (F14, F15).
    var _content = LabelContent.none
    var _font = UILabel._defaultFont
    var _textColor: UIColor = .label
    var _textAlignment = NSTextAlignment.natural
    var _lineBreakMode = NSLineBreakMode.byTruncatingTail
    var _shadowColor: UIColor?
    var _shadowOffset = CGSize(width: 0, height: -1)

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

    /// The width at which a multi-line label wraps for its intrinsic size. 0 (the default)
    /// is automatic: a label placed by constraints wraps at the width layout gives it (LB5),
    /// other labels only at newlines.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// LB5: the width Auto Layout last gave a multi-line label with an automatic preferred
    /// width, at which its intrinsic size wraps; nil before layout placed it.
    var _automaticWrapWidth: CGFloat?

    /// The size of the text: one line when ``numberOfLines`` is 1, else wrapped at
    /// ``preferredMaxLayoutWidth``, or while that is automatic at the width Auto Layout gave
    /// the label (LB5), and cut to ``numberOfLines``.
    open override var intrinsicContentSize: CGSize { _intrinsicSize(wrappingAt: _automaticWrapWidth) }

    /// LB5: the intrinsic size when an automatic preferred width is `automaticWidth`.
    func _intrinsicSize(wrappingAt automaticWidth: CGFloat?) -> CGSize {
        guard numberOfLines != 1 else { return _textSize(width: nil) }
        return _textSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticWidth)
    }

    /// LB5: whether the label's intrinsic height depends on the width layout gives it.
    var _wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The text's size wrapped at `size.width` (one line when ``numberOfLines`` is 1).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _textSize(width: numberOfLines == 1 || size.width <= 0 ? nil : size.width)
    }

    /// The plain text as laid out: on one line (newlines read as spaces) when ``numberOfLines``
    /// is 1; nil when the label shows attributed text (``_laidOutAttributedText``). Measuring
    /// and drawing both use it.
    @_spi(Rendering)
    public var _laidOutText: String? {
        guard case let .plain(text) = _content, !text.isEmpty else { return nil }
        // Only text with a line feed is rewritten: the layout of every bar button reads this.
        return numberOfLines == 1 && text.utf8.contains(10) ? text.replacingOccurrences(of: "\n", with: " ") : text
    }

    /// F46: the font the plain text is drawn with: the label's, shrunk to fit a one-line
    /// label's width when it adjusts its font size, never below `minimumScaleFactor` of its size.
    @_spi(Rendering)
    public var _drawingFont: UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              let text = _laidOutText else { return font }
        let width = font._size(of: text, width: nil, numberOfLines: 1).width
        guard width > bounds.width, width > 0 else { return font }
        return font.withSize(font.pointSize * max(minimumScaleFactor, bounds.width / width))
    }

    /// LB4: how far down from where it would be centred the plain text is drawn, so that text
    /// in a shrunk font keeps the full-size text's baseline (`.alignBaselines`) or top
    /// (`.none`); 0 when the font is not shrunk or the text is centred (`.alignCenters`).
    @_spi(Rendering)
    public var _drawingTextOffset: CGFloat {
        let drawing = _drawingFont
        guard drawing.pointSize != font.pointSize else { return 0 }
        switch baselineAdjustment {
        case .alignCenters: return 0
        case .alignBaselines: return (font.ascender - font.lineHeight / 2) - (drawing.ascender - drawing.lineHeight / 2)
        case .none: return (drawing.lineHeight - font.lineHeight) / 2
        }
    }

    /// LB1: the colour the plain text is drawn in: the highlighted colour while highlighted.
    @_spi(Rendering)
    public var _shownTextColor: UIColor { isHighlighted ? highlightedTextColor ?? textColor : textColor }

    private func _textSize(width: CGFloat?) -> CGSize {
        let measured: CGSize
        if let attributed = _laidOutAttributedText {
            measured = TextMeasurement.current.size(of: attributed, width: width, numberOfLines: numberOfLines)
        } else if let text = _laidOutText {
            measured = font._size(of: text, width: width, numberOfLines: numberOfLines)
        } else {
            return .zero
        }
        return CGSize(width: _ceilToPixel(measured.width), height: _ceilToPixel(measured.height))
    }

    /// F13: the traits changed: a Dynamic Type font follows the new content size category
    /// before the registrations run.
    override func _traitsDidChange(from old: TraitValues, to new: TraitValues) {
        if old.preferredContentSizeCategory != new.preferredContentSizeCategory { _adjustFontForContentSizeCategory() }
        super._traitsDidChange(from: old, to: new)
    }

    /// The first baseline: the text is centred vertically, so it sits at
    /// `top + (height - text height) / 2 + ascender`.
    override var _firstBaselineOffset: (heightFactor: CGFloat, constant: CGFloat) {
        (0.5, font.ascender - font.lineHeight / 2)
    }

    /// One line: the last baseline is the first.
    override var _lastBaselineOffset: (heightFactor: CGFloat, constant: CGFloat) { _firstBaselineOffset }

    func _textChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        // A button's title label: the button sizes and places it from its text (BL7, BL9).
        if let button = _superview as? UIButton, button._loadedTitleLabel === self { button._titleLabelDidChange() }
    }
}

/// Text alignment, as UIKit.
public enum NSTextAlignment: Int, Sendable {
    /// Lines flush left.
    case left = 0
    /// Lines centred.
    case center = 1
    /// Lines flush right.
    case right = 2
    /// Lines stretched to both edges, except the last of a paragraph.
    case justified = 3
    /// Flush with the leading edge of the text's writing direction (the default).
    case natural = 4
}
