import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A collection view (or data source) that expands and collapses items when their outline
/// disclosure is tapped, as section snapshots do.
@MainActor
final class OutlineList: UICollectionView, ListOutlineExpansionHandling {
    var tapped: [UICollectionViewListCell] = []
    func _outlineDisclosureTapped(in cell: UICollectionViewListCell) {
        tapped.append(cell)
        cell._isExpanded.toggle()
    }
}

@MainActor
@Suite(.uikit) struct ListCellAccessoryTests {
    private func listCell(width: CGFloat = 320) -> UICollectionViewListCell {
        UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    }

    @Test func test_LC16_theListAppearanceChoosesTheDefaultConfigurations() {
        let cell = listCell()
        #expect(cell.defaultContentConfiguration()._style == .cell)
        #expect(cell.backgroundConfiguration?._style == .listPlainCell && cell.defaultBackgroundConfiguration()._style == .listPlainCell)
        #expect(cell.indentationLevel == 0 && cell.indentationWidth == 10 && cell.indentsAccessories && cell.accessories.isEmpty)
        cell._listAppearance = .insetGrouped
        #expect(cell.backgroundConfiguration?._style == .listGroupedCell && cell.backgroundConfiguration?.backgroundColor === UIColor.secondarySystemGroupedBackground)
        cell._listAppearance = .sidebar
        #expect(cell.defaultContentConfiguration()._style == .sidebarCell && cell.backgroundConfiguration?._style == .listSidebarCell)
        cell._listAppearance = .sidebarPlain
        #expect(cell.defaultContentConfiguration()._style == .accompaniedSidebarCell)
        cell._listAppearance = .grouped
        cell._listSupplementaryKind = .header
        #expect(cell.defaultContentConfiguration()._style == .groupedHeader && cell.backgroundConfiguration?._style == .listGroupedHeaderFooter)
        cell._listSupplementaryKind = .footer
        #expect(cell.defaultContentConfiguration()._style == .groupedFooter)
        cell._listAppearance = .plain
        #expect(cell.defaultContentConfiguration()._style == .plainFooter && cell.backgroundConfiguration?._style == .listPlainHeaderFooter)
        // A background the app set is kept when the appearance changes.
        let item = listCell()
        item.backgroundConfiguration = .clear()
        item._listAppearance = .insetGrouped
        #expect(item.backgroundConfiguration?._style == .clear)
    }

    @Test func test_LC17_systemAccessoriesHaveIOS17sDefaults() {
        #expect(UICellAccessory.disclosureIndicator().displayedState == .always)
        #expect(UICellAccessory.checkmark().displayedState == .always)
        #expect(UICellAccessory.outlineDisclosure().displayedState == .always)
        #expect(UICellAccessory.label(text: "3").displayedState == .always)
        #expect(UICellAccessory.delete().displayedState == .whenEditing)
        #expect(UICellAccessory.insert().displayedState == .whenEditing)
        #expect(UICellAccessory.reorder().displayedState == .whenEditing)
        #expect(UICellAccessory.multiselect().displayedState == .whenEditing)
        let leading = [UICellAccessory.delete(), .insert(), .multiselect()].map(\.isLeading)
        let trailing = [UICellAccessory.disclosureIndicator(), .checkmark(), .reorder(), .outlineDisclosure(), .label(text: "x"), .detail()].map(\.isLeading)
        #expect(leading == [true, true, true] && trailing == [false, false, false, false, false, false])
        let custom = UICellAccessory.customView(configuration: .init(customView: UIView(), placement: .leading()))
        #expect(custom.isLeading && custom.accessoryType == .customView && custom.reservedLayoutWidth == .standard && !custom.isHidden)

        let cell = listCell()
        cell.accessories = [.disclosureIndicator(), .checkmark(), .label(text: "12")]
        cell.layoutIfNeeded()
        let views = cell._accessoryViews
        #expect(views.count == 3 && views.allSatisfy { $0.superview === cell && !$0.isHidden })
        let chevron = views[0].subviews.first as? UIImageView
        #expect(chevron?.image?.isSymbolImage == true && chevron?.tintColor === UIColor.tertiaryLabel)
        #expect((views[1].subviews.first as? UIImageView)?.tintColor === UIColor.systemBlue)  // the cell's tint
        let label = views[2].subviews.first as? UILabel
        #expect(label?.text == "12" && label?.textColor === UIColor.secondaryLabel && label?.font == .preferredFont(forTextStyle: .body))
        #expect(!views[0].isUserInteractionEnabled && !views[1].isUserInteractionEnabled)
    }

