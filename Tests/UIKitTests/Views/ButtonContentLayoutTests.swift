import Foundation
import Testing
import UIKit
import UIKitTesting

/// A button that places its parts itself through the rect methods, as apps and libraries
/// write one (an image over a title, inside a 4-point margin).
@MainActor
private final class StackedButton: UIButton {
    var rectCalls: [String] = []
    override func contentRect(forBounds bounds: CGRect) -> CGRect {
        rectCalls.append("content")
        return bounds.insetBy(dx: 4, dy: 4)
    }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        rectCalls.append("image")
        return CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
    }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        rectCalls.append("title")
        return CGRect(x: contentRect.minX, y: contentRect.maxY - 18, width: contentRect.width, height: 18)
    }
}

/// A button that moves the title its superclass placed 10 points down.
@MainActor
private final class LoweredTitleButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        super.titleRect(forContentRect: contentRect).offsetBy(dx: 0, dy: 10)
    }
}

/// BL1–BL13: a button without a configuration (the API from before iOS 15) measures and
/// places its image view and title label as UIKit does. Titles are measured with the
/// estimate: "Hello" at 15 points is 42 × 18.
@MainActor
@Suite(.uikit) struct ButtonContentLayoutTests {
    init() { _ = freshUIKit() }

    private let icon = UIImage(size: CGSize(width: 20, height: 20))

    /// A custom button with a 20 × 20 image and the title "Hello", laid out at `size`.
    private func imageAndTitleButton(_ size: CGSize = CGSize(width: 200, height: 50), type: UIButton.ButtonType = .custom) -> UIButton {
        let button = UIButton(type: type)
        button.frame = CGRect(origin: .zero, size: size)
        button.setTitle("Hello", for: .normal)
        button.setImage(icon, for: .normal)
        button.layoutIfNeeded()
        return button
    }

    private func frames(_ button: UIButton) -> (image: CGRect?, title: CGRect?) {
        button.layoutIfNeeded()
        return (button.imageView?.frame, button.titleLabel?.frame)
    }

    // MARK: BL1 The pair, centred

