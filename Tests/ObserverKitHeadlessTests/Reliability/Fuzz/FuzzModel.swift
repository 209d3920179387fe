import ObserverKitHeadless

/// The reference model of the fuzz test: what a correct library delivers, written as plainly as possible from
/// DESIGN.md's semantics (registration order, snapshot at the start of each delivery, depth-first re-entrant
/// sets, equal values silent, removal per event, bindings without echo, chains and timers on virtual time).
struct FuzzModel {
    private struct Value {
        var current: Int
        var observers: [Int] = []
    }

    private struct Flag {
        var current: Bool
        var observers: [Int] = []
    }

    private struct Switch {
        var isOn = false
        var flag: Int?
    }

    /// A one-way binding of a value to a label.
    private struct LabelBinding {
        let id: Int
        let value: Int
        let mapped: Bool
    }

    private struct Label {
        var text = ""
        var bindings: [LabelBinding] = []
    }

    /// A binding whose label is gone, or whose token was cancelled: it must be released once its value
    /// changes, or when its value goes (at once, when cancelled), and so must its mapped value.
    private struct OrphanedBinding {
        let id: Int
        let value: Int
        let mapped: Bool
        var changedSince = false
    }

    private enum Registration {
        case value(FuzzStep.ValueObserver)
        case button(events: ControlEvent)
        case flag
        case stream(FuzzStep.Chain, state: Int?)
        case timer(firstFire: Duration, period: Duration, fired: Int)
        case binding
    }

    private(set) var log: [String] = []
    private var registrations: [Registration?] = []
    private var values: [Int: Value] = [:]
    private var valueSlots: [Int?] = Array(repeating: nil, count: FuzzStep.slots)
    private var flags: [Int: Flag] = [:]
    private var flagSlots: [Int?] = Array(repeating: nil, count: FuzzStep.slots)
    private var buttons: [Int: [Int]] = [:]
    private var buttonSlots: [Int?] = Array(repeating: nil, count: FuzzStep.slots)
    private var switches: [Int: Switch] = [:]
    private var switchSlots: [Int?] = Array(repeating: nil, count: FuzzStep.slots)
    private var sources: [Int: [Int]] = [:]
    private var source: Int?
    private var labels: [Int: Label] = [:]
    private var labelSlots: [Int?] = Array(repeating: nil, count: FuzzStep.slots)
    private var orphans: [OrphanedBinding] = []
    private var bagged: [Int] = []
    private var now = Duration.zero
    private var nextGeneration = 0

    /// The value in each slot, `nil` where there is none.
    var valueStates: [Int?] { valueSlots.map { $0.flatMap { values[$0]?.current } } }
    /// The flag in each slot.
    var flagStates: [Bool?] { flagSlots.map { $0.flatMap { flags[$0]?.current } } }
    /// Each switch's `isOn`.
    var switchStates: [Bool?] { switchSlots.map { $0.flatMap { switches[$0]?.isOn } } }
    /// Each label's text.
    var labelStates: [String?] { labelSlots.map { $0.flatMap { labels[$0]?.text } } }
    /// The bindings that must have been released: their label is gone and their value changed or went since.
    var bindingsThatMustBeGone: Set<Int> {
        Set(orphans.filter { $0.changedSince || values[$0.value] == nil || registrations[$0.id] == nil }.map(\.id))
    }
    /// The mapped bindings whose mapped value must have been released: orphaned, and their value changed or
    /// went since.
    var mappedValuesThatMustBeGone: Set<Int> {
        Set(orphans.filter { $0.mapped && ($0.changedSince || values[$0.value] == nil) }.map(\.id))
    }

