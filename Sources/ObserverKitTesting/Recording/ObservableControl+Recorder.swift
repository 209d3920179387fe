import ObserverKit

extension ObservableControl {
    /// A recorder of every single event of `events` (all by default) that the control sends from now on, with
    /// the time on `clock`, or else on the control's `scheduler` as it is when the event comes (so a recorder
    /// made before a ``TouchScript`` gave the control its `TestScheduler` records on the script's virtual time),
    /// what each carried and its origin (the control's `currentEventOrigin` at delivery).
    ///
    /// ```swift
    /// let button = ObservableButton()
    /// let recorder = button.recorder(for: [.touchDown, .touchUpInside])
    /// button.tap()
    /// #expect(recorder.values.map(\.event) == [.touchDown, .touchUpInside])
    /// #expect(recorder.recorded.map(\.origin) == [.touch, .touch])
    /// ```
    ///
    /// The control keeps the recorder's observers, one a single event, until the control goes; the recorder
    /// itself is held weakly by them, and holds the control weakly to read its scheduler.
    public func recorder(
        for events: ControlEvent = .allEvents, clock: (any Scheduler)? = nil
    ) -> Recorder<ControlEventRecord<Observation>> {
        let recorder =
            clock.map { Recorder<ControlEventRecord<Observation>>(clock: $0) }
            ?? Recorder<ControlEventRecord<Observation>> { [weak self] in
                MainActor.assumeIsolated { self?.scheduler.now ?? .zero }
            }
        for event in events {
            addObserver(for: event) { [weak recorder, unowned self] observation in
                recorder?.record(ControlEventRecord(event, observation), origin: currentEventOrigin)
            }
        }
        return recorder
    }
}
