@_spi(Testing) import UIKit

/// The titles of the commands of the edit menu `UIMenuController` shows, in order (nil when it
/// is not visible): the standard edit commands the responder chain can perform, then the app's
/// menu items it can perform (DP9).
@MainActor
public func editMenuTitles() -> [String]? {
    UIApplication.shared._editMenuTitles
}

/// Chooses the edit menu's command titled `title`, as the user's tap would: the menu hides and
/// the command's action goes up the responder chain (DP9). Records a test issue when the menu
/// is not visible or has no such command.
@MainActor
public func chooseEditMenuCommand(_ title: String) {
    guard UIApplication.shared._chooseEditMenuCommand(title) else {
        return recordTestIssue("chooseEditMenuCommand(_:): the edit menu "
            + (editMenuTitles().map { "has no command \"\(title)\" (it has \($0))" } ?? "is not visible"))
    }
}
