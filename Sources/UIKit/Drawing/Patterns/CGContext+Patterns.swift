import Foundation

extension CGContext {
    // MARK: Colour spaces and patterns

    /// Sets the space fill colours are given in. A pattern space (`CGColorSpace(patternBaseSpace:)`)
    /// readies the context for ``setFillPattern(_:colorComponents:)``; any other space sets
    /// the fill colour to its initial colour, opaque black, as Core Graphics does.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColorSpace = space
        guard space.model != .pattern else { return }
        setFillColor(.black)
    }

    /// Sets the space stroke colours are given in; see ``setFillColorSpace(_:)``.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColorSpace = space
        guard space.model != .pattern else { return }
        setStrokeColor(.black)
    }

    /// Fills with `pattern` from now on (PC2): `components` is the alpha for a coloured
    /// pattern, or the stencil's colour components and alpha for an uncoloured one (as many
    /// as the pattern space's base space has, plus alpha). The cell is drawn at this
    /// context's pixel density.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        setFillColor(patternColor(pattern, components, base: state.fillColorSpace?.baseSpace))
    }

    /// Strokes with `pattern` from now on; see ``setFillPattern(_:colorComponents:)``.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        setStrokeColor(patternColor(pattern, components, base: state.strokeColorSpace?.baseSpace))
    }

    /// Moves every pattern painted from now on by `phase` in the base space (PC3): patterns
    /// are anchored to the base space's origin, not to what is filled or to the current
    /// transform, so code shifts them with this to line them up with a shape.
    public func setPatternPhase(_ phase: CGSize) {
        state.patternPhase = phase
        if state.fillColor.patternPaint != nil { record(.setFillColor(phased(state.fillColor))) }
        if state.strokeColor.patternPaint != nil { record(.setStrokeColor(phased(state.strokeColor))) }
    }

    /// Puts the clip back to what it was when the context was made (DR16): the whole
    /// drawing space of a renderer's or a view's context.
    public func resetClip() {
        state.clipBounds = initialClip ?? CGRect(origin: .zero, size: displayList.size)
        record(.resetClip)
        if let initialClip { record(.clip(CGPath(rect: initialClip), .winding)) }
    }

    /// `color` as the painters get it: a pattern moved by the phase in effect.
    func phased(_ color: CGColor) -> CGColor {
        guard let paint = color.patternPaint, state.patternPhase != .zero else { return color }
        return CGColor(pattern: color.pattern, paint: paint.shifted(by: state.patternPhase))
    }

    /// A colour painting `pattern`: `components` holds the alpha of a coloured pattern, or
    /// the stencil colour in `base` (RGB when not known) and alpha.
    private func patternColor(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>, base: CGColorSpace?) -> CGColor {
        let values = (0..<(pattern.isColored ? 1 : (base?.numberOfComponents ?? 3) + 1)).map { components[$0] }
        return CGColor(pattern: pattern, paint: pattern.paint(components: values, scale: scale))
    }
}
