#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// A screen of attributed text (F14, F23, F27, F32): mixed fonts and colours, underline,
/// strikethrough, kern, a centred paragraph with line spacing, a button with an attributed
/// title and a text field with an attributed placeholder.
@MainActor
@Suite(.uikit) struct RichTextSnapshotTests {
    init() { freshSnapshotScreen() }

    private func screen() -> UIViewController {
        let controller = UIViewController()
        controller.title = "Rich Text"
        controller.view.backgroundColor = .systemBackground

        let mixed = NSMutableAttributedString(string: "Fresh ", attributes: [.font: UIFont(name: "Georgia-Bold", size: 26)!])
        mixed.append(NSAttributedString(string: "baked ", attributes: [
            .font: UIFont.italicSystemFont(ofSize: 22), .foregroundColor: UIColor.systemOrange,
        ]))
        mixed.append(NSAttributedString(string: "bread", attributes: [
            .font: UIFont(name: "Menlo-Bold", size: 22)!, .foregroundColor: UIColor.systemBlue,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
        let title = UILabel(frame: CGRect(x: 20, y: 110, width: 350, height: 40))
        title.attributedText = mixed

        let price = NSMutableAttributedString(string: "$4.50", attributes: [
            .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.secondaryLabel,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue,
        ])
        price.append(NSAttributedString(string: "  $2.99", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed]))
        price.append(NSAttributedString(string: "  TODAY", attributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold), .kern: 3,
                                                                         .foregroundColor: UIColor.systemGreen]))
        let offer = UILabel(frame: CGRect(x: 20, y: 158, width: 350, height: 28))
        offer.attributedText = price

        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        centred.lineSpacing = 8
        let story = UILabel(frame: CGRect(x: 30, y: 200, width: 330, height: 120))
        story.numberOfLines = 0
        story.attributedText = NSAttributedString(
            string: "Our sourdough rises for two days before it meets the oven, so every loaf has an open crumb and a crackling crust.",
            attributes: [.font: UIFont(name: "Georgia", size: 17)!, .paragraphStyle: centred, .foregroundColor: UIColor.label])

        let button = UIButton(type: .system)
        let order = NSMutableAttributedString(string: "Order ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemBlue])
        order.append(NSAttributedString(string: "now", attributes: [.font: UIFont.italicSystemFont(ofSize: 20), .foregroundColor: UIColor.systemPink]))
        button.setAttributedTitle(order, for: .normal)
        button.frame = CGRect(origin: CGPoint(x: 20, y: 340), size: button.intrinsicContentSize)

        let field = UITextField(frame: CGRect(x: 20, y: 390, width: 350, height: 34))
        field.borderStyle = .roundedRect
        field.attributedPlaceholder = NSAttributedString(string: "Your name, please", attributes: [
            .foregroundColor: UIColor.systemTeal, .font: UIFont.italicSystemFont(ofSize: 17),
        ])

        for view in [title, offer, story, button, field] { controller.view.addSubview(view) }
        return controller
    }

    @Test func attributedTextScreen() {
        let window = showInWindow(UINavigationController(rootViewController: screen()))
        drainMainRunLoop()
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }
}
#endif
