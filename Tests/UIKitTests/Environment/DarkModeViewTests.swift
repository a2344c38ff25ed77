import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Where UIKit resolves dynamic colours for views: the layer's background colour follows the
/// view's appearance; callbacks run with the view's traits as `UITraitCollection.current`;
/// sheets are elevated.
@MainActor
@Suite(.uikit)
struct DarkModeViewTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    static let black = CGColor(gray: 0, alpha: 1), white = CGColor(gray: 1, alpha: 1)

    /// A view that notes, in `traitCollectionDidChange` and `layoutSubviews`, its layer's
    /// background and the current traits.
    final class NotingView: UIView {
        var notes: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            notes.append("traits \(previousTraitCollection!.userInterfaceStyle) -> \(traitCollection.userInterfaceStyle): "
                + "layer \(shade(layer.backgroundColor)), current \(UITraitCollection.current.userInterfaceStyle), "
                + "label.cgColor \(shade(UIColor.label.cgColor))")
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            notes.append("layout: current \(UITraitCollection.current.userInterfaceStyle)")
        }
    }

    @Test func theLayerBackgroundFollowsTheUsersAppearance() {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        showInWindow(root)
        #expect(root.view.layer.backgroundColor == Self.white)
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))
        #expect(root.view.layer.backgroundColor == Self.black)
        #expect(root.view.backgroundColor == .systemBackground)  // the view keeps the colour it was given
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .light))
        #expect(root.view.layer.backgroundColor == Self.white)
        root.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)  // a fixed colour ignores the appearance
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))
        #expect(root.view.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func theLayerBackgroundFollowsOverridesOnAncestorsAndControllers() {
        let root = UIViewController()
        let card = UIView(), inner = UIView()
        card.backgroundColor = .secondarySystemBackground
        inner.backgroundColor = .label
        card.addSubview(inner)
        root.view.addSubview(card)
        showInWindow(root)
        #expect(shade(card.layer.backgroundColor) == "242,242,247" && inner.layer.backgroundColor == Self.black)
        card.traitOverrides.userInterfaceStyle = .dark  // an ancestor's override
        #expect(shade(card.layer.backgroundColor) == "28,28,30" && inner.layer.backgroundColor == Self.white)
        card.traitOverrides.remove(\.userInterfaceStyle)
        #expect(inner.layer.backgroundColor == Self.black)
        root.traitOverrides.userInterfaceStyle = .dark  // a controller's override
        #expect(shade(card.layer.backgroundColor) == "28,28,30" && inner.layer.backgroundColor == Self.white)
        inner.traitOverrides.userInterfaceStyle = .light  // the nearest override wins
        #expect(inner.layer.backgroundColor == Self.black)
    }

    @Test func traitCollectionDidChangeSeesTheNewColoursAndTraitsAsCurrent() {
        let root = UIViewController()
        let view = NotingView()
        view.backgroundColor = .systemBackground
        root.view.addSubview(view)
        showInWindow(root)
        view.notes.removeAll()
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))
        // As on iOS, UIKit has re-resolved the layer's colour before the view hears of the
        // change, and the view's traits are current, so `cgColor` of a dynamic colour follows them.
        #expect(view.notes == ["traits Light -> Dark: layer 0,0,0, current Dark, label.cgColor 255,255,255"])
        #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)  // put back afterwards
    }

    @Test func layoutRunsWithTheViewsTraitsAsCurrent() {
        let root = UIViewController()
        let view = NotingView()
        root.view.addSubview(view)
        root.traitOverrides.userInterfaceStyle = .dark
        showInWindow(root)
        view.notes.removeAll()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.notes == ["layout: current Dark"])
        #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
    }

    @Test func sheetsAreElevatedSoDarkBackgroundsLighten() {
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        showInWindow(root)
        let sheet = UIViewController(), cover = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        root.present(sheet, animated: false)  // .automatic: a page sheet
        drainMainRunLoop()
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated && root.traitCollection.userInterfaceLevel == .base)
        #expect(shade(sheet.view.layer.backgroundColor) == "28,28,30" && root.view.layer.backgroundColor == Self.black)
        sheet.dismiss(animated: false)
        drainMainRunLoop()
        cover.modalPresentationStyle = .fullScreen
        cover.view.backgroundColor = .systemBackground
        root.present(cover, animated: false)
        drainMainRunLoop()
        #expect(cover.traitCollection.userInterfaceLevel == .base && cover.view.layer.backgroundColor == Self.black)
    }

    @Test func animatingBetweenDynamicColoursMixesTheirResolutions() {
        let root = UIViewController()
        root.traitOverrides.userInterfaceStyle = .dark
        root.view.backgroundColor = .systemBackground
        showInWindow(root)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            root.view.backgroundColor = .label
        })
        #expect(root.view.layer.backgroundColor == Self.white)  // the model at once
        clock.advance(by: 0.5)
        #expect(shade(root.view.layer.presentation()?.backgroundColor) == "128,128,128")  // half-way from black to white
        clock.advance(by: 0.5)
        #expect(root.view.layer.presentation()?.backgroundColor == Self.white)
    }

    @Test func cellsInGroupedTablesTakeTheGroupedCellBackground() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let source = Source()
        let root = UIViewController()
        root.traitOverrides.userInterfaceStyle = .dark
        let plain = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), style: .plain)
        let grouped = UITableView(frame: CGRect(x: 0, y: 200, width: 390, height: 200), style: .insetGrouped)
        for table in [plain, grouped] { table.dataSource = source; root.view.addSubview(table) }
        showInWindow(root)
        let plainCell = try #require(plain.visibleCells.first), groupedCell = try #require(grouped.visibleCells.first)
        #expect(plainCell.backgroundColor == .systemBackground && plainCell.layer.backgroundColor == Self.black)
        #expect(groupedCell.backgroundColor == .secondarySystemGroupedBackground && shade(groupedCell.layer.backgroundColor) == "28,28,30")
        #expect(shade(grouped.layer.backgroundColor) == "0,0,0")
    }
}

/// A colour's red, green and blue as 0...255 integers ("r,g,b"), or "nil".
func shade(_ color: CGColor?) -> String {
    guard let c = color?.components else { return "nil" }
    return c.prefix(3).map { String(Int(($0 * 255).rounded())) }.joined(separator: ",")
}
