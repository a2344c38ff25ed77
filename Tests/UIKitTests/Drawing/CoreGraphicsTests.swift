import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// Paths and contexts as Core Graphics defines them (G7, G8, G10).
@MainActor
@Suite(.uikit) struct CoreGraphicsTests {
    init() { _ = freshUIKit() }

    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func test_G7_bezierClockwiseIsOnScreenAndCoreGraphicsClockwiseIsTheReverse() {
        // A quarter turn clockwise on screen from 3 o'clock ends at 6 o'clock (y down).
        let bezier = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(bezier.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(bezier.cgPath.boundingBoxOfPath.minX > -1e-9 && bezier.cgPath.boundingBoxOfPath.minY > -1e-9)
        // Core Graphics' clockwise with the same angles runs the other way: three quarters.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-6 && abs(box.minY + 10) < 1e-6 && abs(box.maxX - 10) < 1e-6 && abs(box.maxY - 10) < 1e-6)
        #expect(close(path.currentPoint, CGPoint(x: 0, y: 10)))
    }

    @Test func test_G7_shapesAreStoredAsCoreGraphicsStoresThem() {
        let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.elements == [.move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 4, y: 2)), .line(CGPoint(x: 4, y: 6)),
                                  .line(CGPoint(x: 1, y: 6)), .close])
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.elements.count == 6)  // move, four curves, close
        #expect(oval.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.contains(CGPoint(x: 10, y: 5)) && !oval.contains(CGPoint(x: 1, y: 1)))
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(ring.contains(CGPoint(x: 10, y: 10)))  // winding: both turn the same way
        #expect(!ring.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))  // radius capped at half the height
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)) && rounded.contains(CGPoint(x: 20, y: 0.5)))
        let some = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft],
                                cornerRadii: CGSize(width: 10, height: 10))
        #expect(!some.contains(CGPoint(x: 0.5, y: 0.5)) && some.contains(CGPoint(x: 39.5, y: 0.5)) && some.contains(CGPoint(x: 0.5, y: 19.5)))
    }

    @Test func test_G7_tangentArcsAndReversedPaths() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 4)))
        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 0, y: 0))
        bezier.addLine(to: CGPoint(x: 5, y: 0))
        bezier.addQuadCurve(to: CGPoint(x: 5, y: 5), controlPoint: CGPoint(x: 8, y: 2))
        let reversed = bezier.reversing()
        #expect(reversed.cgPath.elements == [.move(CGPoint(x: 5, y: 5)), .quadCurve(CGPoint(x: 5, y: 0), control: CGPoint(x: 8, y: 2)),
                                             .line(CGPoint(x: 0, y: 0))])
        var elements: [CGPathElementType] = []
        reversed.cgPath.applyWithBlock { elements.append($0.pointee.type) }
        #expect(elements == [.moveToPoint, .addQuadCurveToPoint, .addLineToPoint])
    }

    @Test func test_G10_contextDefaultsStateStackAndPathsConsumedByPainting() throws {
        var recorded: DisplayList?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { rendererContext in
            let context = rendererContext.cgContext
            #expect(UIGraphicsGetCurrentContext() === context)
            #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
            context.saveGState()
            context.translateBy(x: 5, y: 5)
            context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))  // mapped now: (5, 5)
            context.scaleBy(x: 2, y: 2)  // too late for the path, as in Core Graphics
            #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 1, height: 1))  // in the new user space
            context.fillPath()
            #expect(context.isPathEmpty)  // consumed
            context.restoreGState()
            context.restoreGState()  // unbalanced: ignored
            #expect(context.ctm == .identity)
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 30))
            #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 20))
            recorded = context.displayList
        }
        let list = try #require(recorded)
        #expect(list.commands.prefix(4) == [.saveState, .concatenate(CGAffineTransform(translationX: 5, y: 5)),
                                            .concatenate(CGAffineTransform(scaleX: 2, y: 2)),
                                            .fillPath(CGPath(rect: CGRect(x: 5, y: 5, width: 2, height: 2)), .winding)])
        #expect(UIGraphicsGetCurrentContext() == nil)  // popped after the actions
    }

    @Test func test_G10_bezierPathsStrokeWithTheirOwnSettingsInsideASavedState() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter && path.miterLimit == 10)
        path.lineWidth = 3
        path.lineCapStyle = .round
        var dashes: [CGFloat] = [2, 1]
        path.setLineDash(&dashes, count: 2, phase: 0.5)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor.red.setStroke()
            path.stroke()
        }
        let list = try #require(image._drawing)
        #expect(list.commands == [
            .setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1)), .saveState, .setBlendMode(.normal), .setAlpha(1),
            .setLineWidth(3), .setLineCap(.round), .setLineJoin(.miter), .setMiterLimit(10), .setLineDash(phase: 0.5, lengths: [2, 1]),
            .strokePath(path.cgPath), .restoreState,
        ])
    }

    @Test func test_G8_coreGraphicsImagesDrawUpsideDownInUIKitContexts() throws {
        let picture = UIImage(size: CGSize(width: 4, height: 4))
        let cgImage = try #require(picture.cgImage)
        #expect(cgImage.width == 4 && cgImage.height == 4)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 8, height: 8))
            picture.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let commands = try #require(image._drawing).commands
        guard case let .image(_, rect1, _, _, flipped1) = commands[0], case let .image(_, rect2, _, _, flipped2) = commands[1] else {
            Issue.record("expected two images, got \(commands)")
            return
        }
        #expect(rect1 == rect2 && flipped1 && !flipped2)
    }
}
