import Foundation
import Testing
import UIKit
import UIKitTesting

/// A control recording its tracking calls and control events in one list.
private final class TrackingControl: UIControl {
    var log: [String] = []
    var beginAnswer = true
    var continueAnswer = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin tracking=\(isTracking) inside=\(isTouchInside) highlighted=\(isHighlighted)")
        return beginAnswer
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue inside=\(isTouchInside)")
        return continueAnswer
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end tracking=\(isTracking) highlighted=\(isHighlighted)")
    }
    override func cancelTracking(with event: UIEvent?) { log.append("cancel") }

    func record(_ events: [(UIControl.Event, String)]) {
        for (event, name) in events {
            addAction(UIAction { [unowned self] _ in log.append(name) }, for: event)
        }
    }
}

/// A slider subclass that shows a bubble while its thumb is tracked, as apps write one.
private final class BubbleSlider: UISlider {
    var bubbleShown = false
    var log: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let tracking = super.beginTracking(touch, with: event)
        bubbleShown = tracking
        log.append("begin \(tracking)")
        return tracking
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.continueTracking(touch, with: event)
        log.append("continue \(value)")
        return result
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        bubbleShown = false
        log.append("end \(value)")
    }
}

/// A layer with a custom key that needs display, and its default.
private final class ThermometerLayer: CALayer {
    var displays = 0
    override class func needsDisplay(forKey key: String) -> Bool { key == "level" || super.needsDisplay(forKey: key) }
    override class func defaultValue(forKey key: String) -> Any? { key == "level" ? 0.5 : super.defaultValue(forKey: key) }
    override func display() {
        displays += 1
        super.display()
    }
}

/// A view that draws through its layer's delegate method, not `draw(_:)`.
private final class LayerDrawnView: UIView {
    var calls: [String] = []
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        calls.append("draw(layer) same=\(layer === self.layer)")
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

/// A view whose `draw(_:)` is reached through the default `draw(_:in:)`.
private final class RectDrawnView: UIView {
    var rects: [CGRect] = []
    override func draw(_ rect: CGRect) { rects.append(rect) }
}

/// A tab-like button with its image above its title, as swipe-action and toolbar libraries
/// write one: it overrides the four rect methods and sizes itself from the content insets.
private final class StackedActionButton: UIButton {
    var spacing: CGFloat = 4

    convenience init(title: String, image: UIImage?) {
        self.init(frame: .zero)
        contentHorizontalAlignment = .center
        contentVerticalAlignment = .center
        contentEdgeInsets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        titleEdgeInsets = .zero
        imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        adjustsImageWhenHighlighted = false
        adjustsImageWhenDisabled = true
        showsTouchWhenHighlighted = false
        titleLabel?.numberOfLines = 0
        setTitle(title, for: .normal)
        setImage(image, for: .normal)
        imageView?.contentMode = .scaleAspectFit
    }

    /// The width the button asks for: its widest part plus the content insets.
    func preferredWidth(maximum: CGFloat) -> CGFloat {
        let textWidth = titleLabel?.intrinsicContentSize.width ?? 0
        let imageWidth = currentImage?.size.width ?? 0
        return min(maximum, max(textWidth, imageWidth) + contentEdgeInsets.left + contentEdgeInsets.right)
    }

    override func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 1, dy: 1) }

    override func contentRect(forBounds bounds: CGRect) -> CGRect { super.contentRect(forBounds: bounds) }

    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let size = currentImage?.size ?? .zero
        return CGRect(x: contentRect.midX - size.width / 2, y: contentRect.minY, width: size.width, height: size.height)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let image = imageRect(forContentRect: contentRect)
        let height = titleLabel?.intrinsicContentSize.height ?? 0
        return CGRect(x: contentRect.minX, y: image.maxY + spacing, width: contentRect.width, height: height).integral
    }
}

