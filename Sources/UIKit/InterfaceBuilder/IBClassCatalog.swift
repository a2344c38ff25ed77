import Foundation

/// Which class an element becomes: UIKit's class for the element name, or the element's
/// `customClass` found with `NSClassFromString("Module.Class")`.
enum IBClassCatalog {
    /// UIKit's class for each element name OpenUIKit can decode with `init?(coder:)`.
    static let codedClasses: [String: AnyObject.Type] = [
        "viewController": UIViewController.self,
        "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self,
        "splitViewController": UISplitViewController.self,
        "pageViewController": UIPageViewController.self,
        "view": UIView.self,
        "containerView": UIView.self,
        "label": UILabel.self,
        "button": UIButton.self,
        "control": UIControl.self,
        "scrollView": UIScrollView.self,
        "stackView": UIStackView.self,
        "pageControl": UIPageControl.self,
        "navigationBar": UINavigationBar.self,
        "toolbar": UIToolbar.self,
        "tabBar": UITabBar.self,
        "navigationItem": UINavigationItem.self,
        "tableViewController": UITableViewController.self,
        "refreshControl": UIRefreshControl.self,
        "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self,
        "tableViewCellContentView": UIView.self,
        "collectionViewController": UICollectionViewController.self,
        "collectionView": UICollectionView.self,
        "collectionViewCell": UICollectionViewCell.self,
        "collectionViewCellContentView": UIView.self,
        "collectionReusableView": UICollectionReusableView.self,
        "switch": UISwitch.self,
        "slider": UISlider.self,
        "segmentedControl": UISegmentedControl.self,
        "stepper": UIStepper.self,
        "progressView": UIProgressView.self,
        "activityIndicatorView": UIActivityIndicatorView.self,
        "imageView": UIImageView.self,
        "textField": UITextField.self,
        "textView": UITextView.self,
        "searchBar": UISearchBar.self,
        "datePicker": UIDatePicker.self,
        "pickerView": UIPickerView.self,
        "colorWell": UIColorWell.self,
        "visualEffectView": UIVisualEffectView.self,
        "inputView": UIInputView.self,
        "window": UIWindow.self,
    ]

    /// Elements made with their UIKit initialiser (no coder yet), from their attributes.
    static let uncodedElements: Set<String> = Set(["barButtonItem", "tabBarItem"]).union(gestureRecognizerElements)

    /// The gesture recognizer elements (Xcode writes a long press as `pongPressGestureRecognizer`).
    static let gestureRecognizerElements: Set<String> = [
        "tapGestureRecognizer", "panGestureRecognizer", "screenEdgePanGestureRecognizer", "swipeGestureRecognizer",
        "pinchGestureRecognizer", "rotationGestureRecognizer", "pongPressGestureRecognizer",
    ]

    /// Elements that are controllers whose UIKit class OpenUIKit does not have yet; they
    /// become a plain `UIViewController` with a warning naming them.
    static let controllerElements: Set<String> = [
        "glkViewController", "avPlayerViewController",
        "hostingController",
    ]

    /// The module names to try for a `customClass` without a `customModule`: the module of
    /// the bundle the file came from (a SwiftPM resource bundle `Package_Target.resources`
    /// names its target), then the running executable's.
    static func moduleCandidates(for bundle: Bundle) -> [String] {
        var modules: [String] = []
        // The SwiftPM resource bundle itself, or the one a copied folder is inside.
        var resourceBundle = bundle.bundleURL
        for _ in 0..<3 where resourceBundle.pathExtension != "resources" { resourceBundle.deleteLastPathComponent() }
        let name = resourceBundle.deletingPathExtension().lastPathComponent
        if resourceBundle.pathExtension == "resources" {
            // The package name may hold underscores too: try every split, longest target first.
            var index = name.startIndex
            while let underscore = name[index...].firstIndex(of: "_") {
                modules.append(String(name[name.index(after: underscore)...]))
                index = name.index(after: underscore)
            }
        }
        modules.append(ProcessInfo.processInfo.processName)
        return modules
    }

    /// The class named by `element`'s `customClass`, or nil when it names none.
    /// Returns `.failure` with the class name when it names one that cannot be found.
    @MainActor
    static func customClass(of element: IBElement, bundle: Bundle) -> Result<AnyClass, UnknownClass>? {
        guard let name = element["customClass"] else { return nil }
        let key = ResolutionKey(module: element["customModule"], name: name, bundle: bundle.bundlePath)
        if let known = resolved[key] { return known }
        let result = resolve(name, module: element["customModule"], bundle: bundle)
        resolved[key] = result
        return result
    }

    /// Resolutions by module, class name and bundle (see ``lookUp(_:)`` for why they keep).
    @MainActor private static var resolved: [ResolutionKey: Result<AnyClass, UnknownClass>] = [:]

    /// A custom class as a file names it, and the path of the bundle the file came from.
    private struct ResolutionKey: Hashable {
        let module: String?
        let name: String
        let bundle: String
    }

    @MainActor
    private static func resolve(_ name: String, module: String?, bundle: Bundle) -> Result<AnyClass, UnknownClass> {
        var candidates: [String] = []
        if let module { candidates.append(module + "." + name) }
        candidates += moduleCandidates(for: bundle).map { $0 + "." + name }
        candidates.append(name)
        for candidate in candidates {
            if let found = lookUp(candidate) { return .success(found) }
        }
        return .failure(UnknownClass(name: name))
    }

    /// `NSClassFromString` results by name. A lookup scans the type metadata of every loaded
    /// image (most of the cost of instantiating a scene before this cache), and its answer
    /// cannot change while the process runs, so each name is looked up once.
    @MainActor private static var classCache: [String: AnyClass?] = [:]

    @MainActor private static func lookUp(_ name: String) -> AnyClass? {
        if let cached = classCache[name] { return cached }
        let found: AnyClass? = NSClassFromString(name)
        classCache[name] = .some(found)
        return found
    }

    struct UnknownClass: Error { let name: String }
}
