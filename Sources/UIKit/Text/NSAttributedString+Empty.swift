import Foundation

extension NSAttributedString {
    /// An empty attributed string, as `NSAttributedString()` and `NSMutableAttributedString()`
    /// make on iOS (F48).
    ///
    /// Difference from iOS: Foundation on Linux gives attributed strings no `init()`, and an
    /// extension may not declare one (it would override `NSObject`'s), so this is an
    /// initializer whose one argument has a default: the call is written the same.
    public convenience init(_ empty: Void = ()) {
        self.init(string: "")
    }
}
