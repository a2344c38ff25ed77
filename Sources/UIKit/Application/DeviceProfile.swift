import Foundation

extension UIScreen {
    /// A device, as data: screen size, scale, idiom, the insets of its hardware and status
    /// bar in each orientation, and how its windows get size classes (R5).
    ///
    /// Values are the published metrics of the real devices. Choose one with
    /// ``UIScreen/setDeviceProfile(_:)`` (an OpenUIKit addition, standing for choosing a
    /// simulator).
    public struct DeviceProfile: Hashable, Sendable {
        /// A short name, e.g. `"iPhone 14"`.
        public var name: String
        /// The screen size in points, portrait.
        public var portraitSize: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// Phone or pad.
        public var idiom: UIUserInterfaceIdiom
        /// The insets of the hardware (sensor housing, home indicator) in portrait, without
        /// the status bar.
        public var portraitHardwareInsets: UIEdgeInsets
        /// The hardware insets in landscape.
        public var landscapeHardwareInsets: UIEdgeInsets
        /// The status bar's height in portrait.
        public var portraitStatusBarHeight: CGFloat
        /// The status bar's height in landscape, or nil when it is hidden there (every iPhone).
        public var landscapeStatusBarHeight: CGFloat?
        /// Whether the screen is regular width in landscape (Plus and Max phones).
        public var landscapeWidthIsRegular: Bool
        /// Pads: window widths in split-screen multitasking, portrait and landscape.
        public var multitaskingWidths: [MultitaskingLayout: (portrait: CGFloat, landscape: CGFloat)]
        /// Pads: the narrowest window width that is regular.
        public var minimumRegularWidth: CGFloat

        /// Creates a profile.
        public init(name: String, portraitSize: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom,
                    portraitHardwareInsets: UIEdgeInsets, landscapeHardwareInsets: UIEdgeInsets,
                    portraitStatusBarHeight: CGFloat, landscapeStatusBarHeight: CGFloat?, landscapeWidthIsRegular: Bool = false,
                    multitaskingWidths: [MultitaskingLayout: (portrait: CGFloat, landscape: CGFloat)] = [:], minimumRegularWidth: CGFloat = .infinity) {
            self.name = name; self.portraitSize = portraitSize; self.scale = scale; self.idiom = idiom
            self.portraitHardwareInsets = portraitHardwareInsets; self.landscapeHardwareInsets = landscapeHardwareInsets
            self.portraitStatusBarHeight = portraitStatusBarHeight; self.landscapeStatusBarHeight = landscapeStatusBarHeight
            self.landscapeWidthIsRegular = landscapeWidthIsRegular
            self.multitaskingWidths = multitaskingWidths; self.minimumRegularWidth = minimumRegularWidth
        }

