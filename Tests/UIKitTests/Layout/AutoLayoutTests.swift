import Foundation
import Testing
import UIKit
import UIKitTesting

/// Auto Layout on views: known layouts with exact frames.
@MainActor
@Suite(.uikit)
struct AutoLayoutTests {
    func expectFrame(_ view: UIView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = view.frame
        let close = abs(frame.minX - expected.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9
            && abs(frame.width - expected.width) < 1e-9 && abs(frame.height - expected.height) < 1e-9
        #expect(close, "frame \(frame) is not \(expected)", sourceLocation: sourceLocation)
    }

    func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)) }

    func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func pinsToEdgesWithConstants() {
        _ = freshUIKit()
        let root = container()
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(child.frame == .zero)  // frames come with layout
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 368, height: 44))
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 800)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 268, height: 44))
    }

    @Test func centeringAndAspectRatio() {
        _ = freshUIKit()
        let root = container()
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -100),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        root.layoutIfNeeded()
        // y = 243.75, height 112.5: edges are rounded to the 3× screen's pixels, as in UIKit.
        expectFrame(child, CGRect(x: 100, y: CGFloat(731) / 3, width: 200, height: CGFloat(1069) / 3 - CGFloat(731) / 3))
    }

    @Test func nestedSiblingsAndCousins() {
        _ = freshUIKit()
        let root = container()
        let box = constrained(in: root)
        let a = constrained(in: box)
        let b = constrained(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 50),
            // b is a cousin of a: its leading follows a's trailing across the hierarchy.
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
            b.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 200, height: 100))
        #expect(a.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
        #expect(b.frame == CGRect(x: 73, y: 118, width: 100, height: 30))
    }
}
