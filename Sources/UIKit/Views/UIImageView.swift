import Foundation

/// A view that shows an image, or its highlighted image while highlighted.
///
/// Its natural size is the shown image's size (no intrinsic size without one), and
/// `init(image:)` sizes the view to the image, as in UIKit. Image views take no touches by
/// default (`isUserInteractionEnabled` is false).
/// Differences from UIKit: no animation images (`animationImages`, `startAnimating()`) yet.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown when not highlighted.
    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while highlighted (the normal image when nil).
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue, isHighlighted { invalidateIntrinsicContentSize() } }
    }
    /// The symbol configuration a symbol image is shown with (VS17): the image's own
    /// configuration, more specific, is applied over it. Default nil. Other images ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue, _shownImage?.isSymbolImage == true { invalidateIntrinsicContentSize() } }
    }
    /// Whether the highlighted image is shown. Default false.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }

    /// Creates an image view with a frame and no image; it takes no touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, its frame the image's size at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view with an image and a highlighted image, sized to the image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an image view from a storyboard or nib (`image`, `highlightedImage`,
    /// `highlighted`); it takes no touches unless the file says so.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "userInteractionEnabled") { isUserInteractionEnabled = false }
        (coder as? IBCoder)?.decodeImageView(self)
    }

    /// The image on screen: the highlighted one while highlighted (if set), else the image;
    /// a symbol with the preferred symbol configuration under its own (VS17).
    @_spi(Rendering) public var _shownImage: UIImage? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        guard let shown, shown.isSymbolImage, let preferred = preferredSymbolConfiguration else { return shown }
        return shown.withConfiguration(preferred.applying(shown.symbolConfiguration))
    }

    /// The shown image's size less its alignment insets (the size of the alignment rectangle,
    /// so that Auto Layout gives the view the image's size: VS3), or ``UIView/noIntrinsicMetric``
    /// in both axes without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = _shownImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let insets = image.alignmentRectInsets
        return CGSize(width: image.size.width - insets.left - insets.right, height: image.size.height - insets.top - insets.bottom)
    }

    /// The shown image's ``UIImage/alignmentRectInsets`` (VS3), zero without an image.
    open override var alignmentRectInsets: UIEdgeInsets { _shownImage?.alignmentRectInsets ?? .zero }

    /// The shown image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _shownImage?.size ?? bounds.size }
}
