import Foundation

/// A description of a view's content and styling that makes the view showing it (iOS 14):
/// ``UIContentUnavailableConfiguration`` is one. Controllers and views that take
/// configurations keep the content view and hand it new configurations.
///
/// Difference from UIKit: OpenUIKit has no list, cell or hosting configurations yet; your
/// own types can conform.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration for `state`: the defaults for that state applied to what was not
    /// customised.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a ``UIContentConfiguration``, showing it.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown. Setting one applies it.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a new view is made for it).
    /// Default true.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
