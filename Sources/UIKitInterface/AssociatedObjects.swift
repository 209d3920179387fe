#if os(Linux)
    // https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:) and
    // https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:) (the Objective-C runtime,
    // which UIKit imports): a value kept by an object under a key (compared by address), released when the object
    // is deallocated or the key is set to nil. Modelled for the responders and bar items here, the objects the UIKit
    // backend associates with; main-actor isolated, as those objects are (Apple's functions are callable anywhere).

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
        case let responder as UIResponder: responder.associatedObjects[key]
        case let item as UIBarItem: item.associatedObjects[key]
        default: nil
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
        default: break
        }
    }
#endif
