import Foundation
import Testing
import UIKit
import UIKitTesting

/// The visual format language.
@MainActor
@Suite(.uikit)
struct VisualFormatTests {
    @Test func horizontalAndVerticalFormatsLayOutARow() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let icon = UIView(), title = UIView(), detail = UIView()
        for view in [icon, title, detail] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let views = ["icon": icon, "title": title, "detail": detail]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon(40)]-12-[title]-(>=8)-[detail(==title@750)]-pad-|",
                                                         options: [.alignAllTop], metrics: ["pad": 20], views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(30)-[icon(40)]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[title(==icon)]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[detail(20)]", options: [], metrics: nil, views: views)
        #expect(constraints.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 16, y: 30, width: 40, height: 40))
        // 400 - 16 - 40 - 12 - 8 - 20 = 304 left for title and detail, equal widths at 750.
        #expect(title.frame == CGRect(x: 68, y: 30, width: 152, height: 40))
        #expect(detail.frame == CGRect(x: 228, y: 30, width: 152, height: 20))
        let trailing = constraints.first { $0.firstItem === root && $0.firstAttribute == .trailing }
        #expect(trailing?.secondItem === detail && trailing?.constant == 20)
    }

    @Test func standardSpacingBetweenViews() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let a = UIView(), b = UIView()
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
        let list = NSLayoutConstraint.constraints(withVisualFormat: "[a]-[b]", options: [], metrics: nil, views: ["a": a, "b": b])
        #expect(list.count == 1)
        #expect(list[0].firstItem === b && list[0].firstAttribute == .leading && list[0].secondAttribute == .trailing && list[0].constant == 8)
    }

    @Test func anUnknownViewNameRaisesUIKitsParseError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", options: [], metrics: nil, views: [:])
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Unable to parse constraint format: \nmissing is not a key in the views dictionary. \nH:|-[missing]-| \n"))
    }
}
