import Foundation

/// An animatable key path of a layer: a property (`position`, `strokeEnd`) and, optionally,
/// a part of it (`position.x`, `bounds.size`, `transform.rotation.z`, `transform.scale`),
/// read and written on a layer as Core Animation's key-value coding does.
struct LayerKeyPath: Hashable {
    let property: String
    let part: Part?
    /// For a key the layer does not declare (an app's custom key, LK6), the kind of its
    /// whole value, read from the values; nil for declared properties.
    let customKind: LayerValue.Kind?

    /// Parts of compound values.
    enum Part: String {
        case x, y, width, height, size, origin, originX = "origin.x", originY = "origin.y"
        case sizeWidth = "size.width", sizeHeight = "size.height"
        case rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z", rotation
        case scale, scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z"
        case translation, translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"
    }

    /// The kinds of the animatable properties (Core Animation's animatable list plus the
    /// Core Animation subclasses' own).
    static let propertyKinds: [String: LayerValue.Kind] = [
        "bounds": .rect, "position": .point, "zPosition": .number, "anchorPoint": .point, "anchorPointZ": .number,
        "transform": .transform, "sublayerTransform": .transform, "opacity": .number, "backgroundColor": .color,
        "cornerRadius": .number, "borderWidth": .number, "borderColor": .color, "shadowColor": .color,
        "shadowOpacity": .number, "shadowOffset": .size, "shadowRadius": .number, "shadowPath": .path,
        // CAShapeLayer
        "path": .path, "fillColor": .color, "strokeColor": .color, "lineWidth": .number, "miterLimit": .number,
        "lineDashPhase": .number, "strokeStart": .number, "strokeEnd": .number, "lineDashPattern": .numbers,
        // CAGradientLayer
        "colors": .colors, "locations": .numbers, "startPoint": .point, "endPoint": .point,
        // CATextLayer
        "fontSize": .number, "foregroundColor": .color,
        // CAReplicatorLayer
        "instanceTransform": .transform, "instanceDelay": .number, "instanceColor": .color,
    ]

    init?(_ string: String) {
        let property = String(string.prefix { $0 != "." })
        guard LayerKeyPath.propertyKinds[property] != nil else { return nil }
        self.property = property
        customKind = nil
        if property.count == string.count {
            part = nil
        } else {
            guard let part = Part(rawValue: String(string.dropFirst(property.count + 1))) else { return nil }
            self.part = part
        }
    }

    /// A key path of an undeclared key whose whole value is of `kind`.
    init(customKey: String, part: Part?, kind: LayerValue.Kind) {
        property = customKey
        self.part = part
        customKind = kind
    }

    /// The key path `string` on `layer`: a declared property's, else an undeclared key's
    /// (`"progress"`, or `"origin.x"` of a stored point), its kind read from the first of
    /// `samples` that is a value animations interpolate, else from the layer's current value
    /// for the key (LK6). Nil when neither tells.
    @MainActor static func resolve(_ string: String, on layer: CALayer, samples: [Any?] = []) -> LayerKeyPath? {
        if let declared = LayerKeyPath(string) { return declared }
        if let dot = string.firstIndex(of: "."), let part = Part(rawValue: String(string[string.index(after: dot)...])) {
            let key = String(string[..<dot])
            if let current = layer._storedCustomValue(forKey: key), let kind = LayerValue.inferredKind(of: current) {
                return LayerKeyPath(customKey: key, part: part, kind: kind)
            }
        }
        for sample in samples {
            if let sample, let kind = LayerValue.inferredKind(of: sample) { return LayerKeyPath(customKey: string, part: nil, kind: kind) }
        }
        guard let current = layer._storedCustomValue(forKey: string), let kind = LayerValue.inferredKind(of: current) else { return nil }
        return LayerKeyPath(customKey: string, part: nil, kind: kind)
    }

    /// The kind of the whole property.
    var propertyKind: LayerValue.Kind { customKind ?? LayerKeyPath.propertyKinds[property]! }

