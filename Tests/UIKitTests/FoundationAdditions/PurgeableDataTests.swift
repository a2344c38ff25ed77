import Foundation
import Testing
import UIKit

/// `NSPurgeableData` and `NSDiscardableContent` (FN5).
@Suite struct FoundationAdditionsPurgeableDataTests {
    @Test func test_FN5_newDataStartsAccessedSoItCannotBeDiscarded() {
        let data = NSPurgeableData(data: Data([1, 2, 3]))
        data.discardContentIfPossible()
        #expect(!data.isContentDiscarded())
        #expect(data.length == 3)
        #expect(Data(referencing: data) == Data([1, 2, 3]))
    }

    @Test func test_FN5_contentIsDiscardedOnlyWhenTheCounterIsZero() {
        let data = NSPurgeableData(data: Data([1, 2, 3]))
        #expect(data.beginContentAccess())  // counter 2
        data.endContentAccess()             // 1
        data.discardContentIfPossible()
        #expect(!data.isContentDiscarded() && data.length == 3)
        data.endContentAccess()             // 0
        data.discardContentIfPossible()
        #expect(data.isContentDiscarded())
        #expect(data.length == 0)
        #expect(Data(referencing: data) == Data())
        #expect(!data.beginContentAccess())  // gone for good
        data.discardContentIfPossible()
        #expect(data.isContentDiscarded() && data.length == 0)
    }

    @Test func test_FN5_theCounterNeverGoesBelowZero() {
        let data = NSPurgeableData(data: Data([9]))
        data.endContentAccess()
        data.endContentAccess()  // stays at 0
        #expect(data.beginContentAccess())  // 1
        data.discardContentIfPossible()
        #expect(!data.isContentDiscarded() && data.length == 1)
    }

    @Test func test_FN5_itIsADiscardableMutableData() {
        let discardable: any NSDiscardableContent = NSPurgeableData()
        #expect(!discardable.isContentDiscarded())

        let data: NSMutableData = NSPurgeableData(bytes: [1, 2, 3, 4] as [UInt8], length: 4)
        data.replaceBytes(in: NSRange(location: 1, length: 1), withBytes: [7, 8, 9] as [UInt8], length: 3)
        #expect(Data(referencing: data) == Data([1, 7, 8, 9, 3, 4]))
        data.append(Data([5]))
        data.increaseLength(by: 2)
        #expect(Data(referencing: data) == Data([1, 7, 8, 9, 3, 4, 5, 0, 0]))
        data.resetBytes(in: NSRange(location: 0, length: 2))
        data.length = 4
        #expect(Data(referencing: data) == Data([0, 0, 8, 9]))
        data.setData(Data([6, 6]))
        #expect(data as Data == Data([6, 6]))
        #expect((data.copy() as? NSData)?.isEqual(to: Data([6, 6])) == true)
        #expect(data.isEqual(Data([6, 6])))

        #expect(NSPurgeableData(length: 3)?.length == 3)
        #expect(NSPurgeableData(capacity: 100)?.length == 0)
        #expect(NSPurgeableData(base64Encoded: "AQID").map { Data(referencing: $0) } == Data([1, 2, 3]))
        #expect(NSPurgeableData(data: Data()).length == 0)
        let buffer = malloc(2)!
        buffer.storeBytes(of: 0x0102, as: UInt16.self)
        let adopted = NSPurgeableData(bytesNoCopy: buffer, length: 2, freeWhenDone: true)
        #expect(adopted.length == 2 && !adopted.isContentDiscarded())
    }

    @Test func test_FN5_itArchivesAsData() throws {
        let data = NSPurgeableData(data: Data([4, 2]))
        let archived = try NSKeyedArchiver.archivedData(withRootObject: data, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archived)
        unarchiver.requiresSecureCoding = false
        let back = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? NSData
        #expect(back.map { Data(referencing: $0) } == Data([4, 2]))
    }
}
