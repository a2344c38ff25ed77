import Foundation

/// The view that draws a ``UIBackgroundConfiguration`` behind a cell's content: the resolved
/// colour with the corner radius, the image and custom view inside it, and the stroke.
@preconcurrency @MainActor
final class BackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration? { didSet { _apply() } }
    private let _imageView = UIImageView(frame: .zero)
    private let _strokeView = StrokeView(frame: .zero)
    @Unretained private var _customView: UIView?  // PL11

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        _imageView.isHidden = true
        addSubview(_imageView)
        addSubview(_strokeView)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The colour drawn now (the tint colour stands for a nil colour).
    var resolvedColor: UIColor? { configuration?.resolvedBackgroundColor(for: tintColor) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        _apply()
    }

    private func _apply() {
        guard let configuration else { return }
        backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        layer.cornerRadius = configuration.cornerRadius
        clipsToBounds = configuration.cornerRadius > 0
        _imageView.image = configuration.image
        _imageView.contentMode = configuration.imageContentMode
        _imageView.isHidden = configuration.image == nil
        if _customView !== configuration.customView {
            _customView?.removeFromSuperview()
            if let view = configuration.customView { insertSubview(view, belowSubview: _strokeView) }
            _customView = configuration.customView
        }
        _strokeView.color = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tintColor) : nil
        _strokeView.width = configuration.strokeWidth
        _strokeView.cornerRadius = configuration.cornerRadius
        _strokeView.outset = configuration.strokeOutset
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _imageView.frame = bounds
        _customView?.frame = bounds
        _strokeView.frame = bounds
        _strokeView.setNeedsDisplay()
    }
}

/// Draws a background configuration's stroke along the background's edge, `outset` outside it.
@preconcurrency @MainActor
final class StrokeView: UIView {
    var color: UIColor?
    var width: CGFloat = 0
    var cornerRadius: CGFloat = 0
    var outset: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let color, width > 0 else { return }
        // The stroke is centred on the outset edge; the part outside the bounds is clipped
        // with the background's corners, as it is drawn inside the background view.
        let edge = bounds.insetBy(dx: width / 2 - outset, dy: width / 2 - outset)
        let path = UIBezierPath(roundedRect: edge, cornerRadius: max(0, cornerRadius + outset - width / 2))
        path.lineWidth = width
        color.setStroke()
        path.stroke()
    }
}
