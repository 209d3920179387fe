import ObserverKitHeadless

/// One step of a random program of the public API.
///
/// Slots and registration numbers are resolved against what exists when the step runs (a step on an empty slot
/// does nothing, a registration number is taken modulo the registrations made so far), so every subsequence of
/// a program is a program too: that is what shrinking relies on.
enum FuzzStep: Equatable, CustomStringConvertible {
    /// How an observer of an `ObservableValue<Int>` is added and what it does when called.
    enum ValueObserver: CaseIterable {
        /// `observe`: logs each change.
        case plain
        /// `bind`: logs the current value at once, then each change.
        case bound
        /// Logs, then sets the value to `v + 1` from inside the handler when `v` is odd and below 40.
        case reentrant
        /// Logs, then cancels its own token when `v` is a multiple of 3.
        case selfCancelling
    }

    /// The chain an observer of the event source's stream is added through.
    enum Chain: CaseIterable {
        case identity, tripled, oddOnly, distinct, mod4Distinct, runningSum
    }

    case makeValue(slot: Int, initial: Int)
    case dropValue(slot: Int)
    case observeValue(slot: Int, ValueObserver)
    case setValue(slot: Int, to: Int)
    case cancel(registration: Int)
    case makeButton(slot: Int)
    case dropButton(slot: Int)
    case observeButton(slot: Int, events: ControlEvent)
    case removeButtonObservers(slot: Int, events: ControlEvent)
    case sendActions(slot: Int, events: ControlEvent)
    case makeFlag(slot: Int, initial: Bool)
    case dropFlag(slot: Int)
    case observeFlag(slot: Int)
    case setFlag(slot: Int, to: Bool)
    case makeSwitch(slot: Int)
    case dropSwitch(slot: Int)
    case bindSwitch(slot: Int, flag: Int)
    case unbindSwitch(slot: Int)
    case tapSwitch(slot: Int)
    case makeSource
    case dropSource
    case observeStream(Chain)
    case sendStream(Int)
    case startTimer(dueMilliseconds: Int, periodMilliseconds: Int)
    case advance(milliseconds: Int)
    /// `value.update { $0 = value.value + delta }`: a transform that reads the value.
    case updateValue(slot: Int, by: Int)
    case makeLabel(slot: Int)
    case dropLabel(slot: Int)
    /// A one-way `bind(to:)` of a value to a label (`"\(v)"`), or, `mapped`, of `value.map { $0 * 2 }` that
    /// nobody else holds (`"m\(2v)"`).
    case bindLabel(slot: Int, value: Int, mapped: Bool)
    /// A plain observer of a value whose token goes into the program's bag.
    case observeIntoBag(slot: Int)
    /// Lets go of the bag, which cancels what it holds.
    case dropBag

    static let slots = 3
    static let buttonEvents: [ControlEvent] = [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered]

    /// A timer's due time: whole milliseconds plus the registration number in nanoseconds, so that no two
    /// timers, and no timer and advance target, ever fall on the same instant.
    static func timerDue(milliseconds: Int, registration: Int) -> Duration {
        .milliseconds(milliseconds) + .nanoseconds(registration + 1)
    }