    @Test func test_BL1_titleAndImageAreCentredInTheContentRect() {
        let button = imageAndTitleButton()
        // 6 points above and below the title (BL8): content 200 × 38 at y 6; the pair is 62 wide.
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 0, y: 6, width: 200, height: 38))
        #expect(button.imageView?.frame == CGRect(x: 69, y: 15, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 89, y: 16, width: 42, height: 18))
        let content = button.contentRect(forBounds: button.bounds)
        #expect(button.imageRect(forContentRect: content) == CGRect(x: 69, y: 15, width: 20, height: 20))
        #expect(button.titleRect(forContentRect: content) == CGRect(x: 89, y: 16, width: 42, height: 18))

        // The title alone is centred; so is an image alone (no title: no padding).
        button.setImage(nil, for: .normal)
        #expect(frames(button).title == CGRect(x: 79, y: 16, width: 42, height: 18))
        let imageOnly = UIButton(type: .custom)
        imageOnly.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        imageOnly.setImage(icon, for: .normal)
        #expect(frames(imageOnly).image == CGRect(x: 90, y: 15, width: 20, height: 20))
    }

    // MARK: BL2 The control's content alignments

    @Test func test_BL2_alignmentsPutThePairAgainstAnEdgeOrFillTheContentRect() {
        let button = imageAndTitleButton()
        #expect(button.contentHorizontalAlignment == .center && button.contentVerticalAlignment == .center)
        let expectations: [(UIControl.ContentHorizontalAlignment, CGFloat, CGRect)] = [
            (.left, 0, CGRect(x: 20, y: 16, width: 42, height: 18)),
            (.right, 138, CGRect(x: 158, y: 16, width: 42, height: 18)),
            (.leading, 0, CGRect(x: 20, y: 16, width: 42, height: 18)),
            (.trailing, 138, CGRect(x: 158, y: 16, width: 42, height: 18)),
            // The title takes the width the image leaves.
            (.fill, 0, CGRect(x: 20, y: 16, width: 180, height: 18)),
        ]
        for (alignment, imageX, title) in expectations {
            button.contentHorizontalAlignment = alignment  // lays the button out again
            let laidOut = frames(button)
            #expect(laidOut.image == CGRect(x: imageX, y: 15, width: 20, height: 20), "\(alignment)")
            #expect(laidOut.title == title, "\(alignment)")
        }
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.contentHorizontalAlignment = .trailing
        #expect(button.effectiveContentHorizontalAlignment == .right)

        button.contentHorizontalAlignment = .center
        button.contentVerticalAlignment = .top
        #expect(frames(button) == (CGRect(x: 69, y: 6, width: 20, height: 20), CGRect(x: 89, y: 6, width: 42, height: 18)))
        button.contentVerticalAlignment = .bottom
        #expect(frames(button) == (CGRect(x: 69, y: 24, width: 20, height: 20), CGRect(x: 89, y: 26, width: 42, height: 18)))
        button.contentVerticalAlignment = .fill
        #expect(frames(button) == (CGRect(x: 69, y: 6, width: 20, height: 38), CGRect(x: 89, y: 6, width: 42, height: 38)))

        // UIKit's raw values.
        #expect(UIControl.ContentHorizontalAlignment.fill.rawValue == 3 && UIControl.ContentHorizontalAlignment.leading.rawValue == 4)
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5 && UIControl.ContentVerticalAlignment.bottom.rawValue == 2)
    }

    // MARK: BL3 Content, title and image insets

    @Test func test_BL3_eachInsetMovesOnlyItsOwnPartByHalfItsDifferenceWhenCentred() {
        let button = imageAndTitleButton()
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 40)
        // Content 140 × 30 at (20, 10).
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 20, y: 10, width: 140, height: 30))
        #expect(frames(button) == (CGRect(x: 59, y: 15, width: 20, height: 20), CGRect(x: 79, y: 16, width: 42, height: 18)))

        // Image: left 10 moves it 5 right, bottom 4 moves it 2 up; the title stays.
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 4, right: 0)
        #expect(frames(button) == (CGRect(x: 64, y: 13, width: 20, height: 20), CGRect(x: 79, y: 16, width: 42, height: 18)))
        // Title: right 8 moves it 4 left, top -6 moves it 3 up; the image stays.
        button.titleEdgeInsets = UIEdgeInsets(top: -6, left: 0, bottom: 0, right: 8)
        #expect(frames(button) == (CGRect(x: 64, y: 13, width: 20, height: 20), CGRect(x: 75, y: 13, width: 42, height: 18)))

        // Against the left edge an inset moves its part by all of it.
        button.contentHorizontalAlignment = .left
        #expect(frames(button).image == CGRect(x: 30, y: 13, width: 20, height: 20))
        #expect(frames(button).title == CGRect(x: 40, y: 13, width: 42, height: 18))

        // Only the content insets size the button.
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 20 + 42 + 40, height: 10 + 20 + 10))
    }

    // MARK: BL4 Sizes

    @Test func test_BL4_imagesShrinkToTheirAreaAndTitlesFitTheWidthLeft() {
        // An image larger than the button shrinks to it.
        let large = UIButton(type: .custom)
        large.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        large.setImage(UIImage(size: CGSize(width: 60, height: 60)), for: .normal)
        #expect(frames(large).image == CGRect(x: 0, y: 0, width: 40, height: 40))
        // Insets that leave 2 points squeeze a 10-point image to 2.
        let squeezed = UIButton(type: .custom)
        squeezed.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        squeezed.setImage(UIImage(size: CGSize(width: 10, height: 10)), for: .normal)
        squeezed.imageEdgeInsets = UIEdgeInsets(top: 9, left: 0, bottom: 9, right: 0)
        #expect(frames(squeezed).image == CGRect(x: 15, y: 9, width: 10, height: 2))
        // `.fill` both ways stretches an image alone over the content rect.
        let filled = UIButton(type: .custom)
        filled.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        filled.setImage(icon, for: .normal)
        filled.contentHorizontalAlignment = .fill
        filled.contentVerticalAlignment = .fill
        #expect(frames(filled).image == CGRect(x: 0, y: 0, width: 200, height: 50))

        // A title wider than the room the image leaves is cut to it ("Hello, wide world": 141).
        let narrow = imageAndTitleButton(CGSize(width: 100, height: 50))
        narrow.setTitle("Hello, wide world", for: .normal)
        #expect(frames(narrow) == (CGRect(x: 0, y: 15, width: 20, height: 20), CGRect(x: 20, y: 16, width: 80, height: 18)))
        // With several lines it wraps at that width: "Hello Hello" in 80 points is two lines of 42.
        let wrapped = imageAndTitleButton(CGSize(width: 100, height: 60))
        wrapped.setTitle("Hello Hello", for: .normal)
        wrapped.titleLabel?.numberOfLines = 0
        #expect(frames(wrapped) == (CGRect(x: 19, y: 20, width: 20, height: 20), CGRect(x: 39, y: 12, width: 42, height: 36)))

        // A title taller than the content rect keeps its height, centred over it.
        let tall = UIButton(type: .custom)
        tall.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        tall.setTitle("Hello", for: .normal)
        tall.contentEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(frames(tall).title == CGRect(x: 79, y: 11, width: 42, height: 18))
    }

    // MARK: BL5 Pixels

    @Test func test_BL5_originsAreOnThePixelGrid() throws {
        #expect(UIScreen.main.scale == 3)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 45)
        button.setImage(icon, for: .normal)
        // (45 - 20) / 2 = 12.5 is 37.5 pixels: the nearest pixel is the 38th.
        let content = button.contentRect(forBounds: button.bounds)
        #expect(button.imageRect(forContentRect: content) == CGRect(x: 90, y: 38.0 / 3, width: 20, height: 20))
        // The frame goes through the layer's position: the same pixel, to a rounding error.
        let frame = try #require(frames(button).image)
        #expect((frame.minY * 3).rounded() == 38 && abs(frame.minY - 38.0 / 3) < 1e-9)
    }

    // MARK: BL6 Right to left

    @Test func test_BL6_rightToLeftPutsTheImageAfterTheTitleAndResolvesLeading() {
        let button = imageAndTitleButton()
        button.semanticContentAttribute = .forceRightToLeft
        button.setNeedsLayout()
        #expect(frames(button) == (CGRect(x: 111, y: 15, width: 20, height: 20), CGRect(x: 69, y: 16, width: 42, height: 18)))
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .right)
        #expect(frames(button) == (CGRect(x: 180, y: 15, width: 20, height: 20), CGRect(x: 138, y: 16, width: 42, height: 18)))
        button.contentHorizontalAlignment = .left  // physical: still the left
        #expect(frames(button) == (CGRect(x: 42, y: 15, width: 20, height: 20), CGRect(x: 0, y: 16, width: 42, height: 18)))
    }

    // MARK: BL7 Intrinsic size

    @Test func test_BL7_theIntrinsicSizeIsThePairPlusTheContentInsets() {
        let custom = UIButton(type: .custom)
        custom.setTitle("Hello", for: .normal)
        #expect(custom.intrinsicContentSize == CGSize(width: 42, height: 6 + 18 + 6))
        custom.setImage(icon, for: .normal)
        #expect(custom.intrinsicContentSize == CGSize(width: 20 + 42, height: 6 + 20 + 6))
        custom.setTitle(nil, for: .normal)
        #expect(custom.intrinsicContentSize == CGSize(width: 20, height: 20))  // no title, no padding

        // A system button with zero insets stays at least 30 tall; explicit insets are exact.
        let system = UIButton(type: .system)
        system.setImage(icon, for: .normal)
        #expect(system.intrinsicContentSize == CGSize(width: 20, height: 30))
        system.setImage(nil, for: .normal)
        system.setTitle("Hello", for: .normal)
        system.contentEdgeInsets = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8)
        #expect(system.intrinsicContentSize == CGSize(width: 8 + 42 + 8, height: 2 + 18 + 2))
        system.sizeToFit()
        #expect(system.bounds.size == CGSize(width: 58, height: 22))
        #expect(system.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 58, height: 22))

        // The title label's font measures and places the title again.
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.setTitle("Hello", for: .normal)
        button.layoutIfNeeded()
        button.titleLabel?.font = .systemFont(ofSize: 18)  // "Hello": 50 × 22
        #expect(button.intrinsicContentSize == CGSize(width: 50, height: 6 + 22 + 6))
        #expect(frames(button).title == CGRect(x: 75, y: 14, width: 50, height: 22))
    }

    @Test func test_BL7_contentInsetsComeFromTheAppearanceProxyUnlessTheButtonSetsThem() {
        UIButton.appearance().contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        let root = UIViewController()
        showInWindow(root)
        let proxied = UIButton(type: .custom), own = UIButton(type: .custom)
        proxied.setTitle("Hello", for: .normal)
        own.setTitle("Hello", for: .normal)
        own.contentEdgeInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        root.view.addSubview(proxied)
        root.view.addSubview(own)
        #expect(proxied.contentEdgeInsets == UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10))
        #expect(proxied.intrinsicContentSize == CGSize(width: 10 + 42 + 10, height: 4 + 18 + 4))
        #expect(own.contentEdgeInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    }

    // MARK: BL8 Zero content insets

    @Test func test_BL8_zeroContentInsetsPadATitleSixPointsAboveAndBelow() {
        // An 18-point title is 22 tall here (21 on iOS, which makes its button 33).
        let button = UIButton(type: .custom)
        button.setTitle("Hello", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 18)
        #expect(button.intrinsicContentSize.height == CGFloat(6 + 22 + 6))
        // The padding stays when the button is taller: a top-aligned title starts 6 down.
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        button.contentVerticalAlignment = .top
        #expect(frames(button).title?.minY == 6)
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 0, y: 6, width: 100, height: 68))
        // Any inset that is not zero turns it off, even one across.
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: 1 + 50, height: 22))
        #expect(frames(button).title?.minY == 0)
    }

    // MARK: BL9 Overridable rects

    @Test func test_BL9_overridingTheRectMethodsMovesTheImageViewAndTitleLabel() {
        let button = StackedButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        button.setTitle("Hello", for: .normal)
        button.setImage(icon, for: .normal)
        button.layoutIfNeeded()
        #expect(button.rectCalls == ["content", "image", "title"])
        #expect(button.imageView?.frame == CGRect(x: 40, y: 4, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 4, y: 38, width: 92, height: 18))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)

        // An override that calls super moves the title from where UIKit put it.
        let lowered = LoweredTitleButton(type: .custom)
        lowered.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        lowered.setTitle("Hello", for: .normal)
        lowered.setImage(icon, for: .normal)
        #expect(frames(lowered) == (CGRect(x: 69, y: 15, width: 20, height: 20), CGRect(x: 89, y: 26, width: 42, height: 18)))
    }

    // MARK: BL10 The image view

    @Test func test_BL10_theImageViewIsMadeWhenAskedForOrNeededAndShowsTheStatesImage() throws {
        let custom = UIButton(type: .custom)
        #expect(!custom.subviews.contains { $0 is UIImageView })
        let made = try #require(custom.imageView)
        #expect(custom.imageView === made && made.superview === custom && made.image == nil)
        #expect(made.clipsToBounds && !made.isUserInteractionEnabled)
        #expect(UIButton(type: .system).imageView != nil)

        // Setting an image makes it, behind a title label made before it.
        let button = UIButton(type: .system)
        button.setTitle("Hello", for: .normal)
        let selected = UIImage(size: CGSize(width: 10, height: 10))
        button.setImage(icon, for: .normal)
        button.setImage(selected, for: .selected)
        let imageView = try #require(button.subviews.first { $0 is UIImageView } as? UIImageView)
        let label = try #require(button.titleLabel)
        #expect(button.imageView === imageView && imageView.image === icon)
        let imageIndex = try #require(button.subviews.firstIndex { $0 === imageView })
        let labelIndex = try #require(button.subviews.firstIndex { $0 === label })
        #expect(imageIndex < labelIndex)
        button.isSelected = true
        #expect(imageView.image === selected)
        button.isSelected = false
        button.isHighlighted = true  // no highlighted image: the normal one
        #expect(imageView.image === icon)
    }

    // MARK: BL11 Flags kept

    @Test func test_BL11_theImageAdjustmentFlagsHaveUIKitsDefaultsAndAreKept() {
        let button = UIButton(type: .custom)
        #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
        #expect(!button.showsTouchWhenHighlighted && !button.reversesTitleShadowWhenHighlighted)
        button.adjustsImageWhenHighlighted = false
        button.adjustsImageWhenDisabled = false
        button.showsTouchWhenHighlighted = true
        button.reversesTitleShadowWhenHighlighted = true
        #expect(!button.adjustsImageWhenHighlighted && !button.adjustsImageWhenDisabled)
        #expect(button.showsTouchWhenHighlighted && button.reversesTitleShadowWhenHighlighted)
        #expect(button.contentEdgeInsets == .zero && button.titleEdgeInsets == .zero && button.imageEdgeInsets == .zero)
    }

    // MARK: BL12 A configuration ignores all this

    @Test func test_BL12_aConfigurationIgnoresTheLegacyInsetsAndRectMethods() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Hello"  // 47 × 21 at 17 points
        let plain = UIButton(configuration: configuration)
        plain.frame = CGRect(x: 0, y: 0, width: 200, height: 55)
        let legacy = StackedButton(configuration: configuration)
        legacy.frame = plain.frame
        legacy.contentEdgeInsets = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        legacy.titleEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        legacy.contentHorizontalAlignment = .left
        #expect(legacy.intrinsicContentSize == plain.intrinsicContentSize)
        #expect(legacy.intrinsicContentSize == CGSize(width: 12 + 47 + 12, height: 7 + 21 + 7))
        legacy.rectCalls = []
        #expect(frames(legacy).title == frames(plain).title)
        #expect(frames(legacy).title == CGRect(x: 76.5, y: 17, width: 47, height: 21))
        #expect(legacy.rectCalls.isEmpty)
        // A legacy image shows only without the configuration.
        #expect(legacy.imageView?.image == nil)
        legacy.setImage(icon, for: .normal)
        #expect(legacy.imageView?.image == nil)

        // Without the configuration the legacy layout is back.
        legacy.configuration = nil
        legacy.layoutIfNeeded()
        #expect(legacy.rectCalls == ["content", "image", "title"])
        #expect(legacy.imageView?.image === icon)
    }

    // MARK: BL13 Interface Builder

    @Test func test_BL13_alignmentsInsetsAndImageFlagsAreDecoded() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
                <objects>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="bottom" buttonType="system" adjustsImageWhenHighlighted="NO" adjustsImageWhenDisabled="NO" showsTouchWhenHighlighted="YES" lineBreakMode="middleTruncation" id="b1">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                        <inset key="contentEdgeInsets" minX="20" minY="10" maxX="40" maxY="10"/>
                        <inset key="titleEdgeInsets" minX="0.0" minY="-6" maxX="8" maxY="0.0"/>
                        <inset key="imageEdgeInsets" minX="10" minY="0.0" maxX="2.2250738585072014e-308" maxY="4"/>
                        <state key="normal" title="Hello"/>
                    </button>
                </objects>
            </document>
            """
        let button = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIButton)
        #expect(button.contentHorizontalAlignment == .leading && button.contentVerticalAlignment == .bottom)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 40))
        #expect(button.titleEdgeInsets == UIEdgeInsets(top: -6, left: 0, bottom: 0, right: 8))
        #expect(button.imageEdgeInsets == UIEdgeInsets(top: 0, left: 10, bottom: 4, right: 2.2250738585072014e-308))
        #expect(!button.adjustsImageWhenHighlighted && !button.adjustsImageWhenDisabled && button.showsTouchWhenHighlighted)
        #expect(!button.reversesTitleShadowWhenHighlighted)
        // Laid out from the file: the title against the bottom left of the content rect.
        #expect(frames(button).title == CGRect(x: 20, y: 22, width: 42, height: 18))
    }
}
