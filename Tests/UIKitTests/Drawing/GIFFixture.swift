import Foundation

/// Hand-made GIF files for the GIF tests: a logical screen, an optional global colour table,
/// and frames with their own placement, colour table, interlacing and transparent index,
/// their indices LZW-encoded as a GIF encoder does (the dictionary growing to 4,096 codes,
/// then kept without a clear code), or as literal codes only.
struct GIFFixture {
    struct Frame {
        var left = 0, top = 0, width: Int, height: Int
        /// Palette indices, row by row from the top (in display order; interlacing reorders them).
        var indices: [UInt8]
        var localPalette: [[UInt8]]?
        var interlaced = false
        var transparentIndex: UInt8?
    }

    var version = "GIF89a"
    var screenWidth: Int
    var screenHeight: Int
    var globalPalette: [[UInt8]]?
    var frames: [Frame]
    var minimumCodeSize = 2
    /// Literal codes only, with a clear code before the code size would grow.
    var literalOnly = false

    var data: Data {
        var bytes = Array(version.utf8)
        bytes += le(screenWidth) + le(screenHeight)
        bytes += [globalPalette.map { 0x80 | UInt8(Self.sizeBits($0.count)) } ?? 0, 0, 0]
        if let globalPalette { bytes += Self.table(globalPalette) }
        for frame in frames {
            if let transparent = frame.transparentIndex { bytes += [0x21, 0xF9, 4, 0x01, 0, 0, transparent, 0] }
            var flags: UInt8 = frame.interlaced ? 0x40 : 0
            if let local = frame.localPalette { flags |= 0x80 | UInt8(Self.sizeBits(local.count)) }
            bytes += [0x2C] + le(frame.left) + le(frame.top) + le(frame.width) + le(frame.height) + [flags]
            if let local = frame.localPalette { bytes += Self.table(local) }
            var ordered = frame.indices
            if frame.interlaced {
                let rows = [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: frame.height, by: step)) }
                ordered = rows.flatMap { Array(frame.indices[($0 * frame.width)..<(($0 + 1) * frame.width)]) }
            }
            let codes = literalOnly ? Self.literalCodes(ordered, minimumCodeSize) : Self.lzw(ordered, minimumCodeSize)
            bytes += [UInt8(minimumCodeSize)] + Self.subBlocks(codes)
        }
        return Data(bytes + [0x3B])
    }

    private func le(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

    /// The table's size field: 2^(n+1) entries.
    private static func sizeBits(_ count: Int) -> Int { log2(max(2, count)) - 1 }
    private static func log2(_ count: Int) -> Int { var n = 0; while 1 << n < count { n += 1 }; return n }
    private static func table(_ palette: [[UInt8]]) -> [UInt8] {
        let size = 1 << log2(max(2, palette.count))
        return (0..<size).flatMap { $0 < palette.count ? palette[$0] : [0, 0, 0] }
    }

    /// Codes with their bit sizes, packed least significant bit first.
    private static func pack(_ codes: [(code: Int, size: Int)]) -> [UInt8] {
        var out: [UInt8] = [], bits = 0, count = 0
        for (code, size) in codes {
            bits |= code << count
            count += size
            while count >= 8 { out.append(UInt8(bits & 0xFF)); bits >>= 8; count -= 8 }
        }
        if count > 0 { out.append(UInt8(bits & 0xFF)) }
        return out
    }

    private static func subBlocks(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let count = min(255, bytes.count - index)
            out += [UInt8(count)] + bytes[index..<index + count]
            index += count
        }
        return out + [0]
    }

    /// The standard LZW encoder: the code size grows when the decoder's next free code
    /// (one behind the encoder's) reaches it, and the dictionary stops at 4,096 codes.
    static func lzw(_ indices: [UInt8], _ minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var size = minimumCodeSize + 1, next = clear + 2
        var dictionary: [[UInt8]: Int] = [:]
        var codes: [(Int, Int)] = [(clear, size)]
        func code(of string: [UInt8]) -> Int { string.count == 1 ? Int(string[0]) : dictionary[string]! }
        var current: [UInt8] = []
        for index in indices {
            let candidate = current + [index]
            if current.isEmpty || dictionary[candidate] != nil { current = candidate; continue }
            codes.append((code(of: current), size))
            if next < 4096 {
                dictionary[candidate] = next
                next += 1
                if next == (1 << size) + 1, size < 12 { size += 1 }
            }
            current = [index]
        }
        if !current.isEmpty { codes.append((code(of: current), size)) }
        codes.append((end, size))
        return pack(codes)
    }

    /// Literal codes only: a clear code whenever the decoder's dictionary would make the
    /// code size grow.
    static func literalCodes(_ indices: [UInt8], _ minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, size = minimumCodeSize + 1
        var codes: [(Int, Int)] = []
        for (offset, index) in indices.enumerated() {
            if offset % (clear - 2) == 0 { codes.append((clear, size)) }
            codes.append((Int(index), size))
        }
        codes.append((clear + 1, size))
        return pack(codes)
    }
}
