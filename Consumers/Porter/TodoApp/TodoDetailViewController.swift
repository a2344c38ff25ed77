import UIKit

struct TodoItem {
    var title: String
    var isDone = false
}

/// One to-do: a button marks it done.
class TodoDetailViewController: UIViewController {
    private(set) var item: TodoItem
    var onChange: ((TodoItem) -> Void)?
    let doneButton = UIButton(type: .system)

    init(item: TodoItem) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        title = item.title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        doneButton.setTitle("Mark done", for: .normal)
        doneButton.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        doneButton.addTarget(self, action: #selector(toggleDone(_:)), for: .touchUpInside)
        view.addSubview(doneButton)
    }

    @objc private func toggleDone(_ sender: UIButton) {
        item.isDone.toggle()
        sender.setTitle(item.isDone ? "Mark not done" : "Mark done", for: .normal)
        onChange?(item)
    }
}
