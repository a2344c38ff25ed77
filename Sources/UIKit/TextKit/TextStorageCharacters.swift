import Foundation

/// A text storage's characters as a mutable string (`NSTextStorage.mutableString`): reading
/// reads the storage, and every edit is the storage's `replaceCharacters(in:with:)` (TK1).
final class TextStorageCharacters: NSMutableString {
    let storage: NSTextStorage
    /// The characters as last read, and the storage's edit count then.
    private var cached: (edits: Int, characters: NSString)?

    init(storage: NSTextStorage) {
        self.storage = storage
        super.init(capacity: 0)
    }

    required init(capacity: Int) {
        storage = NSTextStorage()
        super.init(capacity: capacity)
    }

    required init(characters: UnsafePointer<unichar>, length: Int) {
        storage = NSTextStorage(string: NSString(characters: characters, length: length) as String)
        super.init(capacity: 0)
    }

    required init?(coder aDecoder: NSCoder) {
        storage = NSTextStorage()
        super.init(capacity: 0)
    }

    required convenience init(string aString: String) {
        self.init(storage: NSTextStorage(string: aString))
    }

    required convenience init(stringLiteral value: StaticString) {
        self.init(storage: NSTextStorage(string: "\(value)"))
    }

    required convenience init(extendedGraphemeClusterLiteral value: StaticString) {
        self.init(storage: NSTextStorage(string: "\(value)"))
    }

    required convenience init(unicodeScalarLiteral value: StaticString) {
        self.init(storage: NSTextStorage(string: "\(value)"))
    }

    override var length: Int { storage.length }

    override func character(at index: Int) -> unichar {
        if cached?.edits != storage._editCount { cached = (storage._editCount, storage.string as NSString) }
        return cached!.characters.character(at: index)
    }

    override func replaceCharacters(in range: NSRange, with aString: String) {
        storage.replaceCharacters(in: range, with: aString)
    }
}
