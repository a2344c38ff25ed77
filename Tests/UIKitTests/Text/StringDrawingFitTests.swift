import Foundation
import Testing
@testable import UIKit

/// F47 (strings shrunk to fit a drawing context's minimum scale factor) and FN14 (width
/// variants of localized strings), with the estimated measurement (0.55 × the size per
/// character, lines 1.19 × the size rounded up, ascender 0.952 × the size).
@MainActor
@Suite(.uikit) struct StringDrawingFitTests {
    init() { _ = freshUIKit() }

    private let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]

    @Test func test_F47_oneLineShrinksToTheLargestHundredthThatFitsTheWidth() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        // 11 characters: 60.5 points at full size; 0.66 × 60.5 = 39.93 fits 40, 0.67 does not.
        let rect = "Hello world".boundingRect(with: CGSize(width: 40, height: 100), options: [], attributes: attributes, context: context)
        let size = 10 * (CGFloat(66) / 100)
        #expect(context.actualScaleFactor == CGFloat(66) / 100)
        #expect(rect == CGRect(x: 0, y: -(size * 0.952), width: 40, height: (size * 1.19).rounded(.up)))
        #expect(context.totalBounds == rect)
        // Not even the minimum fits: the minimum it is.
        let narrow = "Hello world".boundingRect(with: CGSize(width: 20, height: 100), options: [], attributes: attributes, context: context)
        #expect(context.actualScaleFactor == 0.5 && narrow.width == 31)
        // Text that fits, and contexts that do not allow shrinking, stay at full size.
        _ = "Hello".boundingRect(with: CGSize(width: 40, height: 100), options: [], attributes: attributes, context: context)
        #expect(context.actualScaleFactor == 1)
        let fixed = NSStringDrawingContext()
        let full = "Hello world".boundingRect(with: CGSize(width: 40, height: 100), options: [], attributes: attributes, context: fixed)
        #expect(fixed.actualScaleFactor == 1 && full.width == 61)
    }

    @Test func test_F47_wrappedTextShrinksUntilItsLinesFitTheHeight() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        // Full size: "Hello" / "world" / "again", 3 × 12 = 36 > 30. At 0.84 the lines are
        // 10 points (3 × 10 = 30); at 0.85 they are 11.
        let rect = "Hello world again".boundingRect(with: CGSize(width: 40, height: 30), options: .usesLineFragmentOrigin,
                                                    attributes: attributes, context: context)
        #expect(context.actualScaleFactor == CGFloat(84) / 100)
        #expect(rect == CGRect(x: 0, y: 0, width: 24, height: 30))
    }

    @Test func test_F47_drawingShrinksAsTheMeasurementDoesAndReportsWhereItDrew() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let text = NSAttributedString(string: "Hello world again", attributes: attributes)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100))
        _ = renderer.image { _ in
            text.draw(with: CGRect(x: 10, y: 20, width: 40, height: 30), options: .usesLineFragmentOrigin, context: context)
        }
        #expect(context.actualScaleFactor == CGFloat(84) / 100)
        #expect(context.totalBounds == CGRect(x: 10, y: 20, width: 24, height: 30))
    }

    @Test func test_FN14_widthVariantsPickTheWidthOrTheNextSmallerOrTheSmallest() throws {
        let bundleURL = FileManager.default.temporaryDirectory.appendingPathComponent("WidthVariants-\(UUID().uuidString).bundle")
        let lproj = bundleURL.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bundleURL) }
        let table: [String: Any] = ["Greeting": ["NSStringVariableWidthRuleType": ["100": "Howdy", "200": "Hello world!", "300": "Greetings, People of Earth!"]]]
        try PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
            .write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
        let previous = UIApplication._mainStoryboardBundle
        UIApplication._mainStoryboardBundle = try #require(Bundle(path: bundleURL.path))
        defer { UIApplication._mainStoryboardBundle = previous }

        let greeting = "Greeting" as NSString
        #expect(greeting.variantFittingPresentationWidth(200) == "Hello world!")
        #expect(greeting.variantFittingPresentationWidth(299) == "Hello world!")
        #expect(greeting.variantFittingPresentationWidth(1000) == "Greetings, People of Earth!")
        #expect(greeting.variantFittingPresentationWidth(50) == "Howdy")
        // A variant's text finds its siblings; a string without variants is itself.
        #expect(("Howdy" as NSString).variantFittingPresentationWidth(300) == "Greetings, People of Earth!")
        #expect(("Plain" as NSString).variantFittingPresentationWidth(300) == "Plain")
    }
}
