#if canImport(UIKit) || os(Linux)

    /// The objects `observed` keeps on a UIKit object (an associated object): one a kind, made once, released
    /// with the UIKit object.
    @MainActor
    enum Association {
        /// The object `owner` keeps for `kind`, made by `make` the first time.
        static func object<Value: AnyObject>(of owner: AnyObject, for kind: Any.Type, make: () -> Value) -> Value {
            // Type metadata is never deallocated: its address is a valid, unique key, one a kind.
            guard let key = UnsafeRawPointer(bitPattern: Int(bitPattern: ObjectIdentifier(kind))) else {
                preconditionFailure("type metadata has an address")
            }
            if let existing = objc_getAssociatedObject(owner, key) as? Value { return existing }
            let made = make()
            objc_setAssociatedObject(owner, key, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return made
        }
    }
#endif
