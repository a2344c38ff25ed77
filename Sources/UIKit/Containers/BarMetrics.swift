import Foundation

/// UIKit's bar heights, by traits (S2): navigation bars and toolbars are 44 pt on phones,
/// 32 pt where the height is compact (phones in landscape) and 50 pt on pads; tab bars
/// 49, 32 and 50 pt (plus the home indicator's inset below). Large titles show only where
/// the height is regular.
enum BarMetrics {
    static func rowHeight(_ traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        return traits.verticalSizeClass == .compact ? 32 : 44
    }

    static func tabBarHeight(_ traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        return traits.verticalSizeClass == .compact ? 32 : 49
    }

    static func allowsLargeTitle(_ traits: UITraitCollection) -> Bool { traits.verticalSizeClass != .compact }
}
