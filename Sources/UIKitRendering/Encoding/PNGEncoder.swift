import CZlib
import Foundation

/// Writes 8-bit RGBA PNGs (one IDAT chunk, no filtering) with zlib at a chosen level.
/// Unfiltered rows compress best for flat interface colours, and level 1 is about twice as
/// fast as zlib's default 6 on a 3× phone frame.
enum PNGEncoder {
    static func encode(rgba: [UInt8], width: Int, height: Int, level: Int32) -> Data {
        let rowBytes = width * 4
        precondition(rgba.count == rowBytes * height, "PNGEncoder: \(rgba.count) bytes for \(width)×\(height)")
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)  // filter byte 0 (none) per row
        rgba.withUnsafeBufferPointer { source in
            raw.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    UnsafeMutableRawPointer(target.baseAddress! + y * (rowBytes + 1) + 1)
                        .copyMemory(from: source.baseAddress! + y * rowBytes, byteCount: rowBytes)
                }
            }
        }
        let compressed = deflate(raw, level: level)
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width)); header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, no filter method, no interlace
        appendChunk(&png, "IHDR", header)
        appendChunk(&png, "IDAT", compressed)
        appendChunk(&png, "IEND", Data())
        return png
    }

    private static func deflate(_ raw: [UInt8], level: Int32) -> Data {
        let bound = Int(compressBound(uLong(raw.count)))
        var output = [UInt8](repeating: 0, count: bound)
        var length = uLong(bound)
        let status = compress2(&output, &length, raw, uLong(raw.count), level)
        precondition(status == Z_OK, "zlib compress2 failed: \(status)")
        return Data(output[0..<Int(length)])
    }

    private static func appendChunk(_ png: inout Data, _ type: String, _ data: Data) {
        let typeBytes = Array(type.utf8)
        png.appendBigEndian(UInt32(data.count))
        png.append(contentsOf: typeBytes)
        png.append(data)
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = data.withUnsafeBytes { crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, uInt(data.count)) }
        png.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
