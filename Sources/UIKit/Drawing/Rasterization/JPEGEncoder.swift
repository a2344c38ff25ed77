import Foundation

/// A baseline JPEG encoder (JFIF, 4:4:4, the standard's example Huffman tables, libjpeg's
/// quality scaling), for `UIImage.jpegData(compressionQuality:)`, in the core so that every
/// program importing UIKit has it (DR1, DR3); `UIKitRendering` uses it too (Cairo writes no JPEG).
@_spi(Rendering) public enum JPEGEncoder {
    /// Encodes straight RGBA pixels (alpha ignored: composite over a backdrop first) at
    /// `quality` 0…1.
    public static func encode(rgba: [UInt8], width: Int, height: Int, quality: CGFloat) -> Data {
        var writer = BitWriter()
        let q = max(1, min(100, Int((quality * 100).rounded())))
        let luma = scaledTable(baseLuminance, quality: q), chroma = scaledTable(baseChrominance, quality: q)
        writer.bytes([0xFF, 0xD8])  // SOI
        writer.bytes([0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])  // APP0 JFIF
        for (id, table) in [(0, luma), (1, chroma)] {
            writer.bytes([0xFF, 0xDB, 0, 67, UInt8(id)])
            writer.bytes(zigzag.map { UInt8(table[$0]) })
        }
        writer.bytes([0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
                      1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1])  // SOF0
        for (classAndID, table) in [(0x00, dcLuminance), (0x10, acLuminance), (0x01, dcChrominance), (0x11, acChrominance)] {
            let length = 2 + 1 + 16 + table.values.count
            writer.bytes([0xFF, 0xC4, UInt8(length >> 8), UInt8(length & 0xFF), UInt8(classAndID)])
            writer.bytes(table.counts)
            writer.bytes(table.values)
        }
        writer.bytes([0xFF, 0xDA, 0, 12, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])  // SOS
        let codes = (dcL: dcLuminance.codes(), acL: acLuminance.codes(), dcC: dcChrominance.codes(), acC: acChrominance.codes())
        var previousDC = [0, 0, 0]
        var block = [Float](repeating: 0, count: 64)
        for blockY in stride(from: 0, to: height, by: 8) {
            for blockX in stride(from: 0, to: width, by: 8) {
                for component in 0..<3 {
                    for y in 0..<8 {
                        let py = min(blockY + y, height - 1)
                        for x in 0..<8 {
                            let px = min(blockX + x, width - 1)
                            let o = (py * width + px) * 4
                            let r = Float(rgba[o]), g = Float(rgba[o + 1]), b = Float(rgba[o + 2])
                            let value: Float
                            switch component {
                            case 0: value = 0.299 * r + 0.587 * g + 0.114 * b
                            case 1: value = -0.168736 * r - 0.331264 * g + 0.5 * b + 128
                            default: value = 0.5 * r - 0.418688 * g - 0.081312 * b + 128
                            }
                            block[y * 8 + x] = value - 128
                        }
                    }
                    let table = component == 0 ? luma : chroma
                    let coefficients = quantized(dct(block), table: table)
                    let dcCodes = component == 0 ? codes.dcL : codes.dcC, acCodes = component == 0 ? codes.acL : codes.acC
                    encodeBlock(coefficients, previousDC: &previousDC[component], dc: dcCodes, ac: acCodes, writer: &writer)
                }
            }
        }
        writer.flush()
        writer.bytes([0xFF, 0xD9])  // EOI
        return writer.data
    }

    // MARK: Transform and quantisation

    private static let cosines: [Float] = (0..<64).map { index in
        let (x, u) = (index / 8, index % 8)
        return cos(Float(2 * x + 1) * Float(u) * .pi / 16)
    }

    /// The 8×8 forward DCT, separable.
    private static func dct(_ block: [Float]) -> [Float] {
        var rows = [Float](repeating: 0, count: 64), out = [Float](repeating: 0, count: 64)
        for y in 0..<8 {
            for u in 0..<8 {
                var sum: Float = 0
                for x in 0..<8 { sum += block[y * 8 + x] * cosines[x * 8 + u] }
                let weight: Float = u == 0 ? 0.70710678 : 1
                rows[y * 8 + u] = sum * weight / 2
            }
        }
        for u in 0..<8 {
            for v in 0..<8 {
                var sum: Float = 0
                for y in 0..<8 { sum += rows[y * 8 + u] * cosines[y * 8 + v] }
                let weight: Float = v == 0 ? 0.70710678 : 1
                out[v * 8 + u] = sum * weight / 2
            }
        }
        return out
    }

