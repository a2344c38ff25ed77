#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
@_spi(Testing) @_spi(Rendering) @testable import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// Settings-like rows of list cells: a symbol and a title, a disclosure indicator.
@MainActor
private final class SettingsRows: NSObject, UICollectionViewDataSource {
    let sections: [[(String, String)]] = [
        [("Network", "globe"), ("Mail", "envelope"), ("Messages", "paperplane")],
        [("Notifications", "bell"), ("Favourites", "heart"), ("Screen Time", "clock")],
        [("General", "gear")],
    ]

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath) as! UICollectionViewListCell
        let row = sections[indexPath.section][indexPath.item]
        var content = cell.defaultContentConfiguration()
        content.text = row.0
        content.image = UIImage(systemName: row.1)
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }
}

/// Pictures of lists drawn as iOS 17 draws them: inset-grouped sections as rounded cards
/// (LC30), separators from the text (LC31), the spinner of a pulled refresh control (LC34).
@MainActor
@Suite(.uikit) struct ListDrawingSnapshotTests {
    init() { freshSnapshotScreen() }

    private func listScreen(_ appearance: UICollectionLayoutListConfiguration.Appearance, source: SettingsRows) -> UINavigationController {
        let controller = UIViewController()
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: appearance)))
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Row")
        view.dataSource = source
        controller.view = view
        controller.title = "Settings"
        return UINavigationController(rootViewController: controller)
    }

    @Test func insetGroupedListSectionsAreRoundedCardsWithSeparatorsFromTheText() {
        let source = SettingsRows()
        withExtendedLifetime(source) {
            assertSnapshot(of: listScreen(.insetGrouped, source: source), as: .image(on: .iPhone14, precision: 0.9995, perceptualPrecision: 0.98))
        }
    }

    @Test func plainListSeparatorsStartAtTheText() {
        let source = SettingsRows()
        withExtendedLifetime(source) {
            assertSnapshot(of: listScreen(.plain, source: source), as: .image(on: .iPhone14, precision: 0.9995, perceptualPrecision: 0.98))
        }
    }

    @Test func theSpinnerFillsInTickByTick() {
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 9 * 36, height: 36))
        strip.backgroundColor = .systemBackground
        for ticks in 0...8 {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.hidesWhenStopped = false
            spinner._tickFill = ticks == 8 ? .all : .partial(ticks)
            spinner.frame = CGRect(x: CGFloat(ticks) * 36 + 8, y: 8, width: 20, height: 20)
            strip.addSubview(spinner)
        }
        assertSnapshot(of: strip, as: .image(precision: 0.9995, perceptualPrecision: 0.98, scale: 3))
    }

    @Test func aPartlyPulledRefreshControlShowsAPartialSpinner() throws {
        let controller = UITableViewController(style: .insetGrouped)
        let control = UIRefreshControl()
        controller.refreshControl = control
        let window = showInWindow(UINavigationController(rootViewController: controller))
        defer { window.isHidden = true }
        let table = try #require(controller.tableView)
        let rest = -table.adjustedContentInset.top
        let finger = beginDrag(table, toward: CGPoint(x: 0, y: 1))
        table.setContentOffset(CGPoint(x: 0, y: rest - 70), animated: false)  // 4 of 8 ticks
        drainMainRunLoop()
        #expect(control._spinnerView._visibleTickCount == 4)
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
        finger.lift(after: 0.1)
    }
}
#endif
