import Foundation

/// The observers of one of UIKit's channels (lifecycle callbacks, console messages, activity),
/// called in the order they were added; each is removed by the token `add` returned.
@MainActor
struct ObserverList<Event> {
    private var observers: [(id: Int, body: @MainActor (Event) -> Void)] = []
    private var nextID = 0

    /// Adds an observer; returns its token.
    mutating func add(_ body: @escaping @MainActor (Event) -> Void) -> Int {
        nextID += 1
        observers.append((nextID, body))
        return nextID
    }

    /// Removes the observer with `token`.
    mutating func remove(_ token: Int) { observers.removeAll { $0.id == token } }

    var isEmpty: Bool { observers.isEmpty }

    /// Calls every observer with `event`.
    func notify(_ event: Event) {
        for observer in observers { observer.body(event) }
    }
}
