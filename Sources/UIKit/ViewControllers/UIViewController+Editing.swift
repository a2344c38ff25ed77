import Foundation

extension UIViewController {
    /// A bar button item that toggles editing (H7): titled "Edit" (plain) while not
    /// editing and "Done" (bold, `.done`) while editing; tapping it calls
    /// `setEditing(!isEditing, animated: true)`. The same item every time.
    var _defaultEditButtonItem: UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: "") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        _editButtonItem = item
        _updateEditButtonItem()
        return item
    }

    /// The edit button shows the editing state.
    func _updateEditButtonItem() {
        guard let item = _editButtonItem else { return }
        item.title = _isEditing ? "Done" : "Edit"
        item.style = _isEditing ? .done : .plain
    }
}
