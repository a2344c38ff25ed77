import Foundation

/// Outlets, outlet collections, actions and segue connections (I2, I3).
extension IBInstantiation {
    /// Sets `property` of `source` to `destination`: a UIKit property the file may connect, or
    /// the source's ``Outlet`` of that name. A missing outlet is UIKit's `NSUnknownKeyException`.
    func connectOutlet(_ property: String, of source: AnyObject, to destination: AnyObject, _ connection: IBElement) throws(InterfaceBuilderError) {
        if setUIKitOutlet(property, of: source, to: destination) { return }
        if let outlet = isFallback(source) ? nil : findOutlet(property, in: source) {
            guard outlet.connect(destination) else {
                throw document.error(connection, "the outlet \"\(property)\" of \(String(reflecting: type(of: source))) cannot hold "
                    + "\(String(reflecting: type(of: destination)))")
            }
            return
        }
        missingOutlet(property, of: source, connection)
    }

    /// Sets an outlet collection to every object connected to it, in file order.
    func connectOutlet(_ property: String, of source: AnyObject, toCollection destinations: [AnyObject], _ connection: IBElement) throws(InterfaceBuilderError) {
        if property == "gestureRecognizers", let view = source as? UIView {
            for case let recognizer as UIGestureRecognizer in destinations { view.addGestureRecognizer(recognizer) }
            return
        }
        if let outlet = findOutlet(property, in: source) {
            guard outlet.connect(collection: destinations) else {
                throw document.error(connection, "the outlet collection \"\(property)\" of \(String(reflecting: type(of: source))) "
                    + "cannot hold these \(destinations.count) objects")
            }
            return
        }
        missingOutlet(property, of: source, connection)
    }

    private func missingOutlet(_ property: String, of source: AnyObject, _ connection: IBElement) {
        // A class that was not found fell back to UIKit's: its outlets went with it (warned).
        if isFallback(source) { return }
        let diagnostic = UIKitDiagnostic.notKeyValueCodingCompliant(source, key: property)
        IBCheckRecorder.keepOrRaise(document.error(connection, diagnostic.message), diagnostic)
    }

    /// The UIKit properties a file connects as outlets; true when `property` was one.
    private func setUIKitOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        switch (source, property) {
        case (let controller as UIViewController, "view"):
            guard let view = destination as? UIView else { return false }
            controller.view = view
        case (let navigation as UINavigationController, "delegate"):
            navigation.delegate = destination as? any UINavigationControllerDelegate
        case (let tabs as UITabBarController, "delegate"):
            tabs.delegate = destination as? any UITabBarControllerDelegate
        case (let split as UISplitViewController, "delegate"):
            split.delegate = destination as? any UISplitViewControllerDelegate
        case (let pages as UIPageViewController, "delegate"):
            pages.delegate = destination as? any UIPageViewControllerDelegate
        case (let pages as UIPageViewController, "dataSource"):
            pages.dataSource = destination as? any UIPageViewControllerDataSource
        case (let table as UITableView, "dataSource"):
            table.dataSource = destination as? any UITableViewDataSource
        case (let collection as UICollectionView, "dataSource"):
            collection.dataSource = destination as? any UICollectionViewDataSource
        case (let textField as UITextField, "delegate"):
            textField.delegate = destination as? any UITextFieldDelegate
        case (let searchBar as UISearchBar, "delegate"):
            searchBar.delegate = destination as? any UISearchBarDelegate
        case (let picker as UIPickerView, "delegate"):
            picker.delegate = destination as? any UIPickerViewDelegate
        case (let picker as UIPickerView, "dataSource"):
            picker.dataSource = destination as? any UIPickerViewDataSource
        case (let scrollView as UIScrollView, "delegate"):
            scrollView.delegate = destination as? any UIScrollViewDelegate
        case (let recognizer as UIGestureRecognizer, "delegate"):
            recognizer.delegate = destination as? any UIGestureRecognizerDelegate
        case (let item as UINavigationItem, "titleView"):
            item.titleView = destination as? UIView
        case (let item as UINavigationItem, "leftBarButtonItem"):
            item.leftBarButtonItem = destination as? UIBarButtonItem
        case (let item as UINavigationItem, "rightBarButtonItem"):
            item.rightBarButtonItem = destination as? UIBarButtonItem
        case (let item as UINavigationItem, "backBarButtonItem"):
            item.backBarButtonItem = destination as? UIBarButtonItem
        default:
            return false
        }
        return true
    }

    /// Connects an action: a control's events, a bar button item's tap, or a gesture
    /// recognizer's recognition, to `target` (nil: the First Responder, i.e. the responder chain).
    func connectAction(_ action: Selector, of source: AnyObject, to target: AnyObject?, event: String?) {
        switch source {
        case let control as UIControl:
            control.addTarget(target, action: action, for: UIControl.Event(ibName: event ?? "touchUpInside"))
        case let item as UIBarButtonItem:
            item.target = target
            item.action = action
        case let recognizer as UIGestureRecognizer:
            if let target { recognizer.addTarget(target, action: action) }
        default:
            break
        }
    }
}

extension UIControl.Event {
    /// The event an action connection's `eventType` names.
    init(ibName name: String) {
        switch name {
        case "touchDown": self = .touchDown
        case "touchDownRepeat": self = .touchDownRepeat
        case "touchDragInside": self = .touchDragInside
        case "touchDragOutside": self = .touchDragOutside
        case "touchDragEnter": self = .touchDragEnter
        case "touchDragExit": self = .touchDragExit
        case "touchUpOutside": self = .touchUpOutside
        case "touchCancel": self = .touchCancel
        case "valueChanged": self = .valueChanged
        case "primaryActionTriggered": self = .primaryActionTriggered
        case "menuActionTriggered": self = .menuActionTriggered
        case "editingDidBegin": self = .editingDidBegin
        case "editingChanged": self = .editingChanged
        case "editingDidEnd": self = .editingDidEnd
        case "editingDidEndOnExit": self = .editingDidEndOnExit
        default: self = .touchUpInside
        }
    }
}

extension UIBarButtonItem.SystemItem {
    /// The system item a `systemItem` attribute names (`flexibleSpace`, `add`, …).
    init?(ibName name: String) {
        let all: [UIBarButtonItem.SystemItem] = [
            .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize,
            .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo, .redo,
            .pageCurl, .close,
        ]
        guard let match = all.first(where: { "\($0)" == name }) else { return nil }
        self = match
    }
}
