import Foundation
import UIKit
import UIKitLive

/// An app with one window, served to a browser at http://127.0.0.1:8080 while it runs.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var server: UIKitLiveServer?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Hello from Linux"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        let server = UIKitLiveServer(window: window)
        self.server = server
        Task { @MainActor in
            do {
                print("serving at \(try await server.start().absoluteString)")
            } catch {
                print("could not serve: \(error)")
                application.terminate(exitCode: 1)
            }
        }
        return true
    }
}
