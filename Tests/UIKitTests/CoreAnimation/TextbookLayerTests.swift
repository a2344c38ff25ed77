import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) import UIKit
import UIKitTesting

/// A layer that logs the tree changes it is sent.
private final class TreeLoggingLayer: CALayer {
    var log: [String] = []
    override func addSublayer(_ layer: CALayer) { log.append("add \(layer.name ?? "")"); super.addSublayer(layer) }
    override func insertSublayer(_ layer: CALayer, at idx: UInt32) { log.append("insert \(layer.name ?? "") at \(idx)"); super.insertSublayer(layer, at: idx) }
    override func removeFromSuperlayer() { log.append("remove \(name ?? "")"); super.removeFromSuperlayer() }
}

/// A delegate that keeps the animations it is told about.
private final class StopLog: CAAnimationDelegate {
    var stopped: [(name: String?, finished: Bool)] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append((anim.value(forKey: "name") as? String, flag)) }
}

/// Core Animation as Programming iOS extends it: overridable tree methods, animations'
/// key-value coding, emitter cells' timing, contents centres (CA1–CA4).
@MainActor
@Suite(.uikit, .serialized) struct TextbookLayerTests {
    init() { _ = freshUIKit() }

    @Test func test_CA1_subclassesSeeTreeChangesThroughTheirOverrides() {
        let parent = TreeLoggingLayer()
        let a = TreeLoggingLayer(), b = TreeLoggingLayer(), c = TreeLoggingLayer()
        a.name = "a"; b.name = "b"; c.name = "c"
        parent.addSublayer(a)
        parent.insertSublayer(b, at: 0)
        #expect(parent.sublayers?.map(\.name) == ["b", "a"])
        parent.sublayers = [c]
        #expect(parent.log == ["add a", "insert b at 0", "add c"])
        #expect(b.log == ["remove b"] && a.log == ["remove a"])
        parent.replaceSublayer(c, with: a)
        #expect(c.log == ["remove c"] && parent.sublayers?.map(\.name) == ["a"])
    }

    @Test func test_CA2_animationsKeepValuesForAnyKeyAndReachDeclaredOnes() {
        let group = CAAnimationGroup()
        group.setValue("group", forKey: "name")
        group.setValue(2.5, forKey: "duration")
        group.setValue(true, forKey: "autoreverses")
        group.setValue(NSNumber(value: false), forKey: "removedOnCompletion")
        #expect(group.value(forKey: "name") as? String == "group" && group.duration == 2.5 && group.autoreverses)
        #expect(!group.isRemovedOnCompletion && (group.value(forKey: "duration") as? NSNumber)?.doubleValue == 2.5)
        #expect(group.value(forKey: "missing") == nil)
        let basic = CABasicAnimation(keyPath: "opacity")
        basic.setValue(0.25, forKey: "toValue")
        #expect(basic.toValue as? Double == 0.25 && basic.value(forKey: "keyPath") as? String == "opacity")
        basic.setValue("position", forKeyPath: "keyPath")
        #expect(basic.keyPath == "position")
        let copy = group.copy() as! CAAnimation
        #expect(copy.value(forKey: "name") as? String == "group")
        group.setValue(nil, forKey: "name")
        #expect(group.value(forKey: "name") == nil && copy.value(forKey: "name") as? String == "group")
    }

    @Test func test_CA2_theDelegateReadsTheValuesFromTheAddedCopy() {
        let clock = VirtualClock().install()
        let layer = CALayer()
        let log = StopLog()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0.5
        animation.duration = 1
        animation.delegate = log
        animation.setValue("fade", forKey: "name")
        layer.add(animation, forKey: "fade")
        animation.setValue("changed later", forKey: "name")  // the layer holds a copy
        clock.advance(by: 1.5)
        #expect(log.stopped.count == 1 && log.stopped.first?.name == "fade" && log.stopped.first?.finished == true)
    }

