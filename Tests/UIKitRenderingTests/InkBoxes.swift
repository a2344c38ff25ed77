import Foundation
import UIKitRendering

/// One pixel of a rendered image.
typealias InkPixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

/// The smallest rectangle (in points) holding the pixels `matches` accepts, or nil.
func inkBox(_ image: RenderedImage, _ matches: (InkPixel) -> Bool) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width where matches(image.pixel(x: x, y: y)) {
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return nil }
    let scale = image.scale
    return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                  width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
}

/// A strongly red pixel.
func isRedInk(_ p: InkPixel) -> Bool { p.red > 200 && p.green < 60 && p.blue < 60 }

/// A strongly blue pixel.
func isBlueInk(_ p: InkPixel) -> Bool { p.blue > 200 && p.red < 60 && p.green < 60 }
