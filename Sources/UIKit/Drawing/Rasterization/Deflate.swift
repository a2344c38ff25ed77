import Foundation

/// zlib streams (RFC 1950/1951) in pure Swift, so that `pngData()` works in every program
/// that imports UIKit without linking zlib (DR1). Compression is one fixed-Huffman block with
/// LZ77 matches found through a short hash chain: interface pictures (flat colours, repeated
/// rows) shrink well with it; photographs less well than with zlib, which is fine for an
/// encoder whose output is read back, not shipped.
enum Deflate {
    // MARK: Checksums

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 of `bytes` (PNG chunks), continuing from `crc`.
    static func crc32<C: Collection>(_ bytes: C, crc: UInt32 = 0) -> UInt32 where C.Element == UInt8 {
        var c = ~crc
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return ~c
    }

    /// The Adler-32 of `bytes` (the zlib trailer).
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + 5552)  // the largest run without overflow
            while index < end { a += UInt32(bytes[index]); b += a; index += 1 }
            a %= 65521; b %= 65521
        }
        return b << 16 | a
    }

    // MARK: Tables shared by both directions

    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
                                    163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                      2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    // MARK: Compression

    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var count: UInt32 = 0
        /// Writes `length` bits of `value`, least significant first.
        mutating func write(_ value: Int, _ length: Int) {
            buffer |= UInt32(value) << count
            count += UInt32(length)
            while count >= 8 { bytes.append(UInt8(buffer & 0xFF)); buffer >>= 8; count -= 8 }
        }
        /// Writes a Huffman code (most significant bit first).
        mutating func writeCode(_ code: Int, _ length: Int) {
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            write(reversed, length)
        }
        mutating func flush() { if count > 0 { bytes.append(UInt8(buffer & 0xFF)); buffer = 0; count = 0 } }
    }

    private static func writeLiteral(_ symbol: Int, _ writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.writeCode(0x30 + symbol, 8)
        case 144...255: writer.writeCode(0x190 + symbol - 144, 9)
        case 256...279: writer.writeCode(symbol - 256, 7)
        default: writer.writeCode(0xC0 + symbol - 280, 8)
        }
    }

    private static func writeMatch(length: Int, distance: Int, _ writer: inout BitWriter) {
        var code = lengthBase.count - 1
        while lengthBase[code] > length { code -= 1 }
        writeLiteral(257 + code, &writer)
        if lengthExtra[code] > 0 { writer.write(length - lengthBase[code], lengthExtra[code]) }
        var dcode = distanceBase.count - 1
        while distanceBase[dcode] > distance { dcode -= 1 }
        writer.writeCode(dcode, 5)
        if distanceExtra[dcode] > 0 { writer.write(distance - distanceBase[dcode], distanceExtra[dcode]) }
    }

    /// `bytes` as a zlib stream.
    static func zlibCompress(_ bytes: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]  // deflate, 32 KB window, fastest-level flag; (0x7801 % 31 == 0)
        writer.write(1, 1)  // final block
        writer.write(1, 2)  // fixed Huffman codes
        let count = bytes.count
        let window = 32768, hashSize = 1 << 15
        var head = [Int32](repeating: -1, count: hashSize)
        var previous = [Int32](repeating: -1, count: window)
        func hash(_ i: Int) -> Int {
            (Int(bytes[i]) << 10 ^ Int(bytes[i + 1]) << 5 ^ Int(bytes[i + 2])) & (hashSize - 1)
        }
        func insert(_ i: Int) {
            guard i + 2 < count else { return }
            let h = hash(i)
            previous[i & (window - 1)] = head[h]
            head[h] = Int32(i)
        }
        var i = 0
        bytes.withUnsafeBufferPointer { data in
            while i < count {
                var bestLength = 0, bestDistance = 0
                if i + 2 < count {
                    var candidate = Int(head[hash(i)])
                    var chain = 16
                    while candidate >= 0, i - candidate <= window - 1, chain > 0 {
                        let limit = min(258, count - i)
                        var length = 0
                        // Eight bytes at a time while they agree, then byte by byte.
                        let raw = UnsafeRawPointer(data.baseAddress!)
                        while length + 8 <= limit,
                              raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
                                == raw.loadUnaligned(fromByteOffset: i + length, as: UInt64.self) { length += 8 }
                        while length < limit, data[candidate + length] == data[i + length] { length += 1 }
                        if length > bestLength { bestLength = length; bestDistance = i - candidate; if length == limit { break } }
                        let next = Int(previous[candidate & (window - 1)])
                        guard next < candidate else { break }
                        candidate = next
                        chain -= 1
                    }
                }
                if bestLength >= 3 {
                    writeMatch(length: bestLength, distance: bestDistance, &writer)
                    // Long matches (runs of one colour) are not indexed inside, as zlib's fast levels.
                    if bestLength <= 32 { for j in i..<(i + bestLength) { insert(j) } } else { insert(i + bestLength - 1) }
                    i += bestLength
                } else {
                    writeLiteral(Int(data[i]), &writer)
                    insert(i)
                    i += 1
                }
            }
        }
        writeLiteral(256, &writer)
        writer.flush()
        let adler = adler32(bytes)
        writer.bytes += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return writer.bytes
    }

    // MARK: Decompression

    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]
        init(lengths: [Int]) {
            symbols = [Int](repeating: 0, count: lengths.count)
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var buffer = 0, count = 0
        mutating func bits(_ n: Int) -> Int? {
            while count < n {
                guard position < bytes.count else { return nil }
                buffer |= Int(bytes[position]) << count
                position += 1
                count += 8
            }
            let value = buffer & ((1 << n) - 1)
            buffer >>= n
            count -= n
            return value
        }
        mutating func decode(_ table: Huffman) -> Int? {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                guard let bit = bits(1) else { return nil }
                code |= bit
                let n = table.counts[length]
                if code - n < first { return table.symbols[index + code - first] }
                index += n; first += n
                first <<= 1; code <<= 1
            }
            return nil
        }
    }

    /// The bytes of a zlib stream, or nil when it is malformed.
    /// Stops with nil once the output would pass `limit` bytes (a PNG knows how much it
    /// needs: a small hostile file cannot make gigabytes).
    static func zlibDecompress(_ stream: [UInt8], limit: Int = 1 << 30) -> [UInt8]? {
        guard stream.count >= 2, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else { return nil }
        var reader = BitReader(bytes: stream, position: 2)
        var out: [UInt8] = []
        out.reserveCapacity(stream.count * 4)
        let fixedLiterals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
        let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))
        var final = 0
        repeat {
            guard let last = reader.bits(1), let type = reader.bits(2) else { return nil }
            final = last
            switch type {
            case 0:
                reader.buffer = 0; reader.count = 0
                let p = reader.position
                guard p + 4 <= stream.count else { return nil }
                let length = Int(stream[p]) | Int(stream[p + 1]) << 8
                guard p + 4 + length <= stream.count else { return nil }
                guard out.count + length <= limit else { return nil }
                out += stream[(p + 4)..<(p + 4 + length)]
                reader.position = p + 4 + length
            case 1:
                guard inflateBlock(&reader, &out, fixedLiterals, fixedDistances, limit: limit) else { return nil }
            case 2:
                guard let literalCount = reader.bits(5), let distanceCount = reader.bits(5), let codeCount = reader.bits(4) else { return nil }
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for index in 0..<(codeCount + 4) {
                    guard let length = reader.bits(3) else { return nil }
                    codeLengths[order[index]] = length
                }
                let lengthCodes = Huffman(lengths: codeLengths)
                let total = literalCount + 257 + distanceCount + 1
                var lengths: [Int] = []
                while lengths.count < total {
                    guard let symbol = reader.decode(lengthCodes) else { return nil }
                    switch symbol {
                    case 0...15: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last, let repeatCount = reader.bits(2) else { return nil }
                        lengths += [Int](repeating: previous, count: 3 + repeatCount)
                    case 17:
                        guard let repeatCount = reader.bits(3) else { return nil }
                        lengths += [Int](repeating: 0, count: 3 + repeatCount)
                    default:
                        guard let repeatCount = reader.bits(7) else { return nil }
                        lengths += [Int](repeating: 0, count: 11 + repeatCount)
                    }
                }
                guard lengths.count == total else { return nil }
                let literals = Huffman(lengths: Array(lengths[0..<(literalCount + 257)]))
                let distances = Huffman(lengths: Array(lengths[(literalCount + 257)...]))
                guard inflateBlock(&reader, &out, literals, distances, limit: limit) else { return nil }
            default:
                return nil
            }
        } while final == 0
        return out
    }

    private static func inflateBlock(_ reader: inout BitReader, _ out: inout [UInt8], _ literals: Huffman, _ distances: Huffman,
                                     limit: Int) -> Bool {
        while true {
            guard let symbol = reader.decode(literals) else { return false }
            if symbol < 256 {
                guard out.count < limit else { return false }
                out.append(UInt8(symbol)); continue
            }
            if symbol == 256 { return true }
            let code = symbol - 257
            guard code < lengthBase.count, let extra = reader.bits(lengthExtra[code]) else { return false }
            let length = lengthBase[code] + extra
            guard let dcode = reader.decode(distances), dcode < distanceBase.count,
                  let dextra = reader.bits(distanceExtra[dcode]) else { return false }
            let distance = distanceBase[dcode] + dextra
            guard distance <= out.count else { return false }
            let start = out.count - distance
            guard out.count + length <= limit else { return false }
            for k in 0..<length { out.append(out[start + k]) }
        }
    }
}
