#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// Pictures of the system chrome the renderer draws, kept as references so a change to a
/// drawing shows up as a failed test with a difference picture.
@MainActor
@Suite(.uikit) struct ChromeSnapshotTests {
    init() { freshSnapshotScreen() }

    static let symbols = [
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "xmark", "xmark.circle.fill", "checkmark",
        "magnifyingglass", "house", "house.fill", "square.and.pencil", "square.and.arrow.up", "arrowshape.turn.up.left",
        "folder", "book", "arrow.clockwise", "camera", "trash", "play.fill", "pause.fill", "backward.fill", "forward.fill",
        "gear", "gearshape.fill", "person", "person.fill", "person.crop.circle", "star", "star.fill", "heart", "heart.fill",
        "bell", "newspaper", "list.bullet", "ellipsis", "ellipsis.circle", "info.circle", "envelope", "bookmark", "clock",
        "globe", "photo", "paperplane", "circle", "square", "plus.circle.fill", "checkmark.circle.fill", "chevron.left.circle",
        "star.square", "xmark.square.fill", "unknown.symbol",
    ]

    @Test func symbolsDrawAsTheirShapes() {
        let columns = 8, cell: CGFloat = 36
        let rows = (Self.symbols.count + columns - 1) / columns
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * cell, height: CGFloat(rows) * cell))
        sheet.backgroundColor = .white
        sheet.tintColor = .systemBlue
        for (index, name) in Self.symbols.enumerated() {
            let imageView = UIImageView(image: UIImage(systemName: name))
            imageView.frame = CGRect(x: CGFloat(index % columns) * cell + 8, y: CGFloat(index / columns) * cell + 8, width: 20, height: 20)
            sheet.addSubview(imageView)
        }
        assertSnapshot(of: sheet, as: .image(precision: 0.9995, perceptualPrecision: 0.98, scale: 3))
    }

    @Test func barButtonSystemItemsShowTheirSymbols() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.title = "Inbox"
        content.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        content.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil),
            UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil),
        ]
        let navigation = UINavigationController(rootViewController: content)
        assertSnapshot(of: navigation, as: .image(on: .iPhone8, precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func darkModeDrawsTheScreenInDarkColours() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.title = "Settings"
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let title = UILabel(), detail = UILabel()
        title.text = "Appearance"
        title.font = .boldSystemFont(ofSize: 22)
        detail.text = "Dark, as the traits say"
        detail.textColor = .secondaryLabel
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 10
        let toggle = UISwitch()
        toggle.isOn = true
        let segments = UISegmentedControl(items: ["Light", "Dark"])
        segments.selectedSegmentIndex = 1
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let stack = UIStackView(arrangedSubviews: [title, detail, card, segments, field])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.heightAnchor.constraint(equalToConstant: 60).isActive = true
        toggle.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(toggle)
        content.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: content.view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: content.view.trailingAnchor, constant: -16),
            toggle.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            toggle.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
        let navigation = UINavigationController(rootViewController: content)
        assertSnapshot(of: navigation, as: .image(on: .iPhone8, precision: 0.9995, perceptualPrecision: 0.98,
                                                   traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func insetGroupedSectionsAreRoundedCardsInsideTheMargins() throws {
        let list = SettingsListController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: list)
        assertSnapshot(of: navigation, as: .image(on: .iPhone8, precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func groupedSectionsSpanTheWidthBetweenHairlines() throws {
        let list = SettingsListController(style: .grouped)
        assertSnapshot(of: UINavigationController(rootViewController: list), as: .image(on: .iPhone8, precision: 0.9995, perceptualPrecision: 0.98))
    }
}
#endif
