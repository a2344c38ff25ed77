import UIKit

/// The list of to-dos: a plus button adds one, a row opens it.
class TodoListViewController: UITableViewController {
    var items: [TodoItem] = [TodoItem(title: "Buy milk")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To-dos"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addItem))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    @objc func addItem() {
        items.append(TodoItem(title: "Item \(items.count + 1)"))
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row].title + (items[indexPath.row].isDone ? " ✓" : "")
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = TodoDetailViewController(item: items[indexPath.row])
        detail.onChange = { [weak self] item in self?.items[indexPath.row] = item }
        navigationController?.pushViewController(detail, animated: true)
    }
}
