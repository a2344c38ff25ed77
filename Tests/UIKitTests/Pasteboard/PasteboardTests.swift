import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What notification observers saw (written on the main thread only).
final class NotedStrings: @unchecked Sendable {
    var items: [String] = []
}

/// Y1–Y11: pasteboards, their items and types, names, expiry and notifications.
@MainActor
@Suite(.uikit) struct PasteboardTests {
    init() { _ = freshUIKit() }

    @Test func test_Y1_changeCountCountsEachWriteOnce() {
        let pasteboard = UIPasteboard.withUniqueName()
        #expect(pasteboard.changeCount == 0)
        pasteboard.string = "a"
        #expect(pasteboard.changeCount == 1)
        pasteboard.items = [["public.utf8-plain-text": "x"], ["public.url": URL(string: "https://a.example")!]]
        #expect(pasteboard.changeCount == 2)
        pasteboard.strings = ["1", "2", "3"]
        #expect(pasteboard.changeCount == 3)
        pasteboard.addItems([["public.utf8-plain-text": "4"]])
        #expect(pasteboard.changeCount == 4)
        pasteboard.addItems([])
        #expect(pasteboard.changeCount == 4)
        pasteboard.setData(Data([1]), forPasteboardType: "com.example.raw")
        pasteboard.setValue("v", forPasteboardType: "public.text")
        #expect(pasteboard.changeCount == 6)
        _ = pasteboard.string
        _ = pasteboard.items
        #expect(pasteboard.changeCount == 6)
    }

