import UIKit

/// What iOS code reads through the Objective-C runtime: the app delegate's window, an optional
/// requirement there (`UIWindow??`), and a class's name through `NSObject`'s class method.
@MainActor enum AppWindowReads {
    static func rootTitle() -> String? {
        UIApplication.shared.delegate?._optionalWindow??.rootViewController?.title
    }

    static func forcedWindow() -> UIWindow {
        UIApplication.shared.delegate!._optionalWindow!!
    }

    static func windowWidth(of application: UIApplication) -> CGFloat? {
        if let window = application.delegate!._optionalWindow! {
            return window.bounds.width
        }
        return nil
    }

    static func isWindowImplemented() -> Bool {
        UIApplication.shared.delegate?._optionalWindow != nil
    }

    static func replaceWindow(with window: UIWindow) {
        UIApplication.shared.delegate?.window = window
    }

    static func className(of object: AnyObject) -> String {
        NSStringFromClass(type(of: object))
    }
}
