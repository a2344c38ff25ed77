import Foundation

/// Split behavior and column widths (SB1–SB7): which display modes the behavior allows, how
/// wide the sidebars are, and where each column goes.
extension UISplitViewController {
    /// The split's width: its view's, else the screen's.
    var _splitWidth: CGFloat { _view?.bounds.width ?? UIScreen.main.bounds.width }

    /// SB1: the preferred behavior; `.automatic` follows a preferred display mode that names
    /// one (beside: tile, over: overlay, displace), else the width: tile from 1,000 pt;
    /// below, overlay for two columns and displace for three (as iPad Mail in portrait).
    var _resolvedSplitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch preferredDisplayMode {
        case .oneBesideSecondary, .twoBesideSecondary: return .tile
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        case .automatic, .secondaryOnly:
            if _splitWidth >= 1000 { return .tile }
            return style == .tripleColumn ? .displace : .overlay
        }
    }

    /// SB2: a display mode the behavior does not allow becomes the one it allows with the
    /// same sidebars.
    func _fitted(_ mode: DisplayMode, to behavior: SplitBehavior) -> DisplayMode {
        switch (behavior, mode) {
        case (.tile, .oneOverSecondary), (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.displace, .twoBesideSecondary), (.displace, .twoOverSecondary): return .twoDisplaceSecondary
        default: return mode
        }
    }

    /// SB4: the mode that shows one sidebar (`two`: both) in the current behavior.
    func _mode(showingBoth two: Bool) -> DisplayMode {
        switch (_resolvedSplitBehavior, two) {
        case (.overlay, false): return .oneOverSecondary
        case (.overlay, true): return .twoOverSecondary
        case (.displace, true): return .twoDisplaceSecondary
        case (_, true): return .twoBesideSecondary
        case (_, false): return .oneBesideSecondary
        }
    }

    /// SB5: an explicit width wins, kept within the minimum and maximum the app set; else
    /// the fraction of the split's width, else 320 pt, kept within the minimum (0 pt when
    /// automatic) and the maximum (320 pt when automatic); never wider than the split.
    func _columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let width: CGFloat
        if preferred >= 0 {
            width = min(max(preferred, minimum >= 0 ? minimum : 0), maximum >= 0 ? maximum : .greatestFiniteMagnitude)
        } else {
            let base = fraction >= 0 ? (fraction * _splitWidth).rounded(.down) : Self.defaultColumnWidth
            width = min(max(base, minimum >= 0 ? minimum : 0), maximum >= 0 ? maximum : Self.defaultColumnWidth)
        }
        return min(width, _splitWidth)
    }

    /// The frames of the children that show (secondary first, then the sidebars from the
    /// secondary outwards) in the current mode (SB3, SB6).
    func _columnFrames(secondary: UIViewController, sidebars: [UIViewController], in bounds: CGRect) -> [(UIViewController, CGRect)] {
        let leading = Array(sidebars.reversed())  // primary first
        let widths = leading.map { child in child === _installed(.supplementary) ? supplementaryColumnWidth : primaryColumnWidth }
        var frames: [(UIViewController, CGRect)] = []
        var x: CGFloat = 0
        for (child, width) in zip(leading, widths) {
            frames.append((child, CGRect(x: x, y: 0, width: width, height: bounds.height)))
            x += width
        }
        let secondaryFrame: CGRect
        switch _resolvedDisplayMode {
        case .oneOverSecondary, .twoOverSecondary:
            secondaryFrame = bounds  // SB3: the sidebars lie over the whole secondary
        case .twoDisplaceSecondary:
            // SB3: the secondary keeps its one-sidebar width and is pushed past the edge.
            secondaryFrame = CGRect(x: x, y: 0, width: max(0, bounds.width - (widths.last ?? 0)), height: bounds.height)
        default:
            secondaryFrame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
        }
        frames.insert((secondary, secondaryFrame), at: 0)
        guard primaryEdge == .trailing else { return frames }
        // SB6: the primary at the trailing edge mirrors the arrangement.
        return frames.map { child, frame in (child, CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)) }
    }

    func _columnsChanged() { _view?.setNeedsLayout() }

    func _splitBehaviorChanged() {
        _displayModeOverride = nil
        _displayModeChanged()
    }

    /// SB7: `.always` shows the button, `.never` hides it, `.automatic` follows
    /// ``presentsWithGesture``.
    var _showsDisplayModeButton: Bool {
        switch displayModeButtonVisibility {
        case .always: return true
        case .never: return false
        case .automatic: return presentsWithGesture
        }
    }

    func _updateModeButtonVisibility() {
        _displayModeButtonItem?.isHidden = !_showsDisplayModeButton
        _displayModeButtonItem?._bar?.setNeedsLayout()
    }
}
