extension ObservableControl {
    /// The control's observations for `events`, as a stream to combine with the stream operators.
    ///
    /// ```swift
    /// slider.events(for: .valueChanged)
    ///     .compactMap { if case .valueChanged(let value) = $0 { value } else { nil } }
    ///     .throttle(for: .milliseconds(100), scheduler: MainScheduler())
    ///     .observe { preview(at: $0) }
    /// ```
    ///
    /// The stream holds the control weakly: observing it registers an observer on the control, which the
    /// control holds; when the control goes, so does the subscription. Observe it on the main actor.
    public func events(for events: ControlEvent) -> EventStream<Observation> {
        EventStream { [weak observers = controlObserver] send in
            // A control stream is observed on the main actor, where its control lives; the stream type itself is
            // nonisolated, so this is checked at run time.
            MainActor.preconditionIsolated("observe a control's stream on the main actor")
            return observers?.add(Observer(handler: send), for: events, labelled: .stream) ?? .inert
        }
    }
}
