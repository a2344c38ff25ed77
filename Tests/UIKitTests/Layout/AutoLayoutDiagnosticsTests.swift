import Foundation
import Testing
import UIKit
import UIKitTesting

/// Auto Layout diagnostics: unsatisfiable and ambiguous layouts, misuse.
@MainActor
@Suite(.uikit)
struct AutoLayoutDiagnosticsTests {
    func address(_ object: AnyObject) -> String { "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16) }

    func subview(of parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func unsatisfiableConstraintsAreLoggedBrokenAndSurvived() {
        _ = freshUIKit()
        var seen: [UIKitDiagnostic] = []
        let token = UIKitDiagnostics.addObserver { seen.append($0) }
        defer { UIKitDiagnostics.removeObserver(token) }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = subview(of: root)
        let width100 = child.widthAnchor.constraint(equalToConstant: 100)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let trailing = child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50)
        NSLayoutConstraint.activate([width100, leading])
        #expect(seen.isEmpty)
        trailing.isActive = true  // 400 - 50 = 350 wide, but 100 is required too
        #expect(seen.count == 1)
        let message = seen.first?.message ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("\"\(width100.description)\""))
        #expect(message.contains("\"\(trailing.description)\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(trailing.description)\n"))
        #expect(message.contains("UIViewAlertForUnsatisfiableConstraints"))
        // The root still translates its mask: its width is part of the conflict, and named.
        #expect(message.contains("h=--& v=--& UIView:\(address(root)).width == 400"))
        // The broken constraint stays active; layout carries on without it.
        #expect(trailing.isActive)
        child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        child.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(trailing.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(trailing.description.hasSuffix(" UIView:\(address(child)).trailing == UIView:\(address(root)).trailing - 50   (active)>"))
    }

    @Test func forgettingToTurnOffTheMaskConflictsWithAutoresizingConstraints() {
        _ = freshUIKit()
        let strict = UIKitStrictMode.enable(allowing: ["unsatisfiableConstraints"])
        defer { strict.disable() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))  // still translating its mask
        root.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 100).isActive = true
        let message = strict.diagnostics.first?.message ?? ""
        #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"))
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(message.contains("h=--& v=--& UIView:"))
        root.layoutIfNeeded()
        #expect(child.frame.width == 50)
    }

    @Test func strictModeFailsATestOnAnUnsatisfiableLayout() {
        _ = freshUIKit()
        withKnownIssue {
            let strict = UIKitStrictMode.enable()
            defer { strict.disable() }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let child = subview(of: root)
            child.widthAnchor.constraint(equalToConstant: 100).isActive = true
            child.widthAnchor.constraint(equalToConstant: 200).isActive = true
        }
    }

    @Test func ambiguityIsReportedAndExercised() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = subview(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        let before = child.frame.minX
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame.minX != before && child.frame.minX >= 10)
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
        #expect(!child.hasAmbiguousLayout)
        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 3)
    }

    @Test func itemsInDifferentHierarchiesCannotBeConstrained() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
    }

    @Test func switchingAnInstalledConstraintBetweenRequiredAndOptionalRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                let width = view.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.priority = .defaultHigh
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000."))
    }

    @Test func optionalPrioritiesCanChangeWhileInstalled() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = subview(of: root)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        let wide = child.widthAnchor.constraint(equalToConstant: 300)
        narrow.priority = .defaultLow
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([narrow, wide, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 300)
        narrow.priority = UILayoutPriority(999)
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }
}
