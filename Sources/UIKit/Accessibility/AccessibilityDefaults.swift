import Foundation

/// UIKit's accessibility defaults per class (K2–K18), used when the app set nothing. One place
/// decides them, by the object's class (most specific first), so every class's default is read
/// the same way and app subclasses inherit them; an app overrides a member, or sets it (K20).
@MainActor
enum AccessibilityDefaults {
    // MARK: Element or not

    static func isElement(_ object: UIResponder) -> Bool {
        switch object {
        case let bar as _UIButtonBarButton: bar.item.map { $0.customView == nil && $0.isAccessibilityElement } ?? true  // K13
        case let tab as UITabBarButton: tab.item.isAccessibilityElement  // K14
        case is AlertActionButton: true  // K18
        case is UITableViewIndex: true  // SX15
        case let label as UILabel: !(label.text ?? "").isEmpty  // K3
        case is UIStepper, is UISegmentedControl: false  // K15, K16: their parts are the elements
        case is UIButton, is UISwitch, is UISlider, is UITextField, is UITextView, is UIPageControl,
             is UIProgressView, is UIActivityIndicatorView, is UITableViewCell, is UITableViewHeaderFooterView:
            true  // K4–K10, K17
        default: false  // K2: plain views, image views (K5), containers and controllers
        }
    }

    // MARK: Label

    static func label(_ object: UIResponder) -> String? {
        switch object {
        case let bar as _UIButtonBarButton:
            // K13: the item's own label, its title, its system item's name, its image's label;
            // the back button its title.
            guard let item = bar.item else { return bar.titleLabel.text }
            return item.accessibilityLabel ?? nonEmpty(item.title) ?? item.systemItem.flatMap(systemItemName)
                ?? item.image?.accessibilityLabel
        case let tab as UITabBarButton: return tab.item.accessibilityLabel ?? nonEmpty(tab.item.title)  // K14
        case let button as AlertActionButton: return button.action.title  // K18
        case is UITableViewIndex: return "Table index"  // SX15
        case let label as UILabel: return nonEmpty(label.attributedText?.string ?? label.text)  // K3
        case let button as UIButton: return nonEmpty(button.currentTitle) ?? button.currentImage?.accessibilityLabel  // K4
        case let imageView as UIImageView: return imageView.image?.accessibilityLabel  // K5
        case let indicator as UIActivityIndicatorView: return indicator.isAnimating ? "In progress" : "Progress halted"  // K10
        case let cell as UITableViewCell: return joinedLabels(in: cell)  // K17
        case let header as UITableViewHeaderFooterView: return nonEmpty(header.textLabel?.text)  // K17
        default: return nil
        }
    }

