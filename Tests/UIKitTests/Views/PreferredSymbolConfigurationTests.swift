import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// Image views' preferred symbol configurations (VS17).
@MainActor
@Suite(.uikit) struct PreferredSymbolConfigurationTests {
    init() { _ = freshUIKit() }

    @Test func test_VS17_aSymbolIsShownWithTheViewsConfigurationUnderItsOwn() throws {
        let star = try #require(UIImage(systemName: "star"))
        let view = UIImageView(image: star)
        let plain = view.intrinsicContentSize
        #expect(view.preferredSymbolConfiguration == nil && view._shownImage === star)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        let large = view.intrinsicContentSize
        #expect(large.width > plain.width * 1.8 && large.height > plain.height * 1.8)
        #expect(view._shownImage?.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 40))
        // The image's own configuration is more specific: its point size wins.
        let small = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 10))
        view.image = small
        #expect(view.intrinsicContentSize == small.size)
        // Other images ignore it.
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 5)).image { _ in }
        view.image = drawn
        #expect(view._shownImage === drawn && view.intrinsicContentSize == CGSize(width: 3, height: 5))
    }
}
