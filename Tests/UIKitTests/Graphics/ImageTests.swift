import Foundation
import Testing
@_spi(Rendering) @testable import UIKit
import UIKitTesting

/// Images with data: sizes from PNG and JPEG headers, named images from asset catalogs and
/// loose files, UIKit's message for an image a nib names that the bundle lacks.
@MainActor
@Suite(.uikit) struct ImageTests {
    init() { _ = freshUIKit() }

    /// A PNG of one colour, `width` × `height` pixels (stored, no compression needed).
    static func png(width: Int, height: Int) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return be(UInt32(body.count)) + typed + be(~crc)
        }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        let header = be(UInt32(width)) + be(UInt32(height)) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", []))
    }

    /// A temporary bundle folder holding `files` (path → contents).
    private func bundle(_ files: [String: Data]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    @Test func pngAndJPEGDataGiveTheirSizeInPointsAtTheirScale() throws {
        let image = try #require(UIImage(data: Self.png(width: 300, height: 120), scale: 3))
        #expect(image.size == CGSize(width: 100, height: 40) && image.scale == 3)
        #expect(image.pngData() != nil && !image.isSymbolImage && !image.isTemplate)
        // A JPEG: start of image, an APP0 segment, then a baseline start-of-frame (height 30, width 50).
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x1E, 0x00, 0x32, 0x03])
        let photo = try #require(UIImage(data: jpeg))
        #expect(photo.size == CGSize(width: 50, height: 30) && photo.pngData() == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(systemName: "star")!.isTemplate && !UIImage(systemName: "star")!.withRenderingMode(.alwaysOriginal).isTemplate)
    }

    @Test func looseFilesGiveTheScaleClosestToTheScreens() throws {
        let files = try bundle(["icon.png": Self.png(width: 10, height: 10), "icon@2x.png": Self.png(width: 20, height: 20),
                                "icon@3x.png": Self.png(width: 30, height: 30), "photo.jpg": Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x04])])
        let phone = try #require(UIImage(named: "icon", in: files, compatibleWith: nil))
        #expect(phone.scale == 3 && phone.size == CGSize(width: 10, height: 10))  // the iPhone 14 is @3x
        let two = try #require(UIImage(named: "icon", in: files, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 2 && two.size == CGSize(width: 10, height: 10))
        #expect(UIImage(named: "photo", in: files, compatibleWith: nil)?.size == CGSize(width: 4, height: 2))
        #expect(UIImage(named: "icon.png", in: files, compatibleWith: nil)?.scale == 3)  // an extension still finds @3x
        #expect(UIImage(named: "missing", in: files, compatibleWith: nil) == nil)
        UIScreen.main.setDeviceProfile(.iPhoneSE)
        #expect(UIImage(named: "icon", in: files, compatibleWith: nil)?.scale == 2)
    }

    @Test func assetCatalogImageSetsGiveScaleAppearanceAndRenderingIntent() throws {
        let contents = """
        {"images": [
          {"filename": "star.png", "idiom": "universal", "scale": "1x"},
          {"filename": "star@2x.png", "idiom": "universal", "scale": "2x"},
          {"filename": "star-dark@2x.png", "idiom": "universal", "scale": "2x", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
          {"filename": "star-pad@3x.png", "idiom": "ipad", "scale": "3x"},
          {"idiom": "universal", "scale": "3x"}
        ], "info": {"author": "xcode", "version": 1}, "properties": {"template-rendering-intent": "template"}}
        """
        let files = try bundle([
            "Assets.xcassets/Contents.json": Data("{}".utf8),
            "Assets.xcassets/Icons/star.imageset/Contents.json": Data(contents.utf8),
            "Assets.xcassets/Icons/star.imageset/star.png": Self.png(width: 16, height: 16),
            "Assets.xcassets/Icons/star.imageset/star@2x.png": Self.png(width: 32, height: 32),
            "Assets.xcassets/Icons/star.imageset/star-dark@2x.png": Self.png(width: 34, height: 34),
            "Assets.xcassets/Icons/star.imageset/star-pad@3x.png": Self.png(width: 99, height: 99),
        ])
        let star = try #require(UIImage(named: "star", in: files, compatibleWith: nil))
        #expect(star.scale == 2 && star.size == CGSize(width: 16, height: 16))  // no phone 3x file (the pad's is not for phones): 2x
        #expect(star.renderingMode == .alwaysTemplate && star.isTemplate)
        let dark = try #require(UIImage(named: "star", in: files, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark.size == CGSize(width: 17, height: 17))
        // The light image carries its dark appearance, for views in dark mode to draw.
        #expect(star._resolved(for: .dark).size == CGSize(width: 17, height: 17) && star._resolved(for: .light) === star)
        // Asked again, the same bytes (read once); the pad's file on a pad.
        #expect(UIImage(named: "star", in: files, compatibleWith: nil)?._encodedStorage === star._encodedStorage)
        #expect(UIImage(named: "star", in: files, compatibleWith: nil) == star && UIImage(systemName: "star") == UIImage(systemName: "star"))
        #expect(star != star.withRenderingMode(.alwaysOriginal) && UIImage(size: CGSize(width: 1, height: 1)) != UIImage(size: CGSize(width: 1, height: 1)))
        UIScreen.main.setDeviceProfile(.iPadAir)
        #expect(UIImage(named: "star", in: files, compatibleWith: UITraitCollection(displayScale: 3))?.size == CGSize(width: 33, height: 33))
    }

    @Test func test_I2_anImageANibNamesThatTheBundleLacksIsUIKitsMessageAndNil() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
            <objects>
                <imageView contentMode="scaleAspectFit" image="Missing" id="img-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                </imageView>
            </objects>
        </document>
        """
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let objects = UINib(data: Data(xml.utf8), bundle: try bundle([:])).instantiate(withOwner: nil)
        let imageView = try #require(objects.first as? UIImageView)
        #expect(imageView.image == nil)
        #expect(capture.messages == [#"Could not load the "Missing" image referenced from a nib in the bundle with identifier "(null)""#])
    }
}
