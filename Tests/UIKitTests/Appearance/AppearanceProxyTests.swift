import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// A view that notes its colours when it hears it moved to a window.
@MainActor
private final class WindowWatchingSwitch: UISwitch {
    var onTintAtDidMoveToWindow: UIColor??
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { onTintAtDidMoveToWindow = onTintColor }
    }
}

/// Containers for the W3 tests.
@MainActor private final class OuterView: UIView {}
@MainActor private final class InnerView: UIView {}
@MainActor private final class CardController: UIViewController {}
@MainActor private final class FancyLabel: UILabel {}

/// W1–W7: appearance proxies, recorded and applied as views and bar items enter a window.
@MainActor
@Suite(.uikit) struct AppearanceProxyTests {
    init() { _ = freshUIKit() }

    /// A controller shown in a window, whose view the tests add to.
    private func shownRoot() -> UIViewController {
        let root = UIViewController()
        showInWindow(root)
        return root
    }

    @Test func test_W1_aProxyValueIsAppliedAsTheViewEntersAWindowBeforeDidMoveToWindow() {
        UISwitch.appearance().onTintColor = .systemPurple
        let toggle = WindowWatchingSwitch()
        #expect(toggle.onTintColor == nil)  // not before it enters a window
        let holder = UIView()
        holder.addSubview(toggle)
        #expect(toggle.onTintColor == nil)  // a superview without a window is not enough
        shownRoot().view.addSubview(holder)
        #expect(toggle.onTintColor == .systemPurple)
        #expect(toggle.onTintAtDidMoveToWindow == .some(.systemPurple))
    }

    @Test func test_W1_theProxyIsTypedAsTheClassAndReadsBackWhatWasSetOnIt() {
        let proxy = UINavigationBar.appearance()
        proxy.barTintColor = .systemRed
        proxy.titleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(UINavigationBar.appearance() === proxy)
        #expect(UINavigationBar.appearance().barTintColor == .systemRed)
        #expect(UINavigationBar.appearance().titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self]) !== proxy)
        #expect(UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self]).barTintColor == nil)
    }

    @Test func test_W1_aProxyChangedLaterDoesNotChangeAViewInAWindowUntilItEntersAgain() {
        UILabel.appearance().textColor = .systemRed
        let root = shownRoot()
        let label = UILabel()
        root.view.addSubview(label)
        #expect(label.textColor == .systemRed)
        UILabel.appearance().textColor = .systemGreen
        drainMainRunLoop()
        #expect(label.textColor == .systemRed)
        label.removeFromSuperview()
        #expect(label.textColor == .systemRed)
        root.view.addSubview(label)
        #expect(label.textColor == .systemGreen)
    }

    @Test func test_W1_aWindowIsStyledAsItIsShownAndItsTintReachesItsViews() {
        UIWindow.appearance().tintColor = .systemPink
        let root = UIViewController()
        let window = showInWindow(root)
        #expect(window.tintColor == .systemPink)
        #expect(root.view.tintColor == .systemPink)
    }

    @Test func test_W1_aMethodProxyAppliesEachRecordedStateAndTheLastSetOfAStateWins() {
        let proxy = UIButton.appearance()
        proxy.setTitleColor(.systemRed, for: .normal)
        proxy.setTitleColor(.systemGreen, for: .highlighted)
        proxy.setTitleColor(.systemBlue, for: .normal)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        shownRoot().view.addSubview(button)
        #expect(button.titleColor(for: .normal) == .systemBlue)
        #expect(button.titleColor(for: .highlighted) == .systemGreen)
        #expect(button.titleLabel?.textColor == .systemBlue)
    }

    @Test func test_W2_aValueSetOnTheInstanceBeforeItEntersAWindowWins() {
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance().font = .systemFont(ofSize: 30)
        let label = UILabel()
        label.textColor = .systemBlue
        shownRoot().view.addSubview(label)
        #expect(label.textColor == .systemBlue)
        #expect(label.font == .systemFont(ofSize: 30))  // the proxy's other properties still apply
    }

