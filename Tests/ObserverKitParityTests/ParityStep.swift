#if os(Linux)
    import Foundation
    import ObserverKit

    /// One step of a script that both backends play, decoded from a random integer so that shrinking works on plain
    /// numbers.
    enum ParityStep: CustomStringConvertible {
        /// Where a point lies, on each axis, against a control's size: a fraction of it or an offset past an edge.
        struct Coordinate: CustomStringConvertible {
            /// A fraction of the length, then points added to it.
            var fraction: Double
            var offset: Double

            func resolved(length: Double) -> Double { length * fraction + offset }

            var description: String { offset == 0 ? "\(fraction)" : "\(fraction)\(offset > 0 ? "+" : "")\(offset)" }

            /// Inside (the near edges included), on the far edge, just outside, at and past the 70 pt touch slop.
            static let all: [Coordinate] = [
                .init(fraction: 0, offset: 0), .init(fraction: 0, offset: 1), .init(fraction: 0.25, offset: 0),
                .init(fraction: 0.5, offset: -1), .init(fraction: 0.5, offset: 0), .init(fraction: 0.5, offset: 1),
                .init(fraction: 0.75, offset: 0), .init(fraction: 1, offset: -1), .init(fraction: 1, offset: -0.5),
                .init(fraction: 1, offset: 0), .init(fraction: 1, offset: 10), .init(fraction: 0, offset: -1),
                .init(fraction: 1, offset: 70), .init(fraction: 0, offset: -70), .init(fraction: 1, offset: 70.5),
                .init(fraction: 0, offset: -70.5), .init(fraction: 1, offset: 150), .init(fraction: 0, offset: -300),
            ]
        }

        /// A point of a control, per axis.
        struct Place: CustomStringConvertible {
            var x: Coordinate
            var y: Coordinate

            func point(in bounds: CGRect) -> CGPoint {
                CGPoint(x: x.resolved(length: bounds.width), y: y.resolved(length: bounds.height))
            }

            var description: String { "(\(x), \(y))" }
        }

        /// What assistive technology does.
        enum Assistive: String {
            case activate, increment, decrement
        }

        /// A finger touches down (the system's hit test decides whether the control gets it).
        case down(Place)
        /// A finger touches down this many points left or right of a slider's thumb, at mid-height.
        case downOnThumb(dx: Double)
        /// The finger moves.
        case move(Place)
        /// The finger lifts where it is.
        case up
        /// The system cancels the touch.
        case cancel
        /// Code enables or disables the control.
        case setEnabled(Bool)
        /// Code sets the control's value (the kind maps the number to a value).
        case setValue(Int)
        /// Code sets the `ObservableValue` bound to the control.
        case setBound(Int)
        /// The user picks a value without touching the control itself (a date picker's wheels).
        case pick(Int)
        /// VoiceOver acts on the control.
        case assistive(Assistive)
        /// A focused control's keyboard activation (Space, Return, a remote's select).
        case keyboard
        /// Code arms a one-shot reaction: the next time the control sends `event`, an observer of it acts.
        case react(on: ControlEvent, Reaction)

        /// What an observer does from inside a delivery.
        enum Reaction: CustomStringConvertible {
            case setValue(Int), setBound(Int), send(ControlEvent)

            var description: String {
                switch self {
                case .setValue(let n): "setValue(\(n))"
                case .setBound(let n): "setBound(\(n))"
                case .send(let event): "send(\(event))"
                }
            }
        }

        /// The events a reaction waits for.
        static let reactedEvents: [ControlEvent] = [
            .touchDown, .touchDragInside, .touchDragExit, .touchUpInside, .touchCancel, .valueChanged,
            .primaryActionTriggered,
        ]

        init(_ n: Int) {
            let all = Coordinate.all
            let place = Place(x: all[(n / 16) % all.count], y: all[(n / 16 / all.count) % all.count])
            // Most touches land on the control (the first nine coordinates), so that most moves are tracked.
            let inside = Place(x: all[(n / 16) % 9], y: all[(n / 16 / 9) % 9])
            switch n % 16 {
            case 0, 1: self = .down(inside)
            case 2: self = .down(place)
            case 3: self = .downOnThumb(dx: [-23, -22, -10, 0, 10, 22, 23][(n / 16) % 7])
            case 4, 5, 6, 7: self = .move(place)
            case 8, 9: self = .up
            case 10: self = .cancel
            case 11: self = .setEnabled((n / 16) % 3 != 0)
            case 12: self = .setValue((n / 16) % 1000)
            case 13: self = .setBound((n / 16) % 1000)
            case 14: self = .assistive([.activate, .increment, .decrement][(n / 16) % 3])
            case 15 where (n / 16) % 3 == 0: self = .keyboard
            case 15 where (n / 16) % 3 == 1: self = .pick((n / 48) % 1000)
            default:
                let event = Self.reactedEvents[(n / 48) % Self.reactedEvents.count]
                let m = n / 48 / Self.reactedEvents.count
                let sent: [ControlEvent] = [.valueChanged, .primaryActionTriggered, .touchUpInside]
                let reaction: Reaction =
                    switch m % 3 {
                    case 0: .setValue((m / 3) % 1000)
                    case 1: .setBound((m / 3) % 1000)
                    default: .send(sent[(m / 3) % sent.count])
                    }
                self = .react(on: event, reaction)
            }
        }

        var description: String {
            switch self {
            case .down(let place): "down\(place)"
            case .downOnThumb(let dx): "downOnThumb(\(dx))"
            case .move(let place): "move\(place)"
            case .up: "up"
            case .cancel: "cancel"
            case .setEnabled(let enabled): "setEnabled(\(enabled))"
            case .setValue(let n): "setValue(\(n))"
            case .setBound(let n): "setBound(\(n))"
            case .pick(let n): "pick(\(n))"
            case .assistive(let action): "assistive(\(action.rawValue))"
            case .keyboard: "keyboard"
            case .react(let event, let reaction): "react(on: \(event), \(reaction))"
            }
        }
    }
#endif
