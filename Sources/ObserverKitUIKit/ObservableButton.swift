#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    import ObserverKit

    /// A `UIButton` whose events are observed with closures: `addObserver(for: .touchUpInside) { … }`.
    ///
    /// UIKit delivers the events through one `UIAction` per observed event, so UIKit's own
    /// `sendActions(for:)` reaches both ObserverKit's observers and any target/action.
    open class ObservableButton: UIButton, ObservableControl {
        /// The registry of the button's observers.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the button's timed streams (press-and-hold): the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// A button carries no value.
        public func observation(for event: ControlEvent) {}
    }
#endif
