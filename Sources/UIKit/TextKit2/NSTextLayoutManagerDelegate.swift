import Foundation

/// The delegate of a text layout manager: it may make each paragraph's layout fragment
/// (apps return their own ``NSTextLayoutFragment`` subclass to draw differently) and keep
/// words together (TX6).
public protocol NSTextLayoutManagerDelegate: AnyObject {
    /// The layout fragment for `textElement`, which starts at `location` (TX6). The default
    /// makes an ``NSTextLayoutFragment`` for the element's range.
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
                           in textElement: NSTextElement) -> NSTextLayoutFragment
    /// Whether a line may break before `location` (false keeps the words around it together).
    /// Default true.
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: any NSTextLocation,
                           hyphenating: Bool) -> Bool
}

extension NSTextLayoutManagerDelegate {
    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
                                  in textElement: NSTextElement) -> NSTextLayoutFragment {
        NSTextLayoutFragment(textElement: textElement, range: textElement.elementRange)
    }

    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: any NSTextLocation,
                                  hyphenating: Bool) -> Bool { true }
}
