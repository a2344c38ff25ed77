import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that shows an empty state while it has no items, logging the callbacks
/// around it.
@MainActor
private final class EmptyStateController: UIViewController {
    let trace: Trace
    var items: [String] = []
    var addsStateText: String?
    init(_ trace: Trace) {
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }

    override func viewDidLoad() { super.viewDidLoad(); trace.add("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); trace.add("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); trace.add("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); trace.add("viewDidAppear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); trace.add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); trace.add("viewDidLayoutSubviews") }

    override var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = super.contentUnavailableConfigurationState
        if let addsStateText { state[UIConfigurationStateCustomKey("com.example.filter")] = addsStateText }
        return state
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        let filter = state[UIConfigurationStateCustomKey("com.example.filter")].map { " filter=\($0)" } ?? ""
        trace.add("update(\(state.traitCollection.userInterfaceStyle), window=\(view.window != nil)\(filter))")
        if items.isEmpty {
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.text = "No Items"
            contentUnavailableConfiguration = configuration
        } else {
            contentUnavailableConfiguration = nil
        }
    }
}

@MainActor
private func contentView(of controller: UIViewController) -> UIContentUnavailableView? {
    controller.view.subviews.last as? UIContentUnavailableView
}

/// The parts of a content-unavailable view, top to bottom, as type names and texts.
@MainActor
private func parts(of view: UIView) -> [String] {
    view.subviews.map { part in
        switch part {
        case let label as UILabel: "label \(label.text ?? "")"
        case let button as UIButton: "button \(button.configuration?.title ?? "")"
        case let image as UIImageView: "image \(image.image?.name ?? "")"
        case let indicator as UIActivityIndicatorView: "indicator animating=\(indicator.isAnimating)"
        default: "\(type(of: part))"
        }
    }
}

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

/// V1–V6: iOS 17 content-unavailable configurations.
@MainActor
@Suite(.uikit) struct ContentUnavailableTests {
    init() { _ = freshUIKit() }

