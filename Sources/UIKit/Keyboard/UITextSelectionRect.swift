import Foundation

/// One rectangle of a selection, as ``UITextInput/selectionRects(for:)`` gives them: one per
/// line the range covers (TI3).
///
/// Difference from UIKit: concrete (UIKit's is abstract, each text view subclassing it);
/// subclasses override the properties as in UIKit.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { _rect }
    /// The writing direction of its text.
    open var writingDirection: NSWritingDirection { _writingDirection }
    /// Whether it holds the start of the range.
    open var containsStart: Bool { _containsStart }
    /// Whether it holds the end of the range.
    open var containsEnd: Bool { _containsEnd }
    /// Whether its text runs vertically (never, in OpenUIKit's horizontal layout).
    open var isVertical: Bool { false }

    private let _rect: CGRect
    private let _writingDirection: NSWritingDirection
    private let _containsStart: Bool
    private let _containsEnd: Bool

    /// Creates an empty rectangle, for subclasses that override the properties.
    public override init() {
        _rect = .zero
        _writingDirection = .natural
        _containsStart = false
        _containsEnd = false
        super.init()
    }

    init(_rect rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        _rect = rect
        _writingDirection = writingDirection
        _containsStart = containsStart
        _containsEnd = containsEnd
        super.init()
    }
}
