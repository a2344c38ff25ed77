import Foundation

/// Colours by hue, saturation and brightness (HSB, also called HSV), as UIKit converts them to
/// and from sRGB (CL1).
extension UIColor {
    /// Creates a fixed colour from hue, saturation and brightness. The hue is the fraction of a
    /// turn from red (0 and 1 are red, 1/3 green, 2/3 blue); no component is clamped, as in
    /// UIKit's extended range since iOS 10.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let turn = hue.isFinite ? hue : 0
        let sextant = (turn - turn.rounded(.down)) * 6
        let sector = Int(sextant.rounded(.down)) % 6
        let fraction = sextant - sextant.rounded(.down)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (brightness, rising, low)
        case 1: (falling, brightness, low)
        case 2: (low, brightness, rising)
        case 3: (low, falling, brightness)
        case 4: (rising, low, brightness)
        default: (brightness, low, falling)
        }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The hue (in 0..<1), saturation, brightness and alpha of the colour resolved with
    /// `UITraitCollection.current`; a grey has hue and saturation 0 (``getHue(_:saturation:brightness:alpha:)``).
    var _hsbComponents: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue, opacity) = currentComponents
        let maximum = max(red, green, blue), spread = maximum - min(red, green, blue)
        var turn: CGFloat = 0
        if spread > 0 {
            if maximum == red {
                turn = (green - blue) / spread / 6
                if turn < 0 { turn += 1 }
            } else if maximum == green {
                turn = ((blue - red) / spread + 2) / 6
            } else {
                turn = ((red - green) / spread + 4) / 6
            }
        }
        return (turn, maximum > 0 ? spread / maximum : 0, maximum, opacity)
    }
}
