import Foundation

/// GIF files (GIF87a and GIF89a) in pure Swift: the size of the image and the pixels of its
/// first frame, which is what `UIImage(data:)` shows of a GIF on iOS (GF1, GF2). One decoder
/// for both painters: the module's rasteriser draws its pixels, and `UIKitRendering` makes
/// its Cairo surface from them.
///
/// Hostile files cannot trap or hang it (GF3): every read is bounds-checked, the canvas is
/// capped at 2^28 pixels as PNGs are (DR1), the LZW dictionary stops growing at 4,096 codes,
/// and each step of the decoder consumes input or stops.
@_spi(Rendering) public enum GIFDecoder {
    /// What the blocks before the first image say.
    struct Header {
        /// The canvas: the logical screen, or the first frame's extent when the screen is 0 × 0.
        var width: Int
        var height: Int
        /// The first frame's place and size on the canvas.
        var frame: (left: Int, top: Int, width: Int, height: Int)
        var interlaced: Bool
        /// The colour table the first frame uses (its own, else the global one), as RGB triples.
        var palette: [UInt8]
        /// The palette index a Graphic Control Extension before the frame makes transparent.
        var transparentIndex: Int?
        /// The LZW minimum code size, and where the frame's first data sub-block starts.
        var minimumCodeSize: Int
        var dataOffset: Int
    }

    /// Whether `bytes` start with a GIF signature (`GIF87a` or `GIF89a`).
    static func isGIF(_ bytes: some Collection<UInt8>) -> Bool {
        let signature = Array(bytes.prefix(6))
        return signature == Array("GIF87a".utf8) || signature == Array("GIF89a".utf8)
    }

