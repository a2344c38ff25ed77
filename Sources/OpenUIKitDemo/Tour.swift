import UIKit

/// The scripted tour: taps channel titles as a user would (a touch at the title's position,
/// through hit testing and the window), waits for each transition, opens an article as a
/// sheet and closes it, prints the final view tree and ends the app.
@MainActor
struct Tour {
    let window: UIWindow
    let news: NewsViewController
    /// Told when the article is made (the demo names it for the trace).
    var onArticle: (UIViewController) -> Void = { _ in }

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
                print("— open an article (show(_:sender:) → page sheet)")
                let article = ArticleViewController(headline: "Swift on Linux runs UIKit")
                onArticle(article)
                news.children.last?.show(article, sender: nil)
            }
        }
        delay += 0.8
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                if let article = news.presentedViewController {
                    let frame = article.view.frame
                    print("— the sheet is at (\(Int(frame.minX)), \(Int(frame.minY)), \(Int(frame.width)), \(Int(frame.height))); close it")
                }
                news.dismiss(animated: true)
            }
        }
        delay += 0.8
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
