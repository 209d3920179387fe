import ObserverKit

/// The single control events by the names a touch script's output lines use: UIKit's, as `ControlEvent`
/// writes them.
enum ControlEventName {
    /// The event named `name` (`touchDown`), if it is one.
    static func event(named name: String) -> ControlEvent? {
        ControlEvent.allEvents.first { $0.description == name }
    }
}
