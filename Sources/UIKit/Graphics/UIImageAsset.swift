import Foundation

/// A set of images of one picture for different traits, as UIKit's: an asset catalog's
/// image set, or one an app fills with `register(_:with:)`; `image(with:)` picks the one
/// for a trait collection (DR4).
///
/// The asset keeps copies of the images it is given; every image it hands out, and every
/// image registered with it, refers to it through `UIImage.imageAsset` (strongly, so an image
/// keeps resolving after the code that made the asset lets it go; the asset holds no image
/// that refers back, so nothing leaks).
open class UIImageAsset: NSObject, @unchecked Sendable {
    private var registrations: [(traits: UITraitCollection, image: UIImage)] = []

    public override init() { super.init() }

    /// Registers `image` for the traits `traitCollection` specifies, replacing an image
    /// registered for the same traits.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        registrations.removeAll { $0.traits == traitCollection }
        let kept = UIImage(copying: image)
        kept._imageAsset = nil  // the asset's own copies do not refer back to it
        registrations.append((traitCollection, kept))
        image._imageAsset = self
    }

    /// Registers `image` for the configuration's traits (its trait collection).
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Removes the image registered for exactly these traits.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        registrations.removeAll { $0.traits == traitCollection }
    }

    /// Removes the image registered for the configuration's traits.
    open func unregisterImage(with configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// The image for `traitCollection` (DR4): among the images whose registered traits it
    /// has (unspecified traits match anything; the scale is not required to match), the one
    /// registered for the most traits, then for the nearest scale (the exact one, else the
    /// smallest above, else the largest); the later registration on a tie. With none whose
    /// traits it has, the first registered. An empty asset gives an empty image.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        func withoutScale(_ traits: UITraitCollection) -> UITraitCollection { traits.modifyingTraits { $0.displayScale = 0 } }
        func specificity(_ traits: UITraitCollection) -> Int {
            [traits.horizontalSizeClass != .unspecified, traits.verticalSizeClass != .unspecified,
             traits.userInterfaceIdiom != .unspecified, traits.userInterfaceStyle != .unspecified,
             traits.layoutDirection != .unspecified].filter { $0 }.count
        }
        let wanted = traitCollection.displayScale
        func scaleRank(_ scale: CGFloat) -> CGFloat {
            guard wanted > 0, scale > 0 else { return 0 }
            if scale == wanted { return 0 }
            return scale > wanted ? scale - wanted : 100 + (wanted - scale)
        }
        let matching = registrations.enumerated().filter { traitCollection.containsTraits(in: withoutScale($0.element.traits)) }
        let best = matching.min { a, b in
            let sa = specificity(a.element.traits), sb = specificity(b.element.traits)
            if sa != sb { return sa > sb }
            let ra = scaleRank(a.element.traits.displayScale), rb = scaleRank(b.element.traits.displayScale)
            if ra != rb { return ra < rb }
            return a.offset > b.offset
        }
        guard let chosen = best?.element.image ?? registrations.first?.image else { return UIImage() }
        let image = UIImage(copying: chosen)
        image._imageAsset = self
        return image
    }

    /// The image for the configuration's traits.
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }
}

extension UIImage {
    /// The asset the image belongs to (DR4): the one it was registered with or came from;
    /// nil for images made otherwise.
    public var imageAsset: UIImageAsset? { _imageAsset }

    /// The alignment rectangle's insets (DR5): how far in from each edge the part of the
    /// image that layout aligns sits (zero unless set with ``withAlignmentRectInsets(_:)``).
    /// An image view showing the image aligns by them (VS3).
    public var alignmentRectInsets: UIEdgeInsets { traits.alignmentRectInsets }

    /// The same image with alignment rectangle insets (DR5).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        _with { $0.alignmentRectInsets = alignmentInsets }
    }

    /// Whether the image is drawn mirrored in a right-to-left layout (DR13): false unless
    /// made with ``imageFlippedForRightToLeftLayoutDirection()``.
    public var flipsForRightToLeftLayoutDirection: Bool { traits.flipsForRightToLeft }

    /// The same image, drawn mirrored by image views in a right-to-left layout (DR13).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        _with { $0.flipsForRightToLeft = true }
    }

    /// The same image in the horizontally mirrored orientation (DR13): `.up` becomes
    /// `.upMirrored` and back, `.left` becomes `.rightMirrored`, and so on. Drawn mirrored
    /// (OpenUIKit applies the mirroring of `.upMirrored`; other orientations are kept as
    /// they are reported, not applied).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let mirrored: Orientation
        switch imageOrientation {
        case .up: mirrored = .upMirrored
        case .upMirrored: mirrored = .up
        case .down: mirrored = .downMirrored
        case .downMirrored: mirrored = .down
        case .left: mirrored = .rightMirrored
        case .rightMirrored: mirrored = .left
        case .right: mirrored = .leftMirrored
        case .leftMirrored: mirrored = .right
        }
        return _with { $0.orientation = mirrored }
    }

    /// Whether the renderer draws this image mirrored left to right: its orientation is
    /// `.upMirrored`, or it flips in right-to-left layouts and `direction` is one (DR13).
    @_spi(Rendering) public func _drawsMirrored(in direction: UITraitEnvironmentLayoutDirection) -> Bool {
        let flips = flipsForRightToLeftLayoutDirection && direction == .rightToLeft
        return (imageOrientation == .upMirrored) != flips
    }
}
