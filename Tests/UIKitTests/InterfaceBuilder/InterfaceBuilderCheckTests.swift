import Foundation
import Testing
@_spi(Tools) @testable import UIKit
import UIKitTesting

/// The `ibcheck` command's engine: every scene made and loaded, problems reported, not raised.
@MainActor
@Suite(.serialized) struct InterfaceBuilderCheckTests {
    init() {
        _ = freshUIKit()
    }

    private func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil))
    }

    private func temporaryFile(_ name: String, _ contents: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    @Test func test_I1_checkInstantiatesEverySceneAndCountsWhatWasMade() throws {
        let report = InterfaceBuilderCheck.check(fileAt: try fixture("Main.storyboard"), bundle: .module)
        #expect(report.kind == "storyboard")
        #expect(report.scenes == 10)
        #expect(report.segues == 10)
        // 8 constraints in the file, one a placeholder (removed at load, as in Xcode).
        #expect(report.constraints == 7)
        #expect(report.objects == 35)
        #expect(report.errors.isEmpty)
        #expect(report.warnings == ["Unknown class NoSuchController in Interface Builder file."])
    }

    @Test func test_I2_checkReportsAMissingOutletInsteadOfRaising() throws {
        let url = try temporaryFile("Outlets.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" customClass="IBListViewController" customModule="UIKitTests" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <subviews>
                                        <label text="Hi" id="lbl"/>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="titleLabel" destination="lbl" id="o1"/>
                                    <outlet property="noSuchOutlet" destination="lbl" id="o2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let report = InterfaceBuilderCheck.check(fileAt: url, bundle: .module)
        #expect(report.errors.isEmpty)
        #expect(report.objects == 3)
        #expect(report.warnings.count == 1)
        let warning = try #require(report.warnings.first)
        #expect(warning.hasPrefix("Outlets.storyboard:14: [<UIKitTests.IBListViewController: 0x"))
        #expect(warning.hasSuffix("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key noSuchOutlet."))
        // Outside the check, the same file raises (NibAndFileErrorTests): nothing leaks out.
        #expect(IBCheckRecorder.current == nil)
    }

    @Test func test_I5_checkReportsAMissingReferencedStoryboardAndGoesOn() throws {
        let url = try temporaryFile("Refs.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="ref" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                            <viewControllerPlaceholder storyboardName="Elsewhere" id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let report = InterfaceBuilderCheck.check(fileAt: url)
        #expect(report.errors.isEmpty)
        #expect(report.scenes == 1 && report.segues == 1)
        #expect(report.warnings == ["Refs.storyboard:11: the storyboard reference to \"Elsewhere\" cannot be loaded: "
                                    + "Elsewhere.storyboard: no such storyboard in the bundle"])
    }

    @Test func test_I1_checkReportsABadFileAsAnErrorNamingFileAndLine() throws {
        let url = try temporaryFile("Broken.xib", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n")
        let report = InterfaceBuilderCheck.check(fileAt: url)
        #expect(report.kind == "xib")
        #expect(report.errors.count == 1)
        #expect(report.errors.first?.hasPrefix("Broken.xib:") == true)
        #expect(report.objects == 0)
    }
}
