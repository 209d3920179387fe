import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// Each event a control sends, with the observation it carries and the origin its handler reads, as
/// "event observation origin": what the pointer parity checks compare between a GTK control and a headless one
/// (``OriginLog`` leaves the observation out).
@MainActor
final class ParityLog {
    private(set) var entries: [String] = []

    init<Observed: ObservableControl>(_ control: Observed) {
        for event in ControlEvent.allEvents {
            control.addObserver(for: event) { [weak self, unowned control] observation in
                self?.entries.append(
                    "\(event) \(observation) \(control.currentEventOrigin.map { "\($0)" } ?? "nil")")
            }
        }
    }

    func clear() { entries.removeAll() }
}

/// A control's touch state, as both backends' controls expose it: what the pointer parity checks read after
/// each step of a script.
@MainActor
protocol TouchStateReadable: AnyObject {
    var isTracking: Bool { get }
    var isHighlighted: Bool { get }
    var isTouchInside: Bool { get }
}

extension ObserverKitGTK.Control: TouchStateReadable {}
extension ObserverKitHeadless.Control: TouchStateReadable {}

/// What the pointer parity checks read of a control: its touch state, its value and its bound value (both "-"
/// for a button, which has none).
struct ParityReading: Equatable, CustomStringConvertible {
    var isTracking: Bool
    var isHighlighted: Bool
    var isTouchInside: Bool
    var value: String
    var bound: String

    @MainActor
    init(_ control: some TouchStateReadable, value: String, bound: String) {
        isTracking = control.isTracking
        isHighlighted = control.isHighlighted
        isTouchInside = control.isTouchInside
        self.value = value
        self.bound = bound
    }

    var description: String {
        "tracking \(isTracking) highlighted \(isHighlighted) inside \(isTouchInside) value \(value) bound \(bound)"
    }
}
