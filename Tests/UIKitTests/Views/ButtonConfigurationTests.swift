import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A button subclass that logs its configuration updates, to prove the order
/// `updateConfiguration()` then the handler.
@MainActor
private final class LoggingButton: UIButton {
    var log: [String] = []
    override func updateConfiguration() {
        super.updateConfiguration()
        log.append("updateConfiguration highlighted=\(isHighlighted)")
    }
}

/// `UIButton.Configuration` (iOS 15): factory defaults, what a configured button shows and
/// how it sizes and lays out, when its update handler runs, and `<buttonConfiguration>` from
/// Interface Builder.
@MainActor
@Suite(.uikit) struct ButtonConfigurationTests {
    init() { _ = freshUIKit() }

    private let medium = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    // MARK: The value

    @Test func test_factoriesStartFromUIKitsDefaults() {
        let all: [UIButton.Configuration] = [
            .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(), .borderedProminent(),
        ]
        for configuration in all {
            #expect(configuration.title == nil && configuration.subtitle == nil && configuration.image == nil)
            #expect(configuration.imagePlacement == .leading && configuration.imagePadding == 0 && configuration.titlePadding == 0)
            #expect(configuration.titleAlignment == .automatic)
            #expect(configuration.baseForegroundColor == nil && configuration.baseBackgroundColor == nil)
            #expect(configuration.contentInsets == medium)
            #expect(configuration.cornerStyle == .dynamic && configuration.buttonSize == .medium)
            #expect(configuration.showsActivityIndicator == false && configuration.automaticallyUpdateForSelection == true)
        }
        // Each style is its own value; the same style compares equal until changed.
        #expect(Set(all).count == 8)
        #expect(UIButton.Configuration.plain() == .plain())
        var titled = UIButton.Configuration.plain()
        titled.title = "A"
        #expect(titled != .plain())
        // UIKit's raw values.
        #expect(UIButton.Configuration.Size.large.rawValue == 3 && UIButton.Configuration.CornerStyle.fixed.rawValue == -1)
        #expect(NSDirectionalRectEdge.trailing.rawValue == 8)
    }

    @Test func test_contentInsetsFollowTheSizeUntilSetAndSetDefaultRestoresThem() {
        var configuration = UIButton.Configuration.filled()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        let custom = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.contentInsets = custom
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == custom)  // explicit insets survive a size change
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    // MARK: What the button shows

    @Test func test_titleAndImageFollowTheConfigurationAndRevertWhenItIsRemoved() throws {
        let button = UIButton(type: .system)
        let stateImage = UIImage(size: CGSize(width: 10, height: 10))
        button.setTitle("State", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setImage(stateImage, for: .normal)
        #expect(button.currentTitle == "State" && button.titleLabel?.text == "State")

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.image = UIImage(systemName: "arrow.right")
        button.configuration = configuration
        #expect(button.currentTitle == "Continue" && button.titleLabel?.text == "Continue")
        #expect(button.currentImage === configuration.image)
        #expect(button.currentTitleColor == .white && button.titleLabel?.textColor == .white)  // filled: white content
        button.isHighlighted = true
        #expect(button.currentTitle == "Continue")  // the configuration's title wins in every state

        // A configuration without a title or image shows the state's.
        button.configuration = .plain()
        #expect(button.currentTitle == "Pressed" && button.titleLabel?.text == "Pressed")
        #expect(button.currentImage === stateImage)
        #expect(button.currentTitleColor == button.tintColor)

        button.configuration = nil
        button.isHighlighted = false
        #expect(button.currentTitle == "State" && button.titleLabel?.text == "State")
        #expect(button.currentImage === stateImage)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15))  // UIKit's title font for buttons

        // A button whose only title was the configuration's clears its label.
        let bare = UIButton(configuration: .plain())
        bare.configuration?.title = "Only"
        #expect(bare.titleLabel?.text == "Only")
        bare.configuration = nil
        #expect(bare.currentTitle == nil && bare.titleLabel?.text == nil)
    }

    @Test func test_initWithConfigurationCopiesTheActionsTitleAndRunsItAsThePrimaryAction() {
        var runs = 0
        let action = UIAction(title: "Go", image: UIImage(systemName: "play")) { _ in runs += 1 }
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Ignored"
        let button = UIButton(configuration: configuration, primaryAction: action)
        #expect(button.buttonType == .system)
        #expect(button.configuration?.title == "Go" && button.currentTitle == "Go" && button.titleLabel?.text == "Go")
        #expect(button.configuration?.image?.name == "play")
        button.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
    }

    @Test func test_subtitleShowsInItsOwnLabelInASmallerFont() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Title"
        let button = UIButton(configuration: configuration)
        #expect(button.subtitleLabel == nil)
        configuration.subtitle = "Sub"
        button.configuration = configuration
        let subtitle = try #require(button.subtitleLabel)
        #expect(subtitle.text == "Sub" && subtitle.font == .systemFont(ofSize: 15) && !subtitle.isHidden)
        button.configuration = nil
        #expect(subtitle.text == nil && subtitle.isHidden)
    }

