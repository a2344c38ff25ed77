import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// A button subclass that reads its storyboard title in `awakeFromNib`, as apps do.
@MainActor
final class IBStyledTitleButton: UIButton {
    var titleAtAwake: NSAttributedString?
    override func awakeFromNib() {
        super.awakeFromNib()
        titleAtAwake = attributedTitle(for: .normal)
    }
}

/// File's Owner of the styled-text nib.
@MainActor
final class StyledTextOwner: UIViewController {
    @Outlet var label: UILabel!
    @Outlet var button: IBStyledTitleButton!
    @Outlet var textView: UITextView!
    @Outlet var item: UINavigationItem!
    @Outlet var share: UIBarButtonItem!
}

/// Styled text in nibs and storyboards (I7), and a navigation item's arrays of bar button
/// items as Xcode writes them (L6).
@MainActor
@Suite(.uikit) struct AttributedStringDecodingTests {
    init() { _ = freshUIKit() }

    private let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StyledTextOwner" customModule="UIKitTests">
                <connections>
                    <outlet property="view" destination="sty-00-vew" id="sty-00-o01"/>
                    <outlet property="label" destination="sty-00-lbl" id="sty-00-o02"/>
                    <outlet property="button" destination="sty-00-btn" id="sty-00-o03"/>
                    <outlet property="textView" destination="sty-00-txv" id="sty-00-o04"/>
                    <outlet property="item" destination="sty-00-itm" id="sty-00-o05"/>
                    <outlet property="share" destination="sty-00-shr" id="sty-00-o06"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="sty-00-vew">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    <label opaque="NO" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" id="sty-00-lbl">
                        <rect key="frame" x="20" y="100" width="200" height="40"/>
                        <attributedString key="attributedText">
                            <fragment content="Hello ">
                                <attributes>
                                    <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <font key="NSFont" size="20" name="HelveticaNeue"/>
                                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4"/>
                                </attributes>
                            </fragment>
                            <fragment>
                                <string key="content">two
    lines</string>
                                <attributes>
                                    <font key="NSFont" metaFont="system" size="12"/>
                                    <integer key="NSUnderline" value="1"/>
                                    <real key="NSKern" value="1.5"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" hasAttributedTitle="YES" id="sty-00-btn" customClass="IBStyledTitleButton" customModule="UIKitTests">
                        <rect key="frame" x="20" y="200" width="200" height="40"/>
                        <state key="normal">
                            <attributedString key="attributedTitle">
                                <fragment content="Special">
                                    <attributes>
                                        <color key="NSColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </state>
                    </button>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="sty-00-txv">
                        <rect key="frame" x="20" y="300" width="200" height="100"/>
                        <attributedString key="attributedText">
                            <fragment content="Notes">
                                <attributes>
                                    <color key="NSBackgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </textView>
                </subviews>
            </view>
            <navigationItem title="Items" id="sty-00-itm">
                <leftBarButtonItems>
                    <barButtonItem title="Edit" id="sty-00-edt"/>
                </leftBarButtonItems>
                <rightBarButtonItems>
                    <barButtonItem title="Share" id="sty-00-shr"/>
                    <barButtonItem systemItem="add" id="sty-00-add"/>
                </rightBarButtonItems>
            </navigationItem>
        </objects>
    </document>
    """

    private func load() throws -> StyledTextOwner {
        let owner = StyledTextOwner(nibName: nil, bundle: nil)
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        _ = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: owner)
        #expect(capture.messages == [])
        return owner
    }

    @Test func test_I7_aLabelsStyledTextKeepsEachFragmentsAttributes() throws {
        let label = try load().label!
        let text = try #require(label.attributedText)
        #expect(text.string == "Hello two\nlines")
        let first = text.attributes(at: 0, effectiveRange: nil)
        #expect(first[.foregroundColor] as? UIColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect((first[.font] as? UIFont)?.pointSize == 20)
        let paragraph = try #require(first[.paragraphStyle] as? NSParagraphStyle)
        #expect(paragraph.alignment == .center && paragraph.lineSpacing == 4 && paragraph.lineBreakMode == .byWordWrapping)
        var range = NSRange()
        let second = text.attributes(at: 6, effectiveRange: &range)
        #expect(range == NSRange(location: 6, length: 9))
        #expect((second[.font] as? UIFont) == UIFont.systemFont(ofSize: 12))
        #expect(second[.underlineStyle] as? Int == 1 && second[.kern] as? Double == 1.5)
        // A run without a colour shows the colour the label had (its default), as a label's
        // styled text does; the label's own text colour is now the first run's.
        #expect(second[.foregroundColor] as? UIColor == UIColor.label && label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func test_I7_aButtonsStyledTitleIsSetForItsStateBeforeAwakeFromNib() throws {
        let owner = try load()
        let title = try #require(owner.button.titleAtAwake)
        #expect(title.string == "Special")
        #expect(title.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(owner.button.currentAttributedTitle?.string == "Special" && owner.button.attributedTitle(for: .highlighted)?.string == "Special")
        let notes = try #require(owner.textView.attributedText)
        #expect(notes.string == "Notes" && notes.attribute(.backgroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(white: 0.5, alpha: 1))
    }

    @Test func test_L6_aNavigationItemsArraysOfBarButtonItemsAreDecodedAndConnected() throws {
        let owner = try load()
        #expect(owner.item.leftBarButtonItems?.map { $0.title ?? "-" } == ["Edit"])
        #expect(owner.item.rightBarButtonItems?.map { $0.title ?? "-" } == ["Share", "-"])
        #expect(owner.share === owner.item.rightBarButtonItems?.first)
    }
}
