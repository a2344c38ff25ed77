import Foundation

/// One of a scroll view's two scroll indicators (SI1): a subview of the scroll view, named as
/// UIKit's, holding a rounded bar in the colour of the scroll view's ``UIScrollView/indicatorStyle``.
/// It takes no touches.
final class _UIScrollViewScrollIndicator: UIView {
    /// SI1: the indicator's thickness, and the gap between it and the scroll view's edges.
    static let thickness: CGFloat = 3
    static let edgeGap: CGFloat = 3
    /// SI3: the shortest an indicator is while the content is within its range, and the
    /// shortest a bounce past an edge squeezes it to.
    static let minimumLength: CGFloat = 36
    static let minimumSqueezedLength: CGFloat = 7

    /// Which way the indicator runs.
    enum Axis { case vertical, horizontal }

    let axis: Axis
    /// The bar drawn inside the indicator, filling it.
    let bar = UIView()

    init(axis: Axis) {
        self.axis = axis
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        alpha = 0
        autoresizingMask = axis == .vertical ? .flexibleLeftMargin : .flexibleTopMargin
        bar.isUserInteractionEnabled = false
        bar.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bar.layer.cornerRadius = Self.thickness / 2
        addSubview(bar)
    }

    required init?(coder: NSCoder) { nil }

    /// SI5: the bar's colour for a style: dark on light content, light on dark; `.default`
    /// follows the interface style.
    static func color(for style: UIScrollView.IndicatorStyle) -> UIColor {
        switch style {
        case .black: UIColor(white: 0, alpha: 0.35)
        case .white: UIColor(white: 1, alpha: 0.35)
        case .default: UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35) }
        }
    }

    /// Places the indicator at `frame` (in the scroll view's bounds) with its bar filling it.
    func place(_ frame: CGRect) {
        self.frame = frame
        bar.frame = CGRect(origin: .zero, size: frame.size)
    }
}
