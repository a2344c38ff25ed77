import UIKit

/// A controller as written for iOS: outlets, actions, a selector-based button and bar
/// button item, and an action sent up the responder chain.
final class CounterViewController: UIViewController {
    @Outlet var countLabel: UILabel!
    var step: Int = 1 { didSet { log.append("step \(step)") } }
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

    /// Counts up every second until stopped, as a block timer.
    var autoTimer: Timer?
    func startAutoIncrement() {
        autoTimer = UIKitScheduler.shared.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.count += 1
        }
    }

    func shareCount(_ sender: Any?) {
        log.append("share \(count)")
    }

    func pressed(_ sender: UIButton, forEvent event: UIEvent) {
        log.append("pressed with \(event.allTouches?.count ?? 0) touch")
    }
override class var _selectorActions: [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] { super._selectorActions.merging([Selector("increment:"): { ($0 as! CounterViewController).increment(_actionSender($1, as: (UIButton).self)) }, Selector("reset"): { ($0 as! CounterViewController).reset(); _ = $1 }, Selector("shareCount:"): { ($0 as! CounterViewController).shareCount($1) }, Selector("pressed:forEvent:"): { ($0 as! CounterViewController).pressed(_actionSender($1, as: (UIButton).self), forEvent: UIApplication._actionEvent ?? UIEvent(touches: [], timestamp: 0)) }]) { $1 } }; }; enum _IBInspectable_CounterViewController_step: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\CounterViewController.step) } }

/// A delegate protocol as iOS code writes it, with an optional method.
@MainActor protocol CounterDelegate: AnyObject {
    func counterDidChange(_ count: Int)
    func counterDidReset()
}; extension CounterDelegate { func counterDidReset() {}; func responds(to aSelector: Selector?) -> Bool { guard let aSelector else { return false }; let object = self as AnyObject; return MainActor.assumeIsolated { (object as? any _SelectorMessaging)?._responds(to: aSelector) ?? false } } }

final class CounterObserver: UIViewController, CounterDelegate {
    private(set) var seen: [Int] = []
    func counterDidChange(_ count: Int) { seen.append(count) }
override class var _implementedSelectors: Set<Selector> { super._implementedSelectors.union([Selector("counterDidChange:")]) }; }

final class ResetWatcher: UIViewController, CounterDelegate {
    private(set) var resets = 0
    func counterDidChange(_ count: Int) {}
    func counterDidReset() { resets += 1 }
override class var _implementedSelectors: Set<Selector> { super._implementedSelectors.union([Selector("counterDidChange:"), Selector("counterDidReset")]) }; }

/// Tells its delegate, asking first whether it implements the optional method.
@MainActor final class CounterReporter {
    weak var delegate: CounterDelegate?
    func report(_ count: Int) {
        delegate?.counterDidChange(count)
        if count == 0, delegate?.responds(to: Selector("counterDidReset")) == true {
            delegate?.counterDidReset()
        }
    }
}

/// An object that is not a responder, as a target and an observer.
@MainActor final class CountLogger: NSObject {
    private(set) var lines: [String] = []

    func watch(_ button: UIButton) {
        button.addTarget(self, action: Selector("buttonTapped:"), for: .touchUpInside)
        _ = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak _portedTarget = self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { _ = (_portedTarget as? any _SelectorMessaging)?._perform(Selector("appBecameActive:"), with: note) }
 }
    }

    func buttonTapped(_ sender: UIButton) { lines.append("tapped") }
    private func appBecameActive(_ note: Notification) { lines.append(note.name.rawValue) }
}; extension CountLogger: _SelectorMessaging { private static var _selectorActions: [Selector: @MainActor (CountLogger, Any?) -> Void] { [Selector("buttonTapped:"): { $0.buttonTapped(_actionSender($1, as: (UIButton).self)) }, Selector("appBecameActive:"): { $0.appBecameActive(_actionSender($1, as: (Notification).self)) }] }; func _perform(_ selector: Selector, with argument: Any?) -> Bool { guard let action = Self._selectorActions[selector] else { return false }; action(self, argument); return true }; func _responds(to selector: Selector) -> Bool { Self._selectorActions[selector] != nil } }

