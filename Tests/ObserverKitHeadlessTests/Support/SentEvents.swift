import ObserverKit
import ObserverKitHeadless
import ObserverKitTesting

extension ObservableControl {
    /// The single events of `letters` as their letters, in the order the control sends them: a touch script's
    /// line that keeps the order of events sent in one tick (`[VP]`: valueChanged, then primaryActionTriggered).
    func sent(_ letters: KeyValuePairs<String, ControlEvent>) -> EventStream<String> {
        EventStream.merge(letters.map { letter, event in events(for: event).map { _ in letter } })
    }
}

extension TouchScript {
    /// This script with a `sent:` line: the control's touchDown, touchUpInside, valueChanged and
    /// primaryActionTriggered as D, U, V and P, in the order sent.
    func withSentLine() -> Self {
        observing(
            "sent",
            control.sent(["D": .touchDown, "U": .touchUpInside, "V": .valueChanged, "P": .primaryActionTriggered]))
    }
}
