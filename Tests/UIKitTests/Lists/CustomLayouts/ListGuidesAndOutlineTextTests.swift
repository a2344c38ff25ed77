import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// CV22, CV23: the list content view's layout guides and the outline's text description.
@MainActor
@Suite(.uikit) struct ListGuidesAndOutlineTextTests {
    init() { _ = freshUIKit() }

    @Test func test_CV22_theTextGuideFollowsTheTextAndAppsConstrainTheirViewsToIt() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Subtitle"
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        #expect(view.imageLayoutGuide == nil)
        let guide = try! #require(view.textLayoutGuide)
        #expect(view.textLayoutGuide === guide && guide.owningView === view && view.layoutGuides.contains(guide))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        view.layoutIfNeeded()
        let text = view._textLabel.frame
        #expect(guide.layoutFrame == text)
        #expect(view.secondaryTextLayoutGuide?.layoutFrame == view._secondaryTextLabel.frame)
        #expect(badge.frame.minX == text.maxX + 8 && abs(badge.frame.midY - text.midY) < 0.34)  // on the screen's pixels
        // A wider view moves nothing here, a new image moves the text and the guide with it.
        configuration.image = UIImage(systemName: "star")
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(view._textLabel.frame.minX > text.minX && guide.layoutFrame == view._textLabel.frame)
        #expect(view.imageLayoutGuide?.layoutFrame == view._imageView.frame)
        configuration.text = nil
        view.configuration = configuration
        #expect(view.textLayoutGuide == nil)
    }

    @Test func test_CV23_theVisualDescriptionDrawsTheTree() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Food", "Drinks", "Bread"])
        snapshot.append(["Burger", "Fries"], to: "Food")
        snapshot.append(["Coffee"], to: "Drinks")
        snapshot.append(["Decaf"], to: "Coffee")
        snapshot.expand(["Food", "Coffee"])
        #expect(snapshot.visualDescription() == """
            <NSDiffableDataSourceSectionSnapshot: root items: 3; items: 7; visible items: 5>
            *+ Food
            *    Burger
            *    Fries
            *- Drinks
             +   Coffee
                   Decaf
            *  Bread
            """)
        #expect(NSDiffableDataSourceSectionSnapshot<Int>().visualDescription()
            == "<NSDiffableDataSourceSectionSnapshot: root items: 0; items: 0; visible items: 0>")
    }
}
