import Foundation
import Testing
@testable import UIKit

/// A measurement that records what it was asked, to check that views measure through the
/// installed ``TextMeasurement``.
private final class RecordingMeasurement: TextMeasuring, @unchecked Sendable {
    var requests: [String] = []
    func size(of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int) -> CGSize {
        requests.append("\(text)|\(Int(font.pointSize))|\(width.map { "\(Int($0))" } ?? "nil")|\(numberOfLines)")
        return CGSize(width: 10.1, height: 20.2)
    }
    func metrics(of font: UIFont) -> FontMetrics { FontMetrics(lineHeight: 20.2, ascender: 16, descender: -4.2) }
}

@MainActor
@Suite(.uikit) struct TextMeasurementTests {
    init() { _ = freshUIKit() }

    @Test func theFallbackEstimateWrapsBetweenWordsAndCutsToTheLineCount() {
        let estimate = EstimatedTextMeasurement()
        let font = UIFont.systemFont(ofSize: 10)  // 5.5 points a character, 12-point lines
        #expect(estimate.size(of: "Hello world", font: font, width: nil, numberOfLines: 0) == CGSize(width: 61, height: 12))
        // 40 points hold 7 characters: "Hello" / "world" / "again".
        #expect(estimate.size(of: "Hello world again", font: font, width: 40, numberOfLines: 0) == CGSize(width: 28, height: 36))
        #expect(estimate.size(of: "Hello world again", font: font, width: 40, numberOfLines: 2) == CGSize(width: 28, height: 24))
        // A word longer than the width breaks inside; newlines always break.
        #expect(estimate.size(of: "abcdefghij", font: font, width: 40, numberOfLines: 0) == CGSize(width: 39, height: 24))
        #expect(estimate.size(of: "a\nbb", font: font, width: nil, numberOfLines: 0) == CGSize(width: 11, height: 24))
    }

    @Test func labelsMeasureThroughTheInstalledMeasurementRoundedUpToPixels() {
        let recording = RecordingMeasurement()
        TextMeasurement.current = recording
        defer { TextMeasurement.current = EstimatedTextMeasurement() }
        let label = UILabel()
        label.text = "One\ntwo"
        // One line: newlines read as spaces; 10.1 × 20.2 rounds up to 10⅓ × 20⅓ at 3×.
        let size = label.intrinsicContentSize
        #expect(abs(size.width - 31.0 / 3) < 1e-9 && abs(size.height - 61.0 / 3) < 1e-9)
        label.numberOfLines = 0
        _ = label.intrinsicContentSize
        label.preferredMaxLayoutWidth = 100
        _ = label.intrinsicContentSize
        _ = label.sizeThatFits(CGSize(width: 50, height: 1000))
        #expect(recording.requests == ["One two|17|nil|1", "One\ntwo|17|nil|0", "One\ntwo|17|100|0", "One\ntwo|17|50|0"])
        #expect(label.font.lineHeight == 20.2 && label.font.descender == -4.2)
    }
}
