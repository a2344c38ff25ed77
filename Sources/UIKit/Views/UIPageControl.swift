import Foundation

/// A row of dots, one per page, the current one highlighted: shown by a scrolling page view
/// controller whose data source reports a page count and index. Indicators can show images
/// instead of dots (iOS 14 and 16, CI15).
@preconcurrency @MainActor
open class UIPageControl: UIView {
    /// Creates a page control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control from a storyboard or nib: `numberOfPages`, `currentPage`,
    /// `hidesForSinglePage` and the indicator colours (IU13).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodePageControl(self)
    }

    /// The number of dots.
    open var numberOfPages = 0 { didSet { setNeedsLayout() } }
    /// The highlighted dot.
    open var currentPage = 0
    /// Whether the control hides itself with one page or fewer. Default false.
    open var hidesForSinglePage = false
    /// The dots' colour.
    open var pageIndicatorTintColor: UIColor? { didSet { _appearancePropertyDidSet("pageIndicatorTintColor", \.pageIndicatorTintColor) } }
    /// The current dot's colour.
    open var currentPageIndicatorTintColor: UIColor? { didSet { _appearancePropertyDidSet("currentPageIndicatorTintColor", \.currentPageIndicatorTintColor) } }

    /// The image of every indicator without one of its own (iOS 14), drawn in
    /// ``pageIndicatorTintColor`` (a template) instead of the dot (CI15). Default nil.
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The image of the current page's indicator (iOS 16); nil (the default) uses the
    /// indicator's own image (CI15).
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The images set for single pages (CI15).
    var _indicatorImages: [Int: UIImage] = [:]
    var _currentPageIndicatorImages: [Int: UIImage] = [:]

    /// Sets page `page`'s indicator image, over ``preferredIndicatorImage``; nil goes back to
    /// it (CI15).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        _indicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The image set for page `page`'s indicator, nil when none was (not the preferred one).
    open func indicatorImage(forPage page: Int) -> UIImage? { _indicatorImages[page] }

    /// Sets page `page`'s indicator image while it is the current page (iOS 16), over
    /// ``preferredCurrentPageIndicatorImage``; nil goes back to it (CI15).
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        _currentPageIndicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The image set for page `page`'s current indicator, nil when none was.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { _currentPageIndicatorImages[page] }

    /// CI15: the image page `page`'s indicator shows now: while current, its current image,
    /// else the preferred current image; otherwise (or without those) its own image, else the
    /// preferred one; nil for the standard dot.
    @_spi(Rendering) public func _shownIndicatorImage(forPage page: Int) -> UIImage? {
        if page == currentPage, let current = _currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage { return current }
        return _indicatorImages[page] ?? preferredIndicatorImage
    }

    /// The control's height, as UIKit draws it.
    static let height: CGFloat = 26

    /// The size the dots need: 16 pt per dot, 26 pt high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(pageCount) * 16, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }
}
