import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// What the completion handlers were handed, in the order they ran.
private final class HandedImages: @unchecked Sendable {
    var sizes: [String] = []
}

/// Thumbnails and images prepared for display (VS4–VS6), the standard symbol images (VS7),
/// and image and colour literals (VS16).
@MainActor
@Suite(.uikit) struct ImagePreparationTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private var drawn: UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
        }
    }

    /// PNG data of a small drawn image (8 × 4 pixels).
    private var pngData: Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).pngData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        }
    }

    @Test func test_VS4_aThumbnailHasExactlyTheSizeAskedAtTheImagesScale() throws {
        let thumbnail = try #require(drawn.preparingThumbnail(of: CGSize(width: 50, height: 50)))
        #expect(thumbnail.size == CGSize(width: 50, height: 50) && thumbnail.scale == 2)
        #expect(thumbnail.cgImage?.width == 100 && thumbnail.cgImage?.height == 100)
        let png = try #require(UIImage(data: pngData))
        #expect(png.preparingThumbnail(of: CGSize(width: 4, height: 2))?.size == CGSize(width: 4, height: 2))
    }

    @Test func test_VS4_symbolsEmptyImagesAndUndecodableDataGiveNoThumbnail() throws {
        #expect(UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil)
        #expect(UIImage().preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil)
        #expect(drawn.preparingThumbnail(of: .zero) == nil)
        // A PNG whose header is whole but whose pixels are cut off.
        let data = pngData
        let truncated = try #require(UIImage(data: data.prefix(data.count - 16)))
        #expect(truncated.size == CGSize(width: 8, height: 4))
        #expect(truncated.preparingThumbnail(of: CGSize(width: 4, height: 2)) == nil)
        #expect(truncated.preparingForDisplay() == nil)
    }

    @Test func test_VS5_anImagePreparedForDisplayHasTheSameSizeAndScale() throws {
        let image = drawn
        let prepared = try #require(image.preparingForDisplay())
        #expect(prepared !== image && prepared.size == CGSize(width: 200, height: 100) && prepared.scale == 2)
        #expect(UIImage(systemName: "star")?.preparingForDisplay() == nil)
        #expect(UIImage().preparingForDisplay() == nil)
    }

    @Test func test_VS6_completionHandlersRunLaterInTheOrderAsked() {
        let handed = HandedImages()
        let image = drawn
        image.prepareThumbnail(of: CGSize(width: 20, height: 10)) { thumbnail in
            handed.sizes.append("thumbnail \(thumbnail.map { "\(Int($0.size.width))x\(Int($0.size.height))" } ?? "nil")")
        }
        image.prepareForDisplay { prepared in
            handed.sizes.append("display \(prepared.map { "\(Int($0.size.width))x\(Int($0.size.height))" } ?? "nil")")
        }
        UIImage(systemName: "star")!.prepareForDisplay { prepared in handed.sizes.append("symbol \(prepared == nil ? "nil" : "image")") }
        #expect(handed.sizes.isEmpty)  // never before the call returns
        drainMainRunLoop()
        #expect(handed.sizes == ["thumbnail 20x10", "display 200x100", "symbol nil"])
    }

    @Test func test_VS6_theAsyncFormsGiveTheSameImages() async {
        let image = drawn
        let thumbnail = await image.byPreparingThumbnail(ofSize: CGSize(width: 20, height: 10))
        #expect(thumbnail?.size == CGSize(width: 20, height: 10) && thumbnail?.scale == 2)
        let prepared = await image.byPreparingForDisplay()
        #expect(prepared?.size == CGSize(width: 200, height: 100))
        #expect(await UIImage(systemName: "star")!.byPreparingForDisplay() == nil)
    }

    @Test func test_VS7_theStandardImagesAreSystemSymbols() {
        let images: [(UIImage, String)] = [(.add, "plus"), (.remove, "minus"), (.actions, "ellipsis"), (.checkmark, "checkmark"),
                                           (.strokedCheckmark, "checkmark.circle.fill")]
        for (image, name) in images {
            #expect(image.isSymbolImage && image.name == name && image.size == CGSize(width: 20, height: 20))
            #expect(image == UIImage(systemName: name))
        }
    }

    @Test func test_VS16_colorLiteralsAreSRGBColours() {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && green == 0.5 && blue == 0.25 && alpha == 0.75)
        #expect(color == UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
    }

    @Test func test_VS16_imageLiteralsAreTheAppsNamedImages() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("literal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try ImageTests.png(width: 12, height: 6).write(to: root.appendingPathComponent("badge@3x.png"))
        UIApplication._interfaceBundle = try #require(Bundle(path: root.path))
        defer { UIApplication._interfaceBundle = nil }
        let image = #imageLiteral(resourceName: "badge")
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 3)
        #expect(image == UIImage(named: "badge"))
    }
}
