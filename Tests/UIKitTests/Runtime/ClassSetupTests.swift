import Foundation
import Testing
@testable import UIKit

/// A three-level hierarchy for the set-up order (plain classes: usable from any thread).
class K1Base { var base = 0 }
class K1Middle: K1Base { var middle = 0 }
final class K1Leaf: K1Middle { var leaf = 0 }

/// What a set-up saw, shared by the threads of a test.
private final class SetupLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

/// A set-up that logs each class it sets up and returns its properties after its
/// superclass's.
private func loggingSetup(_ log: SetupLog) -> ClassSetup<[String]> {
    ClassSetup { level, inherited in
        log.add("\(level.subjectType)")
        return (inherited ?? []) + level.children.compactMap(\.label)
    }
}

/// K1: once-per-class set-up (Objective-C's `+initialize` guarantees, which OpenUIKit keeps
/// for what it sets up per class: the outlet tables of storyboard classes).
@Suite struct ClassSetupTests {
    @Test func test_K1_setUpRunsOncePerClassSuperclassFirstBeforeFirstUse() {
        let log = SetupLog()
        let setup = loggingSetup(log)
        #expect(log.all.isEmpty)  // nothing runs before a class is first used
        #expect(setup.info(for: K1Leaf()) == ["base", "middle", "leaf"])
        #expect(log.all == ["K1Base", "K1Middle", "K1Leaf"])
        // Later uses, of the class or of a superclass already set up, run nothing.
        #expect(setup.info(for: K1Leaf()) == ["base", "middle", "leaf"])
        #expect(setup.info(for: K1Middle()) == ["base", "middle"])
        #expect(log.all == ["K1Base", "K1Middle", "K1Leaf"])
    }

    @Test func test_K1_aSuperclassUsedFirstIsNotSetUpAgainForItsSubclass() {
        let log = SetupLog()
        let setup = loggingSetup(log)
        _ = setup.info(for: K1Middle())
        _ = setup.info(for: K1Leaf())
        #expect(log.all == ["K1Base", "K1Middle", "K1Leaf"])
    }

    @Test func test_K1_setUpIsThreadSafe() {
        let log = SetupLog()
        let setup = loggingSetup(log)
        let results = SetupLog()
        // 64 threads ask at once: one of them sets the classes up, the others wait for it.
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let answer = index.isMultiple(of: 2) ? setup.info(for: K1Leaf()) : setup.info(for: K1Middle())
            results.add(answer.joined(separator: ","))
        }
        #expect(log.all.filter { $0 == "K1Base" }.count == 1 && log.all.count == 3)
        #expect(log.all.firstIndex(of: "K1Base")! < log.all.firstIndex(of: "K1Middle")!)
        #expect(Set(results.all) == ["base,middle,leaf", "base,middle"] && results.all.count == 64)
    }

    @MainActor
    @Test func test_K1_outletTablesFindInheritedOutletsAndAnswerUnknownNames() {
        let controller = IBOutletLeafController(nibName: nil, bundle: nil)
        let table = OutletTable.setup.info(for: controller)
        #expect(table.depths["leafLabel"] == 0 && table.depths["baseLabel"] == 1 && table.depths["view"] == nil)
        let label = UILabel()
        #expect(findOutlet("baseLabel", in: controller)?.connect(label) == true)
        #expect(controller.baseLabel === label && controller.leafLabel == nil)
        #expect(findOutlet("missing", in: controller) == nil)
    }
}

/// Outlets declared at two levels of a controller hierarchy.
@MainActor
class IBOutletBaseController: UIViewController {
    @Outlet var baseLabel: UILabel!
}

@MainActor
final class IBOutletLeafController: IBOutletBaseController {
    @Outlet var leafLabel: UILabel!
}
