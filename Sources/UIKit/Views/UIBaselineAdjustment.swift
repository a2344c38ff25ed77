import Foundation

/// Where a label's text sits vertically when it draws in a font shrunk to fit its width
/// (LB4), with UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text's baseline where the full-size text's would be.
    case alignBaselines = 0
    /// The shrunk text centred where the full-size text's centre would be.
    case alignCenters = 1
    /// The shrunk text's top where the full-size text's top would be.
    case none = 2
}
