import Foundation
import Testing
import UIKit
import UIKitTesting

/// Split behaviors, column widths and the display mode button, on an iPad Air (820 × 1180
/// in portrait, 1180 × 820 in landscape).
@MainActor
@Suite(.uikit) struct SplitBehaviorTests {
    let clock: VirtualClock
    init() {
        clock = freshUIKit()
        UIScreen.main.setDeviceProfile(.iPadAir)
    }

    private func split(_ style: UISplitViewController.Style) -> (UISplitViewController, [UIViewController]) {
        let split = UISplitViewController(style: style)
        let columns: [UISplitViewController.Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        let children = columns.map { column in
            let child = UIViewController()
            split.setViewController(child, for: column)
            return child
        }
        return (split, children)
    }

    /// The frame of a column's view (its navigation wrapper's).
    private func frame(_ child: UIViewController) -> CGRect? {
        (child.navigationController ?? child).viewIfLoaded.flatMap { $0.window == nil ? nil : $0.frame }
    }

    @Test func test_SB1_automaticBehaviorFollowsTheWidthTheStyleAndThePreferredMode() {
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let (double, _) = split(.doubleColumn)
        let (triple, _) = split(.tripleColumn)
        _ = showInWindow(double)
        _ = showInWindow(triple)
        #expect(double.preferredSplitBehavior == .automatic)
        #expect(double.splitBehavior == .overlay && triple.splitBehavior == .displace)
        double.preferredDisplayMode = .oneBesideSecondary
        #expect(double.splitBehavior == .tile)
        double.preferredSplitBehavior = .displace
        #expect(double.splitBehavior == .displace)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        drainMainRunLoop()
        #expect(triple.splitBehavior == .tile)
    }

    @Test func test_SB2_aPreferredModeTheBehaviorForbidsBecomesItsEquivalent() {
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let (split, children) = split(.tripleColumn)
        _ = showInWindow(split)
        split.preferredSplitBehavior = .tile
        split.preferredDisplayMode = .twoOverSecondary
        #expect(split.displayMode == .twoBesideSecondary)
        split.preferredSplitBehavior = .overlay
        #expect(split.displayMode == .twoOverSecondary)
        split.preferredSplitBehavior = .displace
        #expect(split.displayMode == .twoDisplaceSecondary)
        split.preferredDisplayMode = .oneOverSecondary
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(frame(children[0]) == nil && frame(children[1]) == CGRect(x: 0, y: 0, width: 320, height: 1180))
    }

    @Test func test_SB3_overlayLiesOverTheSecondaryAndDisplacePushesIt() {
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let (split, children) = split(.tripleColumn)
        _ = showInWindow(split)
        split.preferredSplitBehavior = .overlay
        split.preferredDisplayMode = .twoOverSecondary
        drainMainRunLoop()
        #expect(frame(children[0]) == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(frame(children[1]) == CGRect(x: 320, y: 0, width: 320, height: 1180))
        #expect(frame(children[2]) == CGRect(x: 0, y: 0, width: 820, height: 1180))
        split.preferredSplitBehavior = .displace
        split.preferredDisplayMode = .twoDisplaceSecondary
        drainMainRunLoop()
        #expect(frame(children[0]) == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(frame(children[1]) == CGRect(x: 320, y: 0, width: 320, height: 1180))
        #expect(frame(children[2]) == CGRect(x: 640, y: 0, width: 500, height: 1180))  // its one-sidebar width, past the edge
        split.preferredSplitBehavior = .tile
        split.preferredDisplayMode = .twoBesideSecondary
        drainMainRunLoop()
        #expect(frame(children[2]) == CGRect(x: 640, y: 0, width: 180, height: 1180))
    }

    @Test func test_SB4_showingAColumnUsesTheModeOfTheBehavior() {
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let (triple, children) = split(.tripleColumn)
        let delegate = TracingSplitDelegate()
        triple.delegate = delegate
        _ = showInWindow(triple)
        #expect(triple.displayMode == .oneBesideSecondary && triple.splitBehavior == .displace)
        triple.show(.primary)
        #expect(triple.displayMode == .twoDisplaceSecondary)
        #expect(frame(children[2]) == CGRect(x: 640, y: 0, width: 500, height: 1180))
        triple.hide(.primary)
        #expect(triple.displayMode == .oneBesideSecondary)
        triple.preferredSplitBehavior = .overlay
        triple.show(.primary)
        #expect(triple.displayMode == .twoOverSecondary)
        #expect(delegate.log == ["willChangeTo twoDisplaceSecondary", "willChangeTo oneBesideSecondary",
                                 "willChangeTo oneOverSecondary", "willChangeTo twoOverSecondary"])
    }

    @Test func test_SB5_columnWidthsFromPointsFractionsAndLimits() {
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let (split, children) = split(.tripleColumn)
        split.preferredDisplayMode = .twoBesideSecondary
        _ = showInWindow(split)
        #expect(split.primaryColumnWidth == 320 && split.supplementaryColumnWidth == 320)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        #expect(split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.maximumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        split.preferredPrimaryColumnWidthFraction = 0.3  // 246
        #expect(split.primaryColumnWidth == 246)
        split.preferredPrimaryColumnWidthFraction = 0.5  // 410, over the automatic maximum
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 400
        #expect(split.primaryColumnWidth == 400)
        split.preferredPrimaryColumnWidth = 200  // points win over the fraction
        split.minimumPrimaryColumnWidth = 250
        #expect(split.primaryColumnWidth == 250)
        split.preferredSupplementaryColumnWidthFraction = 0.25  // 205
        split.minimumSupplementaryColumnWidth = 210
        #expect(split.supplementaryColumnWidth == 210)
        drainMainRunLoop()
        #expect(frame(children[0]) == CGRect(x: 0, y: 0, width: 250, height: 1180))
        #expect(frame(children[1]) == CGRect(x: 250, y: 0, width: 210, height: 1180))
        #expect(frame(children[2]) == CGRect(x: 460, y: 0, width: 360, height: 1180))
    }

    @Test func test_SB6_aTrailingPrimaryMirrorsTheColumns() {
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let (split, children) = split(.doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.primaryEdge = .trailing
        _ = showInWindow(split)
        #expect(frame(children[0]) == CGRect(x: 500, y: 0, width: 320, height: 1180))
        #expect(frame(children[1]) == CGRect(x: 0, y: 0, width: 500, height: 1180))
    }

    @Test func test_SB7_theDisplayModeButtonFollowsTheGestureUnlessTold() {
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let (split, children) = split(.doubleColumn)
        #expect(split.displayModeButtonVisibility == .automatic && split.presentsWithGesture && !split.showsSecondaryOnlyButton)
        let button = split.displayModeButtonItem
        children[1].navigationItem.leftBarButtonItem = button
        _ = showInWindow(split)
        #expect(!button.isHidden && buttonFrame(of: button) != nil)
        split.presentsWithGesture = false
        drainMainRunLoop()
        #expect(button.isHidden && button.buttonGroup != nil)
        #expect(buttonFrame(of: button) == nil)
        split.displayModeButtonVisibility = .always
        drainMainRunLoop()
        #expect(!button.isHidden && buttonFrame(of: button) != nil)
        split.displayModeButtonVisibility = .never
        split.presentsWithGesture = true
        #expect(button.isHidden)
    }
}
