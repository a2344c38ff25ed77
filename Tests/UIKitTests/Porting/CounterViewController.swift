import UIKit

/// A controller as written for iOS: outlets, actions, a selector-based button and bar
/// button item, and an action sent up the responder chain.
final class CounterViewController: UIViewController {
    @Outlet var countLabel: UILabel!
    @Inspectable var step: Int = 1 { didSet { log.append("step \(step)") } }
    let plusButton = UIButton(type: .system)
    private(set) var count = 0
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        view.addSubview(label)
        countLabel = label
        plusButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        plusButton.addTarget(self, action: Selector("increment:"), for: .touchUpInside)
        view.addSubview(plusButton)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: Selector("reset"))
    }

    func increment(_ sender: UIButton) {
        count += step
        countLabel.text = "\(count)"
        log.append("increment from \(type(of: sender))")
    }

    private func reset() {
        count = 0
        log.append("reset")
    }

    func shareCount(_ sender: Any?) {
        log.append("share \(count)")
    }
override class var _selectorActions: [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] { super._selectorActions.merging([Selector("increment:"): { ($0 as! CounterViewController).increment($1 as! UIButton) }, Selector("reset"): { ($0 as! CounterViewController).reset(); _ = $1 }, Selector("shareCount:"): { ($0 as! CounterViewController).shareCount($1) }]) { $1 } }; }
