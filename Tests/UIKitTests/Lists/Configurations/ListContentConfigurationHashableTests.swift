import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// List content configurations as values (LU43).
@MainActor
@Suite(.uikit) struct ListContentConfigurationHashableTests {
    init() { _ = freshUIKit() }

    @Test func test_LU43_configurationsAreEqualWhenEverythingTheyHoldIsEqual() {
        var a = UIListContentConfiguration.cell()
        a.text = "Title"
        a.secondaryText = "Detail"
        var b = UIListContentConfiguration.cell()
        b.text = "Title"
        b.secondaryText = "Detail"
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        b.textProperties.numberOfLines = 2
        #expect(a != b)
        b = a
        b.imageToTextPadding = 20
        #expect(a != b)
        // Another style is another configuration, even with the same text.
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "Title"
        subtitle.secondaryText = "Detail"
        #expect(a != subtitle)
        // Text and attributed text are different content.
        var attributed = a
        attributed.attributedText = NSAttributedString(string: "Title")
        #expect(attributed != a)
        #expect(a.textProperties == UIListContentConfiguration.cell().textProperties)
        #expect(a.imageProperties == UIListContentConfiguration.ImageProperties())
    }

    @Test func test_LU43_colourTransformersCompareByIdentity() {
        let grey = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        let sameCode = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var a = UIListContentConfiguration.cell()
        a.textProperties.colorTransformer = grey
        var b = UIListContentConfiguration.cell()
        b.textProperties.colorTransformer = grey  // a copy of the same transformer
        #expect(a == b && a.hashValue == b.hashValue)
        b.textProperties.colorTransformer = sameCode  // same code, another transformer
        #expect(a != b)
        b.textProperties.colorTransformer = nil
        #expect(a != b)
        var image = UIListContentConfiguration.ImageProperties()
        image.tintColorTransformer = grey
        var other = image
        #expect(image == other)
        other.tintColorTransformer = sameCode
        #expect(image != other)
        // An updated configuration keeps its transformer, so it stays equal to itself.
        let state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(a.updated(for: state) == a.updated(for: state))
    }
}
