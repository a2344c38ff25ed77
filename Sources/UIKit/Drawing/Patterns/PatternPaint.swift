import Foundation

/// What a pattern colour paints (PC1–PC4): one cell, drawn as an image, repeated without
/// end along the axes of its pattern space, which `cellToBase` maps into the base space of
/// the context it fills in (the space before any transform the drawing concatenated: for a
/// view's `draw(_:)`, the view's bounds with their origin at the top left).
///
/// One description for every painter: the module's rasteriser samples the cell, the
/// PDF writer tiles it, and `UIKitRendering` hands it to Cairo as a repeating surface.
@_spi(Rendering) public final class PatternPaint: Hashable, @unchecked Sendable {
    /// One cell: the image drawn at the origin of a cell, whose size in the pattern space
    /// is the image's size in points (the step between cells).
    public let cell: UIImage
    /// Maps a point of the cell's space (origin at the cell image's top left, in points) to
    /// the base space.
    public let cellToBase: CGAffineTransform
    /// The opacity the cell is painted with (the pattern colour's alpha).
    public let alpha: CGFloat

    init(cell: UIImage, cellToBase: CGAffineTransform = .identity, alpha: CGFloat = 1) {
        self.cell = cell
        self.cellToBase = cellToBase
        self.alpha = alpha
    }

    /// The same paint with the pattern moved by `phase` in the base space (PC3:
    /// `CGContext.setPatternPhase(_:)`).
    func shifted(by phase: CGSize) -> PatternPaint {
        guard phase != .zero else { return self }
        return PatternPaint(cell: cell, cellToBase: cellToBase.concatenating(CGAffineTransform(translationX: phase.width, y: phase.height)),
                            alpha: alpha)
    }

    /// The same paint with another opacity.
    func withAlpha(_ alpha: CGFloat) -> PatternPaint { PatternPaint(cell: cell, cellToBase: cellToBase, alpha: alpha) }

    /// The cells of the pattern that meet `rect` (base space), in cell units: the columns
    /// and rows whose cell rectangles (in the cell space) touch it.
    public func cells(covering rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let size = cell.size
        guard size.width > 0, size.height > 0, !rect.isNull, !rect.isEmpty else { return nil }
        let box = rect.applying(cellToBase.inverted())
        let columns = (Int((box.minX / size.width).rounded(.down)), Int((box.maxX / size.width).rounded(.up)) - 1)
        let rows = (Int((box.minY / size.height).rounded(.down)), Int((box.maxY / size.height).rounded(.up)) - 1)
        guard columns.1 >= columns.0, rows.1 >= rows.0 else { return nil }
        return (columns.0...columns.1, rows.0...rows.1)
    }

    public static func == (lhs: PatternPaint, rhs: PatternPaint) -> Bool {
        lhs.cell === rhs.cell && lhs.cellToBase == rhs.cellToBase && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(cell))
        hasher.combine(alpha)
    }
}
