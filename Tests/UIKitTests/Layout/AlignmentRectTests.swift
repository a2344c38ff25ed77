import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that draws ornaments around its content: 5 points above, 10 left, 15 below and 20
/// right of what Auto Layout aligns.
@MainActor
private final class OrnamentedView: UIView {
    var content = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20) }
    override var intrinsicContentSize: CGSize { content }
}

/// A view that describes its alignment rectangle by the two conversions instead of insets.
@MainActor
private final class ConvertingView: UIView {
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.insetBy(dx: 4, dy: 4) }
    override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.insetBy(dx: -4, dy: -4) }
}

/// Alignment rectangles (VS1), Auto Layout acting on them (VS2), and image views aligning by
/// their image's insets (VS3).
@MainActor
@Suite(.uikit) struct AlignmentRectTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func placed<View: UIView>(_ view: View, in container: UIView) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    @Test func test_VS1_theAlignmentRectIsTheFrameInsetByTheAlignmentInsets() {
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(plain.alignmentRectInsets == .zero)
        #expect(plain.alignmentRect(forFrame: plain.frame) == plain.frame)
        let view = OrnamentedView(frame: .zero)
        let frame = CGRect(x: 100, y: 200, width: 130, height: 70)
        #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 110, y: 205, width: 100, height: 50))
        #expect(view.frame(forAlignmentRect: CGRect(x: 110, y: 205, width: 100, height: 50)) == frame)
    }

    @Test func test_VS2_edgesAndSizeConstrainTheAlignmentRectAndTheFrameIsOutsetFromIt() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = placed(OrnamentedView(), in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 35, width: 130, height: 70))
        #expect(view.alignmentRect(forFrame: view.frame) == CGRect(x: 30, y: 40, width: 100, height: 50))
    }

    @Test func test_VS2_trailingBottomAndCentresAreTheAlignmentRects() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let corner = placed(OrnamentedView(), in: container)
        let middle = placed(OrnamentedView(), in: container)
        NSLayoutConstraint.activate([
            corner.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            corner.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
            corner.widthAnchor.constraint(equalToConstant: 100), corner.heightAnchor.constraint(equalToConstant: 50),
            middle.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            middle.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            middle.widthAnchor.constraint(equalToConstant: 100), middle.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(corner.frame == CGRect(x: 280, y: 335, width: 130, height: 70))
        #expect(middle.frame == CGRect(x: 140, y: 170, width: 130, height: 70))
    }

    @Test func test_VS2_siblingsAlignByTheirAlignmentRects() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let first = placed(OrnamentedView(), in: container)
        let second = placed(OrnamentedView(), in: container)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
            first.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            first.widthAnchor.constraint(equalToConstant: 100), first.heightAnchor.constraint(equalToConstant: 50),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.topAnchor.constraint(equalTo: first.bottomAnchor),
            second.widthAnchor.constraint(equalTo: first.widthAnchor), second.heightAnchor.constraint(equalTo: first.heightAnchor),
        ])
        container.layoutIfNeeded()
        #expect(second.frame == CGRect(x: 128, y: 85, width: 130, height: 70))
    }

    @Test func test_VS2_theIntrinsicSizeIsTheAlignmentRectsSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = placed(OrnamentedView(), in: container)
        view.content = CGSize(width: 60, height: 20)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 35, width: 90, height: 40))
    }

    @Test func test_VS2_baselinesAreInTheAlignmentRect() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let reference = placed(UIView(), in: container)
        let view = placed(OrnamentedView(), in: container)
        NSLayoutConstraint.activate([
            reference.leadingAnchor.constraint(equalTo: container.leadingAnchor), reference.topAnchor.constraint(equalTo: container.topAnchor),
            reference.widthAnchor.constraint(equalToConstant: 10), reference.heightAnchor.constraint(equalToConstant: 100),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
            view.firstBaselineAnchor.constraint(equalTo: reference.firstBaselineAnchor),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        // A view without text has its baseline at the bottom of its alignment rectangle: 100.
        #expect(view.frame == CGRect(x: 20, y: 45, width: 130, height: 70))
    }

    @Test func test_VS2_aViewPlacedByItsFrameIsAlignedToByItsAlignmentRect() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let fixed = OrnamentedView(frame: CGRect(x: 0, y: 0, width: 130, height: 70))
        container.addSubview(fixed)
        let follower = placed(UIView(), in: container)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor), follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 130, height: 70))
        #expect(follower.frame == CGRect(x: 110, y: 55, width: 10, height: 10))
    }

    @Test func test_VS2_aContainersOwnEdgesAreItsAlignmentRects() {
        let container = OrnamentedView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = placed(UIView(), in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor), view.topAnchor.constraint(equalTo: container.topAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor), view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 5, width: 370, height: 380))
    }

    @Test func test_VS2_constraintsBetweenDistantViewsAlsoUseTheAlignmentRect() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let middle = UIView(frame: CGRect(x: 5, y: 5, width: 300, height: 300))
        container.addSubview(middle)
        let inner = placed(OrnamentedView(), in: middle)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            inner.widthAnchor.constraint(equalToConstant: 100), inner.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 15, y: 30, width: 130, height: 70))
    }

    @Test func test_VS2_aViewConvertingItsOwnAlignmentRectIsHonoured() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = placed(ConvertingView(), in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 6, y: 6, width: 58, height: 58))
    }

    @Test func test_VS3_anImageViewAlignsByItsImagesInsetsAndFollowsANewImage() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let shadowed = UIImage(size: CGSize(width: 100, height: 100)).withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 10))
        let imageView = placed(UIImageView(image: shadowed), in: container)
        #expect(imageView.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 10))
        #expect(imageView.intrinsicContentSize == CGSize(width: 90, height: 90))
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            imageView.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        container.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        // Another image, its ornament on the other side: the constraints follow its insets.
        imageView.image = UIImage(size: CGSize(width: 100, height: 100)).withAlignmentRectInsets(UIEdgeInsets(top: 10, left: 10, bottom: 0, right: 0))
        container.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        imageView.image = nil
        #expect(imageView.alignmentRectInsets == .zero)
    }
}
