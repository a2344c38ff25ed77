import Foundation

/// A layer that draws its content in tiles (LK12): each redraw calls `draw(in:)` (a view's
/// `draw(_:)` with the tile as its rectangle) once per tile of ``tileSize`` pixels that
/// meets the part being redrawn, with the context clipped to that tile, row by row from
/// the top left.
///
/// Differences from Core Animation: tiles are drawn synchronously in the display pass, all
/// at the finest level of detail, and appear at once (no fade-in over ``fadeDuration()``);
/// ``levelsOfDetail`` and ``levelsOfDetailBias`` are kept but choose nothing.
@preconcurrency @MainActor
open class CATiledLayer: CALayer {
    /// The seconds a newly drawn tile takes to fade in: 0.25, as Core Animation.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The number of levels of detail (each half the resolution of the previous). Default 1.
    open var levelsOfDetail = 1
    /// The number of levels of detail kept above the layer's resolution. Default 0.
    open var levelsOfDetailBias = 0
    /// The size of a tile, in pixels (divided by `contentsScale` in the layer's points).
    /// Default 256 × 256.
    open var tileSize = CGSize(width: 256, height: 256)

    /// The tiles, in the layer's bounds coordinates, that meet `rect`, row by row.
    func _tiles(meeting rect: CGRect) -> [CGRect] {
        let scale = max(contentsScale, 0.01)
        let width = max(tileSize.width / scale, 1), height = max(tileSize.height / scale, 1)
        let area = rect.intersection(bounds)
        guard !area.isNull, !area.isEmpty else { return [] }
        let origin = bounds.origin
        let firstColumn = Int(((area.minX - origin.x) / width).rounded(.down))
        let lastColumn = Int(((area.maxX - origin.x) / width).rounded(.up)) - 1
        let firstRow = Int(((area.minY - origin.y) / height).rounded(.down))
        let lastRow = Int(((area.maxY - origin.y) / height).rounded(.up)) - 1
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return [] }
        var tiles: [CGRect] = []
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn {
                let tile = CGRect(x: origin.x + CGFloat(column) * width, y: origin.y + CGFloat(row) * height, width: width, height: height)
                tiles.append(tile.intersection(bounds))
            }
        }
        return tiles
    }

    override func _copyModelState(from other: CALayer) {
        super._copyModelState(from: other)
        guard let other = other as? CATiledLayer else { return }
        levelsOfDetail = other.levelsOfDetail; levelsOfDetailBias = other.levelsOfDetailBias; tileSize = other.tileSize
    }

    override func _kindDeclaredValue(forKey key: String) -> DeclaredKeyValue {
        switch key {
        case "levelsOfDetail": .value(NSNumber(value: levelsOfDetail))
        case "levelsOfDetailBias": .value(NSNumber(value: levelsOfDetailBias))
        case "tileSize": .value(NSValue(cgSize: tileSize))
        default: super._kindDeclaredValue(forKey: key)
        }
    }

    override func _setKindDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "levelsOfDetail": levelsOfDetail = LayerKeyValueCast.cast(value, to: Int.self) ?? 1
        case "levelsOfDetailBias": levelsOfDetailBias = LayerKeyValueCast.cast(value, to: Int.self) ?? 0
        case "tileSize": if let size = LayerKeyValueCast.cast(value, to: CGSize.self) { tileSize = size }
        default: return super._setKindDeclaredValue(value, forKey: key)
        }
        return true
    }
}
