import Foundation
import Testing
@_spi(Rendering) @testable import UIKit
import UIKitTesting

/// Labels' highlighted colour, table cells highlighting their content, and a progress view
/// following a Foundation `Progress`.
@MainActor
@Suite(.uikit) struct HighlightAndObservedProgressTests {
    let clock: VirtualClock

    init() { clock = freshUIKit() }

    @Test func test_LB1_aHighlightedLabelDrawsInItsHighlightedTextColor() throws {
        let label = UILabel()
        label.text = "Row"
        label.textColor = .blue
        #expect(label.highlightedTextColor == nil && !label.isHighlighted)
        label.isHighlighted = true
        #expect(label._shownTextColor == .blue)  // no highlighted colour: the text colour
        label.highlightedTextColor = .white
        #expect(label._shownTextColor == .white)
        label.isHighlighted = false
        #expect(label._shownTextColor == .blue)
        // Attributed text takes the highlighted colour over its runs' colours.
        let text = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
        label.attributedText = text
        label.isHighlighted = true
        let drawn = try #require(label._attributedTextForDrawing)
        #expect(drawn.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)
        #expect(drawn.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .white)
        label.isHighlighted = false
        #expect(label._attributedTextForDrawing?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    }

    @Test func test_LB2_aHighlightedOrSelectedCellHighlightsTheLabelsAndImagesOfItsContent() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let textLabel = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        let imageView = try #require(cell.imageView)
        let nested = UILabel()
        let box = UIView()
        box.addSubview(nested)
        cell.contentView.addSubview(box)
        cell.setHighlighted(true, animated: false)
        #expect(textLabel.isHighlighted && detail.isHighlighted && imageView.isHighlighted && nested.isHighlighted)
        cell.setHighlighted(false, animated: false)
        #expect(!textLabel.isHighlighted && !nested.isHighlighted)
        cell.setSelected(true, animated: false)
        #expect(textLabel.isHighlighted && imageView.isHighlighted)
        // Highlight ending while selected leaves the selected look.
        cell.setHighlighted(true, animated: false)
        cell.setHighlighted(false, animated: false)
        #expect(textLabel.isHighlighted)
        cell.setSelected(false, animated: false)
        #expect(!textLabel.isHighlighted)
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        #expect(!textLabel.isHighlighted && !imageView.isHighlighted)
    }

    @Test func test_PV1_aProgressViewFollowsItsObservedProgressEachFrame() {
        let bar = UIProgressView(progressViewStyle: .default)
        _ = hostInWindow(bar)
        let task = Progress(totalUnitCount: 10)
        task.completedUnitCount = 2
        #expect(bar.observedProgress == nil)
        bar.observedProgress = task
        #expect(bar.progress == 0.2)
        task.completedUnitCount = 5
        #expect(bar.progress == 0.2)  // until the next frame
        clock.advance(by: 1.0 / 60)
        #expect(bar.progress == 0.5)
        task.completedUnitCount = 10
        clock.advance(by: 1.0 / 60)
        #expect(bar.progress == 1)
        // Unset, the bar keeps its value and follows no more.
        bar.observedProgress = nil
        task.completedUnitCount = 3
        clock.advance(by: 0.1)
        #expect(bar.progress == 1)
        // The frame timer does not keep the view alive.
        weak var weakBar: UIProgressView?
        do {
            let other = UIProgressView()
            other.observedProgress = task
            weakBar = other
        }
        clock.advance(by: 0.1)
        #expect(weakBar == nil)
    }
}

/// A label's highlighted colour from a nib (LB3).
@MainActor
@Suite(.uikit) struct LabelHighlightDecodingTests {
    init() { _ = freshUIKit() }

    @Test func test_LB3_aNibLabelTakesItsHighlightedColourAndState() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <label text="Row" highlighted="YES" id="lbl">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <color key="highlightedColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                </objects>
            </document>
            """
        let label = try #require(UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UILabel)
        #expect(label.isHighlighted)
        #expect(label.highlightedTextColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(label._shownTextColor == label.highlightedTextColor)
    }
}
