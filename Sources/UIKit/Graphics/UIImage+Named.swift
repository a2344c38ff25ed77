import Foundation

extension UIImage {
    /// The image named `name` in the app's main bundle, for the screen's scale; nil when
    /// there is none (see ``init(named:in:compatibleWith:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (nil: the main bundle): an image set of an asset
    /// catalog (`*.xcassets/…/name.imageset`: the scale closest to the traits' display
    /// scale, universal or this device's idiom, its template rendering intent), else a
    /// loose `name@3x.png`, `name@2x.png`, `name.png`, `.jpg` or `.gif` file (GF1). Nil when there is none.
    /// An asset's dark appearance is returned for dark traits; otherwise the image carries
    /// it, and views in dark mode draw it. Images are read once per bundle, name and scale.
    ///
    /// On Linux, ship asset catalogs as resources with `.copy("Assets.xcassets")` (SwiftPM
    /// does not compile them); PDF and SVG assets are not read.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = (traitCollection?.displayScale ?? 0) > 0 ? traitCollection!.displayScale : ImageAssetLocator.screen.scale
        let dark = traitCollection?.userInterfaceStyle == .dark
        guard let image = ImageAssetLocator.image(named: name, in: bundle ?? UIApplication._appBundle, scale: scale, dark: dark) else { return nil }
        self.init(copying: image)
    }
}