    @Test func test_W2_aValueSetAfterTheViewEnteredIsKeptWhenItEntersAgain() {
        UILabel.appearance().textColor = .systemRed
        let root = shownRoot()
        let label = UILabel()
        root.view.addSubview(label)
        #expect(label.textColor == .systemRed)
        label.textColor = .systemBlue
        label.removeFromSuperview()
        root.view.addSubview(label)
        #expect(label.textColor == .systemBlue)
    }

    @Test func test_W2_aStateSetOnTheInstanceKeepsItsValueAndOtherStatesTakeTheProxys() {
        UIButton.appearance().setTitleColor(.systemRed, for: .normal)
        UIButton.appearance().setTitleColor(.systemGreen, for: .highlighted)
        let button = UIButton(type: .system)
        button.setTitleColor(.systemBlue, for: .normal)
        shownRoot().view.addSubview(button)
        #expect(button.titleColor(for: .normal) == .systemBlue)
        #expect(button.titleColor(for: .highlighted) == .systemGreen)
    }

    @Test func test_W3_aContainmentProxyBeatsThePlainOneWhateverTheOrder() {
        UILabel.appearance(whenContainedInInstancesOf: [OuterView.self]).textColor = .systemRed
        UILabel.appearance().textColor = .systemGreen
        let root = shownRoot()
        let outer = OuterView(), inside = UILabel(), outside = UILabel()
        outer.addSubview(inside)
        root.view.addSubview(outer)
        root.view.addSubview(outside)
        #expect(inside.textColor == .systemRed)
        #expect(outside.textColor == .systemGreen)
    }

    @Test func test_W3_theOutermostContainerWinsThenTheLongerChain() {
        // The controller is outside both views: its proxy wins over the inner view's.
        UILabel.appearance(whenContainedInInstancesOf: [CardController.self]).textColor = .systemPurple
        UILabel.appearance(whenContainedInInstancesOf: [InnerView.self]).textColor = .systemBlue
        UILabel.appearance(whenContainedInInstancesOf: [OuterView.self, CardController.self]).textColor = .systemRed
        let card = CardController()
        showInWindow(card)
        let inInner = UILabel(), inBoth = UILabel(), inOuter = UILabel(), alone = UILabel()
        let inner = InnerView(), outer = OuterView(), innerInOuter = InnerView()
        inner.addSubview(inInner)
        innerInOuter.addSubview(inBoth)
        outer.addSubview(innerInOuter)
        outer.addSubview(inOuter)
        card.view.addSubview(inner)
        card.view.addSubview(outer)
        card.view.addSubview(alone)
        #expect(inInner.textColor == .systemPurple)  // [CardController] is outermost
        #expect(alone.textColor == .systemPurple)
        #expect(inOuter.textColor == .systemRed)  // same outermost, longer chain
        #expect(inBoth.textColor == .systemRed)
    }

    @Test func test_W3_containersAreReadInnermostFirstAndMatchSubclasses() {
        UILabel.appearance(whenContainedInInstancesOf: [UIView.self, OuterView.self]).textColor = .systemRed
        let root = shownRoot()
        let outer = OuterView(), plain = UIView(), label = UILabel(), labelInOuter = UILabel()
        plain.addSubview(label)
        outer.addSubview(plain)
        outer.addSubview(labelInOuter)
        root.view.addSubview(outer)
        #expect(label.textColor == .systemRed)
        // Directly in OuterView, no UIView inside it holds the label: no match.
        #expect(labelInOuter.textColor == .label)
        // Reversed (OuterView inside a plain view): no match either.
        let wrongWay = UILabel()
        let wrapper = UIView(), innerOuter = OuterView()
        innerOuter.addSubview(wrongWay)
        wrapper.addSubview(innerOuter)
        let rootless = UIViewController()
        rootless.view.addSubview(wrapper)
        UIWindow().addSubview(rootless.view)  // a window without a controller around the wrapper
        #expect(wrongWay.textColor == .label)
    }

