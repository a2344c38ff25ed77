import Foundation

/// UIKit's deprecated controller members that UIKit still consults, as iOS does for apps that
/// override them. UIKit reads them through this protocol: the call reaches the app's override
/// as any call would, without a deprecation warning inside UIKit.
@MainActor
protocol LegacyControllerCallbacks: AnyObject {
    var shouldAutorotate: Bool { get }
    var automaticallyAdjustsScrollViewInsets: Bool { get }
    func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)
    func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)
    func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation)
}

extension UIViewController: LegacyControllerCallbacks {
    /// The controller, seen through its deprecated members.
    var _legacy: any LegacyControllerCallbacks { self }
}
