import Foundation
import Testing
@_spi(Tools) @testable import UIKit
import UIKitTesting

/// The `ibcheck` command's engine: every scene made and loaded, problems reported, not raised.
@MainActor
@Suite(.uikit) struct InterfaceBuilderCheckTests {
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

    @Test func test_I1_scenesThatMakeEachOtherInACycleAreAnErrorNotACrash() {
        // A navigation controller whose root is itself: each instantiation makes the next.
        let file = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes><scene sceneID="s"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
            <connections><segue destination="nav" kind="relationship" relationship="rootViewController" id="g"/></connections>
            </navigationController>
            </objects></scene></scenes></document>
            """
        let report = InterfaceBuilderCheck.check(data: Data(file.utf8), name: "Cycle.storyboard")
        #expect(report.errors == ["Cycle.storyboard:4: scenes make one another in a cycle (more than 32 deep)"])
    }

    @Test func test_I1_constraintsUIKitWouldRaiseForAreFileErrors() {
        func errors(_ constraint: String) -> [String] {
            let file = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                <view id="a"><subviews><view id="a1"/></subviews>
                <constraints>\(constraint)</constraints></view>
                <view id="b"/>
                </objects></document>
                """
            return InterfaceBuilderCheck.check(data: Data(file.utf8), name: "Bad.xib").errors
        }
        // Leading against left: UIKit raises when the constraint is made.
        #expect(errors(#"<constraint firstItem="a1" firstAttribute="leading" secondItem="a" secondAttribute="left" id="c"/>"#)
            == [#"Bad.xib:4: the constraint "c" relates leading to left, which cannot be related"#])
        // Items in two top-level views: UIKit raises when it is installed.
        let unrelated = errors(#"<constraint firstItem="a1" firstAttribute="top" secondItem="b" secondAttribute="top" id="c"/>"#)
        #expect(unrelated.count == 1 && unrelated[0].hasPrefix(#"Bad.xib:4: the constraint "c" cannot be installed: "#))
        #expect(unrelated.first?.contains("no common ancestor") == true)
    }

    @Test func test_I3_aSceneEmbeddingItselfIsAnErrorNotACrash() {
        let file = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v">
            <scenes><scene sceneID="s"><objects>
            <viewController id="v" sceneMemberID="viewController">
            <view key="view" id="root"><subviews>
            <containerView id="box"><connections><segue destination="v" kind="embed" id="e"/></connections></containerView>
            </subviews></view>
            </viewController>
            </objects></scene></scenes></document>
            """
        let report = InterfaceBuilderCheck.check(data: Data(file.utf8), name: "Embed.storyboard")
        #expect(!report.errors.isEmpty)
        #expect(report.errors.allSatisfy { $0.contains("in a cycle (more than 32 deep)") })
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

/// Inputs the fuzzer (`ibfuzz`) found crashing, rewritten by hand: each must give errors that
/// name the file and line, never a crash.
@MainActor
@Suite(.uikit) struct InterfaceBuilderFuzzRegressionTests {
    init() { _ = freshUIKit() }

    @Test func test_I1_bytesThatAreNotUTF8AreAnErrorNotAnXMLParserTrap() {
        var data = Data("<?xml version=\"1.0\"?>\n<doc".utf8)
        data.append(0xFF)  // Foundation's XMLParser traps on this in an element name
        data.append(contentsOf: Array(" type=\"x\"/>".utf8))
        let report = InterfaceBuilderCheck.check(data: data, name: "Bad.storyboard")
        #expect(report.errors == ["Bad.storyboard:2: the file is not UTF-8 (byte 26 is not valid)"])
        // Valid multi-byte text is fine, and overlong or truncated forms are not.
        #expect(IBXMLReader.firstInvalidUTF8Offset(Data("é ✓ 🎉".utf8)) == nil)
        #expect(IBXMLReader.firstInvalidUTF8Offset(Data([0x41, 0xC0, 0x80])) == 1)
        #expect(IBXMLReader.firstInvalidUTF8Offset(Data([0x41, 0xE2, 0x9C])) == 1)
        #expect(IBXMLReader.firstInvalidUTF8Offset(Data([0xED, 0xA0, 0x80])) == 0)  // a surrogate
    }

    @Test func test_I1_aBadConstraintInAnEmbeddedScenesViewIsAnErrorOfTheCheck() {
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700" initialViewController="outer">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="outer" sceneMemberID="viewController">
                                <view key="view" id="ov">
                                    <subviews>
                                        <containerView id="box">
                                            <connections>
                                                <segue destination="inner" kind="embed" id="e1"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="inner" sceneMemberID="viewController">
                                <view key="view" id="iv">
                                    <constraints>
                                        <constraint firstItem="ov" firstAttribute="top" secondItem="iv" secondAttribute="top" id="c1"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let report = InterfaceBuilderCheck.check(data: Data(file.utf8), name: "Embed.storyboard")
        // Once when the outer scene embeds it, once when the inner scene is checked itself.
        #expect(report.errors == Array(repeating: "Embed.storyboard:24: the constraint \"c1\" names an item that is not a view or layout guide of this file", count: 2))
        #expect(IBCheckRecorder.current == nil)
    }

    @Test func test_I1_valuesUIKitWouldRaiseOnAreAnErrorAndNonFiniteNumbersAreIgnored() throws {
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <view contentMode="scaleToFill" tag="nan" id="root">
                        <subviews>
                            <label text="x" numberOfLines="1e300" id="lbl"/>
                            <stepper stepValue="0" id="stp"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let report = InterfaceBuilderCheck.check(data: Data(file.utf8), name: "Bad.xib")
        #expect(report.errors == ["Bad.xib:7: the stepper's minimumValue (0.0) is above its maximumValue (100.0) or its stepValue (0.0) is not positive"])
        // Without the stepper the file loads; `nan` and `1e300` leave the defaults.
        let good = file.replacingOccurrences(of: "<stepper stepValue=\"0\" id=\"stp\"/>", with: "")
        let root = try #require(UINib(data: Data(good.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        #expect(root.tag == 0 && (root.subviews.first as? UILabel)?.numberOfLines == 1)
    }
}