        /// A notched phone: 390×844 pt @3x, 47 pt status bar, 34 pt home indicator; in
        /// landscape 47 pt at each side and 21 pt below, no status bar (iPhone 14).
        public static let iPhone14 = DeviceProfile(
            name: "iPhone 14", portraitSize: CGSize(width: 390, height: 844), scale: 3, idiom: .phone,
            portraitHardwareInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeHardwareInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            portraitStatusBarHeight: 47, landscapeStatusBarHeight: nil)
        /// A phone with the Dynamic Island: 393×852 pt @3x (1179×2556 px), 59 pt top inset,
        /// 54 pt status bar, 34 pt home indicator; in landscape 59 pt at each side and 21 pt
        /// below, no status bar (iPhone 15 Pro).
        public static let iPhone15Pro = DeviceProfile(
            name: "iPhone 15 Pro", portraitSize: CGSize(width: 393, height: 852), scale: 3, idiom: .phone,
            portraitHardwareInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeHardwareInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: nil)
        /// A large phone: 430×932 pt @3x, Dynamic Island (59 pt top inset, 54 pt status bar),
        /// regular width in landscape (iPhone 15 Pro Max).
        public static let iPhone15ProMax = DeviceProfile(
            name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3, idiom: .phone,
            portraitHardwareInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeHardwareInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitStatusBarHeight: 54, landscapeStatusBarHeight: nil, landscapeWidthIsRegular: true)
        /// The first iPhone SE: 320×568 pt @2x, 20 pt status bar, no hardware insets.
        public static let iPhoneSE1stGeneration = DeviceProfile(
            name: "iPhone SE (1st generation)", portraitSize: CGSize(width: 320, height: 568), scale: 2, idiom: .phone,
            portraitHardwareInsets: .zero, landscapeHardwareInsets: .zero,
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: nil)
        /// A phone with a home button: 375×667 pt @2x, 20 pt status bar, no hardware insets
        /// (iPhone SE 2nd and 3rd generation, iPhone 8).
        public static let iPhoneSE = DeviceProfile(
            name: "iPhone SE", portraitSize: CGSize(width: 375, height: 667), scale: 2, idiom: .phone,
            portraitHardwareInsets: .zero, landscapeHardwareInsets: .zero,
            portraitStatusBarHeight: 20, landscapeStatusBarHeight: nil)
        /// A pad: 820×1180 pt @2x, 24 pt status bar, 20 pt home indicator, split-screen
        /// widths of iPadOS 17 (iPad Air).
        public static let iPadAir = DeviceProfile(
            name: "iPad Air", portraitSize: CGSize(width: 820, height: 1180), scale: 2, idiom: .pad,
            portraitHardwareInsets: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            landscapeHardwareInsets: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24,
            multitaskingWidths: [.fullScreen: (820, 1180), .twoThirds: (490, 795), .half: (490, 585), .oneThird: (320, 375)],
            minimumRegularWidth: 678)

        /// The screen size in `orientation`.
        public func size(in orientation: UIInterfaceOrientation) -> CGSize {
            orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
        }

        /// The status bar height in `orientation`, nil where the system hides it.
        public func statusBarHeight(in orientation: UIInterfaceOrientation) -> CGFloat? {
            orientation.isLandscape ? landscapeStatusBarHeight : portraitStatusBarHeight
        }

        /// The screen's safe-area insets in `orientation`: the hardware's, and at the top at
        /// least the status bar when it shows.
        public func safeAreaInsets(in orientation: UIInterfaceOrientation, statusBarHidden: Bool) -> UIEdgeInsets {
            var insets = orientation.isLandscape ? landscapeHardwareInsets : portraitHardwareInsets
            if !statusBarHidden, let bar = statusBarHeight(in: orientation) { insets.top = max(insets.top, bar) }
            return insets
        }

        /// The width of a window in `layout` and `orientation` (the screen's width on phones).
        public func windowWidth(_ layout: MultitaskingLayout, in orientation: UIInterfaceOrientation) -> CGFloat {
            guard layout != .fullScreen, let widths = multitaskingWidths[layout] else { return size(in: orientation).width }
            return orientation.isLandscape ? widths.landscape : widths.portrait
        }

        /// The size classes of a window of `width` in `orientation` (R5): phones are compact
        /// wide in portrait and compact high in landscape (Plus and Max phones regular wide);
        /// pads are regular high, and regular wide from ``minimumRegularWidth``.
        public func sizeClasses(width: CGFloat, in orientation: UIInterfaceOrientation)
            -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
            if idiom == .pad { return (width >= minimumRegularWidth ? .regular : .compact, .regular) }
            return orientation.isLandscape ? (landscapeWidthIsRegular ? .regular : .compact, .compact) : (.compact, .regular)
        }

        public static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool { lhs.name == rhs.name && lhs.portraitSize == rhs.portraitSize }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// How much of a pad's screen the app's window takes in split-screen multitasking.
    public enum MultitaskingLayout: Hashable, Sendable, CaseIterable {
        /// The whole screen.
        case fullScreen
        /// Two thirds of the screen's width.
        case twoThirds
        /// Half the screen's width.
        case half
        /// One third of the screen's width.
        case oneThird
    }
}
