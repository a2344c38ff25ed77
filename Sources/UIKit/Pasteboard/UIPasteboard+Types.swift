import Foundation

extension UIPasteboard {
    // MARK: Types

    /// Y2: the types of the first item (sorted; empty without items).
    public var types: [String] { _store.currentItems.first.map { $0.keys.sorted() } ?? [] }

    /// Y2: the types of each item of `itemSet` (nil: every item), in the items' order; nil
    /// when the set names an item there is not.
    public func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let items = _store.currentItems
        let indexes = itemSet ?? IndexSet(items.indices)
        guard indexes.allSatisfy({ items.indices.contains($0) }) else { return nil }
        return indexes.map { items[$0].keys.sorted() }
    }

    /// Y2: whether the first item has a value under one of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = _store.currentItems.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// Y2: whether each item of `itemSet` (nil: every item) has a value under one of
    /// `pasteboardTypes`.
    public func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        let items = _store.currentItems
        let indexes = itemSet ?? IndexSet(items.indices)
        guard !indexes.isEmpty else { return false }
        return indexes.allSatisfy { index in
            items.indices.contains(index) && pasteboardTypes.contains { items[index][$0] != nil }
        }
    }

    /// Y2: the indexes of the items with a value under one of `pasteboardTypes`; nil when
    /// none has.
    public func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let items = _store.currentItems
        let indexes = IndexSet(items.indices.filter { index in pasteboardTypes.contains { items[index][$0] != nil } })
        return indexes.isEmpty ? nil : indexes
    }

    // MARK: Values by type

    /// Y2: the first item's value under `pasteboardType`, as stored; nil without one.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        _store.currentItems.first?[pasteboardType]
    }

    /// Y2: replaces the items with one holding `value` under `pasteboardType` (one change).
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        items = [[pasteboardType: value]]
    }

    /// Y2: the first item's value under `pasteboardType` as data: data as stored, a string's
    /// UTF-8, a URL's absolute string in UTF-8; nil for other values or without one.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        Self.data(of: value(forPasteboardType: pasteboardType))
    }

    /// Y2: the values under `pasteboardType` of the items of `itemSet` (nil: every item) as
    /// data, skipping items without one.
    public func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let items = _store.currentItems
        let indexes = itemSet ?? IndexSet(items.indices)
        return indexes.compactMap { items.indices.contains($0) ? Self.data(of: items[$0][pasteboardType]) : nil }
    }

    /// Y2: replaces the items with one holding `data` under `pasteboardType` (one change).
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        items = [[pasteboardType: data]]
    }

    private static func data(of value: Any?) -> Data? {
        switch value {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        default: nil
        }
    }

    // MARK: Strings, URLs, images, colours

    /// Y3: the first string of the items (the first item with a string type), nil when no
    /// item has one. An item holding only a URL has no string. Setting it replaces the items
    /// with one under `public.utf8-plain-text` (one change); nil empties the pasteboard.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Y3: the string of each item that has one (data under a string type read as UTF-8),
    /// nil when none has. Setting it makes one item per string (one change).
    public var strings: [String]? {
        get { values(Self.typeListString) { $0 as? String ?? ($0 as? Data).flatMap { String(data: $0, encoding: .utf8) } } }
        set { items = (newValue ?? []).map { [Self.typeListString[0]: $0] } }
    }

    /// Y4: the first URL of the items (an item under `public.url`), nil without one. Setting
    /// it replaces the items with one under `public.url`.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// Y4: the URL of each item that has one (a string under `public.url` read as a URL),
    /// nil when none has. Setting it makes one item per URL.
    public var urls: [URL]? {
        get { values(Self.typeListURL) { $0 as? URL ?? ($0 as? String).flatMap { URL(string: $0) } } }
        set { items = (newValue ?? []).map { [Self.typeListURL[0]: $0] } }
    }

    /// Y4: the first image of the items, nil without one. Setting it replaces the items with
    /// one holding the image under `public.png`.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Y4: the image of each item that has one (an image object under an image type), nil
    /// when none has. Setting it makes one item per image, under `public.png`. Difference
    /// from UIKit: images are kept as objects, not encoded as PNG data, so data read back
    /// under `public.png` is nil.
    public var images: [UIImage]? {
        get { values(Self.typeListImage) { $0 as? UIImage } }
        set { items = (newValue ?? []).map { [Self.typeListImage[0]: $0] } }
    }

    /// Y4: the first colour of the items, nil without one. Setting it replaces the items with
    /// one under `com.apple.uikit.color`.
    public var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    /// Y4: the colour of each item that has one, nil when none has. Setting it makes one
    /// item per colour.
    public var colors: [UIColor]? {
        get { values(Self.typeListColor) { $0 as? UIColor } }
        set { items = (newValue ?? []).map { [Self.typeListColor[0]: $0] } }
    }

    /// Y3: whether an item has a string (no item is read to answer, as UIKit's, which does
    /// not notify the user of a paste).
    public var hasStrings: Bool { hasValue(of: Self.typeListString) }
    /// Y4: whether an item has a URL.
    public var hasURLs: Bool { hasValue(of: Self.typeListURL) }
    /// Y4: whether an item has an image.
    public var hasImages: Bool { hasValue(of: Self.typeListImage) }
    /// Y4: whether an item has a colour.
    public var hasColors: Bool { hasValue(of: Self.typeListColor) }

    /// Each item's value under the first of `types` it has, converted (items whose value
    /// does not convert are skipped); nil when none converts.
    private func values<T>(_ types: [String], _ convert: (Any) -> T?) -> [T]? {
        let found = _store.currentItems.compactMap { item in types.lazy.compactMap { item[$0] }.first.flatMap(convert) }
        return found.isEmpty ? nil : found
    }

    private func hasValue(of types: [String]) -> Bool {
        _store.currentItems.contains { item in types.contains { item[$0] != nil } }
    }
}
