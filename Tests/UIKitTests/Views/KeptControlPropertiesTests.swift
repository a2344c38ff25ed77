import Foundation
import Testing
import UIKit
import UIKitTesting

/// Properties UIKit keeps without showing them on iPhone and iPad: bar items' large content
/// images (VS8) and a switch's images, title and styles (VS9).
@MainActor
@Suite(.uikit) struct KeptControlPropertiesTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_VS8_barItemsKeepTheirLargeContentImageAndInsets() {
        let item = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 1)
        #expect(item.largeContentSizeImage == nil && item.largeContentSizeImageInsets == .zero)
        let large = UIImage(systemName: "envelope.fill")!
        item.largeContentSizeImage = large
        item.largeContentSizeImageInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(item.largeContentSizeImage === large && item.largeContentSizeImageInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let button = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        button.largeContentSizeImage = large
        #expect(button.largeContentSizeImage === large)
    }

    @Test func test_VS9_aSwitchKeepsItsImagesAndTitleAndIsAlwaysSliding() {
        let toggle = UISwitch(frame: .zero)
        #expect(toggle.onImage == nil && toggle.offImage == nil && toggle.title == nil)
        #expect(toggle.preferredStyle == .automatic && toggle.style == .sliding)
        let on = UIImage(systemName: "sun.max")!, off = UIImage(systemName: "moon")!
        toggle.onImage = on
        toggle.offImage = off
        toggle.title = "Dark"
        toggle.preferredStyle = .checkbox
        #expect(toggle.onImage === on && toggle.offImage === off && toggle.title == "Dark")
        #expect(toggle.preferredStyle == .checkbox && toggle.style == .sliding)  // no checkbox on iPhone and iPad
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect([UISwitch.Style.automatic, .checkbox, .sliding].map(\.rawValue) == [0, 1, 2])
    }
}
