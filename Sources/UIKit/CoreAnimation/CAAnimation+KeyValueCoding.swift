import Foundation

extension CAAnimation {
    // MARK: Key-value coding (CA2)

    /// The value for `key`, as Core Animation's key-value coding returns it: a declared
    /// property by its Objective-C name (`"duration"`, `"beginTime"`, `"removedOnCompletion"`,
    /// `"keyPath"`, `"fromValue"`, `"values"`, `"animations"`, `"type"`, …; numbers and
    /// Booleans as `NSNumber`); any other key, the value stored for it, else the class's
    /// ``defaultValue(forKey:)``. Animations are copied when added to a layer, and the copy
    /// keeps the stored values, so a delegate reads them from the animation it is handed.
    public func value(forKey key: String) -> Any? {
        if case let .value(declared) = _declaredValue(forKey: key) { return declared }
        return _storedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the value for `key`: a declared property (a number of any kind, or an
    /// `NSNumber`, for numeric and Boolean ones), or stores it under any other key (nil
    /// removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        if _setDeclaredValue(value, forKey: key) { return }
        _storedValues[key] = value
    }

    /// The value at a key path: the same as ``value(forKey:)`` (animations have no nested
    /// keys of their own).
    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    /// Sets the value at a key path (as ``setValue(_:forKey:)``).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }

    /// A declared property's value.
    private func _declaredValue(forKey key: String) -> DeclaredKeyValue {
        func number(_ value: Double) -> DeclaredKeyValue { .value(NSNumber(value: value)) }
        func flag(_ value: Bool) -> DeclaredKeyValue { .value(NSNumber(value: value)) }
        switch key {
        case "duration": return number(duration)
        case "beginTime": return number(beginTime)
        case "speed": return number(Double(speed))
        case "timeOffset": return number(timeOffset)
        case "repeatCount": return number(Double(repeatCount))
        case "repeatDuration": return number(repeatDuration)
        case "autoreverses": return flag(autoreverses)
        case "fillMode": return .value(fillMode.rawValue)
        case "removedOnCompletion", "isRemovedOnCompletion": return flag(isRemovedOnCompletion)
        case "timingFunction": return .value(timingFunction)
        case "delegate": return .value(delegate)
        default: break
        }
        if let property = self as? CAPropertyAnimation {
            switch key {
            case "keyPath": return .value(property.keyPath)
            case "additive", "isAdditive": return flag(property.isAdditive)
            case "cumulative", "isCumulative": return flag(property.isCumulative)
            case "valueFunction": return .value(property.valueFunction)
            default: break
            }
        }
        if let basic = self as? CABasicAnimation {
            switch key {
            case "fromValue": return .value(basic.fromValue)
            case "toValue": return .value(basic.toValue)
            case "byValue": return .value(basic.byValue)
            default: break
            }
        }
        if let keyframe = self as? CAKeyframeAnimation {
            switch key {
            case "values": return .value(keyframe.values)
            case "path": return .value(keyframe.path)
            case "keyTimes": return .value(keyframe.keyTimes)
            case "timingFunctions": return .value(keyframe.timingFunctions)
            case "calculationMode": return .value(keyframe.calculationMode.rawValue)
            default: break
            }
        }
        if let group = self as? CAAnimationGroup, key == "animations" { return .value(group.animations) }
        return .undeclared
    }

    /// Sets a declared property; false when `key` names none (or the value does not fit it,
    /// which Core Animation would raise for; here it is stored instead).
    private func _setDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
        let number = Self._double(value), flag = number.map { $0 != 0 }
        switch (key, number, flag) {
        case ("duration", let v?, _): duration = v
        case ("beginTime", let v?, _): beginTime = v
        case ("speed", let v?, _): speed = Float(v)
        case ("timeOffset", let v?, _): timeOffset = v
        case ("repeatCount", let v?, _): repeatCount = Float(v)
        case ("repeatDuration", let v?, _): repeatDuration = v
        case ("autoreverses", _, let f?): autoreverses = f
        case ("removedOnCompletion", _, let f?), ("isRemovedOnCompletion", _, let f?): isRemovedOnCompletion = f
        case ("fillMode", _, _) where value is String: fillMode = CAMediaTimingFillMode(rawValue: value as! String)
        case ("timingFunction", _, _) where value == nil || value is CAMediaTimingFunction: timingFunction = value as? CAMediaTimingFunction
        case ("delegate", _, _) where value == nil || value is any CAAnimationDelegate: delegate = value as? any CAAnimationDelegate
        default: return _setSubclassValue(value, forKey: key, flag: flag)
        }
        return true
    }

    private func _setSubclassValue(_ value: Any?, forKey key: String, flag: Bool?) -> Bool {
        if let property = self as? CAPropertyAnimation {
            switch (key, flag) {
            case ("keyPath", _) where value == nil || value is String: property.keyPath = value as? String; return true
            case ("additive", let f?), ("isAdditive", let f?): property.isAdditive = f; return true
            case ("cumulative", let f?), ("isCumulative", let f?): property.isCumulative = f; return true
            default: break
            }
        }
        if let basic = self as? CABasicAnimation {
            switch key {
            case "fromValue": basic.fromValue = value; return true
            case "toValue": basic.toValue = value; return true
            case "byValue": basic.byValue = value; return true
            default: break
            }
        }
        if let keyframe = self as? CAKeyframeAnimation {
            switch key {
            case "values" where value == nil || value is [Any]: keyframe.values = value as? [Any]; return true
            case "keyTimes" where value == nil || value is [NSNumber]: keyframe.keyTimes = value as? [NSNumber]; return true
            case "calculationMode" where value is String:
                keyframe.calculationMode = CAAnimationCalculationMode(rawValue: value as! String); return true
            default: break
            }
        }
        if let group = self as? CAAnimationGroup, key == "animations", value == nil || value is [CAAnimation] {
            group.animations = value as? [CAAnimation]
            return true
        }
        return false
    }

    /// A number given in any of the forms apps use.
    static func _double(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
