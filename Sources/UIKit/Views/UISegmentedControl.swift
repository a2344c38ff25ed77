import Foundation

/// A horizontal control of segments, each a button with a title or an image; one segment
/// is selected.
///
/// A tap lifted on an enabled segment selects it and sends `.valueChanged` (before the
/// tracking event `.touchUpInside`), as on iOS 13 and later; tapping the segment that is
/// already selected sends nothing unless the control ``isMomentary``. Changing the selection
/// in code sends nothing. Segments share the width equally, except those given a width with
/// ``setWidth(_:forSegmentAt:)``.
/// Background and divider images per state and content adjustments follow UIKit's
/// (CI10–CI12, UISegmentedControl+Images.swift).
/// Differences from UIKit: `init(frame:actions:)` is not modelled;
/// the intrinsic width is measured with the labels' metric fallback
/// (13-point system font, 0.55 × the size per character).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected: -1.
    public static let noSegment = -1

    /// Where a segment sits, for ``setContentPositionAdjustment(_:forSegmentType:barMetrics:)``,
    /// with UIKit's raw values.
    public enum Segment: Int, Sendable {
        /// Any segment: stands in for the types without an adjustment of their own.
        case any = 0
        /// The first of several segments.
        case left = 1
        /// A segment between the first and the last.
        case center = 2
        /// The last of several segments.
        case right = 3
        /// The only segment.
        case alone = 4
    }

    /// One segment's content and settings.
    private struct SegmentContent {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }
    private var segments: [SegmentContent] = []
    /// The title attributes set per state (UISegmentedControl+Appearance.swift).
    var _titleTextAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()
    /// The background images per state and bar metrics, the divider images per pair of
    /// states and bar metrics, the content adjustments per segment type and bar metrics
    /// (CI10–CI13, UISegmentedControl+Images.swift).
    var _backgroundImages = ControlStateValues<UIImage>()
    var _dividerImages = ControlStateValues<UIImage>()
    var _contentPositionAdjustments: [Int: UIOffset] = [:]
    /// The segment a touch is down on, inside the control (CI11).
    var _touchedSegment: Int?
    private var _selectedSegmentIndex = UISegmentedControl.noSegment

    /// The selected segment, or ``noSegment`` (the default). Setting it sends no action;
    /// values outside `-1..<numberOfSegments` are ignored.
    open var selectedSegmentIndex: Int {
        get { _selectedSegmentIndex }
        set {
            guard newValue >= UISegmentedControl.noSegment, newValue < segments.count else { return }
            _selectedSegmentIndex = newValue
        }
    }

    /// Whether segments act as buttons: a tap sends `.valueChanged` even on the selected
    /// segment, and the selection is not shown after the touch. Default false.
    open var isMomentary = false
    /// The colour of the selected segment; nil for the system's.
    open var selectedSegmentTintColor: UIColor? { didSet { _appearancePropertyDidSet("selectedSegmentTintColor", \.selectedSegmentTintColor) } }
    /// Whether segments are as wide as their content instead of equal. Default false.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control with a segment for each item: a `String` (title) or a ``UIImage``.
    /// Other items are skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(SegmentContent(title: title))
            } else if let image = item as? UIImage {
                segments.append(SegmentContent(image: image))
            }
        }
        let size = intrinsicContentSize
        frame = CGRect(origin: .zero, size: size)
    }

    /// Creates a control from a storyboard or nib (its `<segments>`, `selectedSegmentIndex`,
    /// `momentary`, `selectedSegmentTintColor`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeSegmentedControl(self)
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment with a title at `segment` (pinned to `0...numberOfSegments`). The
    /// selected segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _insert(SegmentContent(title: title), at: segment)
    }

    /// Inserts a segment with an image at `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _insert(SegmentContent(image: image), at: segment)
    }

    private func _insert(_ new: SegmentContent, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if _selectedSegmentIndex >= index { _selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes a segment; removing the selected one leaves none selected. Out-of-range
    /// indexes are ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if _selectedSegmentIndex == segment {
            _selectedSegmentIndex = UISegmentedControl.noSegment
        } else if _selectedSegmentIndex > segment {
            _selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        _selectedSegmentIndex = UISegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets a segment's title (replacing its image). Out-of-range indexes are ignored.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        invalidateIntrinsicContentSize()
    }

    /// A segment's title, or nil (also for an out-of-range index).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (replacing its title). Out-of-range indexes are ignored.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        invalidateIntrinsicContentSize()
    }

    /// A segment's image, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment; a disabled segment ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled (false for an out-of-range index).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Gives a segment a fixed width; 0 (the default) shares the remaining width.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        invalidateIntrinsicContentSize()
    }

    /// A segment's fixed width, or 0 when it shares the remaining width.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves segment `segment`'s title or image by `offset` from where it is centred (CI12);
    /// an index past the last is pinned to the last segment, as in UIKit.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard !segments.isEmpty, segment >= 0 else { return }
        segments[min(segment, segments.count - 1)].contentOffset = offset
        setNeedsDisplay()
    }

    /// Segment `segment`'s content offset (default `.zero`).
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    // MARK: Images and metrics by state (CI10–CI13)

    /// Sets the image filling each segment in `state` (`.normal`, `.selected`,
    /// `.highlighted`, `.disabled`) and `barMetrics`, stretched over the segment (a resizable
    /// image by its caps). Once one is set the control draws the images instead of the grey
    /// capsule and the selected card (CI10). Appearance-capable.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        _setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
    }

    /// The background image for `state` and `barMetrics`, falling back to `.normal`'s (CI1).
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        _backgroundImages.value(for: state, barMetrics.rawValue)
    }

    /// Sets the image between a segment in `leftState` and the next in `rightState`, for
    /// `barMetrics`. Divider images take room: segments share the width left after them
    /// (CI11). Appearance-capable.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        _setDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: barMetrics)
    }

    /// The divider image for the pair of states and `barMetrics`, else the
    /// `.normal`/`.normal` one (CI1).
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        _dividerImages.exactValue(for: leftState, Int(rightState.rawValue), barMetrics.rawValue)
            ?? _dividerImages.exactValue(for: .normal, 0, barMetrics.rawValue)
    }

    /// Moves the content of the segments of a type (first, middle, last, only; `.any` for
    /// those without their own) by `adjustment`, for `barMetrics` (CI12). Appearance-capable.
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) {
        _setContentPositionAdjustment(adjustment, forSegmentType: leftCenterRightOrAlone, barMetrics: barMetrics)
    }

    /// The adjustment set for the segment type and `barMetrics` (`.zero` when none was).
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        _contentPositionAdjustments[leftCenterRightOrAlone.rawValue << 8 | barMetrics.rawValue] ?? .zero
    }

    // MARK: Geometry

    /// The height of a segmented control on iOS 13 and later.
    static let height: CGFloat = 32

    /// The width of a segment's content: its title (13-point system font) or image, plus
    /// 12 points each side.
    private func _contentWidth(of segment: SegmentContent) -> CGFloat {
        let content = segment.title.map { UIFont.systemFont(ofSize: 13)._size(of: $0).width.rounded(.up) } ?? segment.image?.size.width ?? 0
        return content + 24
    }

    /// The control's natural size (``intrinsicContentSize``), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Wide enough for every segment (the widest one times the count, or each its own width
    /// when ``apportionsSegmentWidthsByContent``); 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widths = segments.map { $0.width > 0 ? $0.width : _contentWidth(of: $0) }
        let total = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : CGFloat(segments.count) * (widths.max() ?? 0)
        return CGSize(width: total + _dividerWidth * CGFloat(max(0, segments.count - 1)), height: UISegmentedControl.height)
    }

    /// The x ranges of the segments in the bounds: fixed widths first, the rest shared, with
    /// the divider images' width between them (CI11).
    func _segmentFrames() -> [ClosedRange<CGFloat>] {
        let divider = _dividerWidth
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width } + divider * CGFloat(max(0, segments.count - 1))
        let shared = segments.filter { $0.width == 0 }.count
        let share = shared > 0 ? max(0, bounds.width - fixed) / CGFloat(shared) : 0
        var x: CGFloat = 0
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : share
            defer { x += width + divider }
            return x...(x + width)
        }
    }

    /// The centre of segment `index` in the bounds, for code standing for the user's finger.
    @_spi(Testing) public func _centerOfSegment(at index: Int) -> CGPoint {
        let range = _segmentFrames()[index]
        return CGPoint(x: (range.lowerBound + range.upperBound) / 2, y: bounds.midY)
    }

    /// The segment under a point of the bounds, or nil.
    private func _segment(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return _segmentFrames().lastIndex { $0.contains(point.x) }
    }

    // MARK: Tracking

    /// The segment under the touch is highlighted (CI11).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        _touchedSegment = isEnabled ? touches.first.flatMap { _segment(at: $0.location(in: self)) } : nil
    }

    /// The highlight follows the touch from segment to segment, none while it is outside.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        _touchedSegment = isEnabled ? touches.first.flatMap { _segment(at: $0.location(in: self)) } : nil
    }

    /// The touch is cancelled: no segment is highlighted.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchedSegment = nil
        super.touchesCancelled(touches, with: event)
    }

    /// A touch lifted on an enabled segment selects it and sends `.valueChanged` (when the
    /// selection changed, or always for a momentary control).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchedSegment = nil
        if isEnabled, let touch = touches.first, let index = _segment(at: touch.location(in: self)),
           segments[index].isEnabled, isMomentary || index != _selectedSegmentIndex {
            _selectedSegmentIndex = index
            sendActions(for: .valueChanged)
        }
        super.touchesEnded(touches, with: event)
    }
}
