import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A content configuration that writes down each `updated(for:)`.
@MainActor
struct RecordingConfiguration: UIContentConfiguration {
    var log: EventLog
    var title = ""
    func makeContentView() -> any UIView & UIContentView { RecordingContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> RecordingConfiguration {
        let cell = state as? UICellConfigurationState
        log.events.append("content updated selected=\(cell?.isSelected == true) highlighted=\(cell?.isHighlighted == true)")
        return self
    }
}

@MainActor
final class EventLog {
    var events: [String] = []
}

@MainActor
final class RecordingContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: RecordingConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is RecordingConfiguration }
}

@MainActor
final class RecordingTableCell: UITableViewCell {
    var log = EventLog()
    static let badge = UIConfigurationStateCustomKey("org.openuikit.badge")
    var badge = 0 { didSet { setNeedsUpdateConfiguration() } }
    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[Self.badge] = badge
        return state
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        log.events.append("updateConfiguration selected=\(state.isSelected) highlighted=\(state.isHighlighted) editing=\(state.isEditing) badge=\(state[Self.badge].map { "\($0)" } ?? "nil")")
    }
    override func setSelected(_ selected: Bool, animated: Bool) {
        log.events.append("setSelected \(selected)")
        super.setSelected(selected, animated: animated)
    }
}

@MainActor
@Suite(.uikit) struct CellConfigurationUpdateTests {
    @Test func test_LC1_statesStartClearAndKeepCustomStates() {
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        var cell = UICellConfigurationState(traitCollection: traits)
        #expect(!cell.isSelected && !cell.isHighlighted && !cell.isDisabled && !cell.isFocused && !cell.isEditing)
        #expect(!cell.isExpanded && !cell.isSwiped && !cell.isReordering && cell.cellDragState == .none && cell.cellDropState == .none)
        #expect(cell.traitCollection.userInterfaceStyle == .dark)
        let key = UIConfigurationStateCustomKey("com.example.flag")
        #expect(cell[key] == nil)
        cell[key] = true
        #expect(cell[key] == AnyHashable(true))
        var view = UIViewConfigurationState(traitCollection: traits)
        #expect(!view.isSelected && !view.isHighlighted && !view.isDisabled && !view.isFocused && view[key] == nil)
        view[key] = 3
        #expect(view[key] == AnyHashable(3))
    }

