import OpenUIKitCoreGraphics
import OpenUIKitQuartzCore
import Testing

// This file imports CoreGraphics and QuartzCore but not UIKit (MD1): the CG and CA names
// must come through those modules alone, as on iOS.

@MainActor @Suite struct GeometryImportTests {
    @Test func test_MD1_coreGraphicsAndQuartzCoreGiveTheirNamesWithoutUIKit() {
        let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10).applying(transform)
        #expect(rect == CGRect(x: 2, y: 3, width: 20, height: 30))
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(layer.bounds.size == CGSize(width: 3, height: 4))
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        #expect(animation.keyPath == "opacity")
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(CACurrentMediaTime() >= 0)
    }
}
