import Foundation

/// The nine parts of a resizable image drawn in a rectangle (G4): corners at their size,
/// edges and middle stretched, or repeated at the image's size along the axes they fill when
/// the image tiles. One geometry for the module's rasteriser and `UIKitRendering`.
@_spi(Rendering) public enum NineSlice {
    /// One part: where it comes from in the image (points), where it goes, and the size of
    /// one repetition in the destination (the destination's own size when stretched).
    public struct Part: Sendable {
        public var source: CGRect
        public var destination: CGRect
        public var step: CGSize
    }

    /// The non-empty parts of an image of `size` with `caps`, drawn in `rect`, row by row.
    public static func parts(imageSize size: CGSize, caps: UIEdgeInsets, tiles: Bool, in rect: CGRect) -> [Part] {
        let sourceXs = [0, caps.left, size.width - caps.right, size.width]
        let sourceYs = [0, caps.top, size.height - caps.bottom, size.height]
        let destXs = [rect.minX, rect.minX + caps.left, rect.maxX - caps.right, rect.maxX]
        let destYs = [rect.minY, rect.minY + caps.top, rect.maxY - caps.bottom, rect.maxY]
        var parts: [Part] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceXs[column], y: sourceYs[row], width: sourceXs[column + 1] - sourceXs[column],
                                    height: sourceYs[row + 1] - sourceYs[row])
                let destination = CGRect(x: destXs[column], y: destYs[row], width: destXs[column + 1] - destXs[column],
                                         height: destYs[row + 1] - destYs[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                let step = CGSize(width: tiles && column == 1 ? source.width : destination.width,
                                  height: tiles && row == 1 ? source.height : destination.height)
                parts.append(Part(source: source, destination: destination, step: step))
            }
        }
        return parts
    }
}
