import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view that counts its drawing.
@MainActor
private final class CountingDrawView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// A target noting its action, answering selectors as the porter makes objects answer them.
@MainActor
private final class ButtonTarget: NSObject, _SelectorMessaging {
    var taps = 0
    func _perform(_ selector: Selector, with argument: Any?) -> Bool {
        guard selector == Selector("tapped") else { return false }
        taps += 1
        return true
    }
    func _responds(to selector: Selector) -> Bool { selector == Selector("tapped") }
}

/// Smaller APIs apps use: the content scale factor, system buttons, the old dimming switch.
@MainActor
@Suite(.uikit) struct SmallAPIsTests {
    init() { _ = freshUIKit() }

    @Test func test_DR17_contentScaleFactorIsTheLayersContentsScale() {
        let controller = UIViewController()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        controller.view.addSubview(view)
        let window = showInWindow(controller)
        defer { tearDownWindows() }
        window.layoutIfNeeded()
        drainMainRunLoop()
        #expect(view.contentScaleFactor == 3 && view.layer.contentsScale == 3 && view.draws == 1)
        view.contentScaleFactor = 1
        #expect(view.layer.contentsScale == 1 && view.contentScaleFactor == 1)
        drainMainRunLoop()
        #expect(view.draws == 2)
    }

    @Test func test_BL14_aSystemButtonShowsItsImageAndSendsItsAction() {
        let image = UIImage(systemName: "plus")!
        let target = ButtonTarget()
        let button = UIButton.systemButton(with: image, target: target, action: Selector("tapped"))
        #expect(button.buttonType == UIButton.ButtonType.system && button.image(for: .normal) === image)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped"])
        button.sendActions(for: .touchUpInside)
        #expect(target.taps == 1)
        let plain = UIButton.systemButton(with: image, target: nil, action: nil)
        #expect(plain.allTargets.isEmpty)
    }

    @available(*, deprecated)
    @Test func test_S7_dimsBackgroundDuringPresentationIsTheObscuringSwitch() {
        let search = UISearchController(searchResultsController: nil)
        #expect(!search.dimsBackgroundDuringPresentation)
        search.dimsBackgroundDuringPresentation = true
        #expect(search.obscuresBackgroundDuringPresentation)
        search.obscuresBackgroundDuringPresentation = false
        #expect(!search.dimsBackgroundDuringPresentation)
    }

    @Test func test_BL15_aControlOrButtonMadeWithAFrameAndAPrimaryAction() {
        var runs = 0
        let action = UIAction(title: "Go", image: UIImage(systemName: "play")) { _ in runs += 1 }
        let button = UIButton(frame: CGRect(x: 50, y: 200, width: 100, height: 50), primaryAction: action)
        #expect(button.frame == CGRect(x: 50, y: 200, width: 100, height: 50) && button.buttonType == UIButton.ButtonType.custom)
        #expect(button.title(for: .normal) == "Go" && button.image(for: .normal) === action.image)
        button.sendActions(for: .primaryActionTriggered)
        let toggle = UISwitch(frame: .zero, primaryAction: action)
        toggle.sendActions(for: .primaryActionTriggered)
        #expect(runs == 2)
        let style: UITableViewCell.SeparatorStyle = .singleLine
        let table = UITableView()
        table.separatorStyle = style
        #expect(table.separatorStyle == .singleLine)
    }

    @Test func test_DY17_aSubclassedAnimatorKeepsItsOwnPlainDeinit() {
        final class Farewell: UIDynamicAnimator {
            nonisolated(unsafe) static var farewells = 0
            deinit { Farewell.farewells += 1 }
        }
        weak var gone: Farewell?
        do {
            let animator = Farewell(referenceView: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
            gone = animator
        }
        #expect(gone == nil && Farewell.farewells == 1)
    }
}
