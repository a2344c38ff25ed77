import Foundation

/// A region text is laid out in: a rectangle of ``size`` (less its ``exclusionPaths``) that
/// its layout manager fills with line fragments, one proposed line at a time (TK10–TK13).
///
/// Subclass it and override ``lineFragmentRect(forProposedRect:at:writingDirection:remaining:)``
/// for other shapes (circles, columns): the layout manager asks it for every line.
///
/// Differences from UIKit: an exclusion path keeps text out of the horizontal span its
/// outline covers within each line's height, its holes included (TK11); lines are always
/// horizontal.
open class NSTextContainer: NSObject, NSSecureCoding, NSTextLayoutOrientationProvider {
    /// The layout manager that owns this container (weak, as in UIKit). Set by
    /// `NSLayoutManager.addTextContainer(_:)`; avoid setting it yourself.
    open weak var layoutManager: NSLayoutManager?
    /// The TextKit 2 layout manager laying text out in this container (weak), set by
    /// ``NSTextLayoutManager/textContainer``; nil for a TextKit 1 container (TX4).
    public internal(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The text view showing this container, which sizes it when it tracks the view.
    weak var _textView: UITextView?
    /// Whether a text view made this container for itself (TK18).
    var _isTextViewsOwn = false

    /// The container's size. Changing it lays its text out again (TK10).
    open var size: CGSize {
        didSet {
            guard size != oldValue else { return }
            layoutManager?._textContainer(self, didChangeSizeFrom: oldValue)
            textLayoutManager?._textContainerChangedGeometry()
        }
    }
    /// Regions text does not enter, in the container's coordinates (TK11). Default empty.
    open var exclusionPaths: [UIBezierPath] = [] {
        didSet { _geometryDidChange() }
    }
    /// How the container's last line breaks: a truncating mode cuts it with an ellipsis when
    /// the text does not fit (TK13). Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { if lineBreakMode != oldValue { _geometryDidChange() } }
    }
    /// The space left empty at each end of every line fragment (TK10). Default 5.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { _geometryDidChange() } }
    }
    /// The most lines the container holds; 0 (the default) is no limit (TK13).
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { _geometryDidChange() } }
    }
    /// Whether a text view showing the container makes its width follow the view's width
    /// less the text container inset. Default false (a text view's own container: true).
    open var widthTracksTextView = false {
        didSet { if widthTracksTextView != oldValue { _textViewTrackingDidChange() } }
    }
    /// Whether a text view showing the container makes its height follow the view's height
    /// less the text container inset. Default false.
    open var heightTracksTextView = false {
        didSet { if heightTracksTextView != oldValue { _textViewTrackingDidChange() } }
    }

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of size zero.
    public override convenience init() {
        self.init(size: .zero)
    }

    /// Decodes a container's size, padding, line limit and break mode, and tracking.
    public required init(coder: NSCoder) {
        size = CGSize(width: coder.decodeDouble(forKey: "NSSize.width"), height: coder.decodeDouble(forKey: "NSSize.height"))
        super.init()
        if coder.containsValue(forKey: "NSLineFragmentPadding") {
            lineFragmentPadding = CGFloat(coder.decodeDouble(forKey: "NSLineFragmentPadding"))
        }
        maximumNumberOfLines = coder.decodeInteger(forKey: "NSMaximumNumberOfLines")
        lineBreakMode = NSLineBreakMode(rawValue: coder.decodeInteger(forKey: "NSLineBreakMode")) ?? .byWordWrapping
        widthTracksTextView = coder.decodeBool(forKey: "NSWidthTracksTextView")
        heightTracksTextView = coder.decodeBool(forKey: "NSHeightTracksTextView")
    }

    /// Encodes what ``init(coder:)`` decodes (not the exclusion paths or layout manager).
    open func encode(with coder: NSCoder) {
        coder.encode(Double(size.width), forKey: "NSSize.width")
        coder.encode(Double(size.height), forKey: "NSSize.height")
        coder.encode(Double(lineFragmentPadding), forKey: "NSLineFragmentPadding")
        coder.encode(maximumNumberOfLines, forKey: "NSMaximumNumberOfLines")
        coder.encode(lineBreakMode.rawValue, forKey: "NSLineBreakMode")
        coder.encode(widthTracksTextView, forKey: "NSWidthTracksTextView")
        coder.encode(heightTracksTextView, forKey: "NSHeightTracksTextView")
    }

    /// Containers can be archived securely.
    public static var supportsSecureCoding: Bool { true }

    /// Lines run horizontally.
    open var layoutOrientation: NSLayoutManager.TextLayoutOrientation { .horizontal }

    /// Moves this container, and every container sharing its layout manager's text storage,
    /// to `newLayoutManager`, which takes that text storage.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        _replaceLayoutManager(with: newLayoutManager)
    }

    /// The part of `proposedRect` (in the container's coordinates) that a line may use: the
    /// rectangle cut to the container's bounds (empty when the line does not fit in its
    /// height), then to the first span, in the writing direction, that the exclusion paths
    /// leave free (TK11). `remainingRect` gets the rest of the proposed line after the
    /// exclusion that ends that span (empty when none), where the layout manager places the
    /// line's next fragment. The layout manager calls this for every line (TK12).
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                               writingDirection baseWritingDirection: NSWritingDirection,
                               remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        _lineFragmentRect(forProposedRect: proposedRect, writingDirection: baseWritingDirection, remaining: remainingRect)
    }

    /// Whether the region is a plain rectangle: false with exclusion paths, with a line
    /// limit, or for subclasses (which OpenUIKit takes to change the region; a subclass
    /// that does not can override this).
    open var isSimpleRectangularTextContainer: Bool {
        exclusionPaths.isEmpty && maximumNumberOfLines == 0 && type(of: self) == NSTextContainer.self
    }
}
