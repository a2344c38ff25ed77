@_spi(Testing) import UIKit

/// The title the navigation bar's back button shows ("" for `.minimal`), or nil when the
/// bar shows no back button. UIKit keeps the back button private; tests read it here.
@MainActor
public func backButtonTitle(of navigationBar: UINavigationBar) -> String? {
    navigationBar._backButtonView == nil ? nil : navigationBar._backButtonTitle
}
