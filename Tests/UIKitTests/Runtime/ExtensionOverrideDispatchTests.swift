import Testing
import UIKit

/// Three levels of classes for `_nearestExtensionOverride(of:above:among:)` (PT10's runtime).
private class DispatchRoot {}
private class DispatchMiddle: DispatchRoot {}
private final class DispatchLeaf: DispatchMiddle {}

/// The runtime half of PT10: which overriding class a ported call, or a `super` call, reaches.
@Suite struct ExtensionOverrideDispatchTests {
    @Test func test_PT10_aCallReachesTheNearestOverridingClassAtOrAboveTheReceiversClass() {
        let leaf = DispatchLeaf(), middle = DispatchMiddle(), root = DispatchRoot()
        #expect(_nearestExtensionOverride(of: leaf, above: nil, among: [DispatchRoot.self, DispatchMiddle.self, DispatchLeaf.self]) == 2)
        #expect(_nearestExtensionOverride(of: leaf, above: nil, among: [DispatchRoot.self, DispatchMiddle.self]) == 1)
        #expect(_nearestExtensionOverride(of: leaf, above: nil, among: [DispatchMiddle.self, DispatchRoot.self]) == 0)  // order does not matter
        #expect(_nearestExtensionOverride(of: middle, above: nil, among: [DispatchLeaf.self, DispatchRoot.self]) == 1)  // not a subclass's
        #expect(_nearestExtensionOverride(of: root, above: nil, among: [DispatchMiddle.self, DispatchLeaf.self]) == nil)  // the base's body
        #expect(_nearestExtensionOverride(of: leaf, above: nil, among: []) == nil)
    }

    @Test func test_PT10_superStartsAboveTheClassItIsWrittenIn() {
        let leaf = DispatchLeaf()
        let all: [AnyClass] = [DispatchRoot.self, DispatchMiddle.self, DispatchLeaf.self]
        #expect(_nearestExtensionOverride(of: leaf, above: DispatchLeaf.self, among: all) == 1)
        #expect(_nearestExtensionOverride(of: leaf, above: DispatchMiddle.self, among: all) == 0)
        #expect(_nearestExtensionOverride(of: leaf, above: DispatchRoot.self, among: all) == nil)  // a root class: the base's body
        #expect(_nearestExtensionOverride(of: leaf, above: DispatchLeaf.self, among: [DispatchRoot.self, DispatchLeaf.self]) == 0)  // skips a class without one
    }

    @MainActor @Test func test_PT10_uikitsClassesWalkUpToNSObject() {
        let label = UILabel()
        #expect(_nearestExtensionOverride(of: label, above: nil, among: [UIResponder.self, UIView.self]) == 1)
        #expect(_nearestExtensionOverride(of: label, above: UIView.self, among: [UIResponder.self, UIView.self]) == 0)
        #expect(_nearestExtensionOverride(of: label, above: UILabel.self, among: [NSObject.self]) == 0)
        #expect(_nearestExtensionOverride(of: CAGradientLayer(), above: nil, among: [CALayer.self, UIView.self]) == 0)
    }
}
