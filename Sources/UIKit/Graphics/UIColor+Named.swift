import Foundation

extension UIColor {
    /// The colour named `name` in the main bundle's asset catalogs (NC1): its colour set's
    /// colour, dynamic when the set has dark or high-contrast variants (resolved with the
    /// traits of what draws it, as any dynamic colour). Nil when there is no such colour set.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour named `name` in `bundle`'s asset catalogs (the main bundle when nil). With
    /// a trait collection, the variant for those traits (a fixed colour); without, the whole
    /// colour (NC1).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = ColorAssetLocator.color(named: name, in: bundle ?? .main) else { return nil }
        let chosen = traitCollection.map { color.resolvedColor(with: $0) } ?? color
        self.init(storage: chosen.storage)
    }
}
