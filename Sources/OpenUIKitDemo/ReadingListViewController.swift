import UIKit

/// The catalog's "Reading list": a list written the way iOS apps write them today, with a
/// compositional list layout, cell and header registrations, list content configurations and
/// a diffable data source. Swiping an unread article marks it read (it moves to the "Read"
/// section with an animated apply); swiping left deletes it; a tap pushes the article.
final class ReadingListViewController: UIViewController {
    /// The list's sections.
    enum Section: Int, CaseIterable, Hashable, Sendable {
        case unread, read

        var title: String { self == .unread ? "Unread" : "Read" }
    }

    /// One saved article. The list's identifiers are the articles' ids (as Apple's sample
    /// code advises), so editing an article reconfigures its row rather than replacing it.
    struct Article: Hashable, Sendable {
        let id: Int
        let headline: String
        let source: String
    }

    static let initialArticles: [Article] = [
        Article(id: 1, headline: "Diffable data, applied", source: "Tech"),
        Article(id: 2, headline: "Compositional layouts explained", source: "Tech"),
        Article(id: 3, headline: "Lists that size themselves", source: "Design"),
        Article(id: 4, headline: "Swipe actions in practice", source: "Design"),
        Article(id: 5, headline: "The seed notes, translated", source: "Culture"),
    ]

    private(set) var articles: [Int: Article] = [:]
    private(set) var readIDs: [Int] = []
    private(set) var unreadIDs: [Int] = []
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    /// Told when an article controller is made (the demo names it for the trace).
    var onOpen: ((UIViewController) -> Void)?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Reading List"
        for article in Self.initialArticles { articles[article.id] = article }
        unreadIDs = Self.initialArticles.map(\.id)
    }

    required init?(coder: NSCoder) { fatalError("ReadingListViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.trailingActions(at: indexPath)
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [weak self] cell, _, id in
            guard let article = self?.articles[id] else { return }
            var content = cell.defaultContentConfiguration()
            content.text = article.headline
            content.secondaryText = article.source
            content.image = UIImage(systemName: "doc.text")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        dataSource.apply(currentSnapshot(), animatingDifferences: false)
    }

    /// The snapshot of the model: unread first, then read (a section only when it has rows).
    func currentSnapshot() -> NSDiffableDataSourceSnapshot<Section, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        for (section, ids) in [(Section.unread, unreadIDs), (.read, readIDs)] where !ids.isEmpty {
            snapshot.appendSections([section])
            snapshot.appendItems(ids, toSection: section)
        }
        return snapshot
    }

    /// Moves an article to the top of the "Read" section, animated.
    func markRead(_ id: Int) {
        guard let index = unreadIDs.firstIndex(of: id) else { return }
        unreadIDs.remove(at: index)
        readIDs.insert(id, at: 0)
        dataSource.apply(currentSnapshot(), animatingDifferences: true)
    }

    /// Removes an article, animated.
    func delete(_ id: Int) {
        unreadIDs.removeAll { $0 == id }
        readIDs.removeAll { $0 == id }
        articles[id] = nil
        dataSource.apply(currentSnapshot(), animatingDifferences: true)
    }

    private func trailingActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.delete(id)
            done(true)
        }
        guard unreadIDs.contains(id) else { return UISwipeActionsConfiguration(actions: [delete]) }
        let read = UIContextualAction(style: .normal, title: "Mark as Read") { [weak self] _, _, done in
            self?.markRead(id)
            done(true)
        }
        read.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [delete, read])
    }
}

extension ReadingListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let id = dataSource.itemIdentifier(for: indexPath), let article = articles[id] else { return }
        let page = ArticleViewController(headline: article.headline)
        onOpen?(page)
        navigationController?.pushViewController(page, animated: true)
    }
}
