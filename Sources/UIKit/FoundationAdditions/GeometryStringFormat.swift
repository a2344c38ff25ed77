import Foundation

/// The text form UIKit gives geometry (`"{1, 2}"`, `"{{1, 2}, {3, 4}}"`, `"[1, 0, 0, 1, 0, 0]"`),
/// written and read in one place so every type formats and parses alike (FN1, FN2).
enum GeometryStringFormat {
    /// One number as UIKit prints it: C's `%.17g`, the shortest `%g` form that still keeps every
    /// bit of a double. So 1.5 reads "1.5", 0.1 reads "0.10000000000000001", 1e20 reads "1e+20"
    /// and -0 reads "-0" (FN1).
    static func number(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// `{a, b}`.
    static func pair(_ a: CGFloat, _ b: CGFloat) -> String {
        "{\(number(a)), \(number(b))}"
    }

    /// `{a, b, c, d}`.
    static func quad(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> String {
        "{\(number(a)), \(number(b)), \(number(c)), \(number(d))}"
    }

    /// `{{x, y}, {w, h}}`.
    static func rect(_ rect: CGRect) -> String {
        "{\(pair(rect.origin.x, rect.origin.y)), \(pair(rect.size.width, rect.size.height))}"
    }

    /// `[a, b, c, d, tx, ty]`.
    static func transform(_ t: CGAffineTransform) -> String {
        "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
    }

    // MARK: Reading

    /// The numbers of `{a, b}`, or nil when the string is not exactly that shape (FN2).
    static func parsePair(_ string: String) -> (CGFloat, CGFloat)? {
        var scanner = Scanner(string)
        guard let values = scanner.group(open: "{", count: 2, close: "}"), scanner.atEnd else { return nil }
        return (values[0], values[1])
    }

    /// The numbers of `{a, b, c, d}`, or nil when malformed.
    static func parseQuad(_ string: String) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        var scanner = Scanner(string)
        guard let values = scanner.group(open: "{", count: 4, close: "}"), scanner.atEnd else { return nil }
        return (values[0], values[1], values[2], values[3])
    }

    /// The rectangle of `{{x, y}, {w, h}}`, or nil when malformed.
    static func parseRect(_ string: String) -> CGRect? {
        var scanner = Scanner(string)
        guard scanner.expect("{"),
              let origin = scanner.group(open: "{", count: 2, close: "}"),
              scanner.expect(","),
              let size = scanner.group(open: "{", count: 2, close: "}"),
              scanner.expect("}"), scanner.atEnd
        else { return nil }
        return CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
    }

    /// The transform of `[a, b, c, d, tx, ty]` (what UIKit writes) or `{a, b, c, d, tx, ty}`
    /// (the form Apple's reference documents, `"{1,0,0,1,2.5,3.0}"`), or nil when malformed.
    static func parseTransform(_ string: String) -> CGAffineTransform? {
        for (open, close) in [("[", "]"), ("{", "}")] as [(Unicode.Scalar, Unicode.Scalar)] {
            var scanner = Scanner(string)
            if let v = scanner.group(open: open, count: 6, close: close), scanner.atEnd {
                return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            }
        }
        return nil
    }

    /// Reads the grammar above: punctuation exactly as UIKit writes it, any amount of white
    /// space around each token (the documented example `"{{3,2},{4,5}}"` has none), and
    /// numbers as C's `strtod` reads them (sign, decimals, exponent, `inf`, `nan`).
    private struct Scanner {
        private let bytes: [UInt8]
        private var index = 0

        init(_ string: String) { bytes = Array(string.utf8) }

        var atEnd: Bool {
            mutating get {
                skipSpace()
                return index == bytes.count
            }
        }

        mutating func expect(_ character: Unicode.Scalar) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }

        /// `open n, n, … close` with `count` numbers.
        mutating func group(open: Unicode.Scalar, count: Int, close: Unicode.Scalar) -> [CGFloat]? {
            guard expect(open) else { return nil }
            var values: [CGFloat] = []
            for position in 0..<count {
                if position > 0, !expect(",") { return nil }
                guard let value = number() else { return nil }
                values.append(value)
            }
            return expect(close) ? values : nil
        }

        /// The token up to the next separator, read as a double.
        private mutating func number() -> CGFloat? {
            skipSpace()
            let start = index
            while index < bytes.count, !Self.separators.contains(bytes[index]) { index += 1 }
            guard index > start, let token = String(bytes: bytes[start..<index], encoding: .utf8),
                  let value = Double(token)
            else { return nil }
            return CGFloat(value)
        }

        private mutating func skipSpace() {
            while index < bytes.count, Self.spaces.contains(bytes[index]) { index += 1 }
        }

        private static let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        private static let separators: Set<UInt8> = spaces.union([UInt8(ascii: ","), UInt8(ascii: "}"),
                                                                  UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "[")])
    }
}
