#if os(Linux)
    // https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:) and
    // https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:) (the Objective-C runtime,
    // which UIKit imports): a value kept by an object under a key (compared by address), released when the object
    // is deallocated or the key is set to nil. Main-actor isolated, as the objects the UIKit backend associates
    // with are (Apple's functions are callable anywhere).
    //
    // The model's responders and bar items keep their values themselves, so these are released exactly when the
    // runtime releases them, in the object's deinit. Any other object (an app's delegate, which the UIKit backend
    // watches for its deallocation) has no storage of the model's: its values are kept here beside a weak reference
    // to it. Swift on Linux cannot run code when such an object is deallocated, so its values are released later:
    // no later than the next call of these functions for an object of that kind or the next message a view sends
    // its delegate whose answer it kept (see `releaseValuesOfDeallocatedObjects()`): later than the runtime, but
    // before anything that could tell the two apart. A call for a responder or a bar item (every `observed` read)
    // looks at its own storage alone: its cost does not grow with the number of objects that have values.

    // https://developer.apple.com/documentation/objectivec/objc_associationpolicy.
    /// How an associated value is kept; only the retaining policies are modelled (each keeps the value strongly).
    public enum objc_AssociationPolicy: Sendable {
        /// A strong reference, set non-atomically.
        case OBJC_ASSOCIATION_RETAIN_NONATOMIC
        /// A strong reference, set atomically.
        case OBJC_ASSOCIATION_RETAIN
    }

    /// The value `object` keeps under `key`, or `nil`.
    @MainActor
    public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
        switch object {
        case let responder as UIResponder: return responder.associatedObjects[key]
        case let item as UIBarItem: return item.associatedObjects[key]
        default:
            releaseValuesOfDeallocatedObjects()
            return OtherObjectsValues.table[ObjectIdentifier(object as AnyObject)]?.values[key]
        }
    }

    /// Makes `object` keep `value` under `key` (`nil` removes it).
    @MainActor
    public func objc_setAssociatedObject(
        _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
    ) {
        switch object {
        case let responder as UIResponder: responder.associatedObjects[key] = value
        case let item as UIBarItem: item.associatedObjects[key] = value
        default:
            releaseValuesOfDeallocatedObjects()
            let owner = object as AnyObject
            var kept = OtherObjectsValues.table[ObjectIdentifier(owner)] ?? OtherObjectsValues(owner: owner)
            kept.values[key] = value
            // The entry replaced is released after the store: a value's deinit may call these functions.
            let replaced = OtherObjectsValues.table.updateValue(kept, forKey: ObjectIdentifier(owner))
            withExtendedLifetime(replaced) {}
        }
    }

    /// Releases the values kept for objects that have been deallocated (objects other than the model's responders
    /// and bar items, whose values go with them): the runtime would have released them at the deallocation.
    @MainActor
    func releaseValuesOfDeallocatedObjects() {
        modelAssociatedValueOwnersChecked += OtherObjectsValues.table.count
        let deallocated = OtherObjectsValues.table.filter { $0.value.owner == nil }
        guard !deallocated.isEmpty else { return }
        for identifier in deallocated.keys { OtherObjectsValues.table[identifier] = nil }
        // The values are released here, after the table is consistent: a value's deinit may call these functions.
        withExtendedLifetime(deallocated) {}
    }

    /// How many owners of associated values the model has checked for deallocation so far (each check reads one
    /// weak reference): what a test counts to see what a call costs. Linux tests only: the runtime has no such
    /// count.
    @MainActor public private(set) var modelAssociatedValueOwnersChecked = 0

    /// The values associated with one object that keeps none itself, and that object, held weakly.
    @MainActor
    struct OtherObjectsValues {
        /// Every such object's values, by the object's identity.
        static var table: [ObjectIdentifier: OtherObjectsValues] = [:]

        /// The object, `nil` once it is deallocated (its identifier may then be another object's).
        weak var owner: AnyObject?
        /// Its values, by key.
        var values: [UnsafeRawPointer: Any] = [:]
    }
#endif