    /// The kind of what the key path names.
    var kind: LayerValue.Kind {
        guard let part else { return propertyKind }
        switch part {
        case .size: return .size
        case .origin, .translation: return propertyKind == .transform && part == .translation ? .size : .point
        default: return .number
        }
    }

    /// The value at the key path of `layer` (nil when the layer has no such property).
    @MainActor func read(_ layer: CALayer) -> LayerValue? {
        guard let whole = customKind.map({ layer._customLayerValue(forKey: property, as: $0) }) ?? layer._value(forProperty: property) else { return nil }
        guard let part else { return whole }
        return LayerKeyPath.extract(part, from: whole)
    }

    /// Writes `value` to the key path of `layer` (a presentation copy: no actions run). An
    /// undeclared key's value takes the Swift type of what the layer holds for it, else of
    /// `template` (the animation's own value).
    @MainActor func write(_ value: LayerValue, to layer: CALayer, template: Any? = nil) {
        if customKind != nil {
            // LK6: an undeclared key keeps the Swift type the app stored for it.
            var whole = value
            if let part {
                guard let current = read(LayerKeyPath(customKey: property, part: nil, kind: propertyKind), layer),
                      let updated = LayerKeyPath.replace(part, in: current, with: value) else { return }
                whole = updated
            }
            return layer._storeCustomValue(whole.anyValue(like: layer._storedCustomValue(forKey: property) ?? template), forKey: property)
        }
        guard let part else { return layer._setValue(value, forProperty: property) }
        guard let whole = layer._value(forProperty: property),
              let updated = LayerKeyPath.replace(part, in: whole, with: value) else { return }
        layer._setValue(updated, forProperty: property)
    }

    @MainActor private func read(_ path: LayerKeyPath, _ layer: CALayer) -> LayerValue? { path.read(layer) }

    static func extract(_ part: Part, from whole: LayerValue) -> LayerValue? {
        switch (whole, part) {
        case let (.point(p), .x): return .number(p.x)
        case let (.point(p), .y): return .number(p.y)
        case let (.size(s), .width): return .number(s.width)
        case let (.size(s), .height): return .number(s.height)
        case let (.rect(r), .size): return .size(r.size)
        case let (.rect(r), .origin): return .point(r.origin)
        case let (.rect(r), .originX): return .number(r.minX)
        case let (.rect(r), .originY): return .number(r.minY)
        case let (.rect(r), .sizeWidth): return .number(r.width)
        case let (.rect(r), .sizeHeight): return .number(r.height)
        case let (.transform(t), _):
            let parts = TransformParts(t)
            switch part {
            case .rotation, .rotationZ: return .number(parts.rotation)
            case .rotationX, .rotationY: return .number(0)
            case .scale: return .number((parts.scale.x + parts.scale.y + parts.scale.z) / 3)
            case .scaleX: return .number(parts.scale.x)
            case .scaleY: return .number(parts.scale.y)
            case .scaleZ: return .number(parts.scale.z)
            case .translation: return .size(CGSize(width: parts.translation.x, height: parts.translation.y))
            case .translationX: return .number(parts.translation.x)
            case .translationY: return .number(parts.translation.y)
            case .translationZ: return .number(parts.translation.z)
            default: return nil
            }
        default: return nil
        }
    }

    static func replace(_ part: Part, in whole: LayerValue, with value: LayerValue) -> LayerValue? {
        switch (whole, part, value) {
        case let (.point(p), .x, .number(v)): return .point(CGPoint(x: v, y: p.y))
        case let (.point(p), .y, .number(v)): return .point(CGPoint(x: p.x, y: v))
        case let (.size(s), .width, .number(v)): return .size(CGSize(width: v, height: s.height))
        case let (.size(s), .height, .number(v)): return .size(CGSize(width: s.width, height: v))
        case let (.rect(r), .size, .size(v)): return .rect(CGRect(origin: r.origin, size: v))
        case let (.rect(r), .origin, .point(v)): return .rect(CGRect(origin: v, size: r.size))
        case let (.rect(r), .originX, .number(v)): return .rect(CGRect(x: v, y: r.minY, width: r.width, height: r.height))
        case let (.rect(r), .originY, .number(v)): return .rect(CGRect(x: r.minX, y: v, width: r.width, height: r.height))
        case let (.rect(r), .sizeWidth, .number(v)): return .rect(CGRect(x: r.minX, y: r.minY, width: v, height: r.height))
        case let (.rect(r), .sizeHeight, .number(v)): return .rect(CGRect(x: r.minX, y: r.minY, width: r.width, height: v))
        case let (.transform(t), _, _):
            return replaceTransformPart(part, in: t, with: value).map(LayerValue.transform)
        default: return nil
        }
    }