    mutating func run(_ step: FuzzStep) {
        switch step {
        case .makeValue(let slot, let initial):
            let generation = newGeneration()
            values[generation] = Value(current: initial)
            if let old = valueSlots[slot] { values[old] = nil }
            valueSlots[slot] = generation
        case .dropValue(let slot):
            if let old = valueSlots[slot] { values[old] = nil }
            valueSlots[slot] = nil
        case .observeValue(let slot, let kind):
            guard let generation = valueSlots[slot], let current = values[generation]?.current else { return }
            let id = register(.value(kind))
            values[generation]?.observers.append(id)
            if kind == .bound { log.append("v\(id):\(current)") }
        case .setValue(let slot, let newValue):
            guard let generation = valueSlots[slot] else { return }
            set(value: generation, to: newValue)
        case .cancel(let number):
            guard !registrations.isEmpty else { return }
            let id = number % registrations.count
            if case .binding = registrations[id] { orphanBinding(id) }
            registrations[id] = nil
        case .makeButton(let slot):
            let generation = newGeneration()
            buttons[generation] = []
            if let old = buttonSlots[slot] { buttons[old] = nil }
            buttonSlots[slot] = generation
        case .dropButton(let slot):
            if let old = buttonSlots[slot] { buttons[old] = nil }
            buttonSlots[slot] = nil
        case .observeButton(let slot, let events):
            guard let generation = buttonSlots[slot] else { return }
            let id = register(.button(events: events))
            buttons[generation]?.append(id)
        case .removeButtonObservers(let slot, let events):
            guard let generation = buttonSlots[slot] else { return }
            for id in buttons[generation] ?? [] {
                if case .button(let registered) = registrations[id] {
                    registrations[id] = .button(events: registered.subtracting(events))
                }
            }
        case .sendActions(let slot, let events):
            guard let generation = buttonSlots[slot] else { return }
            for event in events {
                for id in buttons[generation] ?? [] {
                    if case .button(let registered) = registrations[id], registered.contains(event) {
                        log.append("c\(id)")
                    }
                }
            }
        case .makeFlag(let slot, let initial):
            let generation = newGeneration()
            flags[generation] = Flag(current: initial)
            if let old = flagSlots[slot] { flags[old] = nil }
            flagSlots[slot] = generation
        case .dropFlag(let slot):
            if let old = flagSlots[slot] { flags[old] = nil }
            flagSlots[slot] = nil
        case .observeFlag(let slot):
            guard let generation = flagSlots[slot], flags[generation] != nil else { return }
            let id = register(.flag)
            flags[generation]?.observers.append(id)
        case .setFlag(let slot, let newValue):
            guard let generation = flagSlots[slot] else { return }
            set(flag: generation, to: newValue)
        case .makeSwitch(let slot):
            let generation = newGeneration()
            switches[generation] = Switch()
            if let old = switchSlots[slot] { switches[old] = nil }
            switchSlots[slot] = generation
        case .dropSwitch(let slot):
            if let old = switchSlots[slot] { switches[old] = nil }
            switchSlots[slot] = nil
        case .bindSwitch(let slot, let flagSlot):
            guard let generation = switchSlots[slot], let flag = flagSlots[flagSlot], let current = flags[flag]?.current
            else { return }
            switches[generation] = Switch(isOn: current, flag: flag)
        case .unbindSwitch(let slot):
            guard let generation = switchSlots[slot] else { return }
            switches[generation]?.flag = nil
        case .tapSwitch(let slot):
            guard let generation = switchSlots[slot], var tapped = switches[generation] else { return }
            tapped.isOn.toggle()
            switches[generation] = tapped
            if let flag = tapped.flag { set(flag: flag, to: tapped.isOn) }
        case .makeSource:
            let generation = newGeneration()
            sources[generation] = []
            if let old = source { sources[old] = nil }
            source = generation
        case .dropSource:
            if let old = source { sources[old] = nil }
            source = nil
        case .observeStream(let chain):
            guard let source else { return }
            let id = register(.stream(chain, state: nil))
            sources[source]?.append(id)
        case .sendStream(let value):
            guard let source else { return }
            for id in sources[source] ?? [] { send(value, to: id) }
        case .startTimer(let due, let period):
            let id = registrations.count
            let firstFire = now + FuzzStep.timerDue(milliseconds: due, registration: id)
            _ = register(.timer(firstFire: firstFire, period: .milliseconds(period), fired: 0))
        case .advance(let milliseconds):
            advance(to: now + .milliseconds(milliseconds))
        case .updateValue(let slot, let delta):
            guard let generation = valueSlots[slot], let current = values[generation]?.current else { return }
            set(value: generation, to: current + delta)
        case .makeLabel(let slot):
            dropLabel(in: slot)
            let generation = newGeneration()
            labels[generation] = Label()
            labelSlots[slot] = generation
        case .dropLabel(let slot):
            dropLabel(in: slot)
        case .bindLabel(let slot, let valueSlot, let mapped):
            guard let label = labelSlots[slot], let value = valueSlots[valueSlot],
                let current = values[value]?.current
            else { return }
            let id = register(.binding)
            labels[label]?.bindings.append(LabelBinding(id: id, value: value, mapped: mapped))
            labels[label]?.text = mapped ? "m\(current * 2)" : "\(current)"
        case .observeIntoBag(let slot):
            guard let generation = valueSlots[slot], values[generation] != nil else { return }
            let id = register(.value(.plain))
            values[generation]?.observers.append(id)
            bagged.append(id)
        case .dropBag:
            for id in bagged { registrations[id] = nil }
            bagged = []
        }
    }

