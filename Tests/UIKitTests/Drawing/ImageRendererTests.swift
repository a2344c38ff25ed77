import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) import UIKit
import UIKitTesting

/// `UIGraphicsImageRenderer`, image contexts, resizable, tinted and symbol images (G3–G6, G11).
@MainActor
@Suite(.uikit) struct ImageRendererTests {
    init() { _ = freshUIKit() }

    @Test func test_G3_rendererFormatDefaultsToTheMainScreen() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == 3 && !format.opaque && format.preferredRange == .automatic)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20))
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 30, height: 20))
        let image = renderer.image { _ in }
        #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 3)
        #expect(image.cgImage?.width == 90 && image.cgImage?.height == 60)
        // A format from traits takes their display scale.
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2)).scale == 2)
        // An image's own format is its scale.
        #expect(UIImage(size: CGSize(width: 1, height: 1), scale: 2).imageRendererFormat.scale == 2)
    }

    @Test func test_G3_boundsRenderersDrawInTheirCoordinatesAndOpaqueImagesHaveNoAlpha() throws {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        let commands = try #require(image._drawing).commands
        #expect(commands.first == .concatenate(CGAffineTransform(translationX: -10, y: -10)))
        #expect(commands.contains(.setBlendMode(.destinationOver)))  // what was not drawn becomes black
        #expect(image.size == CGSize(width: 20, height: 20))
    }

    @Test func test_G3_imageContextsGiveWhatWasDrawnSoFar() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 3)
        #expect(try #require(image._drawing).paintedPaths.count == 1)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func test_G5_withoutARendererImageDataStillComes() {
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        let image = renderer.image { _ in UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(image.pngData() != nil && image.jpegData(compressionQuality: 0.8) != nil)
        #expect(renderer.pngData { _ in }.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func test_G4_resizableAndTintedImagesKeepTheirSettings() {
        let image = UIImage(size: CGSize(width: 10, height: 10), scale: 2)
        #expect(image.capInsets == .zero && image.resizingMode == .tile)
        let caps = UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
        let tiled = image.resizableImage(withCapInsets: caps)
        #expect(tiled.capInsets == caps && tiled.resizingMode == .tile && tiled.size == image.size && tiled.scale == 2)
        #expect(image.resizableImage(withCapInsets: caps, resizingMode: .stretch).resizingMode == .stretch)
        let star = UIImage(systemName: "star")!
        let red = star.withTintColor(.red)
        #expect(red.renderingMode == .alwaysOriginal && red._imageTintColor == .red && star._imageTintColor == nil)
        #expect(star.withTintColor(.red, renderingMode: .alwaysTemplate).isTemplate)
    }

    @Test func test_G11_symbolConfigurationsSizeSymbols() {
        #expect(UIImage(systemName: "star")!.size == CGSize(width: 20, height: 20))
        let big = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))!
        #expect(big.size == CGSize(width: 40, height: 40))
        let large = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .large))!
        #expect(large.size == CGSize(width: 26, height: 26))
        let merged = UIImage.SymbolConfiguration(pointSize: 34).applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(merged == UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
        let resized = UIImage(systemName: "star")!.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .small))
        #expect(resized?.size == CGSize(width: 16, height: 16) && resized?.symbolConfiguration?.isEqual(to: UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .small)) == true)
        #expect(UIImage(size: CGSize(width: 1, height: 1)).applyingSymbolConfiguration(.unspecified) == nil)
        // A text style's symbol matches its preferred font: Large Title is 34 points at Large.
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))?.size
                    == CGSize(width: 40, height: 40))
    }

    @Test func test_G6_textDrawingRecordsTheTextAndWhereItGoes() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
            "Hello".draw(at: CGPoint(x: 2, y: 3), withAttributes: [.foregroundColor: UIColor.red])
            NSAttributedString(string: "Wrapped text").draw(in: CGRect(x: 0, y: 20, width: 50, height: 20))
        }
        let texts = try #require(image._drawing).commands.compactMap { command -> DrawnText? in
            if case let .text(text) = command { text } else { nil }
        }
        #expect(texts.map(\.placement) == [.point(CGPoint(x: 2, y: 3)), .rect(CGRect(x: 0, y: 20, width: 50, height: 20))])
        #expect(texts.map(\.wraps) == [false, true] && texts.map(\.string.string) == ["Hello", "Wrapped text"])
    }
}
