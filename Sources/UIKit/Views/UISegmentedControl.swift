import Foundation

/// A horizontal control of segments, each a button with a title or an image; one segment
/// is selected.
///
/// A tap lifted on an enabled segment selects it and sends `.valueChanged` (before the
/// tracking event `.touchUpInside`), as on iOS 13 and later; tapping the segment that is
/// already selected sends nothing unless the control ``isMomentary``. Changing the selection
/// in code sends nothing. Segments share the width equally, except those given a width with
/// ``setWidth(_:forSegmentAt:)``.
/// Differences from UIKit: `init(frame:actions:)` and background images are not modelled;
/// the intrinsic width is measured with the labels' metric fallback
/// (13-point system font, 0.55 × the size per character).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected: -1.
    public static let noSegment = -1

    /// One segment's content and settings.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }
    private var segments: [Segment] = []
    /// The title attributes set per state (UISegmentedControl+Appearance.swift).
    var _titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
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
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
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
        _insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image at `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _insert(Segment(image: image), at: segment)
    }

    private func _insert(_ new: Segment, at segment: Int) {
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

    // MARK: Geometry

    /// The height of a segmented control on iOS 13 and later.
    static let height: CGFloat = 32

    /// The width of a segment's content: its title (13-point system font) or image, plus
    /// 12 points each side.
    private func _contentWidth(of segment: Segment) -> CGFloat {
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
        return CGSize(width: total, height: UISegmentedControl.height)
    }

    /// The x ranges of the segments in the bounds: fixed widths first, the rest shared.
    func _segmentFrames() -> [ClosedRange<CGFloat>] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let shared = segments.filter { $0.width == 0 }.count
        let share = shared > 0 ? max(0, bounds.width - fixed) / CGFloat(shared) : 0
        var x: CGFloat = 0
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : share
            defer { x += width }
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

    /// A touch lifted on an enabled segment selects it and sends `.valueChanged` (when the
    /// selection changed, or always for a momentary control).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first, let index = _segment(at: touch.location(in: self)),
           segments[index].isEnabled, isMomentary || index != _selectedSegmentIndex {
            _selectedSegmentIndex = index
            sendActions(for: .valueChanged)
        }
        super.touchesEnded(touches, with: event)
    }
}
