import ObserverKit

/// Records every single event a control sends, in order.
@MainActor
final class Recorder {
    private(set) var events: [ControlEvent] = []

    init<Control: ObservableControl>(_ control: Control, events: ControlEvent = .allEvents) {
        for event in events {
            control.addObserver(for: event) { [weak self] _ in self?.events.append(event) }
        }
    }

    func clear() { events.removeAll() }
}