    @Test func test_CA3_subCellsEmitWithinTheirTimingWindowOfEachParticle() throws {
        let clock = VirtualClock().install()
        let emitter = CAEmitterLayer()
        emitter.birthRate = 1
        emitter.emitterPosition = .zero
        let parent = CAEmitterCell()
        parent.name = "parent"
        parent.birthRate = 1
        parent.lifetime = 10
        parent.velocity = 0
        let burst = CAEmitterCell()
        burst.birthRate = 10
        burst.lifetime = 100
        burst.beginTime = 0.45
        burst.duration = 0.3
        parent.emitterCells = [burst]
        #expect(burst.speed == 1 && burst.fillMode == .removed && burst.repeatCount == 0)
        let start = CACurrentMediaTime()
        emitter.emitterCells = [parent]
        // Parent particles at 0 s, 1 s, 2 s…; each emits at 10 per second between 0.45 s and 0.75 s of its age: 3 sub-particles.
        let at = { (t: CFTimeInterval) in emitter._particles(atClockTime: start + t).count }
        #expect(at(0.4) == 1)              // one parent, no sub-particles yet
        #expect(at(0.75) == 1 + 3)         // births at 0.5, 0.6, 0.7
        #expect(at(0.95) == 1 + 3)         // the window closed at 0.8
        #expect(at(1.95) == 2 + 3 + 3)     // the second parent's burst
        _ = clock
    }

    @Test func test_CA3_topLevelCellsEmitWithinTheirWindowFromWhenTheCellsWereSet() {
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 100
        cell.beginTime = 1
        cell.duration = 0.5
        cell.repeatCount = 2
        let start = CACurrentMediaTime()
        emitter.emitterCells = [cell]
        let at = { (t: CFTimeInterval) in emitter._particles(atClockTime: start + t).count }
        #expect(at(0.95) == 0)
        #expect(at(1.55) == 6)     // births at 1.0…1.5
        #expect(at(3) == 10)       // two passes of 0.5 s: births at 1.0…1.9
        cell.duration = 0
        cell.beginTime = 0
        emitter.emitterCells = [cell]  // duration 0: for ever
        let restart = CACurrentMediaTime()
        #expect(emitter._particles(atClockTime: restart + 2.05).count == 21)
    }

    @Test func test_CA4_contentsCenterStretchesOnlyTheCentreOfTheContents() throws {
        // 4 × 4: a red frame one pixel wide around a blue 2 × 2 middle.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let framed = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.setFill(); context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        }
        let layer = CALayer()
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.contents = framed.cgImage
        layer.frame = CGRect(x: 0, y: 0, width: 12, height: 8)
        layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        let drawing = try #require(layer._contentsImageDrawing(in: layer.bounds))
        #expect(drawing.frame == layer.bounds && drawing.contentMode == .scaleToFill)
        #expect(drawing.image.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        layer.contentsGravity = .resizeAspect
        let fitted = try #require(layer._contentsImageDrawing(in: layer.bounds))
        #expect(fitted.frame == CGRect(x: 2, y: 0, width: 8, height: 8) && fitted.image.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        layer.contentsGravity = .center  // not resized: the centre does nothing
        #expect(try #require(layer._contentsImageDrawing(in: layer.bounds)).image.capInsets == .zero)
        // Drawn by the module's own recording: the frame stays one point wide at 12 × 8.
        layer.contentsGravity = .resize
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8), format: format).image { context in
            layer.render(in: context.cgContext)
        }
        let png = try #require(picture.pngData())
        let decoded = try #require(PNGCodec.decode(png))
        func at(_ x: Int, _ y: Int) -> [UInt8] { Array(decoded.rgba[((y * 12 + x) * 4)..<((y * 12 + x) * 4 + 4)]) }
        #expect(at(0, 0) == [255, 0, 0, 255] && at(1, 1) == [0, 0, 255, 255] && at(10, 6) == [0, 0, 255, 255])
        #expect(at(11, 7) == [255, 0, 0, 255] && at(6, 0) == [255, 0, 0, 255] && at(0, 4) == [255, 0, 0, 255])
    }
}

