/// How an interpolated Boolean is printed, given with `format:` (`"\(flag, format: .answer)"`).
public enum OSLogBoolFormat: Hashable, Sendable {
    /// `true` or `false` (the default).
    case truth
    /// `YES` or `NO`.
    case answer

    func text(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}