    /// Binding `id` was cancelled: its label stops following, and it ends like a binding of a gone label.
    private mutating func orphanBinding(_ id: Int) {
        for (_, label) in labels {
            for binding in label.bindings where binding.id == id {
                orphans.append(OrphanedBinding(id: id, value: binding.value, mapped: binding.mapped))
            }
        }
    }

    private mutating func dropLabel(in slot: Int) {
        guard let generation = labelSlots[slot] else { return }
        for binding in labels[generation]?.bindings ?? [] where registrations[binding.id] != nil {
            orphans.append(OrphanedBinding(id: binding.id, value: binding.value, mapped: binding.mapped))
        }
        labels[generation] = nil
        labelSlots[slot] = nil
    }

    private mutating func newGeneration() -> Int {
        nextGeneration += 1
        return nextGeneration
    }

    private mutating func register(_ registration: Registration) -> Int {
        registrations.append(registration)
        return registrations.count - 1
    }

    /// A set: equal values are silent; otherwise every observer registered when the delivery starts and not
    /// cancelled by the time its turn comes is called, and a set from inside a handler is delivered first.
    private mutating func set(value generation: Int, to newValue: Int) {
        guard let value = values[generation], value.current != newValue else { return }
        values[generation]?.current = newValue
        for index in orphans.indices where orphans[index].value == generation { orphans[index].changedSince = true }
        defer { showInLabels(value: generation) }
        for id in value.observers {
            guard case .value(let kind) = registrations[id] else { continue }
            log.append("v\(id):\(newValue)")
            switch kind {
            case .reentrant where newValue % 2 == 1 && newValue < 40: set(value: generation, to: newValue + 1)
            case .selfCancelling where newValue % 3 == 0: registrations[id] = nil
            default: break
            }
        }
    }

    /// Every label bound to value `generation` shows its latest state (a binding applies the latest value).
    private mutating func showInLabels(value generation: Int) {
        guard let current = values[generation]?.current else { return }
        for (key, label) in labels {
            for binding in label.bindings where binding.value == generation && registrations[binding.id] != nil {
                labels[key]?.text = binding.mapped ? "m\(current * 2)" : "\(current)"
            }
        }
    }

    /// A flag set moves every switch bound to it (no event) and tells its observers.
    private mutating func set(flag generation: Int, to newValue: Bool) {
        guard let flag = flags[generation], flag.current != newValue else { return }
        flags[generation]?.current = newValue
        for (key, bound) in switches where bound.flag == generation { switches[key]?.isOn = newValue }
        for id in flag.observers where registrations[id] != nil { log.append("f\(id):\(newValue)") }
    }

    private mutating func send(_ value: Int, to id: Int) {
        guard case .stream(let chain, let state) = registrations[id] else { return }
        var output: Int?
        var newState = state
        switch chain {
        case .identity: output = value
        case .tripled: output = value * 3
        case .oddOnly: output = value % 2 == 1 ? value : nil
        case .distinct:
            output = state == value ? nil : value
            newState = value
        case .mod4Distinct:
            output = state == value % 4 ? nil : value % 4
            newState = value % 4
        case .runningSum:
            newState = (state ?? 0) + value
            output = newState
        }
        registrations[id] = .stream(chain, state: newState)
        if let output { log.append("s\(id):\(output)") }
    }

    /// Fires every timer due up to `target`, earliest first.
    private mutating func advance(to target: Duration) {
        while true {
            var next: (id: Int, time: Duration)?
            for (id, registration) in registrations.enumerated() {
                guard case .timer(let firstFire, let period, let fired) = registration else { continue }
                let time = firstFire + period * fired
                if time <= target, time < next?.time ?? .seconds(Int64.max) { next = (id, time) }
            }
            guard let next, case .timer(let firstFire, let period, let fired) = registrations[next.id] else { break }
            log.append("t\(next.id):\(fired)")
            registrations[next.id] = .timer(firstFire: firstFire, period: period, fired: fired + 1)
        }
        now = target
    }
}
