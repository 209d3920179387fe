import ObserverKit

/// Everything a control sends, in order: one observer per single event, so each entry knows its event.
@MainActor
final class Recording<Observation> {
    /// One delivered event and the observation it carried.
    struct Entry {
        let event: ControlEvent
        let observation: Observation
    }

    private(set) var entries: [Entry] = []

    /// The events received, in order.
    var events: [ControlEvent] { entries.map(\.event) }

    /// The observations received, in order.
    var observations: [Observation] { entries.map(\.observation) }

    func append(_ event: ControlEvent, _ observation: Observation) {
        entries.append(Entry(event: event, observation: observation))
    }

    /// Forgets what was recorded so far.
    func clear() {
        entries.removeAll()
    }
}

extension Recording.Entry: Equatable where Observation: Equatable {}

extension ObservableControl {
    /// Records every single event of `events` (all by default) that the control sends from now on.
    func record(_ events: ControlEvent = .allEvents) -> Recording<Observation> {
        let recording = Recording<Observation>()
        for event in events {
            addObserver(for: event) { [weak recording] observation in recording?.append(event, observation) }
        }
        return recording
    }
}
