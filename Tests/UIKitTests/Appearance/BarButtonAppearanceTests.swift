import Foundation
import Testing
@_spi(Testing) @_spi(Rendering) import UIKit
import UIKitTesting

/// W8, W9, W11: bar button item appearances and the navigation bar's own title attributes.
@MainActor
@Suite(.uikit) struct BarButtonAppearanceTests {
    init() { _ = freshUIKit() }

    /// The title label of an item's button.
    private func titleLabel(of item: UIBarButtonItem) -> UILabel? {
        item._buttonView?.subviews.compactMap { $0 as? UILabel }.first
    }

    /// A navigation controller showing `content`, with `appearance` as every appearance of its bar.
    private func show(_ content: UIViewController, appearance: UINavigationBarAppearance? = nil) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: content)
        if let appearance {
            navigation.navigationBar.standardAppearance = appearance
            navigation.navigationBar.scrollEdgeAppearance = appearance
        }
        showInWindow(navigation)
        navigation.navigationBar.layoutIfNeeded()
        return navigation
    }

    @Test func test_W9_newButtonAppearancesAreEmptyInEveryState() {
        for appearance in [UIBarButtonItemAppearance(), UIBarButtonItemAppearance(style: .done)] {
            for state in [appearance.normal, appearance.highlighted, appearance.disabled, appearance.focused] {
                #expect(state.titleTextAttributes.isEmpty)
                #expect(state.titlePositionAdjustment == .zero)
                #expect(state.backgroundImage == nil)
                #expect(state.backgroundImagePositionAdjustment == .zero)
            }
        }
        let appearance = UIBarButtonItemAppearance(style: .plain)
        appearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.disabled.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 3)
        appearance.configureWithDefault(for: .done)
        #expect(appearance.normal.titleTextAttributes.isEmpty)
        #expect(appearance.disabled.titlePositionAdjustment == .zero)
        let bar = UINavigationBarAppearance()
        #expect(bar.buttonAppearance.normal.titleTextAttributes.isEmpty && bar.doneButtonAppearance.normal.titleTextAttributes.isEmpty)
        #expect(bar.backButtonAppearance.normal.titleTextAttributes.isEmpty)
        #expect(bar.backIndicatorImage == nil && bar.backIndicatorTransitionMaskImage == nil)
        let toolbar = UIToolbarAppearance()
        #expect(toolbar.buttonAppearance.normal.titleTextAttributes.isEmpty && toolbar.doneButtonAppearance.normal.titleTextAttributes.isEmpty)
    }

    @Test func test_W9_withoutAppearanceValuesButtonsShowTheSystemLook() {
        let content = UIViewController()
        let plain = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        content.navigationItem.leftBarButtonItem = plain
        content.navigationItem.rightBarButtonItem = done
        _ = show(content)
        #expect(titleLabel(of: plain)?.font == .systemFont(ofSize: 17))
        #expect(titleLabel(of: done)?.font == .boldSystemFont(ofSize: 17))
        #expect(titleLabel(of: plain)?.textColor == .systemBlue)
    }

    @Test func test_W9_plainDoneAndBackButtonsTakeTheirOwnAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 15)]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        let first = UIViewController(), second = UIViewController()
        first.title = "Inbox"
        let plain = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        second.navigationItem.rightBarButtonItems = [done, plain]
        let navigation = show(first, appearance: appearance)
        navigation.pushViewController(second, animated: false)
        drainMainRunLoop()
        navigation.navigationBar.layoutIfNeeded()
        #expect(titleLabel(of: plain)?.textColor == .systemRed)
        #expect(titleLabel(of: plain)?.font == .systemFont(ofSize: 15))
        #expect(titleLabel(of: done)?.textColor == .systemGreen)
        #expect(titleLabel(of: done)?.font == .boldSystemFont(ofSize: 17))  // no font: the done style's
        let back = navigation.navigationBar._backButtonView?.subviews.compactMap { $0 as? UILabel }.first
        #expect(back?.text == "Inbox")
        #expect(back?.textColor == .systemOrange)
    }

    @Test func test_W9_aDisabledItemShowsTheDisabledStateAndOtherwiseAGreyTitle() {
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.systemRed]
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
        item.isEnabled = false
        let image = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil)
        content.navigationItem.rightBarButtonItems = [item, image]
        let navigation = show(content, appearance: appearance)
        #expect(titleLabel(of: item)?.textColor == .tertiaryLabel)  // not normal's red
        #expect(titleLabel(of: item)?.font == .systemFont(ofSize: 16))  // normal's font, key by key
        let imageView = image._buttonView?.subviews.compactMap { $0 as? UIImageView }.first
        #expect(imageView?.tintColor == .systemBlue)  // an image item keeps the tint
        appearance.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGray2]
        navigation.navigationBar.setNeedsLayout()
        navigation.navigationBar.layoutIfNeeded()
        #expect(titleLabel(of: item)?.textColor == .systemGray2)
        item.isEnabled = true
        navigation.navigationBar.layoutIfNeeded()
        #expect(titleLabel(of: item)?.textColor == .systemRed)
    }

    @Test func test_W9_aTouchedButtonShowsTheHighlightedStateUntilTheFingerLifts() {
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.highlighted.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        content.navigationItem.rightBarButtonItem = item
        let navigation = show(content, appearance: appearance)
        let button = try! #require(item._buttonView)
        let window = try! #require(navigation.view.window)
        let finger = SimulatedTouch(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window), in: window)
        #expect(titleLabel(of: item)?.textColor == .systemPink)
        finger.lift()
        #expect(titleLabel(of: item)?.textColor == .systemBlue)
    }

    @Test func test_W9_offsetsMoveTheTitleAndTheBackgroundImageSitsBehindIt() {
        let image = UIImage(systemName: "circle.fill")!
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 2)
        appearance.buttonAppearance.normal.backgroundImage = image
        appearance.buttonAppearance.normal.backgroundImagePositionAdjustment = UIOffset(horizontal: 0, vertical: 1)
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 1, vertical: 0), for: .default)
        content.navigationItem.rightBarButtonItem = item
        _ = show(content, appearance: appearance)
        let button = try! #require(item._buttonView)
        button.layoutIfNeeded()
        let label = try! #require(titleLabel(of: item))
        let size = label.intrinsicContentSize
        #expect(label.frame.minX == (button.bounds.width - size.width) / 2 + 4)
        #expect(label.frame.minY == (button.bounds.height - size.height) / 2 + 2)
        let background = button.subviews.first as? UIImageView
        #expect(background?.image === image)
        #expect(background?.frame == button.bounds.offsetBy(dx: 0, dy: 1))
    }

    @Test func test_W9_anItemsOwnBackgroundImageFallsBackToNormalAndDefaultMetrics() {
        let image = UIImage(systemName: "square")!
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.setBackgroundImage(image, for: .normal, barMetrics: .default)
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) === image)
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .compact) == nil)
        content.navigationItem.rightBarButtonItem = item
        _ = show(content)
        #expect((item._buttonView?.subviews.first as? UIImageView)?.image === image)
    }

    @Test func test_W9_toolbarsUseTheirButtonAndDoneButtonAppearances() {
        let appearance = UIToolbarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemTeal]
        let content = UIViewController()
        let plain = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(title: "Finish", style: .done, target: nil, action: nil)
        content.toolbarItems = [plain, .flexibleSpace(), done]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        navigation.toolbar.standardAppearance = appearance
        navigation.toolbar.scrollEdgeAppearance = appearance
        showInWindow(navigation)
        navigation.toolbar.layoutIfNeeded()
        #expect(titleLabel(of: plain)?.textColor == .systemIndigo)
        #expect(titleLabel(of: done)?.textColor == .systemTeal)
    }

    @Test func test_W8_anItemsOwnTitleAttributesWinKeyByKeyOverTheAppearances() {
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 14)]
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemTeal], for: .normal)
        content.navigationItem.rightBarButtonItem = item
        _ = show(content, appearance: appearance)
        #expect(titleLabel(of: item)?.textColor == .systemTeal)
        #expect(titleLabel(of: item)?.font == .systemFont(ofSize: 14))
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
    }

    @Test func test_W11_theBarsOwnTitleAttributesApplyUnderTheAppearances() {
        let content = UIViewController()
        content.title = "Inbox"
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 19)]
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.scrollEdgeAppearance = appearance
        showInWindow(navigation)
        navigation.navigationBar.layoutIfNeeded()
        let title = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" }
        #expect(title?.textColor == .white)
        #expect(title?.font == .systemFont(ofSize: 19))
    }

    @Test func test_W11_theBackIndicatorNeedsBothImages() {
        let chevron = UIImage(systemName: "arrow.left")!, mask = UIImage(systemName: "square")!
        let appearance = UINavigationBarAppearance()
        appearance.setBackIndicatorImage(chevron, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage == nil && appearance.backIndicatorTransitionMaskImage == nil)
        appearance.setBackIndicatorImage(chevron, transitionMaskImage: mask)
        #expect(appearance.backIndicatorImage === chevron && appearance.backIndicatorTransitionMaskImage === mask)
        let bar = UINavigationBar()
        bar.backIndicatorImage = chevron
        #expect(bar._backIndicatorImage == nil)  // without the mask: the system chevron
        bar.backIndicatorTransitionMaskImage = mask
        #expect(bar._backIndicatorImage === chevron)
        let other = UIImage(systemName: "chevron.backward.circle")!
        bar.standardAppearance.setBackIndicatorImage(other, transitionMaskImage: mask)
        #expect(bar._backIndicatorImage === other)
    }

    @Test func test_W11_navigationBarProxiesStyleTheBarsOfNavigationControllers() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().tintColor = .white
        let navigation = UINavigationController(rootViewController: UIViewController())
        showInWindow(navigation)
        #expect(navigation.navigationBar.standardAppearance === appearance)
        #expect(navigation.navigationBar._currentAppearance.backgroundColor == .systemIndigo)
        #expect(navigation.navigationBar.tintColor == .white)
    }
}

extension BarButtonAppearanceTests {
    @Test func test_W7_barButtonItemProxiesStyleTheBackButtonToo() {
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.clear], for: .normal)
        let first = UIViewController(), second = UIViewController()
        first.title = "Inbox"
        let navigation = UINavigationController(rootViewController: first)
        showInWindow(navigation)
        navigation.pushViewController(second, animated: false)
        drainMainRunLoop()
        navigation.navigationBar.layoutIfNeeded()
        let back = navigation.navigationBar._backButtonView?.subviews.compactMap { $0 as? UILabel }.first
        #expect(back?.text == "Inbox")
        #expect(back?.textColor == .clear)
    }
}
