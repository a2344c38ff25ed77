import Foundation

/// An object (an `NSObject`) that `String(format:)`'s `%@` prints by its `description`, as iOS prints
/// every object. Not API: UIKit's classes adopt it below.
///
/// Linux's Foundation before Swift 6.4 makes only `NSString` (and `String`) `CVarArg`, so
/// `String(format: "%@", traits)` would not compile. The standard library passes a
/// `_CVarArgObject` as the object it names: here an `NSString` of the description, kept
/// alive for the call, which `%@` prints. (A conformance of `NSObject` itself would clash
/// with `NSString`'s own.) Swift 6.4's Foundation makes `NSObject` `CVarArg` and formats it
/// by its description; there these conformances step aside.
///
/// Differences from iOS: the description is taken when the argument list is built, before
/// formatting starts; an app's own `NSObject` subclasses do not print with `%@` before
/// Swift 6.4 unless they adopt this protocol (`extension MyModel: _FormattedByDescription {}`).
#if !canImport(ObjectiveC) && compiler(<6.4)
/// (Declared once per toolchain; see the comment above.)
public protocol _FormattedByDescription: AnyObject, CustomStringConvertible, _CVarArgObject {}

extension _FormattedByDescription {
    /// The description as an `NSString`, the object `%@` formats.
    public var _cVarArgObject: any CVarArg { NSString(string: description) }

    /// The words of the description string, for a caller that encodes the argument itself
    /// (the standard library asks ``_cVarArgObject`` instead). That string is kept for the
    /// life of the process so that the pointer stays valid.
    public var _cVarArgEncoding: [Int] {
        Unmanaged.passRetained(NSString(string: description)).takeUnretainedValue()._cVarArgEncoding
    }
}

extension UIResponder: _FormattedByDescription {}
extension UITraitCollection: _FormattedByDescription {}
extension UIColor: _FormattedByDescription {}
extension UIGestureRecognizer: _FormattedByDescription {}
extension UITouch: _FormattedByDescription {}
extension UIEvent: _FormattedByDescription {}
extension UIScreen: _FormattedByDescription {}
extension UIDevice: _FormattedByDescription {}
extension UIStatusBarManager: _FormattedByDescription {}
extension UIStoryboard: _FormattedByDescription {}
extension UINib: _FormattedByDescription {}
extension UIStoryboardSegue: _FormattedByDescription {}
extension UIStoryboardUnwindSegueSource: _FormattedByDescription {}
extension UIPresentationController: _FormattedByDescription {}
extension UISheetPresentationController.Detent: _FormattedByDescription {}
extension UIPercentDrivenInteractiveTransition: _FormattedByDescription {}
extension UIViewPropertyAnimator: _FormattedByDescription {}
extension UIAlertAction: _FormattedByDescription {}
extension UIMenuElement: _FormattedByDescription {}
extension UICommandAlternate: _FormattedByDescription {}
extension UIContextMenuConfiguration: _FormattedByDescription {}
extension UIContextMenuInteraction: _FormattedByDescription {}
extension UIActivity: _FormattedByDescription {}
extension UICollectionViewLayout: _FormattedByDescription {}
extension UICollectionViewLayoutAttributes: _FormattedByDescription {}
extension NSLayoutConstraint: _FormattedByDescription {}
extension NSLayoutAnchor: _FormattedByDescription {}
extension UILayoutGuide: _FormattedByDescription {}
extension UINavigationItem: _FormattedByDescription {}
extension UIVisualEffect: _FormattedByDescription {}
extension UISceneSession: _FormattedByDescription {}
extension UISceneConfiguration: _FormattedByDescription {}
extension UIScene.ConnectionOptions: _FormattedByDescription {}
extension UIScene.ActivationRequestOptions: _FormattedByDescription {}
extension UISceneDestructionRequestOptions: _FormattedByDescription {}
extension UIOpenURLContext: _FormattedByDescription {}
extension UIWindowScene.GeometryPreferences: _FormattedByDescription {}
extension UIDocument: _FormattedByDescription {}
extension UIFont: _FormattedByDescription {}
extension UIImage: _FormattedByDescription {}
extension CALayer: _FormattedByDescription {}
extension UIBarItem: _FormattedByDescription {}
extension UIBarAppearance: _FormattedByDescription {}
extension UIBezierPath: _FormattedByDescription {}
#else
/// Where Foundation formats every `NSObject` with `%@` (Swift 6.4, Darwin): a marker only.
public protocol _FormattedByDescription: NSObject {}
#endif