    // MARK: Size and layout

    @Test func test_intrinsicSizeIsTheContentPlusInsetsWithImagePaddingBetweenImageAndTitle() {
        // "Hello": 5 × 17 × 0.55 = 46.75 → 47 wide, 21 tall (17 pt line height).
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Hello"
        let button = UIButton(configuration: configuration)
        #expect(button.intrinsicContentSize == CGSize(width: 12 + 47 + 12, height: 7 + 21 + 7))

        configuration.image = UIImage(systemName: "star")  // 20 × 20
        configuration.imagePadding = 8
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 12 + 20 + 8 + 47 + 12, height: 7 + 21 + 7))

        configuration.imagePlacement = .top
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 47 + 40, height: 10 + 20 + 8 + 21 + 30))

        // "Sub": 3 × 15 × 0.55 = 24.75 → 25 wide, 18 tall; titlePadding between the lines.
        configuration.subtitle = "Sub"
        configuration.titlePadding = 4
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 47 + 40, height: 10 + 20 + 8 + (21 + 4 + 18) + 30))

        // An image alone has no padding; the activity indicator takes the image's place.
        var icon = UIButton.Configuration.plain()
        icon.image = UIImage(size: CGSize(width: 30, height: 10))
        icon.imagePadding = 8
        button.configuration = icon
        #expect(button.intrinsicContentSize == CGSize(width: 12 + 30 + 12, height: 7 + 10 + 7))
        icon.showsActivityIndicator = true
        button.configuration = icon
        #expect(button.intrinsicContentSize == CGSize(width: 12 + 20 + 12, height: 7 + 20 + 7))

        // Without a configuration: the legacy size (title, at least 30 tall for a system button).
        button.configuration = nil
        button.setTitle("Hello", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 42, height: 30))  // the 15-point estimate
    }

    @Test func test_layoutPutsTheTextAfterTheImageInsideTheInsetsAndMirrorsForRightToLeft() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Hello"  // 47 × 21
        configuration.image = UIImage(systemName: "star")  // 20 × 20
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 55)
        button.layoutIfNeeded()
        // Content 75 × 21 centred in 176 × 41 at (12, 7): x = 12 + 50.5, text after image + padding.
        let title = try #require(button.titleLabel)
        #expect(title.frame == CGRect(x: 62.5 + 28, y: 17, width: 47, height: 21))

        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 62.5, y: 17, width: 47, height: 21))

        button.semanticContentAttribute = .forceRightToLeft
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 200 - 62.5 - 47, y: 17, width: 47, height: 21))
    }

    // MARK: Updates

    @Test func test_updateHandlerRunsOncePerTurnAfterStateChangesAndRequests() {
        let button = LoggingButton(configuration: .plain())
        var handled: [String] = []
        button.configurationUpdateHandler = { button in
            handled.append("highlighted=\(button.isHighlighted) selected=\(button.isSelected) enabled=\(button.isEnabled)")
        }
        #expect(handled.isEmpty)  // deferred to the next turn
        UIKitScheduler.shared.drain()
        #expect(handled == ["highlighted=false selected=false enabled=true"])  // setting the handler asks for one

        button.isHighlighted = true
        #expect(handled.count == 1)
        UIKitScheduler.shared.drain()
        #expect(handled.count == 2 && handled.last == "highlighted=true selected=false enabled=true")

        button.isHighlighted = true  // no change: no update
        UIKitScheduler.shared.drain()
        #expect(handled.count == 2)

        button.isSelected = true
        UIKitScheduler.shared.drain()
        button.isEnabled = false
        UIKitScheduler.shared.drain()
        #expect(handled.count == 4 && handled.last == "highlighted=true selected=true enabled=false")

        // Several requests in one turn coalesce into one update.
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.isHighlighted = false
        UIKitScheduler.shared.drain()
        #expect(handled.count == 5)

        // Laying out runs a pending update at once; the turn then has nothing left to do.
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(handled.count == 6)
        UIKitScheduler.shared.drain()
        #expect(handled.count == 6)

        // updateConfiguration() runs before the handler, once per update.
        #expect(button.log.count == 6 && button.log[1] == "updateConfiguration highlighted=true")
    }

    @Test func test_aHandlerSettingTheConfigurationIsShownWithoutAnotherUpdate() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Idle"
        let button = UIButton(configuration: configuration)
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var updated = button.configuration ?? .tinted()
            updated.title = button.isHighlighted ? "Pressed" : "Idle"
            updated.showsActivityIndicator = button.isHighlighted
            button.configuration = updated
            button.setNeedsUpdateConfiguration()  // ignored while updating: no feedback loop
        }
        UIKitScheduler.shared.drain()
        #expect(runs == 1 && button.currentTitle == "Idle")

        button.isHighlighted = true
        #expect(UIKitScheduler.shared.drain() == 1)
        #expect(runs == 2 && button.currentTitle == "Pressed" && button.titleLabel?.text == "Pressed")
        #expect(button.configuration?.showsActivityIndicator == true)
    }

    // MARK: Interface Builder

    @Test func test_L6_buttonConfigurationIsDecoded() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
                <objects>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="filled" title="Continue" subtitle="Step 2" image="arrow.right" catalog="system" imagePlacement="trailing" imagePadding="8" titlePadding="3" titleAlignment="center" cornerStyle="capsule" buttonSize="large">
                            <backgroundConfiguration key="background"/>
                            <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                            <color key="baseForegroundColor" systemColor="systemYellowColor"/>
                            <color key="baseBackgroundColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <directionalEdgeInsets key="contentInsets" top="10" leading="20" bottom="10" trailing="20"/>
                        </buttonConfiguration>
                    </button>
                </objects>
            </document>
            """
        /// The file's values on a style (images compare by identity: the decoded one).
        func expected(_ style: UIButton.Configuration, image: UIImage?) -> UIButton.Configuration {
            var expected = style
            expected.title = "Continue"
            expected.subtitle = "Step 2"
            expected.image = image
            expected.imagePlacement = .trailing
            expected.imagePadding = 8
            expected.titlePadding = 3
            expected.titleAlignment = .center
            expected.cornerStyle = .capsule
            expected.buttonSize = .large
            expected.baseForegroundColor = .systemYellow
            expected.baseBackgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            expected.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            expected.titleFont = .boldSystemFont(ofSize: 18)
            return expected
        }
        let button = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIButton)
        let configuration = try #require(button.configuration)
        #expect(configuration == expected(.filled(), image: configuration.image))
        #expect(configuration.image?.name == "arrow.right" && configuration.image?.isSymbolImage == true)
        #expect(button.buttonType == .system && button.title(for: .normal) == "Button")
        #expect(button.currentTitle == "Continue" && button.titleLabel?.text == "Continue")
        #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 18) && button.titleLabel?.textColor == .systemYellow)
        #expect(button.subtitleLabel?.text == "Step 2")

        // No style attribute is plain; a file without a configuration has none.
        let plain = xml.replacingOccurrences(of: #"style="filled" "#, with: "")
        let plainButton = try #require(UINib(data: Data(plain.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIButton)
        let plainConfiguration = try #require(plainButton.configuration)
        #expect(plainConfiguration == expected(.plain(), image: plainConfiguration.image))
        #expect(plainConfiguration != expected(.filled(), image: plainConfiguration.image))
        let legacy = xml.replacingOccurrences(of: #"<buttonConfiguration[\s\S]*</buttonConfiguration>"#, with: "", options: .regularExpression)
        let legacyButton = try #require(UINib(data: Data(legacy.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIButton)
        #expect(legacyButton.configuration == nil && legacyButton.currentTitle == "Button")
    }
}