    @Test func test_W3_aTableHeaderLabelTakesItsContainedProxyOverUIKitsStyle() {
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewHeaderFooterView.self]).textColor = .systemOrange
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Section"
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 40)
        shownRoot().view.addSubview(header)
        header.layoutIfNeeded()
        #expect(header.textLabel?.textColor == .systemOrange)
        #expect(header.textLabel?.font == .systemFont(ofSize: 17, weight: .semibold))  // UIKit's style for the rest
    }

    @Test func test_W4_aSubclassProxyWinsOverItsSuperclassProxy() {
        FancyLabel.appearance().textColor = .systemRed
        UILabel.appearance().textColor = .systemGreen
        UIView.appearance().backgroundColor = .systemYellow
        let root = shownRoot()
        let fancy = FancyLabel(), plain = UILabel()
        root.view.addSubview(fancy)
        root.view.addSubview(plain)
        #expect(fancy.textColor == .systemRed)
        #expect(plain.textColor == .systemGreen)
        #expect(fancy.backgroundColor == .systemYellow)
    }

    @Test func test_W4_eachPropertyIsSetOnceWithItsWinningValue() {
        final class CountingLabel: UILabel {
            var colours: [UIColor?] = []
            override var textColor: UIColor! { didSet { colours.append(textColor) } }
        }
        UILabel.appearance().textColor = .systemGreen
        UILabel.appearance(whenContainedInInstancesOf: [OuterView.self]).textColor = .systemRed
        let label = CountingLabel()
        label.colours = []
        let outer = OuterView()
        outer.addSubview(label)
        shownRoot().view.addSubview(outer)
        #expect(label.colours == [.systemRed])
    }

    @Test func test_W5_aTraitProxyAppliesOnlyWhereTheTraitsMatch() {
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
        UILabel.appearance().textColor = .black
        let root = shownRoot()
        let light = UILabel(), dark = UILabel(), darkHolder = UIView()
        darkHolder.overrideUserInterfaceStyle = .dark
        darkHolder.addSubview(dark)
        root.view.addSubview(light)
        root.view.addSubview(darkHolder)
        #expect(light.textColor == .black)
        #expect(dark.textColor == .white)
    }

    @Test func test_W5_aTraitProxyFollowsTheTraitsOfAViewInAWindow() {
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
        UILabel.appearance().textColor = .black
        let root = UIViewController()
        let window = showInWindow(root)
        let label = UILabel()
        root.view.addSubview(label)
        #expect(label.textColor == .black)
        window.overrideUserInterfaceStyle = .dark
        #expect(label.textColor == .white)
        window.overrideUserInterfaceStyle = .light
        #expect(label.textColor == .black)
        // Without a trait proxy a trait change re-applies nothing: a plain proxy changed
        // later stays out.
        UILabel.appearance().textColor = .systemGray
        window.overrideUserInterfaceStyle = .dark
        #expect(label.textColor == .white)
    }

    @Test func test_W6_aNibsValueGivesWayToAProxyButCodeAfterLoadingWins() throws {
        UILabel.appearance().textColor = .systemGreen
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <label text="From the file" id="a">
                                <color key="textColor" systemColor="systemRedColor"/>
                            </label>
                            <label text="Set in code" id="b">
                                <color key="textColor" systemColor="systemRedColor"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let view = try #require(UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.textColor) == [.systemRed, .systemRed])
        labels[1].textColor = .systemBlue
        shownRoot().view.addSubview(view)
        #expect(labels[0].textColor == .systemGreen)
        #expect(labels[1].textColor == .systemBlue)
    }

    @Test func test_W7_barButtonItemsAreStyledByTheirBarsContainers() {
        UIBarButtonItem.appearance().tintColor = .systemGreen
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemRed
        let content = UIViewController()
        let inBar = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let inToolbar = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let own = UIBarButtonItem(title: "Mine", style: .plain, target: nil, action: nil)
        own.tintColor = .systemBlue
        content.navigationItem.rightBarButtonItems = [inBar, own]
        content.toolbarItems = [inToolbar]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        #expect(inBar.tintColor == nil)  // not before the bar is in a window
        showInWindow(navigation)
        #expect(inBar.tintColor == .systemGreen)
        #expect(inToolbar.tintColor == .systemRed)
        #expect(own.tintColor == .systemBlue)
        // The button shows the item's tint.
        navigation.navigationBar.layoutIfNeeded()
        #expect(inBar._buttonView?.tintColor == .systemGreen)
    }

    @Test func test_W7_anItemAddedToABarInAWindowIsStyledAsItsButtonEnters() {
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        showInWindow(navigation)
        let later = UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)
        content.navigationItem.rightBarButtonItem = later
        drainMainRunLoop()
        #expect(later.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemOrange)
    }

    @Test func test_W7_tabBarItemsTakeTabBarItemProxies() {
        UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12, weight: .bold)], for: .normal)
        UITabBarItem.appearance().badgeColor = .systemTeal
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        showInWindow(tabs)
        #expect(second.tabBarItem.titleTextAttributes(for: .normal)?[.font] as? UIFont == .systemFont(ofSize: 12, weight: .bold))
        #expect(second.tabBarItem.badgeColor == .systemTeal)
    }

    @Test func test_W7_aSearchBarsCancelButtonTakesTheBarButtonItemProxyContainedInSearchBars() {
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .systemRed
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])
            .setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 15)], for: .normal)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.showsCancelButton = true
        shownRoot().view.addSubview(bar)
        let cancel = bar._cancelButtonView as? UIButton
        #expect(cancel?.tintColor == .systemRed)
        #expect(cancel?.titleLabel?.font == .boldSystemFont(ofSize: 15))
        #expect(cancel?.currentTitleColor == .systemRed)
    }
}

