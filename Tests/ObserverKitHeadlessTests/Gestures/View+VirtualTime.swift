import Foundation
import ObserverKit
import ObserverKitHeadless

extension View {
    /// A 300 × 300 view whose gestures run on the returned scheduler's virtual time: what the gesture suites
    /// touch.
    ///
    /// ```swift
    /// let (view, scheduler) = View.onVirtualTime()
    /// ```
    @MainActor
    static func onVirtualTime() -> (View, TestScheduler) {
        let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scheduler = TestScheduler()
        view.scheduler = scheduler
        return (view, scheduler)
    }
}
