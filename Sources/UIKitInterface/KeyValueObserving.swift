#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/objectivec/nsobject/keyvalueobservingoptions: iOS 2.0+.
    /// What a key-value observation reports (Foundation's `NSKeyValueObservingOptions`, which Foundation on Linux
    /// lacks). The model reports the new and old values whatever the options; `.initial` calls the handler at once.
    public struct NSKeyValueObservingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The change carries the new value.
        public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
        /// The change carries the old value.
        public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
        /// The handler is called once at once, before any change.
        public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    }

    // https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange.
    /// One change of an observed property.
    public struct NSKeyValueObservedChange<Value> {
        /// The value after the change.
        public let newValue: Value?
        /// The value before the change (`nil` for the `.initial` call).
        public let oldValue: Value?
    }

    // https://developer.apple.com/documentation/foundation/nskeyvalueobservation: iOS 11.0+.
    /// A key-value observation: it lasts until it is invalidated or deinitialized.
    @MainActor
    public final class NSKeyValueObservation {
        private var end: (() -> Void)?

        init(end: @escaping () -> Void) {
            self.end = end
        }

        isolated deinit {
            invalidate()
        }

        /// Ends the observation: the handler is not called any more.
        public func invalidate() {
            end?()
            end = nil
        }
    }

    // https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift: Foundation's
    // `observe(_:options:changeHandler:)` on every `NSObject`. Modelled for the key paths the UIKit backend
    // observes, a view's `delegate` and a bar button item's `customView`, which UIKit's setters report to
    // key-value observers.
    /// The objects whose `delegate` (or `customView`) can be observed by key path, as `NSObject`'s properties can
    /// in UIKit.
    public protocol _KeyValueCodingAndObserving: AnyObject {}

    extension UIResponder: _KeyValueCodingAndObserving {}

    extension UIBarItem: _KeyValueCodingAndObserving {}

    /// The delegate (or custom view) observations of one object, called by that property's setter.
    @MainActor
    final class DelegateKeyValueObservers {
        private var handlers: [ObjectIdentifier: (_ old: AnyObject?) -> Void] = [:]

        func add(_ observation: NSKeyValueObservation, _ handler: @escaping (_ old: AnyObject?) -> Void) {
            handlers[ObjectIdentifier(observation)] = handler
        }

        func remove(_ observation: ObjectIdentifier) {
            handlers[observation] = nil
        }

        /// Calls each handler, in no particular order (as KVO), after the change.
        func delegateChanged(from old: AnyObject?) {
            for handler in Array(handlers.values) { handler(old) }
        }
    }

    extension _KeyValueCodingAndObserving where Self: UIScrollView {
        /// Observes `keyPath`, which must be `\.delegate` (the only key path modelled), calling `changeHandler`
        /// after each set of the delegate (and at once with `.initial`).
        @MainActor
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            precondition(keyPath == \Self.delegate, "UIKitInterface models key-value observing of delegate only")
            return delegateKeyValueObservers.observe(self, keyPath, options, changeHandler)
        }
    }

    extension _KeyValueCodingAndObserving where Self: UISearchBar {
        /// Observes `keyPath`, which must be `\.delegate` (the only key path modelled), calling `changeHandler`
        /// after each set of the delegate (and at once with `.initial`).
        @MainActor
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            precondition(keyPath == \Self.delegate, "UIKitInterface models key-value observing of delegate only")
            return delegateKeyValueObservers.observe(self, keyPath, options, changeHandler)
        }
    }

    extension _KeyValueCodingAndObserving where Self: UIBarButtonItem {
        /// Observes `keyPath`, which must be `\.customView` (the only key path modelled), calling `changeHandler`
        /// after each set of the custom view (and at once with `.initial`).
        @MainActor
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            precondition(keyPath == \Self.customView, "UIKitInterface models key-value observing of customView only")
            return customViewKeyValueObservers.observe(self, keyPath, options, changeHandler)
        }
    }

    extension DelegateKeyValueObservers {
        /// Registers `changeHandler` for `object`'s delegate, read through `keyPath`.
        func observe<Object: AnyObject, Value>(
            _ object: Object, _ keyPath: KeyPath<Object, Value>, _ options: NSKeyValueObservingOptions,
            _ changeHandler: @escaping @Sendable (Object, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            var identifier: ObjectIdentifier?
            let observation = NSKeyValueObservation { [weak self] in
                if let identifier { self?.remove(identifier) }
            }
            identifier = ObjectIdentifier(observation)
            add(observation) { [weak object] old in
                guard let object else { return }
                changeHandler(
                    object, NSKeyValueObservedChange(newValue: object[keyPath: keyPath], oldValue: old as? Value))
            }
            if options.contains(.initial) {
                changeHandler(object, NSKeyValueObservedChange(newValue: object[keyPath: keyPath], oldValue: nil))
            }
            return observation
        }
    }
#endif