extension AppearanceProxyTests {
    @Test func test_W1_aWindowProxyIsNotOneOfTheAppsWindowsAndANilTintIsRecordedAsNil() {
        let proxy = UIWindow.appearance()
        #expect(!UIApplication.shared.windows.contains { $0 === proxy })
        UIView.appearance().tintColor = .systemRed
        UIView.appearance().tintColor = nil  // recorded as nil, not as the inherited blue
        let root = shownRoot()
        let view = UIView()
        let holder = UIView()
        holder.tintColor = .systemGreen
        holder.addSubview(view)
        root.view.addSubview(holder)
        #expect(holder.tintColor == .systemGreen)  // set on the instance
        #expect(view.tintColor == .systemGreen)  // the proxy's nil: inherited
    }
}

/// A label that notes its colour when told its traits changed.
@MainActor
private final class TraitWatchingLabel: UILabel {
    var colourAtTraitChange: UIColor?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        colourAtTraitChange = textColor
    }
}

extension AppearanceProxyTests {
    @Test func test_W5_aTraitProxyIsAppliedBeforeTheViewHearsOfTheChange() {
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
        let root = UIViewController()
        let window = showInWindow(root)
        let label = TraitWatchingLabel()
        root.view.addSubview(label)
        window.overrideUserInterfaceStyle = .dark
        #expect(label.colourAtTraitChange == .white)
    }

    @Test func test_W3_aPresentedControllersPresentationControllerIsAContainer() {
        UILabel.appearance(whenContainedInInstancesOf: [UISheetPresentationController.self]).textColor = .systemRed
        let root = shownRoot()
        let presented = UIViewController()
        let inSheet = UILabel(), onRoot = UILabel()
        presented.view.addSubview(inSheet)
        root.view.addSubview(onRoot)
        root.present(presented, animated: false)
        drainMainRunLoop()
        #expect(inSheet.textColor == .systemRed)
        #expect(onRoot.textColor == .label)
    }
}
