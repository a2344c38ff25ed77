import Foundation
import Testing
import UIKit

/// UIKit's geometry strings (`NSCoder.string(for:)` and its parsers) and its keyed coding of
/// geometry (FN1–FN3). Pure values: no UIKit state, so no `.uikit` trait.
@Suite struct FoundationAdditionsGeometryStringTests {
    @Test func test_FN1_integralValuesPrintWithoutADecimalPoint() {
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2)) == "{1, 2}")
        #expect(NSCoder.string(for: CGSize(width: 1, height: 2)) == "{1, 2}")
        #expect(NSCoder.string(for: CGVector(dx: 1, dy: 2)) == "{1, 2}")
        #expect(NSCoder.string(for: UIOffset(horizontal: 1, vertical: 2)) == "{1, 2}")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)) == "[1, 2, 3, 4, 5, 6]")
        #expect(NSCoder.string(for: CGRect.zero) == "{{0, 0}, {0, 0}}")
        #expect(NSCoder.string(for: CGAffineTransform.identity) == "[1, 0, 0, 1, 0, 0]")
    }

    @Test func test_FN1_otherNumbersPrintAsPercentPoint17g() {
        #expect(NSCoder.string(for: CGPoint(x: 1.5, y: -2.25)) == "{1.5, -2.25}")
        #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 1.0 / 3)) == "{0.10000000000000001, 0.33333333333333331}")
        #expect(NSCoder.string(for: CGSize(width: 1e20, height: 1e-7)) == "{1e+20, 9.9999999999999995e-08}")
        #expect(NSCoder.string(for: CGSize(width: 123_456_789_012, height: 1e17)) == "{123456789012, 1e+17}")
        #expect(NSCoder.string(for: CGVector(dx: -0.0, dy: .infinity)) == "{-0, inf}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: -1.0 / 3, width: 402, height: 1.0 / 3))
                == "{{0, -0.33333333333333331}, {402, 0.33333333333333331}}")
        #expect(NSCoder.string(for: CGAffineTransform(rotationAngle: .pi / 4))
                == "[0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]")
        #expect(NSCoder.string(for: CGAffineTransform(a: -1, b: 0, c: -0.0, d: -1, tx: 0, ty: 0)) == "[-1, 0, -0, -1, 0, 0]")
    }

    @Test func test_FN2_wellFormedStringsParseWithOrWithoutSpaces() {
        #expect(NSCoder.cgRect(for: "{{3,2},{4,5}}") == CGRect(x: 3, y: 2, width: 4, height: 5))
        #expect(NSCoder.cgRect(for: "  {{ 3 , 2 },\n{4,5} } ") == CGRect(x: 3, y: 2, width: 4, height: 5))
        #expect(NSCoder.cgPoint(for: "{1.5, -2e3}") == CGPoint(x: 1.5, y: -2000))
        #expect(NSCoder.cgSize(for: "{+7,.25}") == CGSize(width: 7, height: 0.25))
        #expect(NSCoder.cgVector(for: "{1, 2}") == CGVector(dx: 1, dy: 2))
        #expect(NSCoder.uiOffset(for: "{-1, 2}") == UIOffset(horizontal: -1, vertical: 2))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.nsDirectionalEdgeInsets(for: "{1,2,3,4}") == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let documented = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 2.5, ty: 3)
        #expect(NSCoder.cgAffineTransform(for: "{1,0,0,1,2.5,3.0}") == documented)  // Apple's example
        #expect(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 2.5, 3]") == documented)  // what UIKit writes
        let infinite = NSCoder.cgPoint(for: "{inf, -inf}")
        #expect(infinite == CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity))
    }

    @Test func test_FN2_malformedStringsGiveZeroValuesAndTheIdentity() {
        for text in ["", "garbage", "{1, 2", "{1, 2, 3}", "{1; 2}", "{a, b}", "{1, 2}x", "(1, 2)", "{{1, 2}}", "{1,,2}"] {
            #expect(NSCoder.cgPoint(for: text) == .zero, "\(text)")
            #expect(NSCoder.cgSize(for: text) == .zero, "\(text)")
            #expect(NSCoder.cgVector(for: text) == .zero, "\(text)")
            #expect(NSCoder.uiOffset(for: text) == .zero, "\(text)")
        }
        for text in ["", "{{1,2},{3}}", "{{1,2},{3,4}", "{{1,2} {3,4}}", "{1, 2, 3, 4}", "[[1,2],[3,4]]"] {
            #expect(NSCoder.cgRect(for: text) == .zero, "\(text)")
        }
        for text in ["{1, 2, 3}", "{1, 2, 3, 4, 5}", "[1, 2, 3, 4]", "{1, 2, 3, x}"] {
            #expect(NSCoder.uiEdgeInsets(for: text) == .zero, "\(text)")
            #expect(NSCoder.nsDirectionalEdgeInsets(for: text) == .zero, "\(text)")
        }
        for text in ["", "[1, 2, 3, 4, 5]", "[1, 2, 3, 4, 5, 6}", "{1, 2, 3, 4, 5, 6, 7}", "junk"] {
            #expect(NSCoder.cgAffineTransform(for: text) == .identity, "\(text)")
        }
    }

    @Test func test_FN2_everyStringReadsBackTheSameValueBitForBit() {
        let awkward: [CGFloat] = [0.1, 1.0 / 3, .pi, -1e-300, 1e300, 123.456, -0.0]
        for value in awkward {
            let rect = CGRect(x: value, y: -value, width: value * 3, height: value / 7)
            #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)
            let point = CGPoint(x: value, y: value + 1)
            #expect(NSCoder.cgPoint(for: NSCoder.string(for: point)) == point)
            let size = CGSize(width: value, height: 2 * value)
            #expect(NSCoder.cgSize(for: NSCoder.string(for: size)) == size)
            let vector = CGVector(dx: value, dy: -value)
            #expect(NSCoder.cgVector(for: NSCoder.string(for: vector)) == vector)
            let transform = CGAffineTransform(a: value, b: 1, c: -value, d: 2, tx: value * 5, ty: 0.5)
            #expect(NSCoder.cgAffineTransform(for: NSCoder.string(for: transform)) == transform)
            let insets = UIEdgeInsets(top: value, left: 1, bottom: -value, right: value * 9)
            #expect(NSCoder.uiEdgeInsets(for: NSCoder.string(for: insets)) == insets)
            let directional = NSDirectionalEdgeInsets(top: 1, leading: value, bottom: 2, trailing: -value)
            #expect(NSCoder.nsDirectionalEdgeInsets(for: NSCoder.string(for: directional)) == directional)
            let offset = UIOffset(horizontal: value, vertical: value * value)
            #expect(NSCoder.uiOffset(for: NSCoder.string(for: offset)) == offset)
        }
    }

    @Test func test_FN3_geometryIsArchivedAsItsStringAndDecodedBack() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(CGVector(dx: 1, dy: 2.5), forKey: "vector")
        archiver.encode(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), forKey: "transform")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.encode(NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8), forKey: "directional")
        archiver.encode(UIOffset(horizontal: -1, vertical: 0.1), forKey: "offset")
        archiver.finishEncoding()

        let plist = try PropertyListSerialization.propertyList(from: archiver.encodedData, format: nil) as? [String: Any]
        let objects = (plist?["$objects"] as? [Any] ?? []).compactMap { $0 as? String }
        for text in ["{1, 2.5}", "[1, 2, 3, 4, 5, 6]", "{1, 2, 3, 4}", "{5, 6, 7, 8}", "{-1, 0.10000000000000001}"] {
            #expect(objects.contains(text), "\(text) in \(objects)")
        }

        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(unarchiver.decodeCGVector(forKey: "vector") == CGVector(dx: 1, dy: 2.5))
        #expect(unarchiver.decodeCGAffineTransform(forKey: "transform") == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(unarchiver.decodeDirectionalEdgeInsets(forKey: "directional")
                == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(unarchiver.decodeUIOffset(forKey: "offset") == UIOffset(horizontal: -1, vertical: 0.1))
    }

    @Test func test_FN3_rectsPointsAndSizesUseFoundationsEncoderAndUIKitsReaders() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(CGRect(x: 1, y: 2.5, width: 0.1, height: 4), forKey: "rect")
        archiver.encode(CGPoint(x: -3, y: 1.0 / 3), forKey: "point")
        archiver.encode(CGSize(width: 320, height: 480), forKey: "size")
        archiver.encode(NSCoder.string(for: CGRect(x: 7, y: 8, width: 9, height: 10)), forKey: "uikitRect")
        archiver.finishEncoding()

        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(unarchiver.decodeCGRect(forKey: "rect") == CGRect(x: 1, y: 2.5, width: 0.1, height: 4))
        #expect(unarchiver.decodeCGPoint(forKey: "point") == CGPoint(x: -3, y: 1.0 / 3))
        #expect(unarchiver.decodeCGSize(forKey: "size") == CGSize(width: 320, height: 480))
        #expect(unarchiver.decodeCGRect(forKey: "uikitRect") == CGRect(x: 7, y: 8, width: 9, height: 10))
    }

    @Test func test_FN3_missingKeysDecodeAsZeroAndTheIdentity() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode("not geometry", forKey: "text")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(unarchiver.decodeCGRect(forKey: "missing") == .zero)
        #expect(unarchiver.decodeCGPoint(forKey: "missing") == .zero)
        #expect(unarchiver.decodeCGSize(forKey: "missing") == .zero)
        #expect(unarchiver.decodeCGVector(forKey: "missing") == .zero)
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "missing") == .zero)
        #expect(unarchiver.decodeDirectionalEdgeInsets(forKey: "missing") == .zero)
        #expect(unarchiver.decodeUIOffset(forKey: "missing") == .zero)
        #expect(unarchiver.decodeCGAffineTransform(forKey: "missing") == .identity)
        #expect(unarchiver.decodeCGRect(forKey: "text") == .zero)  // a string that is no rectangle
    }
}
