import UIKit

/// A news channel: its name and a few headlines.
struct Channel: Sendable {
    let name: String
    let headlines: [String]

    static let all = [
        Channel(name: "Top", headlines: ["Linux runs UIKit", "viewDidAppear arrives on time"]),
        Channel(name: "Tech", headlines: ["A scheduler for every run loop", "Appearance is a state machine"]),
        Channel(name: "Sports", headlines: ["Containers win at home", "Transition finishes in 0.3 s"]),
        Channel(name: "Culture", headlines: ["The seed notes, translated"]),
        Channel(name: "Science", headlines: ["Layout passes grow linearly"]),
    ]
}

/// One channel's page: a title and its headlines, as labels.
final class ChannelViewController: UIViewController {
    let channel: Channel

    init(channel: Channel) {
        self.channel = channel
        super.init(nibName: nil, bundle: nil)
        title = channel.name
    }

    required init?(coder: NSCoder) { fatalError("ChannelViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for (index, headline) in channel.headlines.enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: 16 + CGFloat(index) * 28, width: 300, height: 24))
            label.text = headline
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.autoresizingMask = [.flexibleWidth]
            view.addSubview(label)
        }
    }
}
