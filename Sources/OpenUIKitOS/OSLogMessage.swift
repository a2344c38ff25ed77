/// A log message: a string literal, possibly with interpolated values, given to `Logger`'s
/// methods and to `os_log`. Write it as a string literal; it cannot be made from a `String`
/// variable (as on iOS, so that messages stay constant text with typed values).
///
/// The values are kept unevaluated and rendered only when the message is logged; a message to
/// a level swift-log drops, or to ``OSLog/disabled``, evaluates none of them. The rendered text
/// is the literal parts and each value as its `format:` and `align:` say; privacy changes
/// nothing here (see ``OSLogPrivacy``).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The literal parts and the values.
    public let interpolation: OSLogInterpolation

    /// A message of literal parts and values, as the compiler makes it from
    /// `"text \(value) text"`.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// A message of one literal part, as the compiler makes it from `"text"`.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The text of the message, with every value evaluated now.
    func render() -> String { interpolation.render() }
}
