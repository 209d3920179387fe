import ObserverKit
import ObserverKitHeadless

extension View {
    /// A recorder of every observation of `gesture` on the view from now on, each with its time on `clock`, or
    /// else on the view's `scheduler` as it is when the observation comes (so a recorder made before a
    /// ``GestureScript`` gave the view its `TestScheduler` records on the script's virtual time).
    ///
    /// ```swift
    /// let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
    /// let scheduler = TestScheduler()
    /// view.scheduler = scheduler
    /// let presses = view.recorder(for: .longPress())
    /// view.beginTouch(finger: 0, at: CGPoint(x: 50, y: 50))
    /// scheduler.advance(by: .milliseconds(600))
    /// view.endTouch(finger: 0)
    /// #expect(presses.phases == [.at(.milliseconds(500), .began), .at(.milliseconds(600), .ended)])
    /// ```
    ///
    /// The view's gestures keep the recorder's observer (and so the gesture's recognizer) until the view goes;
    /// the recorder itself is held weakly by it.
    public func recorder<Observation>(
        for gesture: Gesture<Observation>, clock: (any Scheduler)? = nil
    ) -> Recorder<Observation> {
        let recorder =
            clock.map { Recorder<Observation>(clock: $0) }
            ?? Recorder<Observation> { [weak self] in
                MainActor.assumeIsolated { self?.scheduler.now ?? .zero }
            }
        gestures.addObserver(for: gesture) { [weak recorder] in recorder?.record($0) }
        return recorder
    }
}

extension Recorder where Value: PhasedObservation {
    /// The phases recorded, each with its time, in order: what a continuous gesture did, on one line.
    ///
    /// ```swift
    /// #expect(pans.phases.map(\.value) == [.began, .changed, .ended])
    /// ```
    public var phases: [Recorded<GesturePhase>] {
        recorded.map { .at($0.time, $0.value.phase, from: $0.origin) }
    }
}
