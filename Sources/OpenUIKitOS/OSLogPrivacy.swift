/// Whether an interpolated value may be shown in a log message, given with `privacy:` in a
/// message's interpolation (`"\(name, privacy: .public)"`).
///
/// Difference from iOS: every value is printed in full, whatever its privacy. iOS redacts
/// private values (`<private>`, or a hash with `mask: .hash`) in the logs it keeps and that
/// Console shows when no debugger is attached; OpenUIKit prints what Xcode's console shows
/// with the debugger attached, where every value is in full. The privacy given is kept with
/// the value but changes nothing in the text.
public struct OSLogPrivacy: Hashable, Sendable {
    /// How a redacted value would be shown: the generic `<private>`, or a hash of the value
    /// that lets messages with the same value be matched. Difference from iOS: kept, not used
    /// (values are not redacted here).
    public enum Mask: Hashable, Sendable {
        /// A hash of the value in place of the value.
        case hash
        /// The generic `<private>` in place of the value.
        case none
    }

    enum Level: Hashable, Sendable {
        case auto, `public`, `private`, sensitive
    }

    let level: Level
    let mask: Mask

    /// iOS's default: numbers, booleans and types are shown, strings and objects are redacted.
    /// Shown in full here, like every value.
    public static var auto: OSLogPrivacy { OSLogPrivacy(level: .auto, mask: .none) }

    /// Redacted or shown by iOS's default rules, with the given mask for a redacted value.
    /// Shown in full here.
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }

    /// Always shown, on iOS as here.
    public static var `public`: OSLogPrivacy { OSLogPrivacy(level: .public, mask: .none) }

    /// Always redacted on iOS when no debugger is attached. Shown in full here.
    public static var `private`: OSLogPrivacy { OSLogPrivacy(level: .private, mask: .none) }

    /// Always redacted on iOS, with the given mask. Shown in full here (no `<mask.hash: …>`).
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }

    /// Like ``private``, for personal data that iOS also redacts in diagnostics it collects.
    /// Shown in full here.
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: .none) }

    /// Like ``private(mask:)`` for personal data. Shown in full here.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }
}
