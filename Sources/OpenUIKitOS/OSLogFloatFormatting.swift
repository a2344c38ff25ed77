import Foundation

/// How an interpolated floating-point number is printed, given with `format:`
/// (`"\(ratio, format: .fixed(precision: 2))"`): as printf's `%f`, `%e`, `%g` or `%a` print it.
///
/// Without a precision, fixed and exponential print six digits after the point (`0.5` is
/// `0.500000`), as printf does; `uppercase` prints `E`, `X`, `P`, `INF` and `NAN` in capitals;
/// `explicitPositiveSign` puts `+` before non-negative values. `Float` and `CGFloat` values are
/// printed as `Double`.
public struct OSLogFloatFormatting {
    enum Notation: String { case fixed = "f", hex = "a", exponential = "e", hybrid = "g" }

    let notation: Notation
    let explicitPositiveSign: Bool
    let uppercase: Bool
    let precision: (() -> Int)?

    /// Fixed point with six decimals, as printf's `%f` (the default).
    public static var fixed: OSLogFloatFormatting { .fixed() }

    /// Fixed point with `precision` decimals, as `%.Nf`.
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .fixed, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    /// Fixed point with six decimals, with a sign or capitals when asked.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .fixed, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// Hexadecimal floating point, as printf's `%a` (`0x1.8p+1` for 3).
    public static var hex: OSLogFloatFormatting { .hex() }

    /// Hexadecimal floating point with `precision` hexadecimal digits after the point.
    public static func hex(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .hex, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    /// Hexadecimal floating point, with a sign or capitals when asked.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .hex, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// Exponential, as printf's `%e` (`1.000000e+09`).
    public static var exponential: OSLogFloatFormatting { .exponential() }

    /// Exponential with `precision` digits after the point.
    public static func exponential(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .exponential, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    /// Exponential, with a sign or capitals when asked.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .exponential, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// Fixed or exponential by the size of the number, as printf's `%g` (`0.0001`, `1e+09`).
    public static var hybrid: OSLogFloatFormatting { .hybrid() }

    /// Hybrid with `precision` significant digits.
    public static func hybrid(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .hybrid, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    /// Hybrid, with a sign or capitals when asked.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .hybrid, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// `value` printed in this format.
    func text(_ value: Double) -> String {
        var specifier = "%"
        if explicitPositiveSign { specifier += "+" }
        if let precision { specifier += ".\(max(0, precision()))" }
        specifier += notation.rawValue
        let text = String(format: specifier, value)
        return uppercase ? text.uppercased() : text
    }
}
