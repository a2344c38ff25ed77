import UIKit

/// An article, shown as a sheet over the news (`show(_:sender:)` with no navigation
/// controller above presents it modally, as `.automatic`, which is a page sheet).
final class ArticleViewController: UIViewController {
    private let headline = UILabel()

    init(headline: String) {
        super.init(nibName: nil, bundle: nil)
        title = headline
    }

    required init?(coder: NSCoder) { fatalError("ArticleViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headline.text = title
        headline.font = .preferredFont(forTextStyle: .headline)
        headline.adjustsFontForContentSizeCategory = true
        view.addSubview(headline)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        headline.frame = CGRect(x: 20, y: 20, width: view.bounds.width - 40, height: 30)
    }
}
