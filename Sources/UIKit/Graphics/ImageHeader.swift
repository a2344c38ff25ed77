import Foundation

/// Reads an encoded image's format and pixel size from its header, without decoding it.
enum ImageHeader {
    enum Format { case png, jpeg, gif }

    /// PNG (by its signature), JPEG (by its start-of-image marker) or GIF (`GIF87a` or
    /// `GIF89a`, GF1); nil otherwise.
    static func format(of data: Data) -> Format? {
        let bytes = [UInt8](data.prefix(8))
        if bytes == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return .jpeg }
        if GIFDecoder.isGIF(bytes) { return .gif }
        return nil
    }

    /// The width and height in pixels: a PNG's from its `IHDR` chunk, a JPEG's from its
    /// first start-of-frame marker, a GIF's from its logical screen (GF1); nil when the
    /// header is not readable.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        func bigEndian(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        switch format(of: data) {
        case .png:
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8),
                  let width = bigEndian(16, 4), let height = bigEndian(20, 4), width > 0, height > 0 else { return nil }
            return CGSize(width: width, height: height)
        case .jpeg:
            var index = 2
            while index + 4 <= bytes.count {
                guard bytes[index] == 0xFF else { return nil }
                let marker = bytes[index + 1]
                if marker == 0xFF { index += 1; continue }
                guard let length = bigEndian(index + 2, 2), length >= 2 else { return nil }
                // Start of frame: every C0–CF but DHT (C4), JPG (C8) and DAC (CC).
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = bigEndian(index + 5, 2), let width = bigEndian(index + 7, 2), width > 0, height > 0 else { return nil }
                    return CGSize(width: width, height: height)
                }
                index += 2 + length
            }
            return nil
        case .gif:
            return GIFDecoder.pixelSize(of: data).map { CGSize(width: $0.width, height: $0.height) }
        case nil:
            return nil
        }
    }
}
