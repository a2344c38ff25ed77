import Foundation

/// An object whose content can be thrown away while nobody uses it, as Foundation declares it
/// on Apple platforms (Linux's Foundation has no such protocol). The object keeps an access
/// counter: ``beginContentAccess()`` raises it and reports whether the content is still there,
/// ``endContentAccess()`` lowers it, and ``discardContentIfPossible()`` throws the content
/// away only while the counter is 0 (FN5).
///
/// Difference from Apple platforms: Linux's `NSCache` neither evicts objects whose content was
/// discarded nor discards the content of objects it removes; its
/// `evictsObjectsWithDiscardedContent` property exists but does nothing (FN5).
public protocol NSDiscardableContent: NSObjectProtocol {
    /// Marks the content as in use (the counter goes up by one) and returns true when it is
    /// still available; returns false, leaving the counter as it was, once it was discarded.
    func beginContentAccess() -> Bool

    /// Marks one use of the content as over (the counter goes down by one, never below 0).
    func endContentAccess()

    /// Throws the content away when the counter is 0; does nothing otherwise.
    func discardContentIfPossible()

    /// Whether the content was thrown away.
    func isContentDiscarded() -> Bool
}
