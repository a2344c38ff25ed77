import Foundation

/// The parts of an ``OSLogMessage`` as the compiler collects them from a string literal: the
/// literal text, and each interpolated value with how to print it. The `appendInterpolation`
/// methods below are the values a message accepts, with iOS's parameters: integers
/// (`format:`, `align:`), floating-point numbers (`format:`, `align:`), Booleans (`format:`),
/// strings, `CustomStringConvertible` values, objects, types and errors, each with `privacy:`.
///
/// Every value is kept as a closure and evaluated only when the message is rendered, so a
/// message that is not logged evaluates none of them (as on iOS). Because the closures escape,
/// a property in a class needs an explicit `self.`, as on iOS.
///
/// Differences from iOS: privacy changes nothing (see ``OSLogPrivacy``), `attributes:` is
/// accepted and ignored (it only annotates values for Apple's tools), pointer data and the
/// `Int32` extended formats (IP addresses, errno, times) are not offered, and errors are
/// accepted (printed as `String(describing:)`).
public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Segment {
        case literal(String)
        case value(() -> String, OSLogPrivacy)
    }

    var segments: [Segment] = []

    /// An empty message, as the compiler starts one.
    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends literal text, printed as written (a `%` is just a percent sign).
    public mutating func appendLiteral(_ literal: String) {
        guard !literal.isEmpty else { return }
        segments.append(.literal(literal))
    }

    /// The message's text, every value evaluated now.
    func render() -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let literal): text += literal
            case .value(let value, _): text += value()
            }
        }
        return text
    }

    private mutating func append(_ privacy: OSLogPrivacy, _ text: @escaping () -> String) {
        segments.append(.value(text, privacy))
    }

    // MARK: Strings and descriptions

    /// Appends a string, padded to `align`'s column.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { align.apply(to: argumentString()) }
    }

    /// Appends a string; `attributes` is ignored.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(argumentString(), align: align, privacy: privacy)
    }

    /// Appends a value's `description`, padded to `align`'s column.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { align.apply(to: value().description) }
    }

    /// Appends a value's `description`; `attributes` is ignored.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(value(), align: align, privacy: privacy)
    }

    /// Appends an object's `description`.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { argumentObject().description }
    }

    /// Appends an object's `description`; `attributes` is ignored.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(argumentObject(), privacy: privacy)
    }

    /// Appends a type's name, as `String(describing:)` gives it (`Int`, `MyView`).
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { align.apply(to: String(describing: value())) }
    }

    /// Appends an error as `String(describing:)` prints it. Difference from iOS: iOS's messages
    /// take errors only through their description (`"\(error.localizedDescription)"`); this
    /// overload lets `"\(error)"` compile and is chosen only when no other one fits.
    @_disfavoredOverload
    public mutating func appendInterpolation<E: Error>(
        _ error: @autoclosure @escaping () -> E,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { align.apply(to: String(describing: error())) }
    }

    // MARK: Integers

    /// Appends an `Int` in `format` (decimal by default), padded to `align`'s column.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int,
        format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { align.apply(to: format.text(number())) }
    }

    /// Appends an `Int`; `attributes` is ignored.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int,
        format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer of any fixed width in `format`, padded to `align`'s column.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T,
        format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { align.apply(to: format.text(number())) }
    }

    /// Appends an integer of any fixed width; `attributes` is ignored.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T,
        format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    // MARK: Floating point

    /// Appends a `Double` in `format` (six decimals by default), padded to `align`'s column.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double,
        format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { align.apply(to: format.text(number())) }
    }

    /// Appends a `Double`; `attributes` is ignored.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double,
        format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends a `Float`, printed as the `Double` of the same value.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float,
        format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { align.apply(to: format.text(Double(number()))) }
    }

    /// Appends a `Float`; `attributes` is ignored.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float,
        format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends a `CGFloat`, printed as the `Double` of the same value.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat,
        format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { align.apply(to: format.text(Double(number()))) }
    }

    // MARK: Booleans

    /// Appends a Boolean as `true`/`false` (or `YES`/`NO` with `.answer`).
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool,
        format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy) { format.text(boolean()) }
    }

    /// Appends a Boolean; `attributes` is ignored.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool,
        format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(boolean(), format: format, privacy: privacy)
    }
}
