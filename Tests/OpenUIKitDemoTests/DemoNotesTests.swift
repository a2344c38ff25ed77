import Foundation
@testable import OpenUIKitDemo
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// The demo's notes editor: a TextKit 2 text view whose text flows around a round badge
/// (TX12).
@MainActor
@Suite(.uikit) struct DemoNotesTests {
    init() { prepareDemo() }

    @Test func test_TX12_theNotesTextFlowsAroundTheBadge() throws {
        let interface = DemoInterface()
        interface.tabs.selectedIndex = 3
        let window = UIWindow()
        window.rootViewController = interface.tabs
        window.makeKeyAndVisible()
        drainMainRunLoop()
        let notes = interface.notes
        let textView = notes.textView
        textView.text = String(repeating: "Milk, eggs, flour and butter for the pancakes. ", count: 12)
        window.layoutIfNeeded()
        let manager = try #require(textView.textLayoutManager)
        let circle = notes.badgeExclusionRect
        #expect(textView.textContainer.exclusionPaths.map(\.bounds) == [circle])
        #expect(notes.badgeView.frame == circle.offsetBy(dx: textView.textContainerInset.left, dy: textView.textContainerInset.top))
        // Every line fragment, in the container, stays out of the circle.
        var lines: [CGRect] = []
        manager.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { fragment in
            let origin = fragment.layoutFragmentFrame.origin
            lines += fragment.textLineFragments.map { $0.typographicBounds.offsetBy(dx: origin.x, dy: origin.y) }
            return true
        }
        let path = UIBezierPath(ovalIn: circle)
        for line in lines {
            for step in 0...20 {
                for row in [0.1, 0.5, 0.9] {
                    let point = CGPoint(x: line.minX + line.width * CGFloat(step) / 20, y: line.minY + line.height * row)
                    #expect(!path.contains(point), "line \(line) meets the badge at \(point)")
                }
            }
        }
        // Lines beside the badge stop before it; the first line below it is as wide as the text.
        let beside = lines.filter { $0.minY < circle.maxY }
        #expect(!beside.isEmpty && beside.allSatisfy { $0.maxX <= circle.minX + 0.001 })
        let below = try #require(lines.first { $0.minY >= circle.maxY })
        #expect(below.maxX > circle.minX)
        // The editor stays on TextKit 2, and its picture shows the badge.
        #expect(textView.textLayoutManager != nil)
        let image = ViewRenderer(scale: 1).image(of: window)
        let badgeCenter = notes.badgeView.convert(CGPoint(x: 4, y: notes.badgeView.bounds.midY), to: window)
        #expect(image.pixel(at: badgeCenter) != image.pixel(at: window.convert(CGPoint(x: 2, y: 2), from: textView)))
    }
}
