import Foundation

/// A view that shows the progress of a task over time as a filling bar.
///
/// ``progress`` runs from 0 to 1; values outside are clamped. It is a view, not a control:
/// it sends no actions. The bar is 4 points high (iOS 13 and later). It can follow a
/// Foundation `Progress` (``observedProgress``, PV1).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The styles of progress view, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The standard bar, for the main content.
        case `default` = 0
        /// The style for a toolbar.
        case bar = 1
    }

    /// The height of the bar.
    static let height: CGFloat = 4

    private var _progress: Float = 0

    /// The progress shown, 0…1 (clamped). Default 0.
    open var progress: Float {
        get { _progress }
        set {
            let clamped = min(max(newValue, 0), 1)
            guard clamped != _progress else { return }
            _progress = clamped
            setNeedsDisplay()
        }
    }

    /// The style. Default `.default`.
    open var progressViewStyle: Style = .default
    /// The colour of the filled part; nil for the tint colour.
    open var progressTintColor: UIColor? { didSet { _appearancePropertyDidSet("progressTintColor", \.progressTintColor) } }
    /// The colour of the unfilled part; nil for the system's.
    open var trackTintColor: UIColor? { didSet { _appearancePropertyDidSet("trackTintColor", \.trackTintColor) } }
    /// An image for the filled part: drawn stretched over it instead of the tint, as high
    /// as the image (CI14). Appearance-capable.
    open var progressImage: UIImage? { didSet { _appearancePropertyDidSet("progressImage", \.progressImage); setNeedsDisplay() } }
    /// An image for the whole track, drawn stretched instead of the grey (CI14).
    /// Appearance-capable.
    open var trackImage: UIImage? { didSet { _appearancePropertyDidSet("trackImage", \.trackImage); setNeedsDisplay() } }
    /// A `Progress` the bar follows (PV1): ``progress`` becomes its `fractionCompleted` at
    /// once and then at every frame (1/60 s on the clock) while it is set. Default nil.
    /// Difference from UIKit: Foundation on Linux has no key-value observing, so the bar
    /// reads the progress each frame instead of hearing of each change.
    open var observedProgress: Progress? {
        didSet { if observedProgress !== oldValue { _followObservedProgress() } }
    }
    /// The frame timer reading ``observedProgress``.
    private var _progressFrame: UIKitScheduler.TimerToken?

    /// Creates a progress view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a progress view of a style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Creates a progress view from a storyboard or nib (`progress`, `progressViewStyle`,
    /// the tint colours and images).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeProgressView(self)
    }

    /// PV1: reads the observed progress now and again at the next frame, until it is unset
    /// or the view is freed.
    private func _followObservedProgress() {
        if let timer = _progressFrame { UIKitScheduler.shared.cancel(timer); _progressFrame = nil }
        guard let observed = observedProgress else { return }
        let fraction = Float(observed.fractionCompleted)
        if fraction != progress { progress = fraction }
        _progressFrame = UIKitScheduler.shared.schedule(after: 1.0 / 60) { [weak self] in
            self?._progressFrame = nil
            self?._followObservedProgress()
        }
    }

    /// Sets ``progress``; `animated` fills the bar visibly.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No intrinsic width; 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.height) }

    /// The offered width, 4 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIProgressView.height) }
}