@MainActor @Suite(.uikit) struct SDKShapeTests {
    @Test func test_SG1_aControlsTrackingMethodsComeBetweenHighlightAndItsEvents() {
        let control = TrackingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = showInWindow(UIViewController())
        window.addSubview(control)
        control.record([(.touchDown, "touchDown"), (.touchDragInside, "dragInside"), (.touchDragExit, "dragExit"),
                        (.touchDragOutside, "dragOutside"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
                        (.touchCancel, "cancelEvent")])
        let touch = SimulatedTouch(at: CGPoint(x: 50, y: 50), in: window)
        #expect(control.isTracking)
        touch.move(to: CGPoint(x: 60, y: 50))
        touch.move(to: CGPoint(x: 180, y: 50))  // beyond the 70-point margin (CT2)
        #expect(!control.isTouchInside)
        touch.lift()
        #expect(control.log == ["begin tracking=true inside=true highlighted=true", "touchDown",
                                "continue inside=true", "dragInside",
                                "continue inside=false", "dragExit", "dragOutside",
                                "end tracking=false highlighted=false", "upOutside"])
        #expect(!control.isTracking)
    }

    @Test func test_SG1_declinedTrackingEndsTheCallsNotTheEvents() {
        let control = TrackingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        control.beginAnswer = false
        let window = showInWindow(UIViewController())
        window.addSubview(control)
        control.record([(.touchDown, "touchDown"), (.touchUpInside, "upInside"), (.touchCancel, "cancelEvent")])
        let touch = SimulatedTouch(at: CGPoint(x: 50, y: 50), in: window)
        #expect(!control.isTracking)
        #expect(control.isTouchInside)
        touch.move(to: CGPoint(x: 55, y: 50))
        touch.lift()
        #expect(control.log == ["begin tracking=true inside=true highlighted=true", "touchDown", "upInside"])

        control.log = []
        control.beginAnswer = true
        let cancelled = SimulatedTouch(at: CGPoint(x: 50, y: 50), in: window)
        cancelled.cancel()
        #expect(control.log == ["begin tracking=true inside=true highlighted=true", "touchDown", "cancel", "cancelEvent"])
    }

    @Test func test_SG1_aSliderSubclassSeesItsThumbTracked() {
        let slider = BubbleSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let window = showInWindow(UIViewController())
        window.addSubview(slider)
        slider.layoutIfNeeded()
        var changes: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in changes.append(slider.value) }, for: .valueChanged)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        let start = window.convert(CGPoint(x: thumb.midX, y: thumb.midY), from: slider)
        let touch = SimulatedTouch(at: start, in: window)
        #expect(slider.bubbleShown)
        touch.move(to: CGPoint(x: start.x + 50, y: start.y))
        touch.lift()
        #expect(!slider.bubbleShown)
        #expect(changes.count == 1)
        #expect(slider.log.first == "begin true")
        #expect(slider.log.count == 3)
        #expect(slider.log.last == "end \(changes[0])")
        #expect(changes[0] > 0)

        // Off the thumb the slider does not track, and nothing changes.
        slider.log = []
        let off = SimulatedTouch(at: window.convert(CGPoint(x: 190, y: 20), from: slider), in: window)
        off.move(to: window.convert(CGPoint(x: 195, y: 20), from: slider))
        off.lift()
        #expect(slider.log == ["begin false"])
        #expect(changes.count == 1)
    }

    @Test func test_SG2_aCustomLayerKeyReadsItsDefaultAndRedrawsWhenSet() {
        let layer = ThermometerLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 100)
        #expect(layer.value(forKey: "level") as? Double == 0.5)
        #expect(layer.value(forKey: "other") == nil)
        #expect(!layer.needsDisplay())
        layer.setValue(0.8, forKey: "level")
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.displays == 1)
        layer.setValue(3, forKey: "unrelated")
        #expect(!layer.needsDisplay())
        #expect(layer.value(forKey: "level") as? Double == 0.8)
    }

    @Test func test_SG3_aViewDrawsThroughItsLayerDelegateMethod() {
        let drawn = LayerDrawnView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let plain = RectDrawnView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let window = showInWindow(UIViewController())
        window.addSubview(drawn)
        window.addSubview(plain)
        drawn.setNeedsDisplay()
        plain.setNeedsDisplay()
        drainMainRunLoop()
        #expect(drawn.calls == ["draw(layer) same=true"])
        #expect(plain.rects == [CGRect(x: 0, y: 0, width: 30, height: 20)])
    }

    @Test func test_SG4_aNameWithItsExtensionFindsTheImageSetWithoutIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-sg4-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Assets.xcassets/linen.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "linen.png", "idiom": "universal", "scale": "2x"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try ImageTests.png(width: 8, height: 6).write(to: set.appendingPathComponent("linen.png"))
        let bundle = try #require(Bundle(url: root))
        let named = try #require(UIImage(named: "linen.png", in: bundle, compatibleWith: nil))
        #expect(named.size == CGSize(width: 4, height: 3) && named.scale == 2)
        #expect(UIImage(named: "linen", in: bundle, compatibleWith: nil)?.size == named.size)
        #expect(UIImage(named: "linen.txt", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func test_SG5_feedbackGeneratorsPlayNothingAndRecordWhatWasAsked() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 1.7)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(UIFeedbackGenerator._played == [.impact(.heavy, intensity: 1), .impact(.heavy, intensity: 1),
                                                .selectionChanged, .notification(.warning)])
    }

    @Test func test_PT4_anActionSenderOfAnotherTypeIsPassedAsIs() {
        let button = UIButton()
        let id = ObjectIdentifier(button)
        let asRecognizer: UIGestureRecognizer = _actionSender(button, as: UIGestureRecognizer.self)
        #expect(ObjectIdentifier(asRecognizer) == id)
        let asButton: UIButton = _actionSender(button, as: UIButton.self)
        #expect(ObjectIdentifier(asButton) == id)
        let asAny: Any = _actionSender(button, as: Any.self)
        #expect((asAny as? UIButton).map(ObjectIdentifier.init) == id)
        let none: UIButton? = _optionalActionSender(nil, as: UIButton.self)
        #expect(none == nil)
        let control: UIControl? = _optionalActionSender(button, as: UIControl.self)
        #expect(control.map(ObjectIdentifier.init) == id)
        let item: UIBarButtonItem? = _optionalActionSender(button, as: UIBarButtonItem.self)
        #expect(item.map(ObjectIdentifier.init) == id)
        let text: UIButton? = _optionalActionSender("text", as: UIButton.self)
        #expect(text == nil)
    }

    @Test func test_PT8_aPortedSelectorTimerCarriesItsUserInfoOnUIKitsClock() {
        let clock = resetUIKit()
        var seen: [String] = []
        _ = UIKitScheduler.shared.scheduledTimer(withTimeInterval: 1, repeats: false, userInfo: "toast") { timer in
            seen.append("\(timer.userInfo as? String ?? "nil") valid=\(timer.isValid)")
        }
        clock.advance(by: 0.9)
        #expect(seen.isEmpty)
        clock.advance(by: 0.2)
        #expect(seen == ["toast valid=true"])
        let plain = _UserInfoTimer(timeInterval: 5, repeats: true, userInfo: 7) { _ in }
        #expect(plain.userInfo as? Int == 7 && plain.timeInterval == 5)
        plain.invalidate()
    }

    @Test func test_SG6_anExclusiveTouchViewKeepsTheWindowsOtherTouchesOut() {
        final class Pad: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        }
        let window = showInWindow(UIViewController())
        let exclusive = Pad(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = Pad(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        window.addSubview(exclusive)
        window.addSubview(other)
        let first = SimulatedTouch(at: CGPoint(x: 50, y: 150), in: window)
        let second = SimulatedTouch(at: CGPoint(x: 250, y: 150), in: window)
        second.lift()
        first.lift()
        #expect(exclusive.log == ["began", "ended"])
        #expect(other.log == [])

        let third = SimulatedTouch(at: CGPoint(x: 250, y: 150), in: window)
        let fourth = SimulatedTouch(at: CGPoint(x: 50, y: 150), in: window)
        fourth.lift()
        third.lift()
        #expect(other.log == ["began", "ended"])
        #expect(exclusive.log == ["began", "ended"])
        #expect(!UIView().isExclusiveTouch)
    }

    @Test func test_SG7_aCollectionControllerWithItsOwnRootViewKeepsItWhenGivenACollectionView() {
        final class Grid: UICollectionViewController {
            override func loadView() { view = UIView() }
            override func viewDidLoad() {
                super.viewDidLoad()
                let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                collectionView = list
                view.addSubview(list)
            }
        }
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        _ = showInWindow(grid)
        #expect(!(grid.view is UICollectionView))
        #expect(grid.collectionView.superview === grid.view)

        let plain = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let replacement = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        plain.loadViewIfNeeded()
        plain.collectionView = replacement
        #expect(plain.view === replacement && plain.collectionView === replacement)
    }

    @Test func test_SW3_aCoordinatorAnimatesAlongsideWithoutACompletion() {
        final class Watcher: UIViewController {
            var notes: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                let ran = coordinator.animate { _ in self.notes.append("alongside") }
                notes.append("accepted=\(ran)")
            }
        }
        let clock = resetUIKit()
        let watcher = Watcher()
        _ = showInWindow(watcher)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: true)
        clock.advance(by: 1)
        drainMainRunLoop()
        #expect(watcher.notes == ["accepted=true", "alongside"])
    }

    @Test func test_BL9_aLibraryButtonOverridingTheRectMethodsStacksItsImageOverItsTitle() throws {
        let button = StackedActionButton(title: "Hello", image: UIImage(size: CGSize(width: 20, height: 20)))
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 70)
        button.layoutIfNeeded()
        // Content 56 × 54 at (12, 8): the image centred at its top, the title 4 points below.
        #expect(button.imageView?.frame == CGRect(x: 30, y: 8, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 12, y: 32, width: 56, height: 18))
        #expect(button.preferredWidth(maximum: 200) == CGFloat(12 + 42 + 12))
        #expect(button.backgroundRect(forBounds: button.bounds) == CGRect(x: 1, y: 1, width: 78, height: 68))
        #expect(button.effectiveContentHorizontalAlignment == .center && !button.adjustsImageWhenHighlighted)
        #expect(try #require(button.imageView).contentMode == .scaleAspectFit)
    }

    @Test func test_SG8_textInputSelectionMembersAreOverridable() {
        final class ShoutingField: UITextField {
            override func text(in range: UITextRange) -> String? { super.text(in: range)?.uppercased() }
            override var selectedTextRange: UITextRange? {
                get { textRange(from: beginningOfDocument, to: endOfDocument) }
                set { super.selectedTextRange = newValue }
            }
        }
        final class CountingTextView: UITextView {
            var asked = 0
            override func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
                asked += 1
                return super.offset(from: from, to: toPosition)
            }
        }
        let field: UITextField = ShoutingField()
        field.text = "quiet"
        let whole = field.selectedTextRange!  // the override answers even while not editing
        #expect(field.text(in: whole) == "QUIET")
        let view = CountingTextView()
        view.text = "abc"
        let base: UITextView = view
        #expect(base.offset(from: base.beginningOfDocument, to: base.endOfDocument) == 3 && view.asked == 1)
    }
}
