import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Storyboards at run time: instantiation (I1, L6), loading and connections (I2), segues
/// (I3), unwinding (I4) and references (I5), on the fixtures in `Fixtures/`.
@MainActor
@Suite(.uikit) struct StoryboardTests {
    init() {
        _ = freshUIKit()
        _ = IBLog.take()
    }

    @Test func test_I1_initialAndIdentifiedControllersAreNewInstancesEachTime() throws {
        let storyboard = mainStoryboard()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let root = try #require(navigation.viewControllers.first as? IBListViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(root.storyboard === storyboard && navigation.storyboard === storyboard)
        let first = storyboard.instantiateViewController(withIdentifier: "List")
        let second = storyboard.instantiateViewController(withIdentifier: "List")
        #expect(first !== second && first !== root)
        #expect(first is IBListViewController && first.title == "List")
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers?.map(\.title) == ["First", "Second"])  // relationship order
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["One", "Two"])
    }

    @Test func test_I1_creatorMakesTheControllerThroughItsCoder() {
        let storyboard = mainStoryboard()
        var made: IBListViewController?
        let controller: IBListViewController = storyboard.instantiateViewController(identifier: "List") { coder in
            made = IBListViewController(coder: coder)
            made?.allowsSegues = false
            return made
        }
        #expect(controller === made && controller.allowsSegues == false)
        #expect(IBLog.take() == ["List.init(coder:) title=List storyboard=true", "List.awakeFromNib viewLoaded=false"])
    }

    @Test func test_I1_unknownIdentifierRaisesNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIStoryboard(name: "Main", bundle: .module).instantiateViewController(withIdentifier: "Nope") }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Storyboard (<UIStoryboard: 0x"))
        #expect(stderr.contains(") doesn't contain a view controller with identifier 'Nope'"))
    }

    @Test func test_L6_storyboardControllersGoThroughInitCoderAndAwakeFromNibNotInitNibName() {
        let controller = mainStoryboard().instantiateViewController(withIdentifier: "List")
        #expect(IBLog.take() == ["List.init(coder:) title=List storyboard=true", "List.awakeFromNib viewLoaded=false"])
        #expect(controller.nibName == nil && !controller.isViewLoaded)
        #expect(controller.navigationItem.title == "Items")  // the scene's item, not the title
        #expect(controller.navigationItem.rightBarButtonItem?.systemItem == .add)
    }

    @Test func test_L6_unknownClassFallsBackToUIKitsWithUIKitsWarning() {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let controller = mainStoryboard().instantiateViewController(withIdentifier: "Missing")
        #expect(type(of: controller) == UIViewController.self)
        #expect(capture.messages == ["Unknown class NoSuchController in Interface Builder file."])
        _ = controller.view  // its outlets went with the missing class: skipped, no exception
        #expect(controller.view.subviews.first is UILabel)
    }

    @Test func test_I2_viewLoadsFromTheSceneOnlyWhenNeededWithOutletsAndAwakeBeforeViewDidLoad() throws {
        let controller = try #require(mainStoryboard().instantiateViewController(withIdentifier: "List") as? IBListViewController)
        _ = IBLog.take()
        #expect(!controller.isViewLoaded)
        let view = controller.view!
        #expect(IBLog.take() == [
            "Label.init(coder:) text=Hello superview=false",
            "Label.awakeFromNib superview=true siblings=3",  // every object exists before any awakes
            "List.viewDidLoad titleLabel=Hello buttons=2",
        ])
        #expect(view.subviews.count == 3 && controller.titleLabel === view.subviews[0])
        #expect(controller.buttons.map { $0.currentTitle } == ["Next", "Other"])
        #expect(controller.titleLabel.font == .boldSystemFont(ofSize: 20))
        #expect(controller.titleLabel.textAlignment == .center)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(view.backgroundColor == .systemBackground)
        // Seven constraints from the file; the placeholder one is dropped.
        #expect(view.constraints.count == 7)
        #expect(!controller.titleLabel.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func test_I2_constraintsFromTheFileLayOutTheScene() throws {
        let navigation = try #require(mainStoryboard().instantiateInitialViewController() as? UINavigationController)
        let window = showInWindow(navigation)
        defer { window.isHidden = true }
        let list = try #require(navigation.topViewController as? IBListViewController)
        list.view.layoutIfNeeded()
        let safeTop = list.view.safeAreaInsets.top
        #expect(list.titleLabel.frame.origin == CGPoint(x: 20, y: safeTop + 17))
        #expect(list.titleLabel.frame.width == list.view.bounds.width - 40)
        #expect(list.buttons[0].frame.minY == list.titleLabel.frame.maxY + 19)
        #expect(list.buttons[1].frame.minY == list.buttons[0].frame.maxY + 5)
    }

    @Test func test_I2_actionsConnectToTheirTargetsForTheirEvents() throws {
        let controller = try #require(mainStoryboard().instantiateViewController(withIdentifier: "List") as? IBListViewController)
        controller.allowsSegues = false
        controller.loadViewIfNeeded()
        _ = IBLog.take()
        controller.buttons[0].sendActions(for: .touchUpInside)
        #expect(IBLog.take() == ["List.buttonTapped", "List.shouldPerformSegue showDetail"])
        controller.buttons[0].sendActions(for: .touchDown)
        #expect(IBLog.take().isEmpty)
    }

    @Test func test_I2_aLoadedSceneControllerIsReleasedWithItsView() {
        // The file's actions target the controller from its own buttons: the control must hold
        // its target weakly (as UIKit does), or controller, view and button keep each other alive.
        weak var released: UIViewController?
        do {
            let controller = mainStoryboard().instantiateViewController(withIdentifier: "List")
            controller.loadViewIfNeeded()
            released = controller
        }
        #expect(released == nil)
    }
}
