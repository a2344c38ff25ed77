import Foundation
import Testing
import UIKit
import UIKitTesting

/// An invalidation of the app's own: it logs the view it invalidates.
@MainActor
private struct Logged: UIViewInvalidating {
    let log: InvalidationLog
    func invalidate(view: UIView) { log.entries.append("custom") }
}

@MainActor
private final class InvalidationLog {
    var entries: [String] = []
}

/// A badge written as UIKit's documentation writes it, logging what it is asked to update.
@MainActor
private final class InvalidatingBadge: UIView {
    let log = InvalidationLog()
    @Invalidating(.display) var badgeColor: UIColor = .red
    @Invalidating(.display, .layout) var badgePosition: CGPoint = .zero
    @Invalidating(.constraints, .intrinsicContentSize, .layout) var badgeText = ""
    @Invalidating(.configuration) var style = 0

    override func setNeedsDisplay() { log.entries.append("display"); super.setNeedsDisplay() }
    override func setNeedsLayout() { log.entries.append("layout"); super.setNeedsLayout() }
    override func setNeedsUpdateConstraints() { log.entries.append("constraints"); super.setNeedsUpdateConstraints() }
    override func invalidateIntrinsicContentSize() { log.entries.append("intrinsicContentSize"); super.invalidateIntrinsicContentSize() }
}

/// A button whose configuration follows a property.
@MainActor
private final class StyledButton: UIButton {
    var updates = 0
    @Invalidating(.configuration) var emphasis = false
    override func updateConfiguration() { updates += 1; super.updateConfiguration() }
}

/// `@Invalidating` and the invalidation types (VS15).
@MainActor
@Suite(.uikit) struct InvalidatingTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_VS15_aChangedValueInvalidatesInTheOrderGiven() {
        let badge = InvalidatingBadge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.log.entries = []
        badge.badgeColor = .blue
        badge.badgePosition = CGPoint(x: 3, y: 4)
        badge.badgeText = "9+"
        #expect(badge.log.entries == ["display", "display", "layout", "constraints", "intrinsicContentSize", "layout"])
        #expect(badge.badgeColor == .blue && badge.badgePosition == CGPoint(x: 3, y: 4) && badge.badgeText == "9+")
    }

    @Test func test_VS15_anEqualValueInvalidatesNothing() {
        let badge = InvalidatingBadge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.log.entries = []
        badge.badgeColor = .red
        badge.badgeText = ""
        badge.style = 0
        #expect(badge.log.entries == [])
    }

    @Test func test_VS15_configurationUpdatesAButtonsConfigurationAndNothingElseOnOtherViews() {
        let button = StyledButton(configuration: .filled())
        drainMainRunLoop()
        let before = button.updates
        button.emphasis = true
        drainMainRunLoop()
        #expect(button.updates == before + 1)
        let badge = InvalidatingBadge(frame: .zero)
        badge.log.entries = []
        badge.style = 2  // a plain view has no configuration: nothing is asked
        #expect(badge.log.entries == [] && badge.style == 2)
    }

    @Test func test_VS15_anAppsOwnInvalidationAndTheTupleRunInOrder() {
        let log = InvalidationLog()
        let view = InvalidatingBadge(frame: .zero)
        view.log.entries = []
        UIView.Invalidations.Tuple(Logged(log: log), .display).invalidate(view: view)
        log.entries += view.log.entries
        #expect(log.entries == ["custom", "display"])
    }
}
