/// The column an interpolated value is printed in, given with `align:`
/// (`"\(name, align: .left(columns: 10))"`): the value padded with spaces to at least that many
/// characters, on the right (`left`) or on the left (`right`), as printf's field width does. A
/// longer value is not cut.
public struct OSLogStringAlignment {
    enum Side { case left, right }

    let side: Side?
    let columns: () -> Int

    /// No padding: the value at its own width (the default).
    public static var none: OSLogStringAlignment { OSLogStringAlignment(side: nil, columns: { 0 }) }

    /// The value first, then spaces up to `columns` characters. The width is evaluated only
    /// when the message is rendered.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(side: .left, columns: columns)
    }

    /// Spaces, then the value, `columns` characters in all. The width is evaluated only when
    /// the message is rendered.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(side: .right, columns: columns)
    }

    /// `text` padded to the column.
    func apply(to text: String) -> String {
        guard let side else { return text }
        let padding = columns() - text.count
        guard padding > 0 else { return text }
        let spaces = String(repeating: " ", count: padding)
        return side == .left ? text + spaces : spaces + text
    }
}