    private static func quantized(_ coefficients: [Float], table: [Int]) -> [Int] {
        zigzag.map { Int((coefficients[$0] / Float(table[$0])).rounded()) }
    }

    private static func scaledTable(_ base: [Int], quality: Int) -> [Int] {
        let scale = quality < 50 ? 5000 / quality : 200 - quality * 2
        return base.map { max(1, min(255, ($0 * scale + 50) / 100)) }
    }

    // MARK: Entropy coding

    private static func encodeBlock(_ zz: [Int], previousDC: inout Int, dc: [Code], ac: [Code], writer: inout BitWriter) {
        let difference = zz[0] - previousDC
        previousDC = zz[0]
        let dcCategory = category(difference)
        writer.write(dc[dcCategory])
        writer.write(bits(difference, category: dcCategory))
        var run = 0
        for index in 1..<64 {
            let value = zz[index]
            if value == 0 { run += 1; continue }
            while run > 15 { writer.write(ac[0xF0]); run -= 16 }
            let size = category(value)
            writer.write(ac[run << 4 | size])
            writer.write(bits(value, category: size))
            run = 0
        }
        if run > 0 { writer.write(ac[0x00]) }
    }

    private static func category(_ value: Int) -> Int {
        var magnitude = abs(value), bits = 0
        while magnitude > 0 { magnitude >>= 1; bits += 1 }
        return bits
    }

    private static func bits(_ value: Int, category: Int) -> Code {
        guard category > 0 else { return Code(bits: 0, length: 0) }
        let encoded = value >= 0 ? value : value + (1 << category) - 1
        return Code(bits: UInt32(encoded), length: category)
    }

    struct Code { var bits: UInt32; var length: Int }

    struct HuffmanTable {
        let counts: [UInt8]
        let values: [UInt8]
        /// Canonical codes by symbol.
        func codes() -> [Code] {
            var table = [Code](repeating: Code(bits: 0, length: 0), count: 256)
            var code: UInt32 = 0, index = 0
            for length in 1...16 {
                for _ in 0..<Int(counts[length - 1]) {
                    table[Int(values[index])] = Code(bits: code, length: length)
                    code += 1; index += 1
                }
                code <<= 1
            }
            return table
        }
    }

    struct BitWriter {
        var data = Data()
        private var buffer: UInt32 = 0
        private var count = 0

        mutating func bytes(_ bytes: [UInt8]) { data.append(contentsOf: bytes) }

        mutating func write(_ code: Code) {
            guard code.length > 0 else { return }
            buffer = buffer << UInt32(code.length) | (code.bits & ((1 << UInt32(code.length)) - 1))
            count += code.length
            while count >= 8 {
                let byte = UInt8((buffer >> UInt32(count - 8)) & 0xFF)
                data.append(byte)
                if byte == 0xFF { data.append(0) }  // byte stuffing
                count -= 8
            }
            buffer &= (1 << UInt32(count)) - 1
        }

        /// Pads the last byte with ones.
        mutating func flush() {
            if count > 0 { write(Code(bits: (1 << UInt32(8 - count)) - 1, length: 8 - count)) }
        }
    }

    // MARK: The standard's tables (ITU T.81, Annex K)

    private static let zigzag = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]
    private static let baseLuminance = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]
    private static let baseChrominance = [
        17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
    ]
    private static let dcLuminance = HuffmanTable(counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], values: Array(0...11))
    private static let dcChrominance = HuffmanTable(counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], values: Array(0...11))
    private static let acLuminance = HuffmanTable(counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D], values: [
        0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91,
        0xA1, 0x08, 0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A,
        0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53,
        0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79,
        0x7A, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5,
        0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9,
        0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE1, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2,
        0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ])
    private static let acChrominance = HuffmanTable(counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77], values: [
        0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14,
        0x42, 0x91, 0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0, 0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17,
        0x18, 0x19, 0x1A, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A,
        0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78,
        0x79, 0x7A, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3,
        0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7,
        0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2,
        0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ])
}
