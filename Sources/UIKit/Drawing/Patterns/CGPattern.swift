import Foundation

/// Draws one cell of a pattern into the context it is given (Core Graphics'
/// `CGPatternDrawPatternCallback`). Difference from Core Graphics: a Swift closure, not a C
/// function pointer (a `CGContext` is a Swift class here); closures that capture nothing,
/// which is what apps write, are both.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
/// Releases a pattern's `info` when the pattern goes away.
public typealias CGPatternReleaseInfoCallback = (UnsafeMutableRawPointer?) -> Void

/// The functions a pattern calls, as Core Graphics' `CGPatternCallbacks`.
public struct CGPatternCallbacks {
    /// The structure's version: 0.
    public var version: UInt32
    /// Draws one cell (PC2).
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Called with `info` when the pattern is released.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// The callbacks of a pattern.
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// How cells are placed on the device (Core Graphics' `CGPatternTiling`). OpenUIKit places
/// cells exactly at their steps in every case, which is what `.constantSpacing` promises.
public enum CGPatternTiling: Int32, Sendable {
    /// Cells may be spaced irregularly by up to a device pixel so they are not distorted.
    case noDistortion
    /// Cells are spaced exactly, and may be distorted by up to a device pixel.
    case constantSpacingMinimalDistortion
    /// Cells are spaced exactly; drawing may be slower.
    case constantSpacing
}

/// A pattern: a cell drawn by a callback, repeated every `xStep` by `yStep` units of its
/// pattern space, which `matrix` maps into the base space of the context it fills (PC2).
///
/// Paint with it through a pattern colour space (`CGColorSpace(patternBaseSpace:)`,
/// `CGContext.setFillPattern(_:colorComponents:)`) or a `CGColor(patternSpace:…)`. The
/// cell is drawn once, the first time the pattern paints, into a context of the cell's
/// `bounds` clipped to them, at the pixel density of the context painting; a coloured pattern
/// sets its own colours, an uncoloured one (a stencil) is painted in the colour the pattern
/// is set with. Difference from Core Graphics: the base space is the context's space in
/// points with y down (UIKit's view and image-renderer space), not device pixels with y up,
/// so a cell looks the same on every screen scale; a cell wider than its step is cut at the
/// step instead of overlapping its neighbour.
public final class CGPattern: @unchecked Sendable, CustomStringConvertible {
    /// The cell's rectangle in the pattern space.
    let bounds: CGRect
    /// Pattern space to base space.
    let matrix: CGAffineTransform
    /// The distance between cells along each axis of the pattern space.
    let step: CGSize
    /// Whether the cell draws its own colours (true) or is a stencil (false).
    let isColored: Bool
    private let info: UnsafeMutableRawPointer?
    private let drawPattern: CGPatternDrawPatternCallback
    private let releaseInfo: CGPatternReleaseInfoCallback?
    /// The cell of an image pattern: the image itself, at every density.
    private let imageCell: UIImage?
    /// The cell, drawn the first time the pattern paints at each pixel density.
    private var cells: [CGFloat: UIImage] = [:]

    /// A pattern whose cell `callbacks.drawPattern` draws within `bounds`, repeated every
    /// `xStep` × `yStep` of the pattern space, which `matrix` maps to the base space. Nil
    /// when there is no draw callback or a step is not positive (Core Graphics also allows 0
    /// for "the bounds' size", which this follows).
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        guard let draw = callbacks.pointee.drawPattern, !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return nil }
        let step = CGSize(width: xStep == 0 ? bounds.width : xStep, height: yStep == 0 ? bounds.height : yStep)
        guard step.width > 0, step.height > 0 else { return nil }
        self.info = info
        self.bounds = bounds
        self.matrix = matrix
        self.step = step
        self.isColored = isColored
        drawPattern = draw
        releaseInfo = callbacks.pointee.releaseInfo
        imageCell = nil
    }

    /// A coloured pattern whose cell is `image` (what `UIColor(patternImage:)` paints).
    init(image: UIImage) {
        info = nil
        bounds = CGRect(origin: .zero, size: image.size)
        matrix = .identity
        step = image.size
        isColored = true
        drawPattern = { _, _ in }
        releaseInfo = nil
        imageCell = image
    }

    deinit { releaseInfo?(info) }

    /// The cell as an image of one step, drawn at `scale` pixels per unit (PC2: drawn once
    /// per density, clipped to the bounds; a stencil is painted in `stencilColor`).
    func cell(scale: CGFloat) -> UIImage {
        if let cell = imageCell ?? cells[scale] { return cell }
        let context = CGContext(size: step, scale: scale, clip: CGRect(origin: .zero, size: bounds.size))
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawPattern(info, context)
        let image = UIImage(drawing: context.displayList, scale: scale, opaque: false)
        cells[scale] = image
        return image
    }

    /// The paint this pattern gives with `components` (a stencil's colour and alpha; a
    /// coloured pattern's alpha) in a context of `scale` pixels per point.
    func paint(components: [CGFloat], scale: CGFloat) -> PatternPaint {
        var cell = cell(scale: scale)
        let alpha = components.last ?? 1
        if !isColored {
            let c = components.count >= 4 ? Array(components.prefix(3)) : Array(repeating: components.first ?? 0, count: 3)
            cell = cell.withTintColor(UIColor(red: c[0], green: c[1], blue: c[2], alpha: 1))
        }
        // The cell image's origin is the bounds' origin in the pattern space.
        let cellToPattern = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
        return PatternPaint(cell: cell, cellToBase: cellToPattern.concatenating(matrix), alpha: alpha)
    }

    /// `<CGPattern 0x…>`.
    public var description: String {
        "<CGPattern 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16))>"
    }
}
