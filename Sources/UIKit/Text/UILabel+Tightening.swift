import Foundation

extension UILabel {
    /// LB6: the most the text is tightened before it truncates, as a share of its width
    /// (the 0.05 of TextKit's `tighteningFactorForTruncation`).
    static let _tighteningFactor: CGFloat = 0.05

    /// LB6: the space taken out between each two characters of a one-line label's plain text
    /// that is wider than the label, so that it fits (at most 5% of its width in all), when
    /// ``allowsDefaultTighteningForTruncation`` is on and the line truncates; 0 otherwise.
    /// Negative: characters move closer. Measured with the drawing font (after shrinking).
    @_spi(Rendering)
    public var _drawingTightening: CGFloat {
        guard allowsDefaultTighteningForTruncation, numberOfLines == 1, let text = _laidOutText, text.count > 1 else { return 0 }
        switch lineBreakMode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle: break
        default: return 0
        }
        let width = _drawingFont._size(of: text, width: nil, numberOfLines: 1).width
        let overflow = width - bounds.width
        guard overflow > 0 else { return 0 }
        return -min(overflow, width * Self._tighteningFactor) / CGFloat(text.count - 1)
    }
}
