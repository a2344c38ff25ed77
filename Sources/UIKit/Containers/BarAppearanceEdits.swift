import Foundation

/// Counts changes to any bar appearance or bar item appearance (PN7): every stored
/// property of ``UIBarAppearance``, ``UINavigationBarAppearance``, ``UIToolbarAppearance``,
/// ``UITabBarAppearance``, ``UIBarButtonItemStateAppearance`` and
/// ``UITabBarItemStateAppearance`` adds one when set. A look worked out from
/// appearances stays right while the count is the same.
@MainActor
enum BarAppearanceEdits {
    static var count = 0
}

/// The transparent copy of a bar's standard appearance that the bar shows at the scroll
/// edge when no scroll-edge appearance is set (iOS 15), made again only when the standard
/// appearance is another object or some appearance changed (PN7). Bars work out their
/// appearance on every layout; copying it each time (with its three button appearances of
/// four states each) cost nearly a tenth of a push.
struct TransparentAppearanceCopy<Appearance: UIBarAppearance> {
    private var source: Appearance?
    private var copy: Appearance?
    private var edits = 0

    /// `source` with a transparent background: the copy made before when nothing changed.
    @MainActor
    mutating func of(_ source: Appearance) -> Appearance {
        if let copy, self.source === source, edits == BarAppearanceEdits.count { return copy }
        // Making the copy sets the new objects' properties, which changes no look anyone
        // has: the count is put back, or bars' copies would make each other stale.
        let edits = BarAppearanceEdits.count
        let made = source._transparentCopy()
        BarAppearanceEdits.count = edits
        self.source = source
        self.copy = made
        self.edits = edits
        return made
    }
}
