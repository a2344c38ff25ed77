import Foundation
import Testing
@_spi(Tools) @testable import UIKit
import UIKitTesting

/// Auto Layout in a scroll view: the content guide sizing the content, the scroll view's own
/// edges meaning its content's, the frame guide holding views in place while the content
/// scrolls, and storyboards naming both guides.
@MainActor
@Suite(.uikit) struct ScrollViewLayoutGuideTests {
    let clock: VirtualClock
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))

    init() {
        clock = freshUIKit()
        _ = hostInWindow(scrollView)
    }

    private func constrained(_ view: UIView = UIView()) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(view)
        return view
    }

    @Test func test_LG1_constraintsToTheContentGuideSetTheContentSize() {
        let guide = scrollView.contentLayoutGuide
        #expect(scrollView.contentLayoutGuide === guide && guide.owningView === scrollView)
        #expect(guide.identifier == "UIScrollView-contentLayoutGuide")
        let content = constrained()
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        scrollView.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        #expect(scrollView.frame == CGRect(x: 0, y: 100, width: 300, height: 400))
        // The content grows: the content size follows at the next layout.
        content.constraints.first { $0.firstAttribute == .height }?.constant = 1500
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1500))
    }

    @Test func test_LG1_theScrollViewsOwnEdgesAreItsContentsToViewsInside() {
        let label = constrained(UILabel())
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -30),
            label.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -10),
            label.widthAnchor.constraint(equalToConstant: 500),
            label.heightAnchor.constraint(equalToConstant: 700),
        ])
        scrollView.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 500, height: 700))
        #expect(scrollView.contentSize == CGSize(width: 520, height: 750))
        // The scroll view keeps its frame: the constraints are about its content.
        #expect(scrollView.frame.size == CGSize(width: 300, height: 400))
        // Its width and height are still its frame's.
        let wide = constrained()
        NSLayoutConstraint.activate([
            wide.topAnchor.constraint(equalTo: label.bottomAnchor),
            wide.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            wide.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            wide.heightAnchor.constraint(equalToConstant: 5),
        ])
        scrollView.layoutIfNeeded()
        #expect(wide.frame == CGRect(x: 0, y: 720, width: 300, height: 5))
    }

    @Test func test_LG1_withoutConstraintsTheGuideIsTheContentSizeTheAppSets() {
        scrollView.contentSize = CGSize(width: 800, height: 900)
        let guide = scrollView.contentLayoutGuide
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 800, height: 900))
        // A view placed against the guide without sizing it leaves the app's content size.
        let marker = constrained()
        NSLayoutConstraint.activate([
            marker.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            marker.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 800, height: 900))
        #expect(marker.frame == CGRect(x: 790, y: 890, width: 10, height: 10))
        scrollView.contentSize = CGSize(width: 400, height: 500)
        scrollView.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 390, y: 490, width: 10, height: 10))
    }

    @Test func test_LG2_viewsPinnedToTheFrameGuideStayInPlaceWhileTheContentScrolls() {
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        let frameGuide = scrollView.frameLayoutGuide
        #expect(frameGuide.identifier == "UIScrollView-frameLayoutGuide" && frameGuide.owningView === scrollView)
        let badge = constrained()
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        scrollView.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.layoutIfNeeded()
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 300, width: 300, height: 400))
        #expect(badge.frame == CGRect(x: 250, y: 310, width: 40, height: 20))
        #expect(badge.convert(badge.bounds, to: scrollView.superview) == CGRect(x: 250, y: 110, width: 40, height: 20))
        // A finger's drag too.
        drag(scrollView, by: CGPoint(x: 0, y: -100), rest: 0.2)
        scrollView.layoutIfNeeded()
        #expect(badge.frame.minY == scrollView.contentOffset.y + 10)
        // Its width follows the scroll view's.
        scrollView.frame.size.width = 200
        scrollView.layoutIfNeeded()
        #expect(badge.frame.minX == 150)
    }

    @Test func test_LG3_storyboardsNameBothGuides() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <scrollView contentMode="scaleToFill" id="scr">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="900"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="900" id="c5"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="cnt" firstAttribute="top" secondItem="cg" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="cnt" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="c2"/>
                                    <constraint firstItem="cg" firstAttribute="bottom" secondItem="cnt" secondAttribute="bottom" id="c3"/>
                                    <constraint firstItem="cg" firstAttribute="trailing" secondItem="cnt" secondAttribute="trailing" id="c4"/>
                                    <constraint firstItem="cnt" firstAttribute="width" secondItem="fg" secondAttribute="width" id="c6"/>
                                </constraints>
                                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                            </scrollView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let report = InterfaceBuilderCheck.check(data: Data(xib.utf8), name: "Scroll.xib")
        #expect(report.errors.isEmpty)
        let root = try #require(UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let loaded = try #require(root.subviews.first as? UIScrollView)
        root.layoutIfNeeded()
        #expect(loaded.contentSize == CGSize(width: 320, height: 900))
        #expect(loaded.subviews.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 900))
    }

    @Test func test_ZM10_nibScrollViewsTakeTheirZoomScalesAndKeyboardDismissal() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <scrollView contentMode="scaleToFill" minimumZoomScale="0.5" maximumZoomScale="3.5" bouncesZoom="NO" keyboardDismissMode="interactive" indicatorStyle="white" id="scr">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    </scrollView>
                </objects>
            </document>
            """
        let report = InterfaceBuilderCheck.check(data: Data(xib.utf8), name: "Zoom.xib")
        #expect(report.errors.isEmpty)
        let loaded = try #require(UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIScrollView)
        #expect(loaded.minimumZoomScale == 0.5 && loaded.maximumZoomScale == 3.5 && !loaded.bouncesZoom)
        #expect(loaded.keyboardDismissMode == .interactive && loaded.indicatorStyle == .white)
        #expect(loaded.pinchGestureRecognizer != nil)
    }
}
