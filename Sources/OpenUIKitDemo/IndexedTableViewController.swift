import UIKit

/// The catalog's "Indexed table" example, written as apps write an alphabetical list: one
/// section per letter, a section index down the trailing edge, and the standard headers.
final class IndexedTableViewController: UITableViewController {
    /// The names, by their first letter.
    let sections: [(letter: String, names: [String])]

    static let names = [
        "Aachen", "Amsterdam", "Antwerp", "Athens", "Barcelona", "Basel", "Berlin", "Bern", "Bordeaux", "Bruges",
        "Brussels", "Bucharest", "Budapest", "Cologne", "Copenhagen", "Cork", "Dresden", "Dublin", "Edinburgh",
        "Florence", "Frankfurt", "Geneva", "Genoa", "Ghent", "Glasgow", "Graz", "Hamburg", "Helsinki", "Innsbruck",
        "Kraków", "Lisbon", "Ljubljana", "London", "Lyon", "Madrid", "Marseille", "Milan", "Munich", "Naples", "Nice",
        "Oslo", "Paris", "Porto", "Prague", "Riga", "Rome", "Rotterdam", "Salzburg", "Seville", "Sofia", "Stockholm",
        "Tallinn", "Turin", "Utrecht", "Valencia", "Venice", "Vienna", "Vilnius", "Warsaw", "Zagreb", "Zürich",
    ]

    init() {
        let grouped = Dictionary(grouping: Self.names) { String($0.prefix(1)) }
        sections = grouped.keys.sorted().map { ($0, grouped[$0]!.sorted()) }
        super.init(style: .plain)
        title = "Indexed table"
    }

    required init?(coder: NSCoder) { fatalError("IndexedTableViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].names.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].letter }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map(\.letter) }
}
