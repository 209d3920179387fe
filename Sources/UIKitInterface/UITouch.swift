#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uitouch: iOS 2.0+, tvOS 9.0+.
    /// A finger on the screen; only its name is needed here, where no touch arrives.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UITouch {
        // https://developer.apple.com/documentation/objectivec/nsobject/init() (UITouch is an NSObject).
        /// Creates a touch.
        public init() {}
    }

    // https://developer.apple.com/documentation/uikit/uievent: iOS 2.0+, tvOS 9.0+.
    /// An event that describes a single user interaction; only its name is needed here.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIEvent {
        // https://developer.apple.com/documentation/objectivec/nsobject/init() (UIEvent is an NSObject).
        /// Creates an event.
        public init() {}
    }
#endif
