import Foundation

/// A row of dots, one per page, the current one highlighted: shown by a scrolling page view
/// controller whose data source reports a page count and index.
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

    /// The control's height, as UIKit draws it.
    static let height: CGFloat = 26

    /// The size the dots need: 16 pt per dot, 26 pt high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(pageCount) * 16, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }
}
