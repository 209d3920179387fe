import ObserverKit
import ObserverKitHeadless

/// The virtual clock a script plays on: the view's own `TestScheduler`, kept, or a new one the script gives
/// the view.
///
/// ```swift
/// let button = ObservableButton()                  // on MainScheduler
/// let clock = ScriptClock(of: button)              // button.scheduler === clock.scheduler
/// clock.replaced                                   // "MainScheduler"
/// ```
@MainActor
struct ScriptClock {
    /// The view's scheduler, now or from here on.
    let scheduler: TestScheduler
    /// The type of the scheduler the script replaced, or `nil` when it kept the view's own.
    let replaced: String?

    /// Keeps `view`'s `TestScheduler`, or sets `view`'s scheduler to a new one.
    init(of view: View) {
        if let own = view.scheduler as? TestScheduler {
            scheduler = own
            replaced = nil
        } else {
            scheduler = TestScheduler()
            replaced = String(describing: type(of: view.scheduler))
            view.scheduler = scheduler
        }
    }
}
