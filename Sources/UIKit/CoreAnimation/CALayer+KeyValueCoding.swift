import Foundation

/// What key-value coding finds for a key among an object's declared properties (layers, animations).
enum DeclaredKeyValue {
    /// The key names no declared property: it is one of the layer's own keys.
    case undeclared
    /// The property's value, as key-value coding hands it out (`NSNumber` for numbers and
    /// Booleans, the raw string of string-backed constants, the object itself otherwise).
    case value(Any?)
}

extension CALayer {
    // MARK: Key-value coding (LK1–LK4)

    /// The value at a key path, as Core Animation's key-value coding returns it: an
    /// animatable property or a part of it (`"position.x"`, `"bounds.size.width"`,
    /// `"transform.rotation.z"`) as an `NSNumber`, `NSValue`, `CGColor` or `CGPath`; another
    /// declared property by its Objective-C name (`"masksToBounds"`, `"hidden"` or
    /// `"isHidden"`, `"name"`, `"contentsScale"`, `"frame"`, …); any other key, the value
    /// stored for it, else the ``style`` dictionary's, else the class's
    /// ``defaultValue(forKey:)`` (LK1, LK2).
    ///
    /// Difference from Core Animation: numbers come back as `NSNumber`, which on Linux does
    /// not cast to `CGFloat` with `as?` (read them with `as? Double` or through the
    /// porter's layer properties).
    public func value(forKeyPath keyPath: String) -> Any? {
        if let path = LayerKeyPath(keyPath) { return path.read(self)?.anyValue }
        if case let .value(value) = _declaredValue(forKey: keyPath) { return value }
        if let stored = _storedCustomValue(forKey: keyPath) { return stored }
        // LK1: a part of a stored point, size or rectangle (`"anchor.x"` of a stored CGPoint).
        if let path = LayerKeyPath.resolve(keyPath, on: self), path.part != nil { return path.read(self)?.anyValue }
        return nil
    }

