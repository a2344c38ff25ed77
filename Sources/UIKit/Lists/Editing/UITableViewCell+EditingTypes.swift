import Foundation

extension UITableViewCell {
    /// How a row is edited: the control at its leading edge in editing mode (LE2).
    public enum EditingStyle: Int, Sendable {
        /// No control: the row is not edited.
        case none = 0
        /// A red circle with a minus; it reveals the Delete confirmation.
        case delete = 1
        /// A green circle with a plus; a tap commits an insertion.
        case insert = 2
    }

    /// The editing parts a cell shows, as passed to ``willTransition(to:)`` and ``didTransition(to:)`` (LE6).
    public struct StateMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell shows its editing control (editing mode).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its Delete confirmation or other swipe actions.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
}
