import Foundation

/// Outlets, outlet collections, actions and segue connections (I2, I3).
extension IBInstantiation {
    /// Sets `property` of `source` to `destination`: a UIKit property the file may connect, or
    /// the source's ``Outlet`` of that name. A missing outlet is UIKit's `NSUnknownKeyException`.
    func connectOutlet(_ property: String, of source: AnyObject, to destination: AnyObject, _ connection: IBElement) throws(InterfaceBuilderError) {
        if setUIKitOutlet(property, of: source, to: destination) { return }
        if let outlet = isFallback(source) ? nil : findOutlet(property, in: source) {
            guard outlet.connect(destination) else {
                throw document.error(connection, "the outlet \"\(property)\" of \(objectClassName(source)) cannot hold "
                    + "\(objectClassName(destination))")
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
                throw document.error(connection, "the outlet collection \"\(property)\" of \(objectClassName(source)) "
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
    /// (Matched on the name first: a cast for every case cost more than the rest of connecting.)
    private func setUIKitOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        switch property {
        case "view":
            guard let controller = source as? UIViewController, let view = destination as? UIView else { return false }
            controller.view = view
        case "delegate":
            return setDelegate(of: source, to: destination)
        case "rootViewController":
            guard let window = source as? UIWindow, let root = destination as? UIViewController else { return false }
            window.rootViewController = root
        case "dataSource":
            switch source {
            case let pages as UIPageViewController: pages.dataSource = destination as? any UIPageViewControllerDataSource
            case let table as UITableView: table.dataSource = destination as? any UITableViewDataSource
            case let collection as UICollectionView: collection.dataSource = destination as? any UICollectionViewDataSource
            case let picker as UIPickerView: picker.dataSource = destination as? any UIPickerViewDataSource
            default: return false
            }
        case "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem":
            guard let item = source as? UINavigationItem else { return false }
            switch property {
            case "titleView": item.titleView = destination as? UIView
            case "leftBarButtonItem": item.leftBarButtonItem = destination as? UIBarButtonItem
            case "rightBarButtonItem": item.rightBarButtonItem = destination as? UIBarButtonItem
            default: item.backBarButtonItem = destination as? UIBarButtonItem
            }
        default:
            return false
        }
        return true
    }

    /// A UIKit object's `delegate` outlet; false when `source` has none OpenUIKit connects.
    private func setDelegate(of source: AnyObject, to destination: AnyObject) -> Bool {
        switch source {
        case let navigation as UINavigationController: navigation.delegate = destination as? any UINavigationControllerDelegate
        case let tabs as UITabBarController: tabs.delegate = destination as? any UITabBarControllerDelegate
        case let split as UISplitViewController: split.delegate = destination as? any UISplitViewControllerDelegate
        case let pages as UIPageViewController: pages.delegate = destination as? any UIPageViewControllerDelegate
        case let textField as UITextField: textField.delegate = destination as? any UITextFieldDelegate
        case let searchBar as UISearchBar: searchBar.delegate = destination as? any UISearchBarDelegate
        case let tabBar as UITabBar: tabBar.delegate = destination as? any UITabBarDelegate
        // BP1: bars whose delegates say where they are.
        case let toolbar as UIToolbar: toolbar.delegate = destination as? any UIToolbarDelegate
        case let navigationBar as UINavigationBar: navigationBar.delegate = destination as? any UINavigationBarDelegate
        case let picker as UIPickerView: picker.delegate = destination as? any UIPickerViewDelegate
        // After its subclasses: a table's or collection's delegate is its scroll view delegate.
        case let scrollView as UIScrollView: scrollView.delegate = destination as? any UIScrollViewDelegate
        case let recognizer as UIGestureRecognizer: recognizer.delegate = destination as? any UIGestureRecognizerDelegate
        // An old MainWindow.xib, whose File's Owner is the application, makes the app delegate.
        case let application as UIApplication: application.delegate = destination as? any UIApplicationDelegate
        default: return false
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
