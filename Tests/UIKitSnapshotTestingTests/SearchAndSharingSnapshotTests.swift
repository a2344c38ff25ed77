#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
@_spi(Testing) import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting
import UniformTypeIdentifiers

/// A list of fruit, filtered by a search in place.
@MainActor
private final class FruitList: UITableViewController, UISearchResultsUpdating {
    let fruit = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry", "Kiwi", "Lemon", "Mango", "Orange", "Peach", "Pear"]
    var shown: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        shown = fruit
    }
    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? fruit : fruit.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}

/// Pictures of search in a navigation bar and of the share sheet, in light and dark.
@MainActor
@Suite(.uikit) struct SearchAndSharingSnapshotTests {
    let clock: VirtualClock
    init() {
        freshSnapshotScreen()
        clock = VirtualClock.current!
    }

    private func showFruit(style: UIUserInterfaceStyle) -> (FruitList, UISearchController, UIWindow) {
        let list = FruitList(style: .plain)
        list.title = "Fruit"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = list
        search.searchBar.placeholder = "Search"
        list.navigationItem.searchController = search
        list.definesPresentationContext = true
        let window = showInWindow(navigation)
        window.overrideUserInterfaceStyle = style
        drainMainRunLoop()
        return (list, search, window)
    }

    private func picture(of window: UIWindow) -> RenderedImage {
        ViewRenderer(scale: 2).image(of: window)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func searchBarUnderALargeTitle(style: UIUserInterfaceStyle) {
        let (_, _, window) = showFruit(style: style)
        assertSnapshot(of: picture(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98),
                       named: style == .dark ? "dark" : "light")
    }

    @Test func activeSearchFilteringInPlace() {
        let (_, search, window) = showFruit(style: .light)
        tapSearchField(of: search.searchBar)
        typeText("ap", into: search.searchBar.searchTextField)
        clock.advance(by: 1)
        drainMainRunLoop()
        assertSnapshot(of: picture(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func shareSheetOnAPhone(style: UIUserInterfaceStyle) {
        let (list, _, window) = showFruit(style: style)
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com/fruit")!], applicationActivities: nil)
        list.present(sheet, animated: false)
        drainMainRunLoop()
        assertSnapshot(of: picture(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98),
                       named: style == .dark ? "dark" : "light")
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func photoAndDocumentPickers(style: UIUserInterfaceStyle) {
        let (list, _, window) = showFruit(style: style)
        let photos = UIImagePickerController()
        list.present(photos, animated: false)
        drainMainRunLoop()
        assertSnapshot(of: picture(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98),
                       named: style == .dark ? "photos-dark" : "photos-light")
        photos.dismiss(animated: false)
        drainMainRunLoop()
        let files = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        list.present(files, animated: false)
        drainMainRunLoop()
        assertSnapshot(of: picture(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98),
                       named: style == .dark ? "files-dark" : "files-light")
    }
}
#endif
