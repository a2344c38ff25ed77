import Foundation

/// Cocoa's RTF lists (TL12): the `{\*\listtable …}` of list definitions, one `\list` per
/// outermost list with a `\listlevel` per nesting depth (its `{\*\levelmarker \{disc\}}`
/// marker format, `\levelstartat`), and the `{\*\listoverridetable …}` that numbers them
/// for paragraphs' `\lsN\ilvlM`. The reader collects the tables and gives paragraphs their
/// text lists; the writer makes the tables from the paragraphs' text lists.
struct RTFListTable {
    /// One level of a list definition.
    struct Level {
        var markerFormat = ""
        var startingItemNumber = 1
    }

    // MARK: Reading

    private var definitions: [Int: [Level]] = [:]
    private var building: [Level] = []
    private var isInOverride = false
    private var overrideListID: Int?
    /// `\lsN` → the list definition's id.
    private var overrides: [Int: Int] = [:]
    /// The text lists made for `\lsN`, one per level, shared by its paragraphs.
    private var made: [Int: [NSTextList]] = [:]

    /// A control word inside the list tables.
    mutating func read(_ name: String, _ parameter: Int?) {
        switch name {
        case "list": building = []; isInOverride = false
        case "listlevel": building.append(Level())
        case "levelstartat": if let parameter, !building.isEmpty { building[building.count - 1].startingItemNumber = parameter }
        case "listid":
            guard let parameter else { return }
            if isInOverride { overrideListID = parameter } else { definitions[parameter] = building }
        case "listoverride": isInOverride = true; overrideListID = nil
        case "ls": if isInOverride, let parameter, let id = overrideListID { overrides[parameter] = id }
        default: break
        }
    }

    /// Text of a `\levelmarker` group.
    mutating func readMarker(_ text: String) {
        guard !building.isEmpty else { return }
        building[building.count - 1].markerFormat += text
    }

    /// The text lists of a paragraph in list `\ls` at level `\ilvl`, outermost first.
    mutating func textLists(override: Int, level: Int) -> [NSTextList] {
        guard let id = overrides[override] ?? (overrides.isEmpty ? override : nil), let levels = definitions[id],
              !levels.isEmpty else { return [] }
        if made[override] == nil {
            made[override] = levels.map {
                NSTextList(markerFormat: NSTextList.MarkerFormat($0.markerFormat.isEmpty ? "{disc}" : $0.markerFormat),
                           options: [], startingItemNumber: $0.startingItemNumber)
            }
        }
        return Array(made[override]!.prefix(max(0, min(level, levels.count - 1)) + 1))
    }

    // MARK: Writing

    /// The outermost lists written, each with the marker formats and first numbers of its levels.
    private(set) var roots: [(list: NSTextList, levels: [NSTextList])] = []

    /// Notes a paragraph's lists; their `\ls` number (from 1) and level.
    mutating func note(_ lists: [NSTextList]) -> (override: Int, level: Int)? {
        guard let root = lists.first else { return nil }
        let index: Int
        if let found = roots.firstIndex(where: { $0.list === root }) { index = found } else {
            roots.append((root, [])); index = roots.count - 1
        }
        for (depth, list) in lists.enumerated() where depth >= roots[index].levels.count { roots[index].levels.append(list) }
        return (index + 1, lists.count - 1)
    }

    /// The `{\*\listtable …}` and `{\*\listoverridetable …}` lines (nothing without lists).
    var tables: String {
        guard !roots.isEmpty else { return "" }
        var table = "{\\*\\listtable"
        for (index, root) in roots.enumerated() {
            table += "{\\list\\listtemplateid\(index + 1)\\listhybrid"
            for (depth, level) in root.levels.enumerated() {
                let nfc = Self.numberFormatCode(level.markerFormat)
                table += "{\\listlevel\\levelnfc\(nfc)\\levelnfcn\(nfc)\\leveljc0\\leveljcn0\\levelfollow0"
                    + "\\levelstartat\(level.startingItemNumber)\\levelspace360\\levelindent0"
                    + "{\\*\\levelmarker \(Self.escapedBraces(level.markerFormat.rawValue))}"
                    + "{\\leveltext\\leveltemplateid\(index * 100 + depth + 1)\(Self.levelText(level, depth: depth));}"
                    + "{\\levelnumbers\(level.isOrdered ? "\\'01" : "");}\\fi-360\\li\(720 * (depth + 1))\\lin\(720 * (depth + 1)) }"
            }
            table += "{\\listname ;}\\listid\(index + 1)}"
            if index < roots.count - 1 { table += "\n" }
        }
        table += "}\n{\\*\\listoverridetable"
        for index in roots.indices { table += "{\\listoverride\\listid\(index + 1)\\listoverridecount0\\ls\(index + 1)}" }
        return table + "}\n"
    }

    /// RTF's number format of a marker keyword (`\levelnfc`): 0 decimal, 1 upper roman,
    /// 2 lower roman, 3 upper alpha, 4 lower alpha, 23 a bullet.
    static func numberFormatCode(_ format: NSTextList.MarkerFormat) -> Int {
        switch NSTextList.keyword(in: format.rawValue)?.name {
        case "decimal", "octal", "lower-hexadecimal", "upper-hexadecimal": 0
        case "upper-roman": 1
        case "lower-roman": 2
        case "upper-alpha", "upper-latin": 3
        case "lower-alpha", "lower-latin": 4
        default: 23
        }
    }

    /// `\leveltext`: the marker's length, then its characters with `\'0N` standing for the
    /// level's number (a bullet's symbol written out).
    private static func levelText(_ list: NSTextList, depth: Int) -> String {
        let format = list.markerFormat.rawValue
        guard let keyword = NSTextList.keyword(in: format) else { return "\\'00" }
        let before = String(format[..<keyword.range.lowerBound]), after = String(format[keyword.range.upperBound...])
        let middle = list.isOrdered ? String(format: "\\'%02x", depth) : RTFWriter.escaped(list.marker(forItemNumber: 1))
        let length = before.utf16.count + 1 + after.utf16.count
        return String(format: "\\'%02x", length) + RTFWriter.escaped(before) + middle + RTFWriter.escaped(after)
    }

    private static func escapedBraces(_ text: String) -> String {
        text.replacingOccurrences(of: "{", with: "\\{").replacingOccurrences(of: "}", with: "\\}")
    }
}