    @Test func test_LC18_accessoriesShowPerEditingStateAndFrameTheContent() {
        let cell = listCell()
        cell.contentConfiguration = cell.defaultContentConfiguration()
        cell.accessories = [.delete(), .disclosureIndicator(), .reorder()]
        cell.layoutIfNeeded()
        let (delete, disclosure, reorder) = (cell._accessoryViews[0], cell._accessoryViews[1], cell._accessoryViews[2])
        #expect(delete.isHidden && !disclosure.isHidden && reorder.isHidden)
        #expect(disclosure.frame.maxX == 320 - 16 && disclosure.frame.midY == 22)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: disclosure.frame.minX, height: 44))
        // The collection view's editing mode reaches its cells.
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        collection._visibleCells[IndexPath(item: 0, section: 0)] = cell
        collection.isEditing = true
        #expect(cell.configurationState.isEditing)
        cell.layoutIfNeeded()
        #expect(!delete.isHidden && !disclosure.isHidden && !reorder.isHidden)
        #expect(delete.frame.minX == 16 && reorder.frame.maxX == 320 - 16)
        #expect(disclosure.frame.maxX == reorder.frame.minX - 10)
        #expect(cell.contentView.frame.minX == delete.frame.maxX && cell.contentView.frame.maxX == disclosure.frame.minX)
        // Indentation moves the content and the leading accessories.
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(delete.frame.minX == 36 && cell.contentView.frame.minX == delete.frame.maxX)
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(delete.frame.minX == 16 && cell.contentView.frame.minX == delete.frame.maxX + 20)
        // A custom width is kept whatever the accessory's size.
        cell.accessories = [.label(text: "1", options: .init(reservedLayoutWidth: .custom(60)))]
        cell.layoutIfNeeded()
        #expect(abs(cell.contentView.frame.maxX - (320 - 16 - 60)) < 0.001)
        collection.isEditing = false
        #expect(!cell.configurationState.isEditing)
    }

    @Test func test_LC19_actionAccessoriesRunTheirHandlerAndTheOutlineAsksTheList() throws {
        var events: [String] = []
        let cell = listCell()
        cell.accessories = [.delete(displayed: .always, actionHandler: { events.append("delete") }),
                            .outlineDisclosure(actionHandler: { events.append("outline") })]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(cell)
        window.isHidden = false
        cell.layoutIfNeeded()
        #expect(cell._accessoryViews.allSatisfy { $0.isUserInteractionEnabled })
        tap(cell._accessoryViews[0])
        tap(cell._accessoryViews[1])
        #expect(events == ["delete", "outline"])

        // Without a handler the list is asked, and the chevron turns down while expanded.
        let list = OutlineList(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(list)
        let item = listCell()
        item.accessories = [.outlineDisclosure()]
        list.addSubview(item)
        item.layoutIfNeeded()
        let chevron = try #require(item._accessoryViews[0].subviews.first as? UIImageView)
        #expect(chevron.transform == .identity && !item.configurationState.isExpanded)
        tap(item._accessoryViews[0])
        #expect(list.tapped.count == 1 && list.tapped[0] === item && item.configurationState.isExpanded)
        item.layoutIfNeeded()
        #expect(chevron.transform == CGAffineTransform(rotationAngle: .pi / 2))
    }

    @Test func test_LC17_multiselectFillsWhenSelected() throws {
        let cell = listCell()
        cell.accessories = [.multiselect(displayed: .always)]
        cell.layoutIfNeeded()
        let image = try #require(cell._accessoryViews[0].subviews.first as? UIImageView)
        #expect(image.tintColor === UIColor.tertiaryLabel)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(image.tintColor === UIColor.systemBlue && image.image?.isSymbolImage == true)
        // On a selected sidebar cell the tinted accessory is white.
        cell._listAppearance = .sidebar
        cell.layoutIfNeeded()
        #expect(image.tintColor === UIColor.white)
    }

    @Test func test_LC6_aListCellSizesToItsContent() {
        let cell = listCell()
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
        content.secondaryText = "Two"
        content.textProperties.font = .systemFont(ofSize: 30)
        cell.contentConfiguration = content
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height > 44)
    }
}

@MainActor
@Suite(.uikit) struct ConfiguredRowLayoutTests {
    @Test func test_LC20_theSeparatorStartsWhereTheTextStarts() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Photos"
        content.image = UIImage(systemName: "photo")
        content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 16 + 30 + 16, bottom: 0, right: 0))
        let custom = UITableViewCell(style: .default, reuseIdentifier: nil)
        custom.separatorInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        custom.contentConfiguration = content
        custom.layoutIfNeeded()
        #expect(custom.separatorInset.left == 4)
    }

    @Test func test_LC18_theReorderControlIsTheOutermostTrailingAccessory() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.reorder(displayed: .always), .disclosureIndicator()]
        cell.layoutIfNeeded()
        #expect(cell._accessoryViews[0].frame.maxX == 304 && cell._accessoryViews[1].frame.maxX < cell._accessoryViews[0].frame.minX)
    }

    @Test func test_LC6_headersSitOnTheirBottomMarginAndFootersUnderTheirTopMargin() {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Header"
        let view = UIListContentView(configuration: header)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        view.layoutIfNeeded()
        #expect(abs(view._textLabel.frame.maxY - (60 - 6)) < 0.001)
        var footer = UIListContentConfiguration.groupedFooter()
        footer.text = "Footer"
        let footerView = UIListContentView(configuration: footer)
        footerView.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        footerView.layoutIfNeeded()
        #expect(abs(footerView._textLabel.frame.minY - 6) < 0.001)
    }
}
