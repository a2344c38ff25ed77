import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct BackgroundConfigurationTests {
    private func state(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = selected
        state.isHighlighted = highlighted
        return state
    }

    @Test func test_LC7_theListStylesHaveIOS17sColoursAndDefaults() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor === UIColor.systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor === UIColor.secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor === UIColor.systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor === UIColor.clear)
        #expect(UIBackgroundConfiguration.clear().backgroundColor === UIColor.clear)
        let sidebar = UIBackgroundConfiguration.listSidebarCell()
        #expect(sidebar.backgroundColor === UIColor.clear && sidebar.cornerRadius == 10)
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.cornerRadius == 0 && plain.backgroundInsets == .zero && plain.edgesAddingLayoutMarginsToBackgroundInsets == [])
        #expect(plain.strokeWidth == 0 && plain.strokeOutset == 0 && plain.strokeColor == nil && plain.customView == nil)
        #expect(plain.visualEffect == nil && plain.image == nil && plain.imageContentMode == .scaleToFill)
        var tinted = UIBackgroundConfiguration.clear()
        tinted.backgroundColor = nil
        #expect(tinted.resolvedBackgroundColor(for: .systemOrange) === UIColor.systemOrange)
        tinted.backgroundColorTransformer = UIConfigurationColorTransformer { _ in .systemTeal }
        #expect(tinted.resolvedBackgroundColor(for: .systemOrange) === UIColor.systemTeal)
        #expect(tinted.resolvedStrokeColor(for: .systemIndigo) === UIColor.systemIndigo)
    }

    @Test func test_LC8_highlightedAndSelectedCellsTurnSystemGray4() {
        for style in [UIBackgroundConfiguration.listPlainCell(), .listGroupedCell()] {
            #expect(style.updated(for: state(selected: true)).backgroundColor === UIColor.systemGray4)
            #expect(style.updated(for: state(highlighted: true)).backgroundColor === UIColor.systemGray4)
            let back = style.updated(for: state(selected: true)).updated(for: state())
            #expect(back.backgroundColor === style.backgroundColor)
        }
        let sidebar = UIBackgroundConfiguration.listSidebarCell()
        #expect(sidebar.updated(for: state(selected: true)).backgroundColor == nil)
        #expect(sidebar.updated(for: state(selected: true)).resolvedBackgroundColor(for: .systemBlue) === UIColor.systemBlue)
        #expect(sidebar.updated(for: state(highlighted: true)).backgroundColor === UIColor.systemGray5)
        #expect(sidebar.updated(for: state(selected: true)).updated(for: state()).backgroundColor === UIColor.clear)
        // The app's colour stays; headers and clear do not change.
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemYellow
        #expect(custom.updated(for: state(selected: true)).backgroundColor === UIColor.systemYellow)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().updated(for: state(selected: true)).backgroundColor === UIColor.systemBackground)
        #expect(UIBackgroundConfiguration.clear().updated(for: state(selected: true)).backgroundColor === UIColor.clear)
    }

    @Test func test_LC9_aBackgroundConfigurationIsDrawnBehindTheContentAndResetsTheLegacyBackgrounds() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.backgroundColor = .systemRed
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        background.cornerRadius = 8
        cell.backgroundConfiguration = background
        #expect(cell.backgroundColor == nil && cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        cell.layoutIfNeeded()
        let view = cell._configurationStorage.backgroundView
        #expect(view != nil && cell.subviews.first === view && view?.frame == CGRect(x: 4, y: 2, width: 192, height: 40))
        #expect(view?.backgroundColor === UIColor.secondarySystemGroupedBackground && view?.layer.cornerRadius == 8)
        cell.backgroundConfiguration = nil
        #expect(view?.superview == nil && cell._configurationStorage.backgroundView == nil)

        let row = UITableViewCell(style: .default, reuseIdentifier: nil)
        row.backgroundConfiguration = .listPlainCell()
        #expect(row.backgroundColor == nil)
    }

    @Test func test_LC8_aSelectedCellsBackgroundTurnsGrayInTheNextTurn() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.backgroundConfiguration = .listPlainCell()
        cell.layoutIfNeeded()
        cell.isSelected = true
        #expect(cell.backgroundConfiguration?.backgroundColor === UIColor.systemBackground)
        drainMainRunLoop()
        #expect(cell.backgroundConfiguration?.backgroundColor === UIColor.systemGray4)
        #expect(cell._configurationStorage.backgroundView?.backgroundColor === UIColor.systemGray4)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isSelected = false
        drainMainRunLoop()
        #expect(cell.backgroundConfiguration?.backgroundColor === UIColor.systemGray4)
    }
}
