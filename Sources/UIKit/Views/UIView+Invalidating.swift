import Foundation

extension UIView {
    /// A property wrapper for a `UIView` subclass's property whose change invalidates an
    /// aspect of the view (VS15): `@Invalidating(.display) var badgeColor: UIColor = .red`.
    ///
    /// Setting the property stores the value, then, when it differs from the old one (`!=`),
    /// calls ``UIViewInvalidating/invalidate(view:)`` of each invalidation given, in order, on
    /// the view the property belongs to. Setting an equal value invalidates nothing.
    @propertyWrapper @preconcurrency @MainActor
    public struct Invalidating<Value: Equatable, InvalidationType: UIViewInvalidating> {
        var stored: Value
        let invalidation: InvalidationType

        /// Unavailable: the wrapper reaches its view through the enclosing instance, so it
        /// works only on properties of `UIView` subclasses.
        @available(*, unavailable, message: "@Invalidating can only be applied to UIView subclasses")
        public var wrappedValue: Value {
            get { fatalError("@Invalidating can only be applied to UIView subclasses") }
            set { fatalError("@Invalidating can only be applied to UIView subclasses") }
        }

        /// The value and the aspect it invalidates in the view (VS15).
        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            stored = wrappedValue
            self.invalidation = invalidation
        }

        /// The property of `observed` (a view): the stored value; setting it invalidates the
        /// view when the value changes (VS15).
        public static subscript<EnclosingSelf: UIView>(
            _enclosingInstance observed: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Invalidating<Value, InvalidationType>>
        ) -> Value {
            get { observed[keyPath: storageKeyPath].stored }
            set {
                let oldValue = observed[keyPath: storageKeyPath].stored
                observed[keyPath: storageKeyPath].stored = newValue
                // VS15: only a different value invalidates.
                guard newValue != oldValue else { return }
                observed[keyPath: storageKeyPath].invalidation.invalidate(view: observed)
            }
        }
    }
}

// The forms with several invalidations nest them in pairs, as UIKit's declarations do.
extension UIView.Invalidating {
    /// Two invalidations, in order (VS15).
    public init<I1: UIViewInvalidating, I2: UIViewInvalidating>(wrappedValue: Value, _ invalidation1: I1, _ invalidation2: I2)
    where InvalidationType == UIView.Invalidations.Tuple<I1, I2> {
        self.init(wrappedValue: wrappedValue, .init(invalidation1, invalidation2))
    }

    /// Three invalidations, in order (VS15).
    public init<I1: UIViewInvalidating, I2: UIViewInvalidating, I3: UIViewInvalidating>(wrappedValue: Value, _ invalidation1: I1, _ invalidation2: I2, _ invalidation3: I3)
    where InvalidationType == UIView.Invalidations.Tuple<UIView.Invalidations.Tuple<I1, I2>, I3> {
        self.init(wrappedValue: wrappedValue, .init(.init(invalidation1, invalidation2), invalidation3))
    }

    /// Four invalidations, in order (VS15).
    public init<I1: UIViewInvalidating, I2: UIViewInvalidating, I3: UIViewInvalidating, I4: UIViewInvalidating>(wrappedValue: Value, _ invalidation1: I1, _ invalidation2: I2, _ invalidation3: I3, _ invalidation4: I4)
    where InvalidationType == UIView.Invalidations.Tuple<UIView.Invalidations.Tuple<I1, I2>, UIView.Invalidations.Tuple<I3, I4>> {
        self.init(wrappedValue: wrappedValue, .init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)))
    }

    /// Five invalidations, in order (VS15).
    public init<I1: UIViewInvalidating, I2: UIViewInvalidating, I3: UIViewInvalidating, I4: UIViewInvalidating, I5: UIViewInvalidating>(wrappedValue: Value, _ invalidation1: I1, _ invalidation2: I2, _ invalidation3: I3, _ invalidation4: I4,
                                    _ invalidation5: I5)
    where InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<UIView.Invalidations.Tuple<I1, I2>, UIView.Invalidations.Tuple<I3, I4>>, I5> {
        self.init(wrappedValue: wrappedValue,
                  .init(.init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)), invalidation5))
    }

    /// Six invalidations, in order (VS15).
    public init<I1: UIViewInvalidating, I2: UIViewInvalidating, I3: UIViewInvalidating, I4: UIViewInvalidating, I5: UIViewInvalidating, I6: UIViewInvalidating>(wrappedValue: Value, _ invalidation1: I1, _ invalidation2: I2, _ invalidation3: I3,
                                        _ invalidation4: I4, _ invalidation5: I5, _ invalidation6: I6)
    where InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<UIView.Invalidations.Tuple<I1, I2>, UIView.Invalidations.Tuple<I3, I4>>,
        UIView.Invalidations.Tuple<I5, I6>> {
        self.init(wrappedValue: wrappedValue,
                  .init(.init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)), .init(invalidation5, invalidation6)))
    }

    /// Seven invalidations, in order (VS15).
    public init<I1: UIViewInvalidating, I2: UIViewInvalidating, I3: UIViewInvalidating, I4: UIViewInvalidating, I5: UIViewInvalidating, I6: UIViewInvalidating, I7: UIViewInvalidating>(wrappedValue: Value, _ invalidation1: I1, _ invalidation2: I2, _ invalidation3: I3,
                                            _ invalidation4: I4, _ invalidation5: I5, _ invalidation6: I6, _ invalidation7: I7)
    where InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<UIView.Invalidations.Tuple<I1, I2>, UIView.Invalidations.Tuple<I3, I4>>,
        UIView.Invalidations.Tuple<UIView.Invalidations.Tuple<I5, I6>, I7>> {
        self.init(wrappedValue: wrappedValue,
                  .init(.init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)),
                        .init(.init(invalidation5, invalidation6), invalidation7)))
    }
}
