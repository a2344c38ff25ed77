/// How an interpolated integer is printed, given with `format:` (`"\(flags, format: .hex)"`):
/// decimal, hexadecimal or octal, as printf's `%d`, `%x` and `%o` print them.
///
/// `explicitPositiveSign` puts `+` before a non-negative decimal value of a signed type (printf
/// ignores it for hexadecimal and octal, which are unsigned). `includePrefix` puts `0x` (`0X`
/// when uppercase) before a non-zero hexadecimal value and `0` before an octal one, as printf's
/// `#` flag does. `minDigits` pads the digits with leading zeros. A negative value is printed
/// in hexadecimal or octal as its two's complement in its type's width (`-1` as an `Int8` is
/// `ff`).
public struct OSLogIntegerFormatting {
    enum Radix { case decimal, hex, octal }

    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: () -> Int

    /// Decimal, as printf's `%d` (the default).
    public static var decimal: OSLogIntegerFormatting { .decimal() }

    /// Decimal, with `+` before non-negative values of signed types when asked.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        .decimal(explicitPositiveSign: explicitPositiveSign, minDigits: 0)
    }

    /// Decimal, with at least `minDigits` digits (leading zeros; the sign is not a digit).
    public static func decimal(
        explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
            uppercase: false, minDigits: minDigits)
    }

    /// Lowercase hexadecimal without prefix, as printf's `%x`.
    public static var hex: OSLogIntegerFormatting { .hex() }

    /// Hexadecimal, with a `0x` prefix and uppercase digits when asked.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
    ) -> OSLogIntegerFormatting {
        .hex(explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }

    /// Hexadecimal with at least `minDigits` digits (leading zeros, after the prefix).
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits)
    }

    /// Octal without prefix, as printf's `%o`.
    public static var octal: OSLogIntegerFormatting { .octal() }

    /// Octal, with a leading `0` when asked.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
    ) -> OSLogIntegerFormatting {
        .octal(explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }

    /// Octal with at least `minDigits` digits.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits)
    }

    /// `value` printed in this format.
    func text<T: FixedWidthInteger>(_ value: T) -> String {
        let negative = value < 0
        var digits: String
        switch radix {
        case .decimal:
            digits = String(value.magnitude)
        case .hex, .octal:
            // Unsigned conversions: a negative value is its bit pattern in its own width.
            digits = String(T.Magnitude(truncatingIfNeeded: value), radix: radix == .hex ? 16 : 8, uppercase: uppercase)
        }
        let width = minDigits()
        if digits.count < width {
            digits = String(repeating: "0", count: width - digits.count) + digits
        }
        switch radix {
        case .decimal:
            if negative { return "-" + digits }
            return explicitPositiveSign && T.isSigned ? "+" + digits : digits
        case .hex:
            guard includePrefix, value != 0 else { return digits }
            return (uppercase ? "0X" : "0x") + digits
        case .octal:
            guard includePrefix, !digits.hasPrefix("0") else { return digits }
            return "0" + digits
        }
    }
}
