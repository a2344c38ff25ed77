import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Interface Builder's Accessibility section (K29).
@MainActor
@Suite(.uikit) struct AccessibilityStoryboardTests {
    init() { _ = freshUIKit() }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="close">
                            <rect key="frame" x="10" y="10" width="44" height="44"/>
                            <accessibility key="accessibilityConfiguration" hint="Closes the page" identifier="closeButton" label="Close">
                                <accessibilityTraits key="traits" button="YES" header="YES"/>
                            </accessibility>
                        </button>
                        <imageView contentMode="scaleToFill" id="logo">
                            <rect key="frame" x="10" y="60" width="44" height="44"/>
                            <accessibility key="accessibilityConfiguration">
                                <accessibilityTraits key="traits" image="YES" notEnabled="YES"/>
                                <bool key="isElement" value="NO"/>
                            </accessibility>
                        </imageView>
                        <label opaque="NO" text="Title" id="title">
                            <rect key="frame" x="10" y="120" width="200" height="21"/>
                            <accessibility key="accessibilityConfiguration">
                                <accessibilityTraits key="traits" none="YES"/>
                            </accessibility>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func test_K29_theAccessibilitySectionSetsLabelHintIdentifierTraitsAndElement() throws {
        let root = try #require(UINib(data: Data(Self.xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let button = try #require(root.subviews[0] as? UIButton)
        #expect(button.accessibilityLabel == "Close")
        #expect(button.accessibilityHint == "Closes the page")
        #expect(button.accessibilityIdentifier == "closeButton")
        #expect(button.accessibilityTraits == [.button, .header])
        let logo = try #require(root.subviews[1] as? UIImageView)
        #expect(!logo.isAccessibilityElement)
        #expect(logo.accessibilityTraits == [.image, .notEnabled])
        let title = try #require(root.subviews[2] as? UILabel)
        #expect(title.accessibilityTraits == [])
        #expect(AccessibilityTree.elements(in: root).map(\.label) == ["Close", "Title"])
    }
}
