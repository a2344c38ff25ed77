import Foundation
import Testing
@testable import UIKit

/// The side table behind associated objects and `@synchronized` locks (AO1, AO2), and the
/// runtime's class names (AO3).
@Suite struct ObjectSideTableTests {
    private final class Owner {}
    private final class Freed {
        let onFree: () -> Void
        init(_ onFree: @escaping () -> Void) { self.onFree = onFree }
        deinit { onFree() }
    }

    @Test func test_AO1_valuesAreFoundByTheObjectsIdentityWhileItLives() {
        let table = ObjectSideTable<Int>()
        let first = Owner(), second = Owner()
        _ = table.update(first) { $0 = 1 }
        #expect(table.value(for: first) == 1 && table.value(for: second) == nil)
        let previous = table.update(first) { value -> Int? in
            defer { value = nil }
            return value
        }
        #expect(previous.result == 1 && table.value(for: first) == nil && table.count == 0)
        _ = table.update(second) { $0 = 2 }
        #expect(table.removeValue(for: second) == 2 && table.count == 0)
    }

    @Test func test_AO1_freedObjectsValuesAreHandedBackBySweeps() {
        let table = ObjectSideTable<Freed>()
        var freed = 0
        var owners = (0..<100).map { _ in Owner() }
        for owner in owners { _ = table.update(owner) { $0 = Freed { freed += 1 } } }
        #expect(table.count == 100)
        owners.removeAll()  // their entries are stale now, their values still held
        #expect(freed == 0)
        let survivor = Owner()
        var released: [Freed] = []
        for _ in 0..<200 where table.count > 1 {
            released += table.update(survivor) { $0 = $0 ?? Freed {} }.released
        }
        // A sweep dropped every freed owner's entry and handed back its value, unreleased.
        #expect(table.count == 1 && released.count == 100 && freed == 0)
        released.removeAll()
        #expect(freed == 100)
    }

    @MainActor @Test func test_AO3_uikitClassesHaveTheirPlainNames() {
        #expect(String(cString: object_getClassName(UITapGestureRecognizer())) == "UITapGestureRecognizer")
        #expect(String(cString: object_getClassName(UIView())) == "UIView")
    }
}
