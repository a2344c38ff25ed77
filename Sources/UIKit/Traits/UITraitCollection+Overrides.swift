import Foundation

extension UITraitCollection {
    /// The traits this collection specifies, as overrides. SPI between OpenUIKit's modules.
    @_spi(Testing)
    public var _overrides: UITraitOverrides { values }

    /// A collection of the traits `overrides` sets. SPI between OpenUIKit's modules.
    @_spi(Testing)
    public convenience init(_overrides overrides: UITraitOverrides) { self.init(values: overrides) }
}
