import Foundation
import OpenUIKitMobileCoreServices
import OpenUIKitObjectiveC
import Testing

// This file imports ObjectiveC and MobileCoreServices but not UIKit (MD2, AO1, AO2, AO3).

nonisolated(unsafe) private var nameKey = 0
nonisolated(unsafe) private var tagKey = 0
nonisolated(unsafe) private var friendKey = 0

private final class Model {}
private final class Tag: NSObject, NSCopying {
    var text: String
    init(_ text: String) { self.text = text }
    func copy(with zone: NSZone? = nil) -> Any { Tag(text) }
}
final class RuntimeNamedProbe {}
private final class Tracked {
    nonisolated(unsafe) static var freed = 0
    deinit { Tracked.freed += 1 }
}

@Suite(.serialized) struct RuntimeImportTests {
    @Test func test_AO1_associatedValuesAreKeptPerObjectAndKeyAsThePolicySays() {
        let model = Model(), other = Model()
        #expect(objc_getAssociatedObject(model, &nameKey) == nil)
        objc_setAssociatedObject(model, &nameKey, "Ada", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(model, &nameKey) as? String == "Ada")
        #expect(objc_getAssociatedObject(model, &tagKey) == nil)
        #expect(objc_getAssociatedObject(other, &nameKey) == nil)

        // Copy: the associated value is a copy, not the object given.
        let tag = Tag("red")
        objc_setAssociatedObject(model, &tagKey, tag, .OBJC_ASSOCIATION_COPY)
        let stored = objc_getAssociatedObject(model, &tagKey) as? Tag
        #expect(stored?.text == "red" && stored !== tag)

        // Retain keeps the value alive; assign does not, and reads nil once it is freed.
        Tracked.freed = 0
        do {
            let kept = Tracked()
            objc_setAssociatedObject(model, &friendKey, kept, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(Tracked.freed == 0 && objc_getAssociatedObject(model, &friendKey) is Tracked)
        objc_setAssociatedObject(model, &friendKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(Tracked.freed == 1 && objc_getAssociatedObject(model, &friendKey) == nil)
        do {
            let weakly = Tracked()
            objc_setAssociatedObject(model, &friendKey, weakly, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(model, &friendKey) as? Tracked === weakly)
        }
        #expect(Tracked.freed == 2 && objc_getAssociatedObject(model, &friendKey) == nil)

        objc_removeAssociatedObjects(model)
        #expect(objc_getAssociatedObject(model, &nameKey) == nil && objc_getAssociatedObject(model, &tagKey) == nil)
    }

    @Test func test_AO1_aFreedObjectsValuesAreReleasedAndNotInheritedByANewObject() {
        Tracked.freed = 0
        for _ in 0..<200 {
            let owner = Model()
            objc_setAssociatedObject(owner, &friendKey, Tracked(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        // A new object (possibly at a freed one's address) has nothing associated.
        let fresh = Model()
        #expect(objc_getAssociatedObject(fresh, &friendKey) == nil)
        // Values of freed owners are released by the sweeps that association calls make.
        #expect(Tracked.freed >= 100)
    }

    @Test func test_AO2_synchronizedIsARecursiveLockPerObject() async {
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<1_000 { counter.increment() }
                }
            }
        }
        #expect(counter.value == 4_000)
        // The same thread may enter again.
        objc_sync_enter(counter)
        objc_sync_enter(counter)
        #expect(objc_sync_exit(counter) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_exit(counter) == OBJC_SYNC_SUCCESS)
    }

    @Test func test_AO3_objectGetClassNameGivesTheRuntimesNames() {
        #expect(String(cString: object_getClassName(RuntimeNamedProbe())) == "_TtC20CompanionModuleTests17RuntimeNamedProbe")
        #expect(String(cString: object_getClassName(NSObject())) == "NSObject")
        #expect(String(cString: object_getClassName(nil)) == "nil")
        // The same name is the same string, kept for the program's life.
        #expect(object_getClassName(RuntimeNamedProbe()) == object_getClassName(RuntimeNamedProbe()))
    }

    @Test func test_MD2_mobileCoreServicesNamesAreTheUniformTypeIdentifiers() {
        #expect(kUTTypeImage as String == "public.image")
        #expect(kUTTypeMovie == "public.movie")
        #expect([kUTTypeJPEG, kUTTypePNG, kUTTypePDF] == ["public.jpeg", "public.png", "com.adobe.pdf"])
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
        #expect(UTTypeConformsTo(kUTTypeMPEG4, kUTTypeAudiovisualContent))
        #expect(!UTTypeConformsTo(kUTTypeImage, kUTTypePNG))
        #expect(UTTypeConformsTo("com.example.unknown" as CFString, "com.example.unknown"))
        #expect(UTTypeEqual(kUTTypeText, "public.text"))
        #expect(Selector("refresh:") == Selector("refresh:"))
    }
}

/// A counter guarded the way Objective-C code guards state: `objc_sync_enter(self)`.
private final class Counter: @unchecked Sendable {
    private var count = 0
    var value: Int {
        objc_sync_enter(self)
        defer { objc_sync_exit(self) }
        return count
    }
    func increment() {
        objc_sync_enter(self)
        defer { objc_sync_exit(self) }
        // Re-entered by the same thread, as nested @synchronized blocks do.
        objc_sync_enter(self)
        count += 1
        objc_sync_exit(self)
    }
}
