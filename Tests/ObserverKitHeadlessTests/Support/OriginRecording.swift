import ObserverKit

/// Each event a control sends with the origin its handlers read, in order.
@MainActor
final class OriginRecording {
    /// One delivered event and the control's `currentEventOrigin` inside its handler.
    struct Entry: Equatable, CustomStringConvertible {
        let event: ControlEvent
        let origin: EventOrigin?

        var description: String { "\(event) \(origin.map { "\($0)" } ?? "nil")" }
    }

    private(set) var entries: [Entry] = []

    func append(_ event: ControlEvent, _ origin: EventOrigin?) {
        entries.append(Entry(event: event, origin: origin))
    }
}

extension ControlEvent {
    /// This event with the origin it was delivered with, spelled briefly in tests.
    func from(_ origin: EventOrigin?) -> OriginRecording.Entry {
        OriginRecording.Entry(event: self, origin: origin)
    }
}

extension ObservableControl {
    /// Records every single event of `events` (all by default) with its origin, from now on.
    func recordOrigins(_ events: ControlEvent = .allEvents) -> OriginRecording {
        let recording = OriginRecording()
        for event in events {
            addObserver(for: event) { [weak recording, unowned self] _ in
                recording?.append(event, currentEventOrigin)
            }
        }
        return recording
    }
}