    /// Sets the value at a key path (as ``value(forKeyPath:)`` reads it): an animatable
    /// property through its setter (with its action), a declared property, or any other key,
    /// stored. Changing an undeclared key looks up its action as a property change does
    /// (the delegate, ``actions``, ``style``, then ``defaultAction(forKey:)``) and, when the
    /// class's ``needsDisplay(forKey:)`` answers true, marks the layer for display (LK1, LK3).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let path = LayerKeyPath(keyPath) {
            guard let converted = LayerValue(value, as: path.kind) else { return }
            return path.write(converted, to: self)
        }
        if _setDeclaredValue(value, forKey: keyPath) { return }
        guard keyPath.contains(".") else { return _setCustomValue(value, forKey: keyPath) }
        // A part of a stored structure: the whole value changes.
        if let path = LayerKeyPath.resolve(keyPath, on: self), let part = path.part,
           let whole = LayerKeyPath(customKey: path.property, part: nil, kind: path.propertyKind).read(self),
           let converted = LayerValue(value, as: path.kind), let updated = LayerKeyPath.replace(part, in: whole, with: converted) {
            return _setCustomValue(updated.anyValue(like: _customValues[path.property]), forKey: path.property)
        }
        _setCustomValue(value, forKey: keyPath)
    }

    /// The value for `key` (as ``value(forKeyPath:)``).
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the value for `key` (as ``setValue(_:forKeyPath:)``).
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The value of `key` read as `type`, converting what bridges on iOS (an `NSNumber` or
    /// `Double` as `CGFloat`, an `NSValue` as `CGPoint`, …). OpenUIKit addition used by the
    /// porter's rewrite of `@NSManaged` and `@objc dynamic` layer properties (LK5); apps
    /// do not call it.
    public func _layerValue<T>(forKey key: String, as type: T.Type) -> T? {
        LayerKeyValueCast.cast(value(forKey: key), to: type)
    }

    // MARK: Undeclared keys

    /// The value of an undeclared key: stored, else the style dictionary's (each nested
    /// `"style"` in turn), else the class's default (LK2).
    func _storedCustomValue(forKey key: String) -> Any? {
        if let stored = _customValues[key] { return stored }
        var style = self.style
        while let dictionary = style {
            if let value = dictionary[key] { return value }
            style = dictionary["style"] as? [AnyHashable: Any]
        }
        return type(of: self).defaultValue(forKey: key)
    }

    /// An undeclared key's value as a value of `kind` (nil when it is not one).
    func _customLayerValue(forKey key: String, as kind: LayerValue.Kind) -> LayerValue? {
        LayerValue(_storedCustomValue(forKey: key), as: kind)
    }

    /// An undeclared key's value in the form animations interpolate, when it has one.
    func _customLayerValue(forKey key: String) -> LayerValue? {
        guard let value = _storedCustomValue(forKey: key), let kind = LayerValue.inferredKind(of: value) else { return nil }
        return LayerValue(value, as: kind)
    }

    /// Stores an undeclared key's value with no action (a presentation copy's animated value).
    func _storeCustomValue(_ value: Any?, forKey key: String) { _customValues[key] = value }

    /// Sets an undeclared key as Core Animation sets a dynamic property: its action is looked
    /// up and run (LK3), and the layer redraws when its class says the key needs display (LK4).
    func _setCustomValue(_ value: Any?, forKey key: String) {
        _setAnimatable(key) { _customValues[key] = value }
    }

    // MARK: Declared properties by name

    /// A declared property that is not animatable, by its Objective-C name (LK1).
    /// Core Animation subclasses add theirs.
    func _declaredValue(forKey key: String) -> DeclaredKeyValue {
        switch key {
        case "name": .value(name)
        case "hidden", "isHidden": .value(NSNumber(value: isHidden))
        case "masksToBounds": .value(NSNumber(value: masksToBounds))
        case "opaque", "isOpaque": .value(NSNumber(value: isOpaque))
        case "contentsScale": .value(NSNumber(value: Double(contentsScale)))
        case "contentsGravity": .value(contentsGravity.rawValue)
        case "cornerCurve": .value(cornerCurve.rawValue)
        case "maskedCorners": .value(NSNumber(value: maskedCorners.rawValue))
        case "needsDisplayOnBoundsChange": .value(NSNumber(value: needsDisplayOnBoundsChange))
        case "allowsGroupOpacity": .value(NSNumber(value: allowsGroupOpacity))
        case "allowsEdgeAntialiasing": .value(NSNumber(value: allowsEdgeAntialiasing))
        case "contents": .value(contents)
        case "mask": .value(mask)
        case "frame": .value(NSValue(cgRect: frame))
        case "sublayers": .value(sublayers)
        case "superlayer": .value(superlayer)
        case "delegate": .value(delegate)
        case "actions": .value(actions)
        case "style": .value(style)
        case "beginTime": .value(NSNumber(value: beginTime))
        case "duration": .value(NSNumber(value: duration))
        case "speed": .value(NSNumber(value: speed))
        case "timeOffset": .value(NSNumber(value: timeOffset))
        case "repeatCount": .value(NSNumber(value: repeatCount))
        case "repeatDuration": .value(NSNumber(value: repeatDuration))
        case "autoreverses": .value(NSNumber(value: autoreverses))
        case "fillMode": .value(fillMode.rawValue)
        default: _kindDeclaredValue(forKey: key)
        }
    }

    /// Sets a declared property that is not animatable by its name; false when `key` names
    /// none (or `value` is not of its type).
    func _setDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
        func cast<T>(_ type: T.Type) -> T? { LayerKeyValueCast.cast(value, to: type) }
        switch key {
        case "name": name = value as? String
        case "hidden", "isHidden": isHidden = cast(Bool.self) ?? false
        case "masksToBounds": masksToBounds = cast(Bool.self) ?? false
        case "opaque", "isOpaque": isOpaque = cast(Bool.self) ?? false
        case "contentsScale": if let scale = cast(CGFloat.self) { contentsScale = scale }
        case "contentsGravity": if let raw = value as? String { contentsGravity = CALayerContentsGravity(rawValue: raw) }
        case "cornerCurve": if let raw = value as? String { cornerCurve = CALayerCornerCurve(rawValue: raw) }
        case "maskedCorners": if let raw = cast(Int.self) { maskedCorners = CACornerMask(rawValue: UInt(raw)) }
        case "needsDisplayOnBoundsChange": needsDisplayOnBoundsChange = cast(Bool.self) ?? false
        case "allowsGroupOpacity": allowsGroupOpacity = cast(Bool.self) ?? false
        case "allowsEdgeAntialiasing": allowsEdgeAntialiasing = cast(Bool.self) ?? false
        case "contents": contents = value
        case "mask": mask = value as? CALayer
        case "frame": if let rect = cast(CGRect.self) { frame = rect }
        case "sublayers": sublayers = value as? [CALayer]
        case "delegate": delegate = value as? any CALayerDelegate
        case "actions": actions = value as? [String: any CAAction]
        case "style": style = value as? [AnyHashable: Any]
        case "beginTime": beginTime = cast(Double.self) ?? 0
        case "duration": duration = cast(Double.self) ?? 0
        case "speed": speed = cast(Float.self) ?? 1
        case "timeOffset": timeOffset = cast(Double.self) ?? 0
        case "repeatCount": repeatCount = cast(Float.self) ?? 0
        case "repeatDuration": repeatDuration = cast(Double.self) ?? 0
        case "autoreverses": autoreverses = cast(Bool.self) ?? false
        case "fillMode": if let raw = value as? String { fillMode = CAMediaTimingFillMode(rawValue: raw) }
        default: return _setKindDeclaredValue(value, forKey: key)
        }
        return true
    }
}