/// Layer transitions as the module's own recording draws them (CA5).
@MainActor
@Suite(.uikit, .serialized) struct LayerTransitionTests {
    let clock: VirtualClock
    init() {
        _ = freshUIKit()
        clock = VirtualClock().install()
    }

    private func solid(_ color: UIColor) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 2), format: format).image { context in
            color.setFill(); context.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        }.cgImage!
    }

    /// The root drawn by the module's own rasteriser at 1×: its pixels, RGBA row by row.
    private func pixels(of root: CALayer) throws -> [UInt8] {
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 2), format: format).image { context in
            root.render(in: context.cgContext)
        }
        let png = try #require(picture.pngData())
        return try #require(PNGCodec.decode(png)).rgba
    }

    /// The first row of the root's pixels, as letters.
    private func row(of root: CALayer) throws -> String {
        let rgba = try pixels(of: root)
        return (0..<10).map { x -> String in
            let p = Array(rgba[(x * 4)..<(x * 4 + 4)])
            switch p {
            case [255, 0, 0, 255]: return "r"
            case [0, 0, 255, 255]: return "b"
            default: return p[3] == 0 ? "." : "?"
            }
        }.joined()
    }

    private func shownLayer() -> (root: CALayer, layer: CALayer) {
        let root = CALayer(), layer = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 2)
        layer.frame = root.bounds
        root.addSublayer(layer)
        layer.contents = solid(.red)
        CATransaction.flush()  // shown: changes from now on have a before
        return (root, layer)
    }

    @Test func test_CA5_aPushMovesTheNewContentsInAndTheOldOut() throws {
        let (root, layer) = shownLayer()
        CATransaction.setDisableActions(true)
        layer.contents = solid(.blue)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(push, forKey: nil)
        #expect(layer.animationKeys() == ["transition"])
        #expect((layer.animation(forKey: "transition") as? CATransition)?.type == .push)
        #expect(try row(of: root) == "rrrrrrrrrr")
        clock.advance(by: 0.3)
        #expect(try row(of: root) == "rrrrrrrbbb")
        clock.advance(by: 0.4)
        #expect(try row(of: root) == "rrrbbbbbbb")
        clock.advance(by: 0.4)
        #expect(try row(of: root) == "bbbbbbbbbb" && layer.animationKeys() == nil)
    }

    @Test func test_CA5_moveInRevealAndTheirSides() throws {
        for (type, subtype, expected) in [(CATransitionType.moveIn, CATransitionSubtype?.none, "bbbbbbbrrr"),
                                          (.reveal, .fromRight, "rrrbbbbbbb"), (.reveal, .fromLeft, "bbbbbbbrrr"),
                                          (.moveIn, .fromRight, "rrrbbbbbbb")] {
            let (root, layer) = shownLayer()
            CATransaction.setDisableActions(true)
            layer.contents = solid(.blue)
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(transition, forKey: "t")
            clock.advance(by: 0.7)
            #expect(try row(of: root) == expected, "\(type.rawValue) \(subtype?.rawValue ?? "nil")")
            clock.advance(by: 0.5)
        }
    }

    @Test func test_CA5_newContentsFadeByDefaultAndTheFadeSumsBothAppearances() throws {
        let (root, layer) = shownLayer()
        layer.contents = solid(.blue)  // actions on: the layer's default action for contents
        let fade = try #require(layer.animation(forKey: "contents") as? CATransition)
        #expect(fade.type == .fade && fade.duration == 0.25)
        clock.advance(by: 0.125)
        let middle = Array(try pixels(of: root)[0..<4])
        // Half the time along implicit animations' `.default` curve is 80 % of the way: a fifth
        // red, four fifths blue, the sum still opaque.
        #expect(abs(Int(middle[0]) - 51) <= 3 && abs(Int(middle[2]) - 204) <= 3 && middle[3] == 255)
        // Without a transaction's before (disabled actions on a layer never shown), nothing to fade from.
        let fresh = CALayer()
        CATransaction.setDisableActions(true)
        fresh.contents = solid(.red)
        #expect(fresh.animationKeys() == nil)
    }
}
