import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct ListContentConfigurationTests {
    @Test func test_LC2_theStylesHaveIOS17sFontsAndColours() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font == .preferredFont(forTextStyle: .body) && cell.textProperties.font.pointSize == 17)
        #expect(cell.textProperties.color === UIColor.label)
        #expect(cell.secondaryTextProperties.font.pointSize == 15 && cell.secondaryTextProperties.color === UIColor.secondaryLabel)
        let subtitle = UIListContentConfiguration.subtitleCell()
        #expect(subtitle.secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
        let value = UIListContentConfiguration.valueCell()
        #expect(value.secondaryTextProperties.font.pointSize == 17 && value.secondaryTextProperties.color === UIColor.secondaryLabel)
        #expect(value.prefersSideBySideTextAndSecondaryText && !cell.prefersSideBySideTextAndSecondaryText)
        let plainHeader = UIListContentConfiguration.plainHeader()
        #expect(plainHeader.textProperties.font == .preferredFont(forTextStyle: .headline) && plainHeader.textProperties.color === UIColor.label)
        let groupedHeader = UIListContentConfiguration.groupedHeader()
        #expect(groupedHeader.textProperties.font.pointSize == 13 && groupedHeader.textProperties.color === UIColor.secondaryLabel)
        #expect(groupedHeader.textProperties.transform == .uppercase)
        for footer in [UIListContentConfiguration.plainFooter(), .groupedFooter()] {
            #expect(footer.textProperties.font.pointSize == 13 && footer.textProperties.color === UIColor.secondaryLabel)
            #expect(footer.textProperties.transform == .none)
        }
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font == .systemFont(ofSize: 20, weight: .bold))
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font == .systemFont(ofSize: 22, weight: .bold))
        #expect(UIListContentConfiguration.sidebarHeader().textProperties.font == .preferredFont(forTextStyle: .headline))
        #expect(UIListContentConfiguration.sidebarCell().textProperties.font.pointSize == 17)
    }

    @Test func test_LC2_textPropertiesDefaultsAndResolvedColour() {
        var text = UIListContentConfiguration.cell().textProperties
        #expect(text.alignment == .natural && text.lineBreakMode == .byTruncatingTail && text.numberOfLines == 0)
        #expect(!text.adjustsFontSizeToFitWidth && text.minimumScaleFactor == 0 && text.allowsDefaultTighteningForTruncation)
        #expect(text.adjustsFontForContentSizeCategory && text.transform == .none && text.colorTransformer == nil)
        #expect(text.resolvedColor() === UIColor.label)
        text.colorTransformer = UIConfigurationColorTransformer { _ in .systemRed }
        #expect(text.resolvedColor() === UIColor.systemRed && text.color === UIColor.label)
        let image = UIListContentConfiguration.cell().imageProperties
        #expect(image.tintColor == nil && image.cornerRadius == 0 && image.maximumSize == .zero && image.reservedLayoutSize == .zero)
        #expect(image.preferredSymbolConfiguration == nil && !image.accessibilityIgnoresInvertColors)
        #expect(image.resolvedTintColor(for: .systemBlue) === UIColor.systemBlue)
    }

    @Test func test_LC3_theStylesHaveIOS17sMetrics() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.axesPreservingSuperviewLayoutMargins == .both)
        #expect(cell.imageToTextPadding == 16 && cell.textToSecondaryTextVerticalPadding == 3 && cell.textToSecondaryTextHorizontalPadding == 8)
        #expect(UIListContentConfiguration.groupedHeader().directionalLayoutMargins == NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
        #expect(UIListContentConfiguration.groupedFooter().directionalLayoutMargins == NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16))
        #expect(UIListContentConfiguration.plainHeader().directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16))
        #expect(UIListContentConfiguration.plainHeader().imageToTextPadding == 8)
        #expect(UIListContentConfiguration.plainHeader().textToSecondaryTextVerticalPadding == 0)
    }

    @Test func test_LC5_sidebarCellsTurnWhiteWhenSelectedOtherStylesDoNot() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let sidebar = UIListContentConfiguration.sidebarCell().updated(for: state)
        #expect(sidebar.textProperties.color === UIColor.white && sidebar.secondaryTextProperties.color === UIColor.white)
        #expect(sidebar.imageProperties.tintColor === UIColor.white)
        state.isSelected = false
        let back = sidebar.updated(for: state)
        #expect(back.textProperties.color === UIColor.label && back.secondaryTextProperties.color === UIColor.secondaryLabel)
        #expect(back.imageProperties.tintColor == nil)
        // A colour the app chose stays.
        var custom = UIListContentConfiguration.sidebarCell()
        custom.textProperties.color = .systemPink
        state.isSelected = true
        #expect(custom.updated(for: state).textProperties.color === UIColor.systemPink)
        // Cells and accompanied sidebar cells look the same selected.
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color === UIColor.label)
        #expect(UIListContentConfiguration.accompaniedSidebarCell().updated(for: state).textProperties.color === UIColor.label)
    }

    @Test func test_LC6_aBodyRowIs44PointsWithTheTextAt16PointsCentred() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Wi-Fi"
        let view = UIListContentView(configuration: configuration)
        #expect(view.sizeThatFits(CGSize(width: 375, height: 0)) == CGSize(width: 375, height: 44))
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        view.layoutIfNeeded()
        let height = view._textLabel.intrinsicContentSize.height
        #expect(view._textLabel.frame == CGRect(x: 16, y: 22 - height / 2, width: 375 - 32, height: height))
        #expect(view._secondaryTextLabel.isHidden && view._imageView.isHidden)
        #expect(view._textLabel.font.pointSize == 17 && view._textLabel.textColor === UIColor.label)
    }

    @Test func test_LC6_subtitleStacksValueSitsBesideAndImageLeads() {
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "Title"
        subtitle.secondaryText = "Detail"
        let view = UIListContentView(configuration: subtitle)
        let one = view._textLabel.intrinsicContentSize.height, two = view._secondaryTextLabel.intrinsicContentSize.height
        let height = max(44, 11 + one + 3 + two + 11)
        #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == height)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        view.layoutIfNeeded()
        #expect(view._secondaryTextLabel.frame.minY == view._textLabel.frame.maxY + 3 && view._secondaryTextLabel.frame.minX == 16)

        var value = UIListContentConfiguration.valueCell()
        value.text = "Version"
        value.secondaryText = "17.0"
        let valueView = UIListContentView(configuration: value)
        valueView.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        valueView.layoutIfNeeded()
        #expect(valueView._secondaryTextLabel.frame.maxX == 304 && valueView._textLabel.frame.minX == 16)
        #expect(valueView._secondaryTextLabel.frame.midY == 22 && valueView._textLabel.frame.midY == 22)
        // Too long to sit beside each other: stacked.
        value.text = String(repeating: "Long ", count: 12)
        valueView.configuration = value
        valueView.layoutIfNeeded()
        #expect(valueView._secondaryTextLabel.frame.minY > valueView._textLabel.frame.minY)

        var withImage = UIListContentConfiguration.cell()
        withImage.text = "Photos"
        withImage.image = UIImage(systemName: "photo")
        withImage.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        let imageView = UIListContentView(configuration: withImage)
        imageView.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        imageView.layoutIfNeeded()
        #expect(!imageView._imageView.isHidden && imageView._imageView.frame.midX == 16 + 15 && imageView._imageView.frame.midY == 22)
        #expect(imageView._textLabel.frame.minX == 16 + max(30, imageView._imageView.frame.width) + 16)
    }

    @Test func test_LC6_headersHaveNoMinimumHeightAndApplyTheirTransform() {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Settings"
        let view = UIListContentView(configuration: header)
        #expect(view._textLabel.text == "SETTINGS")
        #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 17 + view._textLabel.intrinsicContentSize.height + 6)
    }

    @Test func test_LC10_textAndAttributedTextReplaceEachOtherAndTheViewTakesOnlyListConfigurations() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Plain"
        configuration.attributedText = NSAttributedString(string: "Styled")
        #expect(configuration.text == nil && configuration.attributedText?.string == "Styled")
        configuration.secondaryAttributedText = NSAttributedString(string: "A")
        configuration.secondaryText = "B"
        #expect(configuration.secondaryAttributedText == nil && configuration.secondaryText == "B")
        let view = UIListContentView(configuration: configuration)
        #expect(view.supports(UIListContentConfiguration.valueCell()))
        #expect(!view.supports(UIContentUnavailableConfiguration.empty()))
        view.configuration = UIContentUnavailableConfiguration.empty()
        #expect((view.configuration as? UIListContentConfiguration)?.secondaryText == "B")
        #expect(configuration.makeContentView() is UIListContentView)
    }
}
