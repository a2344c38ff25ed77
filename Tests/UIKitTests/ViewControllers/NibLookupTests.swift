import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// PN6: which nib a controller loads by its class name (L5) is looked up once per class,
/// bundle and idiom.
@MainActor
@Suite(.uikit) struct NibLookupTests {
    init() { _ = freshUIKit() }

    final class PN6ProbeViewController: UIViewController {}
    final class PN6OtherViewController: UIViewController {}

    /// A bundle in a new folder, with a nib for each name whose root view has `tag`.
    private func makeBundle(_ nibs: [String: Int] = [:]) throws -> (Bundle, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("PN6-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, tag) in nibs { try writeTaggedOwnerNib(name, tag: tag, in: dir) }
        return (try #require(Bundle(path: dir.path)), dir)
    }

    @Test func test_PN6_manyControllersOfOneClassLookThroughTheBundleOnce() throws {
        let (bundle, dir) = try makeBundle(["PN6ProbeView": 7])
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = UIViewController._nibFileLookups
        let tags = (0..<100).map { _ in PN6ProbeViewController(nibName: nil, bundle: bundle).view.tag }
        #expect(tags == Array(repeating: 7, count: 100))
        #expect(UIViewController._nibFileLookups - before == 1)
        // Plain controllers (no nib anywhere) are answered once too.
        let plain = (0..<100).map { _ in UIViewController(nibName: nil, bundle: bundle).view }
        #expect(plain.allSatisfy { $0?.tag == 0 && $0?.subviews.isEmpty == true })
        #expect(UIViewController._nibFileLookups - before == 2)
    }

    @Test func test_PN6_anotherClassBundleOrIdiomLooksAgain() throws {
        let (first, firstDir) = try makeBundle(["PN6ProbeView": 1, "PN6ProbeView~ipad": 2, "PN6OtherView": 3])
        let (second, secondDir) = try makeBundle(["PN6ProbeViewController": 4])
        defer {
            try? FileManager.default.removeItem(at: firstDir)
            try? FileManager.default.removeItem(at: secondDir)
        }
        let before = UIViewController._nibFileLookups
        #expect(PN6ProbeViewController(nibName: nil, bundle: first).view.tag == 1)
        #expect(PN6OtherViewController(nibName: nil, bundle: first).view.tag == 3)
        #expect(PN6ProbeViewController(nibName: nil, bundle: second).view.tag == 4)
        #expect(UIViewController._nibFileLookups - before == 3)
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        #expect(PN6ProbeViewController(nibName: nil, bundle: first).view.tag == 2)  // L5: the ~ipad file
        #expect(UIViewController._nibFileLookups - before == 4)
        UIScreen.main.setDeviceProfile(.iPhone14)
        #expect(PN6ProbeViewController(nibName: nil, bundle: first).view.tag == 1)
        #expect(UIViewController._nibFileLookups - before == 4)  // the phone's answer was kept
    }

    @Test func test_PN6_theAnswerStandsUntilResetUIKitForgetsIt() throws {
        let (bundle, dir) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = UIViewController._nibFileLookups
        #expect(PN6ProbeViewController(nibName: nil, bundle: bundle).view.tag == 0)  // no nib: a plain view
        try writeTaggedOwnerNib("PN6ProbeView", tag: 9, in: dir)
        #expect(PN6ProbeViewController(nibName: nil, bundle: bundle).view.tag == 0)  // the first answer stands
        #expect(UIViewController._nibFileLookups - before == 1)
        _ = resetUIKit()
        _ = PN6ProbeViewController(nibName: nil, bundle: bundle).view
        #expect(UIViewController._nibFileLookups - before == 2)  // forgotten: the bundle is asked again
    }

    @Test func test_PN6_aNamedNibIsNotLookedUpByClassName() throws {
        let (bundle, dir) = try makeBundle(["Named": 5, "PN6ProbeView": 6])
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = UIViewController._nibFileLookups
        #expect(PN6ProbeViewController(nibName: "Named", bundle: bundle).view.tag == 5)
        #expect(UIViewController._nibFileLookups == before)
    }
}

/// Writes `<name>.xib` into `dir`: a file's owner whose `view` outlet is a view tagged `tag`,
/// so a test sees which file a controller loaded.
func writeTaggedOwnerNib(_ name: String, tag: Int, in dir: URL) throws {
    let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections><outlet property="view" destination="v" id="o"/></connections>
                </placeholder>
                <view tag="\(tag)" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            </objects>
        </document>
        """
    try Data(xib.utf8).write(to: dir.appendingPathComponent(name + ".xib"))
}