/// A data source protocol with optional methods returning values, adopted by objects that are
/// not responders.
@MainActor protocol CounterLabelSource: AnyObject {
    func labelCount() -> Int
    func title(forCount count: Int) -> String
    func subtitle(for count: Int, plural: Bool) -> String?
}; extension CounterLabelSource { func title(forCount count: Int) -> String { preconditionFailure("\(type(of: self)) does not implement the optional method titleForCount:") }; var _optional_titleForCount_: ((Int) -> String)? { responds(to: Selector("titleForCount:")) ? { self.title(forCount: $0) } : nil }; func subtitle(for count: Int, plural: Bool) -> String? { preconditionFailure("\(type(of: self)) does not implement the optional method subtitleFor:plural:") }; var _optional_subtitleFor_plural_: ((Int, Bool) -> String?)? { responds(to: Selector("subtitleFor:plural:")) ? { self.subtitle(for: $0, plural: $1) } : nil }; func responds(to aSelector: Selector?) -> Bool { guard let aSelector else { return false }; let object = self as AnyObject; return MainActor.assumeIsolated { (object as? any _SelectorMessaging)?._responds(to: aSelector) ?? false } } }

final class TitledSource: NSObject, CounterLabelSource {
    func labelCount() -> Int { 2 }
    func title(forCount count: Int) -> String { "Count \(count)" }
}; extension TitledSource: _SelectorMessaging { private static var _selectorActions: [Selector: @MainActor (TitledSource, Any?) -> Void] { [:] }; func _perform(_ selector: Selector, with argument: Any?) -> Bool { guard let action = Self._selectorActions[selector] else { return false }; action(self, argument); return true }; func _responds(to selector: Selector) -> Bool { Self._selectorActions[selector] != nil || ([Selector("labelCount"), Selector("titleForCount:")] as Set<Selector>).contains(selector) } }

final class PlainSource: NSObject, CounterLabelSource {
    func labelCount() -> Int { 1 }
}; extension PlainSource: _SelectorMessaging { private static var _selectorActions: [Selector: @MainActor (PlainSource, Any?) -> Void] { [:] }; func _perform(_ selector: Selector, with argument: Any?) -> Bool { guard let action = Self._selectorActions[selector] else { return false }; action(self, argument); return true }; func _responds(to selector: Selector) -> Bool { Self._selectorActions[selector] != nil || ([Selector("labelCount")] as Set<Selector>).contains(selector) } }

/// Asks its source, falling back where the source does not implement a method.
@MainActor final class CounterLabeler {
    weak var source: CounterLabelSource?
    func text(for count: Int) -> String {
        let title = source?._optional_titleForCount_?(count) ?? "\(count)"
        let subtitle = source?._optional_subtitleFor_plural_?(count,
                                         count != 1) ?? nil
        return [title, subtitle].compactMap { $0 }.joined(separator: " · ")
    }
    func implementsTitle() -> Bool { source?.responds(to: Selector("titleForCount:")) ?? false }
}

/// Properties storyboards set by name: stored ones with observers, a private one, and a
/// computed one in an extension of UIKit's view class.
final class CounterBadge: UILabel {
    var highlighted: Bool = false { didSet { changes.append("highlighted \(highlighted)") } }
    var ringColor: UIColor? { didSet { layer.borderColor = ringColor?.cgColor } }
    var scale: Double = 1
    fileprivate var badgeInset: Int = 0 { didSet { changes.append("inset \(badgeInset)") } }
    private(set) var changes: [String] = []
    override func awakeFromNib() {
        super.awakeFromNib()
        changes.append("awake")
    }
}; enum _IBInspectable_CounterBadge_highlighted: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\CounterBadge.highlighted) } }; enum _IBInspectable_CounterBadge_ringColor: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\CounterBadge.ringColor) } }; enum _IBInspectable_CounterBadge_scale: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\CounterBadge.scale) } }; enum _IBInspectable_CounterBadge_badgeInset: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\CounterBadge.badgeInset) } }

extension UIView {
    var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue; layer.masksToBounds = newValue > 0 }
    }
}; enum _IBInspectable_UIView_cornerRadius: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\UIView.cornerRadius) } }
