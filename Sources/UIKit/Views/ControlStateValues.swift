import Foundation

/// Values a control keeps per control state (titles, images, symbol configurations), each
/// state possibly refined by further keys (a right segment's state, bar metrics, an icon),
/// looked up as UIKit does (CI1): the value set for the state itself, else the one set for
/// `.normal` with the same further keys.
///
/// Shared by ``UIButton``, ``UIStepper``, ``UISlider``, ``UISegmentedControl`` and
/// ``UISearchBar``, so every control falls back the same way.
struct ControlStateValues<Value> {
    private struct Key: Hashable {
        let state: UInt
        let details: [Int]
    }

    private var values: [Key: Value] = [:]

    /// Whether nothing is set for any state.
    var isEmpty: Bool { values.isEmpty }

    /// Every value set whose further keys pass `include`.
    func values(where include: ([Int]) -> Bool) -> [Value] {
        values.filter { include($0.key.details) }.map(\.value)
    }

    /// The value set for exactly `state` and `details`, without falling back.
    func exactValue(for state: UIControl.State, _ details: Int...) -> Value? {
        values[Key(state: state.rawValue, details: details)]
    }

    /// Sets (nil: removes) the value for `state` and `details`.
    mutating func set(_ value: Value?, for state: UIControl.State, _ details: Int...) {
        values[Key(state: state.rawValue, details: details)] = value
    }

    /// CI1: the value for `state` and `details`, else `.normal`'s with the same details.
    func value(for state: UIControl.State, _ details: Int...) -> Value? {
        values[Key(state: state.rawValue, details: details)] ?? values[Key(state: 0, details: details)]
    }
}

extension UIControl.State {
    /// CI1: the state of one part of a control (a stepper's half, a segment): `.disabled`
    /// when the control or the part is disabled, `.highlighted` while a touch is down inside
    /// the part, `.selected` when it is selected.
    static func _part(enabled: Bool, highlighted: Bool, selected: Bool = false) -> UIControl.State {
        var state: UIControl.State = []
        if !enabled { state.insert(.disabled) }
        if highlighted { state.insert(.highlighted) }
        if selected { state.insert(.selected) }
        return state
    }
}