    /// The canvas size in pixels, or nil when the file is not a GIF whose first frame can be
    /// read (cut short before its data, no colour table, a canvas of no or too many pixels).
    static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        header(of: [UInt8](data)).map { ($0.width, $0.height) }
    }

    /// The first frame as straight RGBA on a transparent canvas, row by row from the top; nil
    /// when ``pixelSize(of:)`` is. Data cut short or damaged stops the decoding: the pixels
    /// decoded so far are kept and the rest stay transparent (GF3).
    public static func decode(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        let bytes = [UInt8](data)
        guard let header = header(of: bytes) else { return nil }
        let frame = header.frame
        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let pixelCount = frame.width * frame.height
        guard pixelCount > 0 else { return (header.width, header.height, rgba) }
        let rows = interlacedRowOrder(height: frame.height, interlaced: header.interlaced)
        let colours = header.palette.count / 3
        var written = 0
        decodeLZW(bytes, from: header.dataOffset, minimumCodeSize: header.minimumCodeSize, limit: pixelCount) { index in
            let x = frame.left + written % frame.width, y = frame.top + rows[written / frame.width]
            written += 1
            // Pixels outside the canvas are dropped; indices past the table and the
            // transparent index leave the pixel transparent.
            guard x < header.width, y < header.height, index < colours, index != header.transparentIndex else { return }
            let o = (y * header.width + x) * 4, p = index * 3
            rgba[o] = header.palette[p]; rgba[o + 1] = header.palette[p + 1]; rgba[o + 2] = header.palette[p + 2]; rgba[o + 3] = 255
        }
        return (header.width, header.height, rgba)
    }

    // MARK: Blocks

    /// Reads the header, the logical screen, the global colour table and the blocks up to the
    /// first image descriptor and its colour table (GF1).
    static func header(of bytes: [UInt8]) -> Header? {
        guard bytes.count >= 13, isGIF(bytes) else { return nil }
        func littleEndian(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        let screenWidth = littleEndian(6), screenHeight = littleEndian(8)
        let screenFlags = bytes[10]
        var offset = 13
        var global: [UInt8] = []
        if screenFlags & 0x80 != 0 {
            let count = 3 << (Int(screenFlags & 0x07) + 1)
            guard offset + count <= bytes.count else { return nil }
            global = Array(bytes[offset..<offset + count])
            offset += count
        }
        var transparentIndex: Int?
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:
                guard offset + 1 < bytes.count else { return nil }
                let label = bytes[offset + 1]
                offset += 2
                // A Graphic Control Extension: 4 bytes, the transparency flag in the last bit
                // of the first, the index in the fourth. The last one before the frame counts.
                if label == 0xF9, offset + 5 <= bytes.count, bytes[offset] >= 4 {
                    transparentIndex = bytes[offset + 1] & 0x01 != 0 ? Int(bytes[offset + 4]) : nil
                }
                guard let end = skipSubBlocks(bytes, from: offset) else { return nil }
                offset = end
            case 0x2C:
                guard offset + 10 <= bytes.count else { return nil }
                let left = littleEndian(offset + 1), top = littleEndian(offset + 3)
                let frameWidth = littleEndian(offset + 5), frameHeight = littleEndian(offset + 7)
                let flags = bytes[offset + 9]
                offset += 10
                var palette = global
                if flags & 0x80 != 0 {
                    let count = 3 << (Int(flags & 0x07) + 1)
                    guard offset + count <= bytes.count else { return nil }
                    palette = Array(bytes[offset..<offset + count])
                    offset += count
                }
                // GF1: the logical screen is the canvas; a 0 × 0 screen takes the frame's extent.
                let width = screenWidth > 0 && screenHeight > 0 ? screenWidth : left + frameWidth
                let height = screenWidth > 0 && screenHeight > 0 ? screenHeight : top + frameHeight
                // GF3: no colour table, no code size, or a canvas or frame of no or too many
                // pixels is no image (the frame's size bounds the decoder's work).
                guard !palette.isEmpty, offset < bytes.count, (1...8).contains(Int(bytes[offset])),
                      width > 0, height > 0, width * height <= Bitmap.pixelLimit, frameWidth * frameHeight <= Bitmap.pixelLimit else { return nil }
                return Header(width: width, height: height, frame: (left, top, frameWidth, frameHeight),
                              interlaced: flags & 0x40 != 0, palette: palette, transparentIndex: transparentIndex,
                              minimumCodeSize: Int(bytes[offset]), dataOffset: offset + 1)
            default:
                // The trailer (0x3B) before any image, or a byte that starts no block.
                return nil
            }
        }
        return nil
    }

    /// Where the data sub-blocks starting at `offset` end (after their zero-length
    /// terminator); nil when they run past the end.
    private static func skipSubBlocks(_ bytes: [UInt8], from offset: Int) -> Int? {
        var offset = offset
        while offset < bytes.count {
            let length = Int(bytes[offset])
            offset += 1 + length
            if length == 0 { return offset }
        }
        return nil
    }

    /// The frame row each decoded row goes to: in order, or in the four passes of an
    /// interlaced frame (every 8th row from 0, every 8th from 4, every 4th from 2, every
    /// 2nd from 1).
    private static func interlacedRowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
    }

    // MARK: LZW

    /// Decodes the variable-length LZW codes in the data sub-blocks from `offset`, handing
    /// each palette index to `emit`, until `limit` indices, the end code, an invalid code or
    /// the end of the data (GF3).
    private static func decodeLZW(_ bytes: [UInt8], from offset: Int, minimumCodeSize: Int, limit: Int, emit: (Int) -> Void) {
        let clear = 1 << minimumCodeSize, end = clear + 1
        // The dictionary: each code's prefix code, last index and length; the roots are the
        // single indices below `clear`.
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 1, count: 4096)
        for code in 0..<clear { suffix[code] = UInt8(truncatingIfNeeded: code) }
        var string = [UInt8](repeating: 0, count: 4096)
        var codeSize = minimumCodeSize + 1
        var next = clear + 2
        var previous: Int?
        var emitted = 0

        // The bit reader over the sub-blocks: codes are packed least significant bit first.
        var block = offset, blockEnd = offset
        var bits = 0, bitCount = 0
        func readCode() -> Int? {
            while bitCount < codeSize {
                if block >= blockEnd {
                    guard blockEnd < bytes.count else { return nil }
                    let size = Int(bytes[blockEnd])
                    guard size > 0 else { return nil }
                    block = blockEnd + 1
                    blockEnd = min(bytes.count, block + size)
                    guard block < blockEnd else { return nil }
                }
                bits |= Int(bytes[block]) << bitCount
                bitCount += 8
                block += 1
            }
            let code = bits & ((1 << codeSize) - 1)
            bits >>= codeSize
            bitCount -= codeSize
            return code
        }

        while emitted < limit, let code = readCode() {
            if code == clear {
                codeSize = minimumCodeSize + 1
                next = clear + 2
                previous = nil
                continue
            }
            if code == end { return }
            guard let last = previous else {
                // The first code after a clear must be a root.
                guard code < clear else { return }
                emit(code)
                emitted += 1
                previous = code
                continue
            }
            // A code not yet in the dictionary can only be the next one (the KwKwK case); codes
            // are at most 12 bits, so a full dictionary (next = 4,096) has them all.
            guard code <= next else { return }
            let known = code < next
            let source = known ? code : last
            var count = length[source]
            var walk = source
            for index in stride(from: count - 1, through: 0, by: -1) {
                string[index] = suffix[walk]
                walk = prefix[walk]
            }
            if !known { string[count] = string[0]; count += 1 }
            for index in 0..<min(count, limit - emitted) { emit(Int(string[index])) }
            emitted += count
            // The dictionary stops growing at 4,096 codes until the next clear code.
            if next < 4096 {
                prefix[next] = last
                suffix[next] = string[0]
                length[next] = length[last] + 1
                next += 1
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
    }
}
