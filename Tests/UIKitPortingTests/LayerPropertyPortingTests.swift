#if Porting
import Foundation
import Testing
@testable import UIKitPorting

/// The porter on layer subclasses that declare animatable keys (LK9).
@Suite struct LayerPropertyPortingTests {
    private func port(_ source: String, path: String) -> PortedSource {
        SourcePorter(files: [(path, source)]).port()[0]
    }

    @Test func test_LK9_objcDynamicLayerPropertiesBecomeLayerKeysKeepingTheirInitialValue() {
        let source = """
        class ProgressLayer: CALayer {
            @objc dynamic var progress: CGFloat = 0.25
            @objc dynamic var tint: UIColor?
            @objc dynamic var center: CGPoint
            @objc dynamic var watched: CGFloat = 0 { didSet { setNeedsDisplay() } }
            @objc dynamic static var shared: Int = 1
            var plain: CGFloat = 2
        }
        class Model: NSObject {
            @objc dynamic var title = ""
        }
        """
        let ported = port(source, path: "ProgressLayer.swift")
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 11)
        #expect(lines[1] == "    var progress: CGFloat { get { _layerValue(forKey: \"progress\", as: CGFloat.self) ?? 0.25 } set { setValue(newValue, forKey: \"progress\") } }")
        #expect(lines[2] == "    var tint: UIColor? { get { _layerValue(forKey: \"tint\", as: UIColor.self) } set { setValue(newValue, forKey: \"tint\") } }")
        #expect(lines[3] == "    var center: CGPoint { get { _layerValue(forKey: \"center\", as: CGPoint.self) ?? CGPoint() } set { setValue(newValue, forKey: \"center\") } }")
        // Observers, static properties and plain properties stay stored.
        #expect(lines[4] == "    var watched: CGFloat = 0 { didSet { setNeedsDisplay() } }")
        #expect(lines[5] == "    static var shared: Int = 1")
        #expect(lines[6] == "    var plain: CGFloat = 2")
        #expect(lines[9] == "    var title = \"\"")  // not a layer: a plain property (PT1)
        #expect(ported.refusals.isEmpty)
    }

    @Test func test_LK9_layerSubclassesOfSubclassesAndManagedPropertiesInTheirBodiesOnly() {
        let source = """
        class RingLayer: CAShapeLayer {
            @NSManaged var sweep: Double
        }
        class SmallRing: RingLayer {
            @objc dynamic var inset: CGFloat = 1
        }
        extension RingLayer {
            @objc var described: String { "ring" }
        }
        """
        let ported = port(source, path: "Ring.swift")
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "    var sweep: Double { get { _layerValue(forKey: \"sweep\", as: Double.self) ?? Double() } set { setValue(newValue, forKey: \"sweep\") } }")
        #expect(lines[4] == "    var inset: CGFloat { get { _layerValue(forKey: \"inset\", as: CGFloat.self) ?? 1 } set { setValue(newValue, forKey: \"inset\") } }")
        #expect(lines[7] == "    var described: String { \"ring\" }")
    }
}
#endif
