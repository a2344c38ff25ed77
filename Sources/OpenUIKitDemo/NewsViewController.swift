import UIKit

/// The news container, built like the seed's example: a channel title bar on top and a
/// content area below. A channel's controller is created and added as a child the first
/// time its page is reached; switching channels swaps the children's views with
/// `transition(from:to:duration:options:animations:completion:)`. Reached channels stay
/// children (cached pages), as in the seed's scrolling container.
final class NewsViewController: UIViewController {
    let channels: [Channel]
    private(set) var selectedIndex: Int?
    private var pages: [Int: ChannelViewController] = [:]
    /// Channels whose controller has finished its move into the container.
    private var reached: Set<Int> = []
    private let titleBar = ChannelTitleBar()
    private let contentView = UIView()
    /// Told when a channel controller is made (the demo names it for the trace).
    var onChildCreated: ((ChannelViewController) -> Void)?

    init(channels: [Channel]) {
        self.channels = channels
        super.init(nibName: nil, bundle: nil)
        title = "News"
    }

    required init?(coder: NSCoder) { fatalError("NewsViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        titleBar.titles = channels.map(\.name)
        titleBar.onSelect = { [unowned self] index in select(index, animated: true) }
        view.addSubview(titleBar)
        contentView.frame = view.bounds  // laid out in viewWillLayoutSubviews; pages follow it
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        select(0, animated: false)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let top = view.safeAreaInsets.top
        titleBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: 44)
        contentView.frame = CGRect(x: 0, y: top + 44, width: view.bounds.width, height: view.bounds.height - top - 44)
    }

    /// Shows channel `index`, creating and adding its controller on first use.
    func select(_ index: Int, animated: Bool) {
        guard index != selectedIndex, channels.indices.contains(index) else { return }
        let incoming = page(at: index)
        titleBar.selectedIndex = index
        guard let current = selectedIndex.flatMap({ pages[$0] }) else {
            incoming.view.frame = contentView.bounds
            contentView.addSubview(incoming.view)
            incoming.didMove(toParent: self)
            selectedIndex = index
            reached.insert(index)
            return
        }
        selectedIndex = index
        let isNewChild = !reached.contains(index)
        reached.insert(index)
        let forward = index > (pages.first { $0.value === current }?.key ?? 0)
        let width = contentView.bounds.width
        incoming.view.frame = contentView.bounds.offsetBy(dx: forward ? width : -width, dy: 0)
        transition(from: current, to: incoming, duration: animated ? 0.3 : 0, options: [.curveEaseInOut], animations: {
            incoming.view.frame = self.contentView.bounds
            current.view.frame = self.contentView.bounds.offsetBy(dx: forward ? -width : width, dy: 0)
        }, completion: { _ in
            if isNewChild { incoming.didMove(toParent: self) }  // only a child just added finishes its move
        })
    }

    private func page(at index: Int) -> ChannelViewController {
        if let page = pages[index] { return page }
        let page = ChannelViewController(channel: channels[index])
        pages[index] = page
        onChildCreated?(page)
        addChild(page)  // lazily, when its page is reached
        return page
    }
}

/// The row of channel titles; a tap on a title selects its channel.
final class ChannelTitleBar: UIView {
    var titles: [String] = [] { didSet { rebuild() } }
    var selectedIndex = 0 { didSet { updateSelection() } }
    var onSelect: ((Int) -> Void)?
    private var labels: [UILabel] = []

    private func rebuild() {
        labels.forEach { $0.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            label.adjustsFontForContentSizeCategory = true
            // VoiceOver reads each title as a button; a double tap taps it (touchesEnded below).
            label.accessibilityTraits = .button
            addSubview(label)
            return label
        }
        updateSelection()
        setNeedsLayout()
    }

    private func updateSelection() {
        for (index, label) in labels.enumerated() {
            let selected = index == selectedIndex
            label.textColor = selected ? .systemRed : .label
            label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: selected ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17))
            label.accessibilityTraits = selected ? [.button, .selected] : .button
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(max(labels.count, 1))
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let x = touch.location(in: self).x
        let index = Int(x / (bounds.width / CGFloat(max(labels.count, 1))))
        onSelect?(min(max(index, 0), labels.count - 1))
    }
}