    @Test func test_LC1_aCellsStateReportsItsFlags() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.setSelected(true, animated: false)
        cell.setEditing(true, animated: false)
        cell.isUserInteractionEnabled = false
        let state = cell.configurationState
        #expect(state.isSelected && !state.isHighlighted && state.isEditing && state.isDisabled)
        let item = UICollectionViewCell(frame: .zero)
        item.isHighlighted = true
        #expect(item.configurationState.isHighlighted && !item.configurationState.isSelected)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        #expect(!header.configurationState.isDisabled)
    }

    @Test func test_LC4_defaultConfigurationsFollowTheCellAndTableStyles() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()._style == .cell)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()._style == .subtitleCell)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()._style == .valueCell)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration()._style == .valueCell)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.defaultContentConfiguration().text == nil)
        #expect(cell.defaultBackgroundConfiguration()._style == .listPlainCell)
        let table = UITableView(frame: .zero, style: .insetGrouped)
        cell._tableView = table
        #expect(cell.defaultBackgroundConfiguration()._style == .listGroupedCell)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        #expect(header.defaultContentConfiguration()._style == .plainHeader && header.defaultBackgroundConfiguration()._style == .listPlainHeaderFooter)
        header._isHeader = false
        #expect(header.defaultContentConfiguration()._style == .plainFooter)
        header._tableStyle = .grouped
        #expect(header.defaultContentConfiguration()._style == .groupedFooter && header.defaultBackgroundConfiguration()._style == .listGroupedHeaderFooter)
        header._isHeader = true
        #expect(header.defaultContentConfiguration()._style == .groupedHeader)
    }

    @Test func test_LC11_requestsAreCoalescedIntoOneUpdateInTheNextTurn() {
        let cell = RecordingTableCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()  // LC11: a new cell updates once, at its first layout
        #expect(cell.log.events == ["updateConfiguration selected=false highlighted=false editing=false badge=0"])
        cell.log.events = []
        cell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        cell.badge = 2
        #expect(cell.log.events.isEmpty)
        #expect(UIKitScheduler.shared.hasPendingWork)
        drainMainRunLoop()
        #expect(cell.log.events == ["updateConfiguration selected=false highlighted=false editing=false badge=2"])
        // Layout runs a pending update early; the scheduled turn then has nothing to do.
        cell.log.events = []
        cell.badge = 3
        cell.layoutIfNeeded()
        drainMainRunLoop()
        #expect(cell.log.events == ["updateConfiguration selected=false highlighted=false editing=false badge=3"])
        // A value that does not change asks for nothing.
        cell.log.events = []
        cell.setSelected(false, animated: false)
        cell.setHighlighted(false, animated: false)
        drainMainRunLoop()
        #expect(cell.log.events == ["setSelected false"])
    }

    @Test func test_LC11_aRequestDuringTheUpdateIsIgnored() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var runs = 0
        cell.configurationUpdateHandler = { cell, _ in
            runs += 1
            cell.setNeedsUpdateConfiguration()
        }
        drainMainRunLoop()
        #expect(runs == 1 && !UIKitScheduler.shared.hasPendingWork)
    }

    @Test func test_LC13_anUpdateUpdatesTheConfigurationsThenCallsUpdateConfigurationThenTheHandler() {
        let cell = RecordingTableCell(style: .default, reuseIdentifier: nil)
        let log = cell.log
        cell.contentConfiguration = RecordingConfiguration(log: log)
        cell.backgroundConfiguration = .listPlainCell()
        cell.configurationUpdateHandler = { _, state in log.events.append("handler selected=\(state.isSelected)") }
        cell.layoutIfNeeded()
        log.events = []
        cell.setHighlighted(true, animated: false)
        cell.setHighlighted(false, animated: false)
        cell.setSelected(true, animated: false)
        drainMainRunLoop()
        #expect(log.events == [
            "setSelected true",
            "content updated selected=true highlighted=false",
            "updateConfiguration selected=true highlighted=false editing=false badge=0",
            "handler selected=true",
        ])
        #expect(cell.backgroundConfiguration?.backgroundColor === UIColor.systemGray4)
        // Without automatic updates the configurations are left alone.
        log.events = []
        cell.automaticallyUpdatesContentConfiguration = false
        cell.setEditing(true, animated: false)
        drainMainRunLoop()
        #expect(log.events == ["updateConfiguration selected=true highlighted=false editing=true badge=0", "handler selected=true"])
    }

    @Test func test_LC13_aTapOnARowUpdatesOnceForTheSelection() throws {
        let controller = UITableViewController(style: .plain)
        let source = CellSource()
        controller.tableView.dataSource = source
        controller.tableView.register(RecordingTableCell.self, forCellReuseIdentifier: "cell")
        let window = showInWindow(controller)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecordingTableCell)
        cell.log.events = []
        tap(cell)
        drainMainRunLoop()
        #expect(cell.log.events == ["setSelected true", "updateConfiguration selected=true highlighted=false editing=false badge=0"])
        _ = window
    }

    @Test func test_LC12_aTraitChangeUpdatesTheConfigurations() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let cell = RecordingTableCell(style: .default, reuseIdentifier: nil)
        window.addSubview(cell)
        window.isHidden = false
        cell.layoutIfNeeded()
        drainMainRunLoop()
        cell.log.events = []
        window.overrideUserInterfaceStyle = .dark
        drainMainRunLoop()
        #expect(cell.log.events == ["updateConfiguration selected=false highlighted=false editing=false badge=0"])
    }

    @Test func test_LC14_theContentViewIsReusedWhenItSupportsTheConfiguration() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let plain = cell.contentView
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let list = try #require(cell.contentView as? UIListContentView)
        #expect(list !== plain && plain.superview == nil && list.superview === cell)
        content.text = "Two"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        #expect(cell.contentView === list && list._textLabel.text == "Two")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Two")
        // Another type of configuration gets its own view.
        cell.contentConfiguration = RecordingConfiguration(log: EventLog())
        #expect(cell.contentView is RecordingContentView && list.superview == nil)
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is any UIContentView) && cell.contentConfiguration == nil)
        // Collection cells and headers do the same.
        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        item.contentConfiguration = UIListContentConfiguration.cell()
        let itemView = item.contentView
        item.contentConfiguration = UIListContentConfiguration.valueCell()
        #expect(item.contentView === itemView && itemView is UIListContentView && itemView.frame == item.bounds)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.contentConfiguration = header.defaultContentConfiguration()
        #expect(header.contentView is UIListContentView && header.contentView.superview === header)
    }

    @Test func test_LC15_aHandlerCapturingTheCellWeaklyDoesNotKeepIt() {
        weak var released: UITableViewCell?
        weak var releasedItem: UICollectionViewCell?
        do {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentConfiguration = cell.defaultContentConfiguration()
            cell.backgroundConfiguration = .listPlainCell()
            cell.configurationUpdateHandler = { [weak cell] _, state in
                var content = cell?.defaultContentConfiguration()
                content?.text = state.isSelected ? "Selected" : "Not selected"
                cell?.contentConfiguration = content
            }
            cell.layoutIfNeeded()
            cell.setSelected(true, animated: false)
            released = cell
            let item = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            item.accessories = [.disclosureIndicator(), .delete(actionHandler: {})]
            item.configurationUpdateHandler = { cell, _ in cell.contentConfiguration = UIListContentConfiguration.cell() }
            item.layoutIfNeeded()
            releasedItem = item
        }
        drainMainRunLoop()
        #expect(released == nil && releasedItem == nil)
    }
}

@MainActor
final class CellSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}