    /// The texts of the labels inside `view`, in VoiceOver's order, joined by ", " (K17).
    static func joinedLabels(in view: UIView) -> String? {
        var labels: [UILabel] = []
        func collect(_ view: UIView) {
            for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
                if let label = subview as? UILabel { labels.append(label) } else { collect(subview) }
            }
        }
        collect(view)
        let texts = AccessibilityOrder.ordered(labels) { $0.accessibilityFrame }.compactMap { $0.accessibilityLabel }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// The name VoiceOver gives a system bar button item without a title (K13).
    static func systemItemName(_ item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        case .pageCurl, .flexibleSpace, .fixedSpace: nil
        }
    }

    /// K13, K14: a bar item's button speaks the item's hint and shows its identifier.
    static func hint(_ object: UIResponder) -> String? { barItem(of: object)?.accessibilityHint }

    static func identifier(_ view: UIView) -> String? { barItem(of: view)?.accessibilityIdentifier }

    static func barItem(of object: UIResponder) -> UIBarItem? {
        switch object {
        case let bar as _UIButtonBarButton: bar.item
        case let tab as UITabBarButton: tab.item
        default: nil
        }
    }

    // MARK: Value

    static func value(_ object: UIResponder) -> String? {
        if let item = barItem(of: object) { return item.accessibilityValue }
        switch object {
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"  // K6
        case let slider as UISlider:  // K7
            let range = slider.maximumValue - slider.minimumValue
            return percent(range > 0 ? Double((slider.value - slider.minimumValue) / range) : 0)
        case let field as UITextField:  // K8
            let text = field.text ?? ""
            if text.isEmpty { return nonEmpty(field.placeholder) }
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let view as UITextView: return nonEmpty(view.text)  // K8
        case let pages as UIPageControl:  // K9
            return pages.numberOfPages > 0 ? "page \(pages.currentPage + 1) of \(pages.numberOfPages)" : nil
        case let progress as UIProgressView: return percent(Double(progress.progress))  // K9
        case let index as UITableViewIndex: return index.titles.indices.contains(index.spokenPosition) ? index.titles[index.spokenPosition] : nil  // SX15
        default: return nil
        }
    }

    /// A fraction as VoiceOver's percentage: "50%", rounded to a whole percent.
    static func percent(_ fraction: Double) -> String {
        "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }

    // MARK: Traits

    static func traits(_ object: UIResponder) -> UIAccessibilityTraits {
        if let traits = barItem(of: object)?._accessibility?.traits { return traits }
        switch object {
        case let bar as _UIButtonBarButton:  // K13
            return bar.item?.isEnabled == false ? [.button, .notEnabled] : .button
        case let tab as UITabBarButton:  // K14
            var traits: UIAccessibilityTraits = .button
            if tab.isSelected { traits.insert(.selected) }
            if !tab.item.isEnabled { traits.insert(.notEnabled) }
            return traits
        case let button as AlertActionButton: return button.action.isEnabled ? .button : [.button, .notEnabled]  // K18
        case is UITableViewIndex: return .adjustable  // SX15
        case let label as UILabel:  // K3, K13: the navigation bar's title is a heading
            if let bar = label.superview as? UINavigationBar, bar._titleLabel === label { return [.staticText, .header] }
            return .staticText
        case let field as UISearchTextField: return field.isEnabled ? .searchField : [.searchField, .notEnabled]
        case let slider as UISlider: return controlState(slider, .adjustable)  // K7
        case let button as UIButton: return controlState(button, .button)  // K4
        case let toggle as UISwitch: return controlState(toggle, .button)  // K6
        case let control as UIControl: return controlState(control, .none)
        case is UIImageView: return .image  // K5
        case is UIPageControl: return .adjustable  // K9
        case is UIProgressView, is UIActivityIndicatorView: return .updatesFrequently  // K9, K10
        case let cell as UITableViewCell: return cell.isSelected ? .selected : .none  // K17
        case is UITableViewHeaderFooterView: return .header  // K17
        case is UITabBar: return .tabBar  // K14
        default: return .none
        }
    }

    /// `base` with `.notEnabled` for a disabled control and `.selected` for a selected one.
    static func controlState(_ control: UIControl, _ base: UIAccessibilityTraits) -> UIAccessibilityTraits {
        var traits = base
        if !control.isEnabled { traits.insert(.notEnabled) }
        if control.isSelected { traits.insert(.selected) }
        return traits
    }

    // MARK: Frame, elements, actions

    static func frame(_ object: UIResponder) -> CGRect {
        guard let view = object as? UIView else { return .zero }
        return AccessibilityGeometry.screenRect(view.bounds, in: view)
    }

    /// The elements a control makes for its parts (K15, K16), nil for everything else.
    static func elements(_ object: UIResponder) -> [Any]? {
        switch object {
        case let stepper as UIStepper: return AccessibilityControlParts.stepperElements(stepper)
        case let control as UISegmentedControl: return AccessibilityControlParts.segmentElements(control)
        default: return nil
        }
    }

    /// K12: nothing activates itself; VoiceOver taps the activation point.
    static func activate(_ object: UIResponder) -> Bool { false }

    /// K7, K9: a slider moves by a tenth of its range and a page control by a page, each
    /// sending `.valueChanged` when the value changed.
    static func adjust(_ object: UIResponder, up: Bool) {
        switch object {
        case let slider as UISlider:
            let step = (slider.maximumValue - slider.minimumValue) / 10
            let old = slider.value
            slider.value = min(max(old + (up ? step : -step), slider.minimumValue), slider.maximumValue)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
        case let pages as UIPageControl:
            let new = min(max(pages.currentPage + (up ? 1 : -1), 0), max(pages.numberOfPages - 1, 0))
            pages.currentPage = new
        case let index as UITableViewIndex: index.adjustSpokenPosition(by: up ? 1 : -1)  // SX15
        default: break
        }
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
