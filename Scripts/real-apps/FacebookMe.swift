// Drives Swift-30-Projects' "Project 03 - FacebookMe", ported unedited (Scripts/real-apps/run).
import Testing
import UIKit
import UIKitTesting

/// A code-built screen: a navigation controller whose root lays out a grouped table with the
/// visual format language; sections, the header title, the subtitle cell and the cell class
/// registered for reuse.
@MainActor @Test func theProfileTableShowsItsSectionsAndRows() throws {
    _ = VirtualClock().install()
    let (_, window) = try launchPortedApp()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let me = try #require(navigation.topViewController as? FBMeViewController)
    #expect(me.title == "Facebook" && navigation.navigationBar.topItem?.title == "Facebook")
    let table = try #require(me.view.subviews.compactMap { $0 as? UITableView }.first)
    #expect(table.style == .grouped)
    #expect(table.frame == me.view.bounds)  // H:|-0-[tableView]-0-| and V:|-0-[tableView]-0-|
    #expect(table.numberOfSections == 5)
    #expect((0..<5).map { table.numberOfRows(inSection: $0) } == [1, 7, 1, 3, 1])
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 2) == "FAVORITES")
    let profile = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(profile.textLabel?.text == "BayMax" && profile.detailTextLabel?.text == "View your profile")
    let education = try #require(table.cellForRow(at: IndexPath(row: 3, section: 1)))
    #expect(education is FBMeBaseCell && education.textLabel?.text == "CMU")
}
