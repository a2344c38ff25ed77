import Foundation

/// PNG files in pure Swift (DR1): writing 8-bit RGBA, reading the non-interlaced PNGs apps
/// ship (grey, grey and alpha, RGB, RGBA, palette; 1–16 bits). The `UIKit` module links no
/// system library, so this is what `pngData()` and drawing PNG images use when
/// `UIKitRendering` is not installed.
@_spi(Rendering) public enum PNGCodec {
    /// A PNG of straight (not premultiplied) RGBA pixels, row by row from the top.
    public static func encode(rgba: [UInt8], width: Int, height: Int) -> Data {
        precondition(rgba.count == width * height * 4, "PNGCodec.encode: \(rgba.count) bytes for \(width)×\(height)")
        let rowBytes = width * 4
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        for y in 0..<height {
            // Filter 0 (none): flat interface colours repeat exactly, which LZ77 finds.
            raw.replaceSubrange((y * (rowBytes + 1) + 1)..<((y + 1) * (rowBytes + 1)), with: rgba[(y * rowBytes)..<((y + 1) * rowBytes)])
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(&header, UInt32(width)); appendBigEndian(&header, UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, not interlaced
        appendChunk(&png, "IHDR", header)
        appendChunk(&png, "IDAT", Deflate.zlibCompress(raw))
        appendChunk(&png, "IEND", [])
        return Data(png)
    }

    /// The pixels of a PNG as straight RGBA, or nil when it is not a PNG this reads
    /// (interlaced files are not read).
    public static func decode(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var offset = 8
        var width = 0, height = 0, depth = 0, colorType = 0
        var palette: [UInt8] = [], transparency: [UInt8] = []
        var compressed: [UInt8] = []
        func bigEndian(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset + 8 <= bytes.count {
            let length = bigEndian(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { return nil }
            let body = bytes[start..<(start + length)]
            switch type {
            case "IHDR":
                guard length >= 13 else { return nil }
                width = bigEndian(start); height = bigEndian(start + 4)
                depth = Int(bytes[start + 8]); colorType = Int(bytes[start + 9])
                guard bytes[start + 12] == 0 else { return nil }  // Adam7 interlacing is not read
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT": compressed += body
            default: break
            }
            offset = start + length + 4
            if type == "IEND" { break }
        }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: return nil
        }
        // A header claiming more than 2^28 pixels (or a side over 2^20) is refused before any
        // size is multiplied: a damaged or hostile file gets nil, not an overflow.
        guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20, width * height <= Bitmap.pixelLimit,
              [1, 2, 4, 8, 16].contains(depth) else { return nil }
        let bitsPerPixel = channels * depth
        let rowBytes = (width * bitsPerPixel + 7) / 8
        guard let raw = Deflate.zlibDecompress(compressed, limit: (rowBytes + 1) * height) else { return nil }
        let bpp = max(1, bitsPerPixel / 8)
        guard raw.count >= (rowBytes + 1) * height else { return nil }
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            let source = y * (rowBytes + 1) + 1, target = y * rowBytes
            for x in 0..<rowBytes {
                let value = Int(raw[source + x])
                let a = x >= bpp ? Int(rows[target + x - bpp]) : 0
                let b = y > 0 ? Int(rows[target - rowBytes + x]) : 0
                let c = x >= bpp && y > 0 ? Int(rows[target - rowBytes + x - bpp]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: return nil
                }
                rows[target + x] = UInt8((value + predicted) & 0xFF)
            }
        }
        // One sample: channel `channel` of pixel `x` in row `y`, scaled to 8 bits.
        func sample(_ x: Int, _ y: Int, _ channel: Int) -> Int {
            let row = y * rowBytes
            switch depth {
            case 8: return Int(rows[row + x * channels + channel])
            case 16: return Int(rows[row + (x * channels + channel) * 2])
            default:
                let bit = (x * channels + channel) * depth
                let value = Int(rows[row + bit / 8]) >> (8 - depth - bit % 8) & ((1 << depth) - 1)
                return colorType == 3 ? value : value * 255 / ((1 << depth) - 1)
            }
        }
        func rawSample(_ x: Int, _ y: Int, _ channel: Int) -> Int {
            // The sample at its own depth, for comparing with tRNS.
            switch depth {
            case 16: return Int(rows[y * rowBytes + (x * channels + channel) * 2]) << 8 | Int(rows[y * rowBytes + (x * channels + channel) * 2 + 1])
            case 8: return Int(rows[y * rowBytes + x * channels + channel])
            default:
                let bit = (x * channels + channel) * depth
                return Int(rows[y * rowBytes + bit / 8]) >> (8 - depth - bit % 8) & ((1 << depth) - 1)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                switch colorType {
                case 0:
                    let g = UInt8(sample(x, y, 0))
                    rgba[o] = g; rgba[o + 1] = g; rgba[o + 2] = g
                    if transparency.count >= 2, rawSample(x, y, 0) == Int(transparency[0]) << 8 | Int(transparency[1]) { rgba[o + 3] = 0 }
                case 2:
                    for c in 0..<3 { rgba[o + c] = UInt8(sample(x, y, c)) }
                    if transparency.count >= 6, (0..<3).allSatisfy({ rawSample(x, y, $0) == Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }) {
                        rgba[o + 3] = 0
                    }
                case 3:
                    let index = sample(x, y, 0)
                    guard index * 3 + 2 < palette.count else { return nil }
                    for c in 0..<3 { rgba[o + c] = palette[index * 3 + c] }
                    if index < transparency.count { rgba[o + 3] = transparency[index] }
                case 4:
                    let g = UInt8(sample(x, y, 0))
                    rgba[o] = g; rgba[o + 1] = g; rgba[o + 2] = g; rgba[o + 3] = UInt8(sample(x, y, 1))
                default:
                    for c in 0..<4 { rgba[o + c] = UInt8(sample(x, y, c)) }
                }
            }
        }
        return (width, height, rgba)
    }

    private static func appendBigEndian(_ bytes: inout [UInt8], _ value: UInt32) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ png: inout [UInt8], _ type: String, _ body: [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendBigEndian(&png, UInt32(body.count))
        png += typeBytes
        png += body
        appendBigEndian(&png, Deflate.crc32(body, crc: Deflate.crc32(typeBytes)))
    }
}