    @Test func test_Y2_typesAreTheFirstItemsAndValuesComeFromTheFirstItem() {
        let pasteboard = UIPasteboard.withUniqueName()
        #expect(pasteboard.types == [] && pasteboard.numberOfItems == 0 && pasteboard.value(forPasteboardType: "public.text") == nil)
        pasteboard.items = [["public.utf8-plain-text": "one", "public.url": URL(string: "https://one.example")!],
                            ["public.png": Data([0x89])]]
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.types == ["public.url", "public.utf8-plain-text"])
        #expect(pasteboard.types(forItemSet: nil)! == [["public.url", "public.utf8-plain-text"], ["public.png"]])
        #expect(pasteboard.types(forItemSet: IndexSet(integer: 5)) == nil)
        #expect(pasteboard.contains(pasteboardTypes: ["public.url"]))
        #expect(!pasteboard.contains(pasteboardTypes: ["public.png"]))
        #expect(pasteboard.contains(pasteboardTypes: ["public.png"], inItemSet: IndexSet(integer: 1)))
        #expect(pasteboard.itemSet(withPasteboardTypes: ["public.png"]) == IndexSet(integer: 1))
        #expect(pasteboard.itemSet(withPasteboardTypes: ["public.jpeg"]) == nil)
        #expect(pasteboard.value(forPasteboardType: "public.utf8-plain-text") as? String == "one")
        #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("one".utf8))
        #expect(pasteboard.data(forPasteboardType: "public.url") == Data("https://one.example".utf8))
        #expect(pasteboard.data(forPasteboardType: "public.png") == nil)
        #expect(pasteboard.data(forPasteboardType: "public.png", inItemSet: nil) == [Data([0x89])])
        pasteboard.setData(Data([7, 8]), forPasteboardType: "com.example.raw")
        #expect(pasteboard.numberOfItems == 1 && pasteboard.types == ["com.example.raw"])
        #expect(pasteboard.data(forPasteboardType: "com.example.raw") == Data([7, 8]))
        pasteboard.setValue(42, forPasteboardType: "com.example.number")
        #expect(pasteboard.value(forPasteboardType: "com.example.number") as? Int == 42)
        #expect(pasteboard.data(forPasteboardType: "com.example.number") == nil)
    }

    @Test func test_Y3_settingAStringMakesOnePlainTextItemAndURLItemsHaveNoString() {
        let pasteboard = UIPasteboard.general
        #expect(pasteboard.string == nil && pasteboard.strings == nil && !pasteboard.hasStrings)
        pasteboard.string = "Hello"
        #expect(pasteboard.items.count == 1)
        #expect(pasteboard.types == ["public.utf8-plain-text"])
        #expect(pasteboard.string == "Hello" && pasteboard.hasStrings)
        pasteboard.strings = ["a", "b"]
        #expect(pasteboard.numberOfItems == 2 && pasteboard.string == "a" && pasteboard.strings == ["a", "b"])
        pasteboard.items = [["public.text": "plain"], ["public.utf8-plain-text": Data("bytes".utf8)], ["public.png": Data()]]
        #expect(pasteboard.strings == ["plain", "bytes"])
        pasteboard.url = URL(string: "https://example.com/a")
        #expect(pasteboard.types == ["public.url"])
        #expect(pasteboard.string == nil && !pasteboard.hasStrings && pasteboard.hasURLs)
        pasteboard.string = nil
        #expect(pasteboard.numberOfItems == 0 && !pasteboard.hasURLs)
    }

    @Test func test_Y4_urlsImagesAndColorsRoundTripUnderTheirTypes() {
        let pasteboard = UIPasteboard.general
        let url = URL(string: "https://example.com")!
        pasteboard.urls = [url, URL(string: "https://example.org")!]
        #expect(pasteboard.url == url && pasteboard.urls?.count == 2 && pasteboard.hasURLs)
        pasteboard.items = [["public.url": "https://example.net"]]
        #expect(pasteboard.url == URL(string: "https://example.net"))
        let image = UIImage()
        pasteboard.image = image
        #expect(pasteboard.types == ["public.png"] && pasteboard.image === image && pasteboard.hasImages && !pasteboard.hasURLs)
        pasteboard.color = .red
        #expect(pasteboard.types == ["com.apple.uikit.color"] && pasteboard.color == .red && pasteboard.hasColors)
        pasteboard.colors = [.red, .blue]
        #expect(pasteboard.colors == [.red, .blue])
        #expect(UIPasteboard.typeListString.first == "public.utf8-plain-text" && UIPasteboard.typeListURL == ["public.url"])
        #expect(UIPasteboard.typeListImage.contains("public.png") && UIPasteboard.typeListColor == ["com.apple.uikit.color"])
    }

    @Test func test_Y6_setItemsReplacesAndAddItemsAppends() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.setItems([["public.utf8-plain-text": "a"]], options: [.localOnly: true])
        pasteboard.addItems([["public.utf8-plain-text": "b"]])
        #expect(pasteboard.strings == ["a", "b"])
        pasteboard.setItems([["public.utf8-plain-text": "c"]])
        #expect(pasteboard.strings == ["c"])
    }

    @Test func test_Y7_itemsExpireOnUIKitsClock() throws {
        let clock = try #require(VirtualClock.current)
        let pasteboard = UIPasteboard.general
        let changes = NotedStrings()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: pasteboard,
                                                              queue: nil) { _ in MainActor.assumeIsolated { changes.items.append("\(pasteboard.changeCount)") } }
        defer { NotificationCenter.default.removeObserver(observer) }
        pasteboard.setItems([["public.utf8-plain-text": "secret"]], options: [.expirationDate: Date().addingTimeInterval(60)])
        clock.advance(by: 30)
        #expect(pasteboard.string == "secret")
        clock.advance(by: 31)
        #expect(pasteboard.numberOfItems == 0 && pasteboard.string == nil)
        #expect(changes.items == ["1", "2"])
        pasteboard.setItems([["public.utf8-plain-text": "gone"]], options: [.expirationDate: Date().addingTimeInterval(-1)])
        #expect(pasteboard.string == nil)
    }

    @Test func test_Y8_namedPasteboardsAreFoundCreatedAndRemoved() throws {
        let name = UIPasteboard.Name("com.example.app.board")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let board = try #require(UIPasteboard(name: name, create: true))
        #expect(board.name == name)
        board.string = "shared"
        let again = try #require(UIPasteboard(name: name, create: false))
        #expect(again.string == "shared" && again.changeCount == 1 && again.isEqual(board))
        again.string = "changed"
        #expect(board.string == "changed" && board.changeCount == 2)
        #expect(UIPasteboard.general.string == nil)
        #expect(UIPasteboard.Name.general.rawValue == "com.apple.UIKit.pboard.general")
        #expect(UIPasteboard.general === UIPasteboard.general && UIPasteboard.general.name == .general)
        let unique1 = UIPasteboard.withUniqueName(), unique2 = UIPasteboard.withUniqueName()
        #expect(unique1.name != unique2.name && UIPasteboard(name: unique1.name, create: false) != nil)

        let removed = NotedStrings()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.removedNotification, object: nil, queue: nil) { note in
            let board = note.object as? UIPasteboard
            let name = MainActor.assumeIsolated { board?.name.rawValue ?? "?" }
            removed.items.append(name)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard(name: name, create: true)?.string == nil)
        UIPasteboard.remove(withName: .general)
        #expect(UIPasteboard(name: .general, create: false) != nil)
        #expect(removed.items == ["com.example.app.board"])
    }

    @Test func test_Y9_changesPostTheTypesAddedAndRemoved() {
        let pasteboard = UIPasteboard.general
        let posts = NotedStrings()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: nil) { note in
            let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
            let removed = note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []
            let board = note.object as? UIPasteboard
            let name = MainActor.assumeIsolated { board?.name.rawValue ?? "?" }
            posts.items.append("\(name) +\(added) -\(removed)")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        pasteboard.string = "a"
        pasteboard.url = URL(string: "https://example.com")
        pasteboard.url = URL(string: "https://example.org")
        pasteboard.items = []
        #expect(posts.items == [
            "com.apple.UIKit.pboard.general +[\"public.utf8-plain-text\"] -[]",
            "com.apple.UIKit.pboard.general +[\"public.url\"] -[\"public.utf8-plain-text\"]",
            "com.apple.UIKit.pboard.general +[] -[]",
            "com.apple.UIKit.pboard.general +[] -[\"public.url\"]",
        ])
    }

    @Test func test_Y10_everyTestStartsWithEmptyPasteboards() {
        // Each of these runs after others that wrote to the general pasteboard and to named ones.
        #expect(UIPasteboard.general.numberOfItems == 0 && UIPasteboard.general.changeCount == 0)
        #expect(UIPasteboard(name: UIPasteboard.Name("com.example.app.board"), create: false) == nil)
        UIPasteboard.general.string = "left behind"
        resetUIKit()
        #expect(UIPasteboard.general.string == nil)
    }
}
