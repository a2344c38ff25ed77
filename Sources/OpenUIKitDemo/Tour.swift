import UIKit

/// The scripted tour: taps channel titles as a user would (a touch at the title's position,
/// through hit testing and the window), waits for each transition, prints the final view
/// tree and ends the app.
@MainActor
struct Tour {
    let window: UIWindow
    let news: NewsViewController

    private var steps: [(String, Int)] { [("Tech", 1), ("Sports", 2), ("Tech", 1), ("Science", 4)] }

    func run() {
        var delay: TimeInterval = 0.2
        for (name, index) in steps {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                MainActor.assumeIsolated {
                    print("— tap \"\(name)\"")
                    tapChannel(index)
                }
            }
            delay += 0.5
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                print("— final view tree")
                print(window.recursiveDescription())
                print("— children of News: \(news.children.map { $0.title ?? "?" }.joined(separator: ", "))")
                UIApplication.shared.terminate(exitCode: 0)
            }
        }
    }

    /// A tap at the centre of channel `index`'s title, in window coordinates.
    private func tapChannel(_ index: Int) {
        let barWidth = window.bounds.width / CGFloat(news.channels.count)
        let point = CGPoint(x: (CGFloat(index) + 0.5) * barWidth, y: window.safeAreaInsets.top + 22)
        let touch = UITouch(location: point, in: window)
        let timestamp = ProcessInfo.processInfo.systemUptime
        window.sendEvent(UIEvent(touches: [touch], timestamp: timestamp))
        touch.phase = .ended
        window.sendEvent(UIEvent(touches: [touch], timestamp: timestamp))
    }
}
