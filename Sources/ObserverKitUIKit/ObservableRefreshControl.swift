// UIKit has no slider, switch, stepper or refresh control on tvOS (each is API_UNAVAILABLE(tvos)).
#if (canImport(UIKit) || os(Linux)) && !os(tvOS)

    /// A `UIRefreshControl` whose valueChanged (the user pulled) is observed with closures.
    open class ObservableRefreshControl: UIRefreshControl, ObservableControl {
        /// The control's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the control's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// A refresh control carries no value.
        public func observation(for event: ControlEvent) {}
    }
#endif