    /// A random step; the weights favour the steps that deliver.
    static func random(using rng: inout some RandomNumberGenerator) -> FuzzStep {
        let slot = Int.random(in: 0..<slots, using: &rng)
        let other = Int.random(in: 0..<slots, using: &rng)
        func events() -> ControlEvent {
            var set: ControlEvent = []
            while set.isEmpty {
                for event in buttonEvents where Bool.random(using: &rng) { set.insert(event) }
            }
            return set
        }
        switch Int.random(in: 0..<112, using: &rng) {
        case 0..<6: return .makeValue(slot: slot, initial: .random(in: 0..<10, using: &rng))
        case 6..<8: return .dropValue(slot: slot)
        case 8..<18: return .observeValue(slot: slot, ValueObserver.allCases.randomElement(using: &rng)!)
        case 18..<30: return .setValue(slot: slot, to: .random(in: 0..<10, using: &rng))
        case 30..<36: return .cancel(registration: .random(in: 0..<1_000, using: &rng))
        case 36..<39: return .makeButton(slot: slot)
        case 39..<40: return .dropButton(slot: slot)
        case 40..<45: return .observeButton(slot: slot, events: events())
        case 45..<47: return .removeButtonObservers(slot: slot, events: events())
        case 47..<53: return .sendActions(slot: slot, events: events())
        case 53..<56: return .makeFlag(slot: slot, initial: .random(using: &rng))
        case 56..<57: return .dropFlag(slot: slot)
        case 57..<60: return .observeFlag(slot: slot)
        case 60..<64: return .setFlag(slot: slot, to: .random(using: &rng))
        case 64..<67: return .makeSwitch(slot: slot)
        case 67..<68: return .dropSwitch(slot: slot)
        case 68..<72: return .bindSwitch(slot: slot, flag: other)
        case 72..<74: return .unbindSwitch(slot: slot)
        case 74..<79: return .tapSwitch(slot: slot)
        case 79..<81: return .makeSource
        case 81..<82: return .dropSource
        case 82..<86: return .observeStream(Chain.allCases.randomElement(using: &rng)!)
        case 86..<92: return .sendStream(.random(in: 0..<8, using: &rng))
        case 92..<95:
            return .startTimer(
                dueMilliseconds: .random(in: 0..<300, using: &rng),
                periodMilliseconds: .random(in: 50..<200, using: &rng))
        case 95..<100: return .advance(milliseconds: .random(in: 0..<400, using: &rng))
        case 100..<102: return .updateValue(slot: slot, by: .random(in: -2...3, using: &rng))
        case 102..<104: return .makeLabel(slot: slot)
        case 104..<105: return .dropLabel(slot: slot)
        case 105..<109: return .bindLabel(slot: slot, value: other, mapped: .random(using: &rng))
        case 109..<111: return .observeIntoBag(slot: slot)
        default: return .dropBag
        }
    }

    var description: String {
        switch self {
        case .makeValue(let slot, let initial): "makeValue(\(slot), \(initial))"
        case .dropValue(let slot): "dropValue(\(slot))"
        case .observeValue(let slot, let kind): "observeValue(\(slot), .\(kind))"
        case .setValue(let slot, let value): "setValue(\(slot), \(value))"
        case .cancel(let registration): "cancel(\(registration))"
        case .makeButton(let slot): "makeButton(\(slot))"
        case .dropButton(let slot): "dropButton(\(slot))"
        case .observeButton(let slot, let events): "observeButton(\(slot), \(events))"
        case .removeButtonObservers(let slot, let events): "removeButtonObservers(\(slot), \(events))"
        case .sendActions(let slot, let events): "sendActions(\(slot), \(events))"
        case .makeFlag(let slot, let initial): "makeFlag(\(slot), \(initial))"
        case .dropFlag(let slot): "dropFlag(\(slot))"
        case .observeFlag(let slot): "observeFlag(\(slot))"
        case .setFlag(let slot, let value): "setFlag(\(slot), \(value))"
        case .makeSwitch(let slot): "makeSwitch(\(slot))"
        case .dropSwitch(let slot): "dropSwitch(\(slot))"
        case .bindSwitch(let slot, let flag): "bindSwitch(\(slot), flag: \(flag))"
        case .unbindSwitch(let slot): "unbindSwitch(\(slot))"
        case .tapSwitch(let slot): "tapSwitch(\(slot))"
        case .makeSource: "makeSource"
        case .dropSource: "dropSource"
        case .observeStream(let chain): "observeStream(.\(chain))"
        case .sendStream(let value): "sendStream(\(value))"
        case .startTimer(let due, let period): "startTimer(due: \(due) ms, period: \(period) ms)"
        case .advance(let milliseconds): "advance(\(milliseconds) ms)"
        case .updateValue(let slot, let delta): "updateValue(\(slot), by: \(delta))"
        case .makeLabel(let slot): "makeLabel(\(slot))"
        case .dropLabel(let slot): "dropLabel(\(slot))"
        case .bindLabel(let slot, let value, let mapped): "bindLabel(\(slot), value: \(value), mapped: \(mapped))"
        case .observeIntoBag(let slot): "observeIntoBag(\(slot))"
        case .dropBag: "dropBag"
        }
    }
}
