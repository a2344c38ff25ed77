#if Porting
import Foundation
import Testing
@testable import UIKitPorting

/// The porter on UIKit Dynamics code (DY16).
@Suite struct DynamicsPortingTests {
    @Test func test_DY16_optionalCallsOfTheDynamicsDelegatesLoseTheirQuestionMark() {
        let source = """
        func forward(_ d: UICollisionBehaviorDelegate?, _ a: UIDynamicAnimatorDelegate?, _ b: UICollisionBehavior, _ i: UIDynamicItem,
                     _ animator: UIDynamicAnimator) {
            d?.collisionBehavior?(b, beganContactFor: i, withBoundaryIdentifier: nil, at: .zero)
            a?.dynamicAnimatorDidPause?(animator)
            b.dynamicAnimator?.removeBehavior(b)
        }
        """
        let ported = SourcePorter(files: [("Forward.swift", source)]).port()[0]
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2] == "    d?.collisionBehavior(b, beganContactFor: i, withBoundaryIdentifier: nil, at: .zero)")
        #expect(lines[3] == "    a?.dynamicAnimatorDidPause(animator)")
        #expect(lines[4] == "    b.dynamicAnimator?.removeBehavior(b)", "an optional property keeps its `?`")
    }

    @Test func test_DY16_theBehaviorsAreKnownSubclassesOfUIDynamicBehavior() {
        #expect(ModuleIndex.frameworkSuperclasses["UIGravityBehavior"] == "UIDynamicBehavior")
        #expect(ModuleIndex.frameworkSuperclasses["UIDynamicBehavior"] == "NSObject")
        #expect(ModuleIndex.frameworkSuperclasses["UIDynamicAnimator"] == "NSObject")
    }
}
#endif
