import Foundation

/// Mutable bytes that can be thrown away while nobody uses them: an `NSMutableData` that adopts
/// ``NSDiscardableContent`` (FN5), as in Apple's Foundation.
///
/// Every new object starts "accessed" (its counter is 1), so its bytes cannot be discarded
/// until ``endContentAccess()`` brings the counter to 0. ``discardContentIfPossible()`` then
/// frees the bytes: `length` becomes 0, ``isContentDiscarded()`` is true and
/// ``beginContentAccess()`` returns false from then on.
///
/// Differences from Apple platforms: nothing discards the bytes on its own (there is no memory
/// pressure to react to; call ``discardContentIfPossible()``), and reading the bytes without
/// beginning access does not raise (Apple documents an exception). It keeps its own byte
/// storage: Linux's `NSMutableData` leaves that to subclasses, and its generic append and
/// insert paths misplace bytes, so those are replaced here too.
open class NSPurgeableData: NSMutableData, NSDiscardableContent {
    /// The bytes; never null, so `bytes` is a valid pointer even when empty.
    private var storage = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 16)
    private var capacity = 1
    private var count = 0
    private var accessCount = 1
    private var discarded = false

    /// Empty data, accessed.
    public override init() {
        super.init()
    }

    /// A copy of `length` bytes at `bytes`, accessed.
    public override init(bytes: UnsafeRawPointer?, length: Int) {
        super.init()
        if let bytes { append(bytes, length: length) }
    }

    /// Empty data with room for `capacity` bytes, accessed.
    public override init?(capacity: Int) {
        super.init()
        reserve(capacity)
    }

    /// `length` zero bytes, accessed.
    public override init?(length: Int) {
        super.init()
        self.length = length
    }

    /// The bytes of `data`, accessed.
    public override init(data: Data) {
        super.init()
        append(data)
    }

    /// A copy of the bytes at `bytes` (which the caller keeps), accessed.
    public override init(bytesNoCopy bytes: UnsafeMutableRawPointer, length: Int) {
        super.init()
        append(bytes, length: length)
    }

    /// A copy of the bytes at `bytes`, freed with `free` at once when `freeWhenDone`, accessed.
    public override init(bytesNoCopy bytes: UnsafeMutableRawPointer, length: Int, freeWhenDone: Bool) {
        super.init()
        append(bytes, length: length)
        if freeWhenDone { free(bytes) }
    }

    /// A copy of the bytes at `bytes`, handed to `deallocator` at once, accessed.
    public override init(bytesNoCopy bytes: UnsafeMutableRawPointer, length: Int,
                         deallocator: ((UnsafeMutableRawPointer, Int) -> Void)? = nil) {
        super.init()
        append(bytes, length: length)
        deallocator?(bytes, length)
    }

    /// The contents of the file at `path`, accessed; nil when it cannot be read.
    public override init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        super.init()
        append(data)
    }

    /// The contents of the file at `path`, accessed.
    public override init(contentsOfFile path: String, options: NSData.ReadingOptions = []) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: Data.ReadingOptions(rawValue: options.rawValue))
        super.init()
        append(data)
    }

    /// The contents at `url`, accessed; nil when they cannot be read.
    public override init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        super.init()
        append(data)
    }

    /// The contents at `url`, accessed.
    public override init(contentsOf url: URL, options: NSData.ReadingOptions = []) throws {
        let data = try Data(contentsOf: url, options: Data.ReadingOptions(rawValue: options.rawValue))
        super.init()
        append(data)
    }

    /// The bytes Base64 `base64Data` decodes to, accessed; nil when it is not Base64.
    public override init?(base64Encoded base64Data: Data, options: NSData.Base64DecodingOptions = []) {
        guard let data = Data(base64Encoded: base64Data, options: Data.Base64DecodingOptions(rawValue: options.rawValue)) else {
            return nil
        }
        super.init()
        append(data)
    }

    /// The bytes Base64 `base64String` decodes to, accessed; nil when it is not Base64.
    public override init?(base64Encoded base64String: String, options: NSData.Base64DecodingOptions = []) {
        guard let data = Data(base64Encoded: base64String, options: Data.Base64DecodingOptions(rawValue: options.rawValue)) else {
            return nil
        }
        super.init()
        append(data)
    }

    /// Decodes the bytes an `NSData` archived, accessed.
    public required init?(coder: NSCoder) {
        guard let data = NSData(coder: coder) else { return nil }
        super.init()
        append(data as Data)
    }

    deinit { storage.deallocate() }

    // MARK: The bytes

    /// The number of bytes (0 once discarded). Setting it truncates or pads with zero bytes.
    open override var length: Int {
        get { count }
        set {
            precondition(newValue >= 0, "NSPurgeableData: negative length")
            reserve(newValue)
            if newValue > count { (storage + count).initializeMemory(as: UInt8.self, repeating: 0, count: newValue - count) }
            count = newValue
        }
    }

    /// The bytes.
    open override var bytes: UnsafeRawPointer { UnsafeRawPointer(storage) }

    /// The bytes, for writing.
    open override var mutableBytes: UnsafeMutableRawPointer { storage }

    /// Appends `length` bytes from `bytes`.
    open override func append(_ bytes: UnsafeRawPointer, length: Int) {
        replaceBytes(in: NSRange(location: count, length: 0), withBytes: bytes, length: length)
    }

    /// Appends the bytes of `other` (nothing for empty data, where Linux's generic version traps).
    open override func append(_ other: Data) {
        guard !other.isEmpty else { return }
        other.withUnsafeBytes { append($0.baseAddress!, length: $0.count) }
    }

    /// Replaces all the bytes with those of `data`.
    open override func setData(_ data: Data) {
        count = 0
        append(data)
    }

    /// Replaces the bytes in `range` with `replacementLength` bytes from `replacementBytes`
    /// (zero bytes when nil), moving the bytes after the range.
    open override func replaceBytes(in range: NSRange, withBytes replacementBytes: UnsafeRawPointer?, length replacementLength: Int) {
        precondition(range.location >= 0 && range.length >= 0 && range.location + range.length <= count,
                     "NSPurgeableData: range \(range) out of bounds (length \(count))")
        let tail = count - range.location - range.length
        let newCount = count - range.length + replacementLength
        reserve(newCount)
        (storage + range.location + replacementLength).copyMemory(from: storage + range.location + range.length, byteCount: tail)
        if let replacementBytes {
            (storage + range.location).copyMemory(from: replacementBytes, byteCount: replacementLength)
        } else {
            (storage + range.location).initializeMemory(as: UInt8.self, repeating: 0, count: replacementLength)
        }
        count = newCount
    }

    /// Grows the storage to hold at least `needed` bytes.
    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let grown = Swift.max(needed, capacity * 2)
        let bigger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 16)
        bigger.copyMemory(from: storage, byteCount: count)
        storage.deallocate()
        storage = bigger
        capacity = grown
    }

    // MARK: NSDiscardableContent

    /// Raises the access counter and returns true while the bytes are there; returns false
    /// (and leaves the counter) once they were discarded.
    open func beginContentAccess() -> Bool {
        guard !discarded else { return false }
        accessCount += 1
        return true
    }

    /// Lowers the access counter (never below 0).
    open func endContentAccess() {
        if accessCount > 0 { accessCount -= 1 }
    }

    /// Frees the bytes when the access counter is 0; does nothing otherwise.
    open func discardContentIfPossible() {
        guard accessCount == 0, !discarded else { return }
        discarded = true
        storage.deallocate()
        storage = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 16)
        capacity = 1
        count = 0
    }

    /// Whether the bytes were discarded.
    open func isContentDiscarded() -> Bool { discarded }
}
