import Foundation
import Testing
import UIKit
import UIKitTesting

/// A layer with a custom animatable key, written as the porter writes `@NSManaged var
/// progress: CGFloat`; its presentation copies record the progress they draw with.
final class ProgressLayer: CALayer {
    var progress: CGFloat {
        get { _layerValue(forKey: "progress", as: CGFloat.self) ?? CGFloat() }
        set { setValue(newValue, forKey: "progress") }
    }
    /// On the model layer: the progress each `draw(in:)` saw (the presentation copies' too).
    var drawnProgress: [CGFloat] = []
    /// On the model layer: how many times the model itself drew.
    var modelDraws = 0

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "lineColor" ? CGColor(red: 0, green: 0, blue: 1, alpha: 1) : super.defaultValue(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let model = model()
        model.drawnProgress.append(progress)
        if model === self { modelDraws += 1 }
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// A delegate that answers actions from a table, logging each question.
@MainActor
final class ActionDelegate: NSObject, CALayerDelegate {
    var answers: [String: any CAAction] = [:]
    var asked: [String] = []
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        asked.append(event)
        return answers[event]
    }
}

/// An action that logs the key it ran for.
@MainActor
final class LoggingAction: CAAction {
    let name: String
    var runs: [String] = []
    init(_ name: String) { self.name = name }
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
}

@MainActor
@Suite(.uikit) struct LayerKeyValueTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A layer of `layerClass` in a window's layer tree, committed once.
    private func shown<L: CALayer>(_ layer: L) -> L {
        let controller = UIViewController()
        _ = showInWindow(controller)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        controller.view.layer.addSublayer(layer)
        drainMainRunLoop()
        return layer
    }

    // MARK: LK1 key-value container

    @Test func test_LK1_anyKeyIsStoredAndDeclaredPropertiesAnswerByName() {
        let layer = CALayer()
        #expect(layer.value(forKey: "someKey") == nil)
        layer.setValue(50, forKey: "someKey")
        #expect(layer.value(forKey: "someKey") as? Int == 50)
        layer.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKey: "anchor")
        #expect((layer.value(forKeyPath: "anchor.y") as? NSNumber)?.doubleValue == 4)
        layer.setValue(9, forKeyPath: "anchor.x")
        #expect((layer.value(forKey: "anchor") as? NSValue)?.cgPointValue == CGPoint(x: 9, y: 4))

        layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKey: "position")
        #expect(layer.position == CGPoint(x: 7, y: 8))
        layer.setValue(40, forKeyPath: "bounds.size.width")
        #expect(layer.bounds.size.width == 40)
        #expect((layer.value(forKeyPath: "bounds.size.width") as? NSNumber)?.doubleValue == 40)
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as! NSNumber).doubleValue - .pi / 2) < 1e-9)

        layer.setValue(true, forKey: "masksToBounds")
        layer.setValue(true, forKey: "hidden")
        layer.setValue("badge", forKey: "name")
        layer.setValue(2.0, forKey: "contentsScale")
        #expect(layer.masksToBounds && layer.isHidden && layer.name == "badge" && layer.contentsScale == 2)
        #expect((layer.value(forKey: "isHidden") as? NSNumber)?.boolValue == true)
        #expect((layer.value(forKey: "masksToBounds") as? NSNumber)?.boolValue == true)
        #expect(layer.value(forKey: "name") as? String == "badge")
        #expect(layer.value(forKey: "contentsGravity") as? String == "resize")
        #expect(layer.value(forKey: "someKey") as? Int == 50)
        #expect(CALayer.shouldArchiveValue(forKey: "someKey") && CALayer.shouldArchiveValue(forKey: "position"))
    }

    @Test func test_LK1_initLayerAndPresentationCopiesCarryTheCustomKeys() {
        let layer = ProgressLayer()
        layer.progress = 0.75
        layer.setValue("tag", forKey: "label")
        layer.style = ["shade": 3]
        let copy = ProgressLayer(layer: layer)
        #expect(copy.progress == 0.75 && copy.value(forKey: "label") as? String == "tag")
        #expect(copy.value(forKey: "shade") as? Int == 3)
        let shown = try! #require(layer.presentation())
        #expect(shown.progress == 0.75 && shown.value(forKey: "label") as? String == "tag")
    }

    // MARK: LK2 defaults

    @Test func test_LK2_anUnsetKeyReadsTheStyleDictionaryThenTheClassDefault() {
        let layer = ProgressLayer()
        #expect(layer.value(forKey: "lineColor") as! CGColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        layer.style = ["lineColor": CGColor(red: 1, green: 0, blue: 0, alpha: 1), "style": ["width": 4]]
        #expect(layer.value(forKey: "lineColor") as! CGColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(layer.value(forKey: "width") as? Int == 4)
        layer.setValue(CGColor(red: 0, green: 1, blue: 0, alpha: 1), forKey: "lineColor")
        #expect(layer.value(forKey: "lineColor") as! CGColor == CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(layer.progress == 0)  // no value and no default: the type's zero
    }

    // MARK: LK3 actions

    @Test func test_LK3_actionsAreSearchedInTheDelegateThenActionsThenStyleThenTheClass() {
        let layer = CALayer()
        let delegate = ActionDelegate()
        layer.delegate = delegate
        let fromDelegate = LoggingAction("delegate"), fromActions = LoggingAction("actions")
        let fromStyle = LoggingAction("style"), fromNestedStyle = LoggingAction("nested")
        layer.actions = ["glow": fromActions, "opacity": NSNull()]
        layer.style = ["actions": ["glow": fromStyle, "pulse": fromStyle], "style": ["actions": ["spin": fromNestedStyle]]]
        delegate.answers = ["glow": fromDelegate]
        #expect(layer.action(forKey: "glow") as? LoggingAction === fromDelegate)
        delegate.answers = [:]
        #expect(layer.action(forKey: "glow") as? LoggingAction === fromActions)
        #expect(layer.action(forKey: "pulse") as? LoggingAction === fromStyle)
        #expect(layer.action(forKey: "spin") as? LoggingAction === fromNestedStyle)
        #expect(layer.action(forKey: "opacity") == nil)  // NSNull in actions stops the search
        #expect(layer.action(forKey: "position") is CABasicAnimation)  // the class default
        delegate.answers = ["position": NSNull()]
        #expect(layer.action(forKey: "position") == nil)
        #expect(delegate.asked == ["glow", "glow", "pulse", "spin", "opacity", "position", "position"])
    }

    @Test func test_LK3_changingACustomKeyOfAShownLayerRunsItsAction() {
        let layer = shown(ProgressLayer())
        let action = LoggingAction("progress")
        layer.actions = ["progress": action]
        layer.progress = 0.5
        layer.setValue(1, forKey: "other")
        #expect(action.runs == ["progress"])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.progress = 0.6
        CATransaction.commit()
        #expect(action.runs == ["progress"] && layer.progress == 0.6)
    }

    // MARK: LK4 needsDisplay(forKey:)

    @Test func test_LK4_aChangeOfAKeyThatNeedsDisplayMarksTheLayer() {
        let layer = ProgressLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        #expect(!layer.needsDisplay())
        layer.setValue(3, forKey: "unrelated")
        #expect(!layer.needsDisplay())
        layer.progress = 0.4
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.drawnProgress == [0.4] && !layer.needsDisplay())
    }

    // MARK: LK5 Linux bridging

    @Test func test_LK5_numbersAndValuesReadAsTheTypeAskedFor() {
        let layer = ProgressLayer()
        layer.setValue(NSNumber(value: 0.25), forKey: "progress")
        #expect(layer.progress == 0.25)
        layer.setValue(0.5 as Double, forKey: "progress")
        #expect(layer.progress == 0.5)
        layer.setValue(NSValue(cgSize: CGSize(width: 2, height: 3)), forKey: "size")
        #expect(layer._layerValue(forKey: "size", as: CGSize.self) == CGSize(width: 2, height: 3))
        #expect(layer._layerValue(forKey: "progress", as: Float.self) == 0.5)
        #expect(layer._layerValue(forKey: "missing", as: CGFloat.self) == nil)
    }

    // MARK: LK6 animating custom keys

    @Test func test_LK6_aBasicAnimationOfACustomKeyInterpolatesItOnThePresentationLayer() {
        let layer = ProgressLayer()
        layer.progress = 1
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2
        layer.add(fill, forKey: "fill")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.progress == 0.25 && layer.progress == 1)
        clock.advance(by: 1)
        #expect(layer.presentation()!.progress == 0.75)
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.progress == 1 && layer.animationKeys() == nil)

        // Points, colours and keyframes of custom keys; a nil from-value starts at the model's.
        layer.setValue(CGPoint(x: 0, y: 0), forKey: "dot")
        let move = CABasicAnimation(keyPath: "dot")
        move.toValue = NSValue(cgPoint: CGPoint(x: 10, y: 20))
        move.duration = 1
        layer.add(move, forKey: "move")
        let tint = CABasicAnimation(keyPath: "tint")
        tint.fromValue = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.duration = 1
        layer.add(tint, forKey: "tint")
        let steps = CAKeyframeAnimation(keyPath: "level")
        steps.values = [0.0, 10.0, 0.0]
        steps.duration = 1
        layer.add(steps, forKey: "level")
        clock.advance(by: 0.5)
        let shown = layer.presentation()!
        #expect(shown.value(forKey: "dot") as? CGPoint == CGPoint(x: 5, y: 10))
        #expect((shown.value(forKey: "tint") as! CGColor).components == [0.5, 0, 0, 1])
        #expect(shown.value(forKey: "level") as? Double == 10)
        #expect(layer.value(forKey: "tint") == nil && layer.value(forKey: "level") == nil)
    }

    @Test func test_LK6_anActionForACustomKeyAnimatesFromTheValueShownBefore() {
        let layer = shown(ProgressLayer())
        layer.progress = 0.2
        let animation = CABasicAnimation(keyPath: "progress")
        animation.duration = 1
        layer.actions = ["progress": animation]
        layer.progress = 0.6
        #expect(layer.animationKeys() == ["progress"])
        clock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.progress - 0.4) < 1e-9)
    }

    // MARK: LK7 per-frame redraw

    @Test func test_LK7_thePresentationLayerRedrawsEachFrameWithTheAnimatedValue() {
        let layer = shown(ProgressLayer())
        layer.displayIfNeeded()
        layer.drawnProgress = []
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 0.1
        layer.add(fill, forKey: "fill")
        clock.advance(by: 0.05)
        let midway = layer.drawnProgress
        #expect(midway.count == 3)
        #expect(zip(midway, [1.0 / 6, 2.0 / 6, 3.0 / 6]).allSatisfy { abs($0 - $1) < 1e-9 })
        clock.advance(by: 0.1)
        // Frames 4 to 6, then the frame at the end shows the model's value (the animation is
        // over); no more presentation redraws after it, and the model redrew once.
        #expect(layer.animationKeys() == nil)
        let all = layer.drawnProgress
        #expect(all.count == 8 && layer.modelDraws == 1)
        let expected: [CGFloat] = [1.0 / 6, 2.0 / 6, 3.0 / 6, 4.0 / 6, 5.0 / 6, 1.0]
        for (seen, value) in zip(all.prefix(6), expected) { #expect(abs(seen - value) < 1e-9) }
        #expect(all.suffix(2) == [0, 0])
        clock.advance(by: 0.1)
        #expect(layer.drawnProgress.count == 8)
    }

    @Test func test_LK7_aLayerReleasedWhileItsKeyAnimatesIsFreedAndStopsRedrawing() {
        weak var released: ProgressLayer?
        do {
            let layer = shown(ProgressLayer())
            let fill = CABasicAnimation(keyPath: "progress")
            fill.fromValue = 0
            fill.toValue = 1
            fill.duration = 10
            layer.add(fill, forKey: "fill")
            clock.advance(by: 0.05)
            #expect(layer.drawnProgress.count == 3)
            layer.removeFromSuperlayer()
            released = layer
        }
        clock.advance(by: 0.05)
        #expect(released == nil)
    }

    // MARK: LK8 value functions

    @Test func test_LK8_aValueFunctionTurnsTheInterpolatedNumberIntoTheTransform() {
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 4
        layer.add(spin, forKey: "spin")
        clock.advance(by: 1)
        let quarter = layer.presentation()!.transform
        #expect(abs(quarter.m11) < 1e-9 && abs(quarter.m12 - 1) < 1e-9)  // π/2: a whole turn is not no turn
        clock.advance(by: 1)
        #expect(abs(layer.presentation()!.transform.m11 + 1) < 1e-9)  // π

        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.toValue = [3, 5, 1]
        grow.duration = 1
        let move = CABasicAnimation(keyPath: "sublayerTransform")
        move.valueFunction = CAValueFunction(name: .translateX)
        move.fromValue = 10
        move.toValue = 30
        move.duration = 1
        let plain = CALayer()
        plain.add(grow, forKey: "grow")
        plain.add(move, forKey: "move")
        clock.advance(by: 0.5)
        let shown = plain.presentation()!
        #expect(abs(shown.transform.m11 - 2) < 1e-9 && abs(shown.transform.m22 - 3) < 1e-9 && shown.transform.m33 == 1)
        #expect(abs(shown.sublayerTransform.m41 - 20) < 1e-9)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
        #expect(CAValueFunction(name: .translate)?.name == .translate)
    }
}
