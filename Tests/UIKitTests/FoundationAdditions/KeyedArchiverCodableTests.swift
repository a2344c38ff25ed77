import Foundation
import Testing
import UIKit

/// `NSKeyedArchiver.encodeEncodable(_:forKey:)` and its unarchiving counterparts (FN4).
@Suite struct FoundationAdditionsKeyedArchiverCodableTests {
    struct Note: Codable, Equatable {
        var title: String
        var pages: Int
        var created: Date
        var attachment: Data
        var ratios: [Double]
        var subtitle: String?
        var tags: [String: Bool]
    }

    struct Refusing: Encodable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(0, EncodingError.Context(codingPath: [], debugDescription: "refused"))
        }
    }

    static let note = Note(title: "Groceries", pages: 3, created: Date(timeIntervalSinceReferenceDate: 86_400),
                           attachment: Data([0xCA, 0xFE]), ratios: [0.5, 1.0 / 3], subtitle: nil, tags: ["done": false])

    private func archive(_ body: (NSKeyedArchiver) throws -> Void) rethrows -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        try body(archiver)
        archiver.finishEncoding()
        return archiver.encodedData
    }

    @Test func test_FN4_encodableValuesRoundTripThroughAKeyedArchive() throws {
        let data = try archive { archiver in
            try archiver.encodeEncodable(Self.note, forKey: "note")
            try archiver.encodeEncodable(42, forKey: "number")
            try archiver.encodeEncodable("plain", forKey: "text")
            try archiver.encodeEncodable([true, false], forKey: "flags")
        }
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        #expect(unarchiver.decodeDecodable(Note.self, forKey: "note") == Self.note)
        #expect(unarchiver.decodeDecodable(Int.self, forKey: "number") == 42)
        #expect(unarchiver.decodeDecodable(String.self, forKey: "text") == "plain")
        #expect(try unarchiver.decodeTopLevelDecodable([Bool].self, forKey: "flags") == [true, false])
        #expect(try unarchiver.decodeTopLevelDecodable(Note.self, forKey: "note") == Self.note)
    }

    @Test func test_FN4_theValueIsStoredAsPropertyListObjectsUnderTheKey() throws {
        let data = try archive { try $0.encodeEncodable(Self.note, forKey: "note") }
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        let stored = unarchiver.decodeObject(forKey: "note") as? NSDictionary
        #expect(stored?["title"] as? String == "Groceries")
        #expect((stored?["pages"] as? NSNumber)?.intValue == 3)
        #expect(stored?["created"] as? Date == Date(timeIntervalSinceReferenceDate: 86_400))
        #expect(stored?["attachment"] as? Data == Data([0xCA, 0xFE]))
        #expect(stored?["subtitle"] == nil)  // nil optionals are left out, as PropertyListEncoder does
        #expect(stored?.count == 6)
    }

    @Test func test_FN4_aMissingKeyDecodesAsNil() throws {
        let data = try archive { try $0.encodeEncodable(1, forKey: "one") }
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        #expect(unarchiver.decodeDecodable(Int.self, forKey: "absent") == nil)
        #expect(try unarchiver.decodeTopLevelDecodable(Int.self, forKey: "absent") == nil)
    }

    @Test func test_FN4_aValueOfAnotherTypeThrowsTheDecodersErrorAtTopLevel() throws {
        let data = try archive { try $0.encodeEncodable(42, forKey: "number") }
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        var caught: DecodingError?
        do {
            _ = try unarchiver.decodeTopLevelDecodable(Note.self, forKey: "number")
        } catch let error as DecodingError {
            caught = error
        }
        guard case .typeMismatch(_, let context)? = caught else {
            Issue.record("expected a type mismatch, got \(String(describing: caught))")
            return
        }
        #expect(context.codingPath.isEmpty)  // the error reads as for the value itself
    }

    @Test func test_FN4_aValueOfAnotherTypeDecodesAsNilUnderSetErrorAndReturn() throws {
        let data = try archive { try $0.encodeEncodable("text", forKey: "text") }
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        #expect(unarchiver.decodeDecodable(Int.self, forKey: "text") == nil)
    }

    @Test func test_FN4_aValueThatCannotBeEncodedThrowsAndStoresNothing() throws {
        var thrown = false
        let data = archive { archiver in
            do { try archiver.encodeEncodable(Refusing(), forKey: "refused") } catch is EncodingError { thrown = true } catch {}
        }
        #expect(thrown)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        #expect(!unarchiver.containsValue(forKey: "refused"))
    }
}
