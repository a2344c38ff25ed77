import Foundation
import Testing
@_spi(Rendering) @testable import UIKit
import UIKitTesting

/// A one-line label shrinks its font to fit its width, down to its minimum scale (F46).
@MainActor
@Suite(.uikit) struct LabelFontSizingTests {
    init() { _ = freshUIKit() }

    /// A 17-point label whose text is about 150 points wide.
    private func label(width: CGFloat, scale: CGFloat, adjusts: Bool = true) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 21))
        label.font = .systemFont(ofSize: 17)
        label.text = "Sixteen letters!"
        label.adjustsFontSizeToFitWidth = adjusts
        label.minimumScaleFactor = scale
        return label
    }

    @Test func test_F46_aOneLineLabelShrinksItsFontToFitItsWidthButKeepsItsFontAndIntrinsicSize() {
        let shrunk = label(width: 100, scale: 0.5)
        let drawnWidth = ("Sixteen letters!" as NSString).size(withAttributes: [.font: shrunk._drawingFont]).width
        #expect(abs(drawnWidth - 100) < 0.05)
        #expect(shrunk._drawingFont.pointSize < 17)
        #expect(shrunk.font.pointSize == 17)
        #expect(shrunk.intrinsicContentSize.width == 150)
    }

    @Test func test_F46_theFontNeverShrinksBelowTheMinimumScaleFactor() {
        #expect(label(width: 40, scale: 0.5)._drawingFont.pointSize == 8.5)
    }

    @Test func test_F46_aZeroMinimumScaleFactorAnUnsetFlagOrTextThatFitsKeepsTheFontsSize() {
        #expect(label(width: 100, scale: 0)._drawingFont.pointSize == 17)
        #expect(label(width: 100, scale: 0.5, adjusts: false)._drawingFont.pointSize == 17)
        #expect(label(width: 200, scale: 0.5)._drawingFont.pointSize == 17)
        let twoLines = label(width: 100, scale: 0.5)
        twoLines.numberOfLines = 2
        #expect(twoLines._drawingFont.pointSize == 17)
    }

    @Test func test_F46_storyboardsSetTheFlagAndTheMinimumScale() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <label opaque="NO" text="Title" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" id="title">
                        <rect key="frame" x="0" y="0" width="200" height="21"/>
                    </label>
                </objects>
            </document>
            """
        let label = try #require(UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UILabel)
        #expect(label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0.5)
    }

    @Test func test_F46_theAuditMeasuresAShrinkingLabelAtItsDrawingFont() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let fits = label(width: 100, scale: 0.5)
        fits.frame.origin = CGPoint(x: 20, y: 100)
        let clipped = label(width: 40, scale: 0.5)
        clipped.frame.origin = CGPoint(x: 20, y: 140)
        controller.view.addSubview(fits)
        controller.view.addSubview(clipped)
        let window = showInWindow(controller)
        #expect(accessibilityAuditIssues(for: .textClipped, in: window).map { $0.view === clipped } == [true])
    }
}

/// LB4: where shrunk text sits vertically.
@MainActor
@Suite(.uikit) struct LabelBaselineAdjustmentTests {
    init() { _ = freshUIKit() }

    @Test func test_LB4_shrunkTextKeepsTheFullSizeBaselineCentreOrTopByTheBaselineAdjustment() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 75, height: 40))
        label.font = .systemFont(ofSize: 17)
        label.text = "Sixteen letters!"  // about 150 points wide: drawn at half the size
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.25
        #expect(label.baselineAdjustment == .alignBaselines && UIBaselineAdjustment.none.rawValue == 2)
        let full = label.font!, shrunk = label._drawingFont
        #expect(shrunk.pointSize < 9)
        // The text is drawn centred in the label, then moved by the offset: the baseline of
        // the centred shrunk line plus the offset is the centred full-size line's baseline.
        func baseline(_ font: UIFont, offset: CGFloat) -> CGFloat { (40 - font.lineHeight) / 2 + font.ascender + offset }
        func top(_ font: UIFont, offset: CGFloat) -> CGFloat { (40 - font.lineHeight) / 2 + offset }
        #expect(abs(baseline(shrunk, offset: label._drawingTextOffset) - baseline(full, offset: 0)) < 0.001)
        #expect(label._drawingTextOffset > 0)
        label.baselineAdjustment = .alignCenters
        #expect(label._drawingTextOffset == 0)
        label.baselineAdjustment = .none
        #expect(abs(top(shrunk, offset: label._drawingTextOffset) - top(full, offset: 0)) < 0.001)
        // A font that is not shrunk is never moved.
        label.adjustsFontSizeToFitWidth = false
        label.baselineAdjustment = .alignBaselines
        #expect(label._drawingTextOffset == 0)
    }

    @Test func test_LB6_aSlightlyTooWideLineIsTightenedBeforeItTruncates() throws {
        // "Hello world": 11 estimated characters of 9.35 points, 103 points wide.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 21))
        label.font = .systemFont(ofSize: 17)
        label.text = "Hello world"
        #expect(!label.allowsDefaultTighteningForTruncation && label._drawingTightening == 0)
        label.allowsDefaultTighteningForTruncation = true
        // 3 points too wide: taken from the 10 gaps between the characters.
        #expect(abs(label._drawingTightening - -0.3) < 1e-9)
        // Too wide by more than 5% of the width: 5% (5.15 points) taken, the rest truncated.
        label.frame.size.width = 90
        #expect(abs(label._drawingTightening - -0.515) < 1e-9)
        // Text that fits, several lines, or a mode that does not truncate: untouched.
        label.frame.size.width = 110
        #expect(label._drawingTightening == 0)
        label.frame.size.width = 100
        label.numberOfLines = 0
        #expect(label._drawingTightening == 0)
        label.numberOfLines = 1
        label.lineBreakMode = .byClipping
        #expect(label._drawingTightening == 0)
        // Decoded from a storyboard label.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <label opaque="NO" contentMode="left" text="Tight" lineBreakMode="tailTruncation" allowsDefaultTighteningForTruncation="YES" id="t1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                </label>
            </objects>
        </document>
        """
        let nib = UINib(data: Data(xml.utf8), bundle: nil)
        let decoded = try #require(nib.instantiate(withOwner: nil).first as? UILabel)
        #expect(decoded.allowsDefaultTighteningForTruncation)
    }
}