    /// A transform with one of its parts set, the others kept: `transform.rotation.z` turns
    /// the layer to that angle keeping its scale and translation.
    private static func replaceTransformPart(_ part: Part, in t: CATransform3D, with value: LayerValue) -> CATransform3D? {
        var parts = TransformParts(t)
        if case let .size(s) = value, part == .translation {
            parts.translation = (s.width, s.height, parts.translation.z)
            return parts.transform
        }
        guard case let .number(v) = value else { return nil }
        switch part {
        case .rotation, .rotationZ: parts.rotation = v
        case .rotationX: return CATransform3DMakeRotation(v, 1, 0, 0).concatenating(t)
        case .rotationY: return CATransform3DMakeRotation(v, 0, 1, 0).concatenating(t)
        case .scale: parts.scale = (v, v, v)
        case .scaleX: parts.scale.x = v
        case .scaleY: parts.scale.y = v
        case .scaleZ: parts.scale.z = v
        case .translationX: parts.translation.x = v
        case .translationY: parts.translation.y = v
        case .translationZ: parts.translation.z = v
        default: return nil
        }
        return parts.transform
    }
}

extension CALayer {
    /// The value of one of `CALayer`'s animatable properties (nil for another name).
    func _baseValue(forProperty property: String) -> LayerValue? {
        switch property {
        case "bounds": .rect(bounds)
        case "position": .point(position)
        case "zPosition": .number(zPosition)
        case "anchorPoint": .point(anchorPoint)
        case "anchorPointZ": .number(anchorPointZ)
        case "transform": .transform(transform)
        case "sublayerTransform": .transform(sublayerTransform)
        case "opacity": .number(CGFloat(opacity))
        case "backgroundColor": .color(backgroundColor)
        case "cornerRadius": .number(cornerRadius)
        case "borderWidth": .number(borderWidth)
        case "borderColor": .color(borderColor)
        case "shadowColor": .color(shadowColor)
        case "shadowOpacity": .number(CGFloat(shadowOpacity))
        case "shadowOffset": .size(shadowOffset)
        case "shadowRadius": .number(shadowRadius)
        case "shadowPath": .path(shadowPath)
        default: nil
        }
    }

    /// Sets one of `CALayer`'s animatable properties from a value of its kind.
    func _setBaseValue(_ value: LayerValue, forProperty property: String) {
        switch (property, value) {
        case let ("bounds", .rect(v)): bounds = v
        case let ("position", .point(v)): position = v
        case let ("zPosition", .number(v)): zPosition = v
        case let ("anchorPoint", .point(v)): anchorPoint = v
        case let ("anchorPointZ", .number(v)): anchorPointZ = v
        case let ("transform", .transform(v)): transform = v
        case let ("sublayerTransform", .transform(v)): sublayerTransform = v
        case let ("opacity", .number(v)): opacity = Float(v)
        case let ("backgroundColor", .color(v)): backgroundColor = v
        case let ("cornerRadius", .number(v)): cornerRadius = v
        case let ("borderWidth", .number(v)): borderWidth = v
        case let ("borderColor", .color(v)): borderColor = v
        case let ("shadowColor", .color(v)): shadowColor = v
        case let ("shadowOpacity", .number(v)): shadowOpacity = Float(v)
        case let ("shadowOffset", .size(v)): shadowOffset = v
        case let ("shadowRadius", .number(v)): shadowRadius = v
        case let ("shadowPath", .path(v)): shadowPath = v
        default: break
        }
    }
}
