import Foundation
import UIKit

/// Records every lifecycle callback UIKit sends to a controller tree, in order, with the
/// flags each controller had at that moment.
///
/// ```swift
/// let recorder = LifecycleRecorder(names: [container: "P", child: "C"])
/// … // drive UIKit
/// #expect(recorder.lines == ["C.viewWillAppear(false)", …])
/// ```
@MainActor
public final class LifecycleRecorder {
    /// One recorded callback.
    public struct Entry: CustomStringConvertible {
        /// The name given to the controller (or its class name).
        public let name: String
        /// The callback and the flags the controller had when it was sent.
        public let callback: UIViewControllerLifecycleCallback
        /// The controller's `isMovingToParent` when the callback was sent.
        public let isMovingToParent: Bool
        /// The controller's `isMovingFromParent` when the callback was sent.
        public let isMovingFromParent: Bool
        /// The controller's `isBeingPresented` when the callback was sent.
        public let isBeingPresented: Bool
        /// The controller's `isBeingDismissed` when the callback was sent.
        public let isBeingDismissed: Bool

        /// `Name.callback` plus the flags that are set, e.g. `C.viewWillAppear(false) [movingToParent]`.
        public var description: String {
            var flags: [String] = []
            if isMovingToParent { flags.append("movingToParent") }
            if isMovingFromParent { flags.append("movingFromParent") }
            if isBeingPresented { flags.append("beingPresented") }
            if isBeingDismissed { flags.append("beingDismissed") }
            return "\(name).\(callback)" + (flags.isEmpty ? "" : " [\(flags.joined(separator: ", "))]")
        }
    }

    /// What is recorded.
    public enum Filter: Sendable {
        /// Everything.
        case all
        /// Appearance, containment, traits and size, without layout callbacks (layout,
        /// constraints, safe area, margins: their counts are not fixed by UIKit, BEHAVIOR.md A3).
        case withoutLayout
        /// Appearance callbacks only.
        case appearanceOnly
    }

    /// The recorded callbacks, in order.
    public private(set) var entries: [Entry] = []
    private var names: [ObjectIdentifier: String]
    private let filter: Filter
    private var token: Int?

    /// Starts recording callbacks of the named controllers (others are ignored unless
    /// `recordsUnnamed`, then they are named by class).
    public init(names: [UIViewController: String], filter: Filter = .withoutLayout, recordsUnnamed: Bool = false) {
        self.names = Dictionary(uniqueKeysWithValues: names.map { (ObjectIdentifier($0.key), $0.value) })
        self.filter = filter
        token = UIViewControllerLifecycleObservers.add { [weak self] event in
            self?.record(event, recordsUnnamed: recordsUnnamed)
        }
    }

    /// Stops recording.
    public func stop() {
        if let token { UIViewControllerLifecycleObservers.remove(token) }
        token = nil
    }

    isolated deinit {
        stop()
    }

    /// The entries as strings (see ``Entry/description``).
    public var lines: [String] { entries.map(\.description) }

    /// Forgets what was recorded so far.
    public func reset() { entries.removeAll() }

    private func record(_ event: UIViewControllerLifecycleEvent, recordsUnnamed: Bool) {
        let id = ObjectIdentifier(event.viewController)
        guard let name = names[id] ?? (recordsUnnamed ? String(describing: type(of: event.viewController)) : nil) else { return }
        switch (filter, event.callback) {
        case (.withoutLayout, .viewWillLayoutSubviews), (.withoutLayout, .viewDidLayoutSubviews),
             (.withoutLayout, .updateViewConstraints), (.withoutLayout, .viewSafeAreaInsetsDidChange),
             (.withoutLayout, .viewLayoutMarginsDidChange):
            return
        case (.appearanceOnly, .viewWillAppear), (.appearanceOnly, .viewIsAppearing), (.appearanceOnly, .viewDidAppear),
             (.appearanceOnly, .viewWillDisappear), (.appearanceOnly, .viewDidDisappear), (.all, _), (.withoutLayout, _):
            break
        case (.appearanceOnly, _):
            return
        }
        entries.append(Entry(
            name: name, callback: event.callback, isMovingToParent: event.isMovingToParent,
            isMovingFromParent: event.isMovingFromParent, isBeingPresented: event.isBeingPresented,
            isBeingDismissed: event.isBeingDismissed))
    }
}
