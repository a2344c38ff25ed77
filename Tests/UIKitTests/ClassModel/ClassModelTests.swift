import Foundation
import Testing
import UIKit
import UIKitTesting

// App-style subclasses, written as iOS code writes them.

/// A view that names itself.
final class BadgeView: UIView {
    nonisolated override var description: String { "<BadgeView badge>" }
}

/// A controller that names itself.
final class FeedController: UIViewController {
    nonisolated override var description: String { "<Screen: Feed>" }
}

/// A view equal to another of its kind with the same tag.
final class TaggedView: UIView {
    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TaggedView else { return false }
        return MainActor.assumeIsolated { other.tag == tag }
    }
    nonisolated override var hash: Int { MainActor.assumeIsolated { tag } }
}

/// Layout attributes with a property of their own, compared as UIKit asks subclasses to.
final class BadgeAttributes: UICollectionViewLayoutAttributes {
    var badge = 0
    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? BadgeAttributes else { return false }
        return MainActor.assumeIsolated { other.badge == badge }
    }
}

/// A controller that names its nib by overriding `nibName` (J3).
final class NamedNibController: UIViewController {
    override var nibName: String? { "ClassModelNib" }
    override var nibBundle: Bundle? { .module }
}

/// A controller with its own `init()`, as apps write it.
final class ScreenController: UIViewController {
    let screenName: String
    init() {
        screenName = "Home"
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }
}

/// A view that notes the frame it was made with and every frame it is given.
final class FramedView: UIView {
    private(set) var initialFrame: CGRect?
    var frames: [CGRect] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        initialFrame = frame
    }
    required init?(coder: NSCoder) { fatalError("unused") }
    override var frame: CGRect { didSet { frames.append(frame) } }
}

/// J1–J3, J9, J10: UIKit's classes are `NSObject`s that apps subclass as on iOS.
@MainActor
@Suite(.uikit)
struct ClassModelTests {
    @Test func test_J1_traitCollectionsAndColoursAreEqualByValue() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), alsoDark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark !== alsoDark)
        #expect(dark.isEqual(alsoDark) && dark == alsoDark && dark.hash == alsoDark.hash)
        #expect(Set([dark, alsoDark]).count == 1)
        #expect(!dark.isEqual(UITraitCollection(userInterfaceStyle: .light)) && !dark.isEqual("dark"))
        #expect(UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 3)]) == UITraitCollection { $0.userInterfaceStyle = .dark; $0.displayScale = 3 })

        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.isEqual(UIColor.red) && red == .red && red.hash == UIColor.red.hash)
        #expect(Set([red, .red, UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)]).count == 2)
        let provided = UIColor { _ in .red }
        #expect(provided == provided && provided != UIColor { _ in .red } && provided != red)
        #expect(UIColor.systemBlue == UIColor.systemBlue && UIColor.systemBlue != UIColor.systemRed)
        #expect(UIColor.systemBlue.withAlphaComponent(0.5) == UIColor.systemBlue.withAlphaComponent(0.5))
    }

    @Test func test_J1_viewsAndControllersEqualOnlyThemselves() {
        let first = UIView(), second = UIView()
        #expect(first == first && first != second && !first.isEqual(second) && !first.isEqual(nil))
        #expect(Set([first, second, first]).count == 2)
        let controller = UIViewController()
        #expect(controller.isEqual(controller) && controller != UIViewController())
    }

    @Test func test_J1_anAppsIsEqualAndHashDecideEqualityAndSets() {
        let one = TaggedView(), other = TaggedView(), third = TaggedView()
        one.tag = 7; other.tag = 7; third.tag = 8
        #expect(one == other && one != third)
        #expect(Set([one, other, third]).count == 2)
        #expect([one, third].firstIndex(of: other) == 0)

        let path = IndexPath(item: 1, section: 0)
        let a = BadgeAttributes(forCellWith: path), b = BadgeAttributes(forCellWith: path)
        a.frame = CGRect(x: 0, y: 0, width: 50, height: 50); b.frame = a.frame
        #expect(a == b)
        b.badge = 3
        #expect(a != b)
        let plain = UICollectionViewLayoutAttributes(forCellWith: path)
        plain.frame = a.frame
        #expect(plain != a)
        let samePlain = UICollectionViewLayoutAttributes(forCellWith: path)
        samePlain.frame = a.frame
        #expect(plain == samePlain)
        samePlain.zIndex = 1
        #expect(plain != samePlain)
    }

    @Test func test_J2_anOverriddenDescriptionIsWhatEveryPrinterPrints() {
        let badge = BadgeView(), parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(badge)
        let feed = FeedController()
        #expect("\(badge)" == "<BadgeView badge>")
        #expect(String(describing: feed) == "<Screen: Feed>")
        #expect(String(format: "%@ in %@", badge, feed) == "<BadgeView badge> in <Screen: Feed>")
        #expect(parent.recursiveDescription() == "\(parent.description)\n   | <BadgeView badge>")
        #expect(parent.description == "<UIView: \(parent.addressString); frame = (0 0; 10 10)>")
    }

    @Test func test_J2_formatPrintsUIKitsObjectsByTheirDescription() {
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(String(format: "%@", traits) == traits.description)
        #expect(traits.description.hasPrefix("<UITraitCollection: 0x"))
        #expect(String(format: "[%@] %d", UIColor(red: 1, green: 0, blue: 0, alpha: 1), 2) == "[UIExtendedSRGBColorSpace 1 0 0 1] 2")
        let view = UIView()
        #expect(String(format: "%@", view) == "<UIView: \(view.addressString); frame = (0 0; 0 0)>")
        #expect(NSString(format: "%@", UIViewController()).hasPrefix("<UIViewController: 0x"))
    }

    @Test func test_J3_aControllerOverridingNibNameLoadsItsViewFromThatNib() {
        let controller = NamedNibController()
        #expect(controller.nibName == "ClassModelNib" && controller.nibBundle == .module)
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        #expect(controller.view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Named by nibName"])
        #expect(controller.view.frame.size == CGSize(width: 320, height: 480))
        #expect(UIViewController().nibName == nil && UIViewController(nibName: "Other", bundle: nil).nibName == "Other")
    }

    @Test func test_J9_initialisersAreUIKits() {
        let view = FramedView()
        #expect(view.initialFrame == .zero)
        #expect(FramedView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).initialFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        let screen = ScreenController()
        #expect(screen.screenName == "Home" && screen.nibName == nil && screen.nibBundle == nil && !screen.isViewLoaded)
        let touch = UITouch()
        #expect(touch.window == nil && touch.view == nil && touch.phase == .began && touch.tapCount == 0)
        #expect(touch.location(in: nil) == .zero && touch.timestamp == 0)
        let event = UIEvent()
        #expect(event.type == .touches && event.timestamp == 0 && event.allTouches == nil)
    }

    @Test func test_J10_autoresizingSetsFramesThroughTheOverridableFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = FramedView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        child.frames = []
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(child.frames == [CGRect(x: 10, y: 10, width: 180, height: 20)])
    }
}
