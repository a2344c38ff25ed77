import Foundation

/// The largest rectangle of `aspectRatio`'s proportions that fits inside `boundingRect`,
/// centred in it: the aspect-fit frame for an image or video of that size.
///
/// OpenUIKit's `AVFoundation` holds only the geometry UIKit apps use for layout; players,
/// assets and capture are not there. A zero or non-finite aspect ratio gives a rectangle of
/// NaN values, as AVFoundation's does.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width, height: size.height)
}
