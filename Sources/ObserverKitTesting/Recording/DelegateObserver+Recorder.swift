import ObserverKit

extension DelegateObserver {
    /// A recorder of every action reported from now on, each with its time on `clock` (give the view's
    /// `TestScheduler` to record on virtual time).
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let scrollView = ScrollView()
    /// scrollView.scheduler = scheduler
    /// scrollView.contentSize = CGSize(width: 320, height: 2000)
    /// let recorder = scrollView.observed.recorder(clock: scheduler)
    /// scheduler.advance(by: .milliseconds(100))
    /// scrollView.contentOffset = CGPoint(x: 0, y: 40)
    /// #expect(recorder.recorded == [.at(.milliseconds(100), .didScroll(contentOffset: CGPoint(x: 0, y: 40)))])
    /// ```
    ///
    /// The view keeps the recorder's observer until the view goes; the recorder itself is held weakly by it.
    public func recorder(clock: (any Scheduler)? = nil) -> Recorder<Action> {
        let recorder = Recorder<Action>(clock: clock)
        addObserver { [weak recorder] action in recorder?.record(action) }
        return recorder
    }
}