    @Test func test_V1_theFactoriesHaveUIKitsDefaults() {
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.image == UIImage(systemName: "magnifyingglass") && search.image?.isSymbolImage == true)
        #expect(search.text == "No Results" && search.secondaryText == "Check the spelling or try a new search.")
        #expect(search.textProperties.font == .boldSystemFont(ofSize: 22) && search.textProperties.color == .label)
        #expect(search.secondaryTextProperties.font == .systemFont(ofSize: 15) && search.secondaryTextProperties.color == .secondaryLabel)
        #expect(search.textProperties.numberOfLines == 0 && search.secondaryTextProperties.numberOfLines == 0)
        #expect(search.imageProperties.tintColor == .secondaryLabel && search.imageProperties.cornerRadius == 0
                && search.imageProperties.maximumSize == .zero)
        #expect(search.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 16, leading: 32, bottom: 16, trailing: 32))
        #expect(search.axesPreservingSuperviewLayoutMargins == .horizontal && search.alignment == .center)
        #expect([search.imageToTextPadding, search.textToSecondaryTextPadding, search.textToButtonPadding,
                 search.buttonToSecondaryButtonPadding] == [15, 3, 20, 15])
        #expect(search.button == .plain() && search.secondaryButton == .plain() && search.button.title == nil)
        #expect(search.buttonProperties.isEnabled && search.buttonProperties.primaryAction == nil && search.buttonProperties.menu == nil)

        let empty = UIContentUnavailableConfiguration.empty()
        #expect(empty.image == nil && empty.text == nil && empty.secondaryText == nil && empty.attributedText == nil)
        #expect(empty.textProperties == search.textProperties && empty.imageToTextPadding == 15)

        let loading = UIContentUnavailableConfiguration.loading()
        #expect(loading.text == "Loading…" && loading.image == nil && loading.secondaryText == nil)
        #expect(loading.textProperties == loading.secondaryTextProperties && loading.textProperties.color == .secondaryLabel)
        #expect(loading.imageToTextPadding == 8 && loading != empty)
    }

    @Test func test_V2_updatedForAStateReturnsTheConfigurationUnchanged() {
        var configuration = UIContentUnavailableConfiguration.search()
        configuration.secondaryText = "Nothing matches “kiwi”."
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        state.searchText = "kiwi"
        #expect(configuration.updated(for: state) == configuration)
        #expect(state.searchText == "kiwi" && state[UIConfigurationStateCustomKey("k")] == nil)
    }

    @Test func test_V3_theViewStacksImageTextsAndButtonsCentredWithTheConfiguredPaddings() {
        let trace = Trace()
        let root = UIViewController()
        let window = showInWindow(root)
        var configuration = UIContentUnavailableConfiguration.search()
        configuration.button.title = "Clear Search"
        configuration.buttonProperties.primaryAction = UIAction { _ in trace.add("clear") }
        configuration.secondaryButton = .plain()
        configuration.secondaryButtonProperties.primaryAction = UIAction(title: "Search the Web") { _ in trace.add("web") }
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = root.view.bounds
        root.view.addSubview(view)
        drainMainRunLoop()
        #expect(parts(of: view) == ["image magnifyingglass", "label No Results", "label Check the spelling or try a new search.",
                                    "button Clear Search", "button Search the Web"])
        let image = view.subviews[0], text = view.subviews[1], secondary = view.subviews[2]
        let button = view.subviews[3], secondaryButton = view.subviews[4]
        #expect(close(image.frame.width, 170.0 / 3) && close(image.frame.height, 170.0 / 3))  // a symbol at 48 points
        for part in view.subviews { #expect(abs(part.frame.midX - view.bounds.midX) <= 0.5) }
        #expect(close(text.frame.minY - image.frame.maxY, 15) && close(secondary.frame.minY - text.frame.maxY, 3))
        #expect(close(button.frame.minY - secondary.frame.maxY, 20) && close(secondaryButton.frame.minY - button.frame.maxY, 15))
        // Centred vertically in the safe area less the 16-point margins.
        let top = image.frame.minY - (view.safeAreaInsets.top + 16)
        let bottom = view.bounds.maxY - view.safeAreaInsets.bottom - 16 - secondaryButton.frame.maxY
        #expect(abs(top - bottom) <= 1)
        // Texts wrap inside the 32-point margins (iPhone 14: 390 points wide).
        #expect(secondary.frame.width <= 390 - 64 && (secondary as? UILabel)?.textAlignment == .center)
        tap(button as! UIButton)
        tap(secondaryButton as! UIButton)
        #expect(trace.take() == ["clear", "web"])
        _ = window
    }

    @Test func test_V3_loadingShowsASpinningIndicatorAndNaturalAlignmentLinesUpAtTheLeadingMargin() {
        let root = UIViewController()
        showInWindow(root)
        let view = UIContentUnavailableView(configuration: .loading())
        view.frame = root.view.bounds
        root.view.addSubview(view)
        drainMainRunLoop()
        #expect(parts(of: view) == ["indicator animating=true", "label Loading…"])
        #expect(close(view.subviews[1].frame.minY - view.subviews[0].frame.maxY, 8))
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "No Mail"
        configuration.alignment = .natural
        configuration.imageProperties.maximumSize = CGSize(width: 30, height: 30)
        configuration.image = UIImage(systemName: "tray")
        view.configuration = configuration
        drainMainRunLoop()
        #expect(parts(of: view) == ["image tray", "label No Mail"])
        #expect(view.subviews[0].frame == CGRect(x: 32, y: view.subviews[0].frame.minY, width: 30, height: 30))
        #expect(view.subviews[1].frame.minX == 32 && (view.subviews[1] as? UILabel)?.textAlignment == .natural)
        #expect(view.supports(UIContentUnavailableConfiguration.empty()))
    }

    @Test func test_V4_theUpdateRunsInTheFirstLayoutBeforeViewWillLayoutSubviews() {
        let trace = Trace()
        let controller = EmptyStateController(trace)
        showInWindow(controller)
        #expect(trace.take() == ["viewDidLoad", "viewWillAppear", "viewIsAppearing",
                                 "update(Light, window=true)", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(parts(of: contentView(of: controller)!) == ["label No Items"])
    }

    @Test func test_V5_setNeedsUpdateIsCoalescedIntoTheNextLayoutPass() {
        let trace = Trace()
        let controller = EmptyStateController(trace)
        showInWindow(controller)
        _ = trace.take()
        controller.items = ["Milk"]
        controller.setNeedsUpdateContentUnavailableConfiguration()
        controller.setNeedsUpdateContentUnavailableConfiguration()
        controller.setNeedsUpdateContentUnavailableConfiguration()
        #expect(trace.take().isEmpty && contentView(of: controller) != nil)
        #expect(UIKitScheduler.shared.hasPendingWork)
        UIKitScheduler.shared.runTurn()
        #expect(trace.take() == ["update(Light, window=true)", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(contentView(of: controller) == nil && controller.contentUnavailableConfiguration == nil)
        drainMainRunLoop()
        #expect(trace.take().isEmpty)
    }

    @Test func test_V5_aTraitChangeUpdatesAgainWhileAConfigurationIsShown() {
        let trace = Trace()
        let controller = EmptyStateController(trace)
        let window = showInWindow(controller)
        _ = trace.take()
        window.overrideUserInterfaceStyle = .dark
        drainMainRunLoop()
        #expect(trace.take() == ["update(Dark, window=true)", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func test_V6_aConfigurationShowsItsViewOnTopFillingTheControllersViewAndNilRemovesIt() {
        let root = UIViewController()
        showInWindow(root)
        let content = UIView()
        root.view.addSubview(content)
        root.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        let shown = contentView(of: root)
        #expect(shown != nil && shown?.frame == root.view.bounds && shown?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        var loading = UIContentUnavailableConfiguration.loading()
        loading.text = "Fetching…"
        root.contentUnavailableConfiguration = loading  // the same view, updated
        #expect(contentView(of: root) === shown && parts(of: shown!) == ["indicator animating=true", "label Fetching…"])
        let later = UIView()
        root.view.addSubview(later)  // above it until the next layout
        root.view.setNeedsLayout()
        drainMainRunLoop()
        #expect(root.view.subviews.last === shown)
        root.contentUnavailableConfiguration = nil
        #expect(shown?.superview == nil && root.view.subviews.last === later)
    }

    @Test func test_V6_aConfigurationSetBeforeTheViewLoadsAppearsAtItsFirstLayout() {
        let root = UIViewController()
        root.contentUnavailableConfiguration = UIContentUnavailableConfiguration.empty()
        #expect(!root.isViewLoaded)
        _ = root.view
        #expect(contentView(of: root) == nil)
        showInWindow(root)
        #expect(contentView(of: root)?.frame == root.view.bounds)
    }

    @Test func test_V4_theStateCarriesTheTraitsAndWhatSubclassesAdd() {
        let trace = Trace()
        let controller = EmptyStateController(trace)
        controller.addsStateText = "Unread"
        controller.traitOverrides.userInterfaceStyle = .dark
        showInWindow(controller)
        #expect(trace.take().contains("update(Dark, window=true filter=Unread)"))
        let state = controller.contentUnavailableConfigurationState
        #expect(state.traitCollection == controller.traitCollection && state.searchText == nil)
    }
}
