import Foundation
import Logging

/// The one channel every UIKit message goes through: it logs with swift-log (label
/// `com.apple.UIKit`) and tells observers, which is how `UIKitTesting`'s strict mode
/// turns warnings into test failures.
@preconcurrency @MainActor
public enum UIKitDiagnostics {
    /// The logger messages go to. Replace it to route UIKit's console output elsewhere.
    public static var logger = Logger(label: "com.apple.UIKit")

    private static var observers = ObserverList<UIKitDiagnostic>()

    /// For the rare message sent off the main thread (drawing on a background thread): the
    /// same label, no observers.
    nonisolated static let nonisolatedLogger = Logger(label: "com.apple.UIKit")

    /// Calls `body` for each message from now on, until the returned token is passed to
    /// ``removeObserver(_:)``.
    @discardableResult
    public static func addObserver(_ body: @escaping @MainActor (UIKitDiagnostic) -> Void) -> Int { observers.add(body) }

    /// Stops an observer added with ``addObserver(_:)``.
    public static func removeObserver(_ token: Int) { observers.remove(token) }

    /// Logs a warning and tells the observers.
    static func warn(_ diagnostic: UIKitDiagnostic) {
        logger.warning("\(diagnostic.message)")
        let current = observers  // an observer may add or remove observers
        current.notify(diagnostic)
    }

    /// Reports an exception as UIKit would raise it, then stops the program with the same
    /// reason (Swift has no catchable exceptions for this).
    static func raise(_ diagnostic: UIKitDiagnostic, file: StaticString = #file, line: UInt = #line) -> Never {
        logger.critical("*** Terminating app due to uncaught exception: \(diagnostic.message)")
        let current = observers  // an observer may add or remove observers
        current.notify(diagnostic)
        preconditionFailure(diagnostic.message, file: file, line: line)
    }
}
