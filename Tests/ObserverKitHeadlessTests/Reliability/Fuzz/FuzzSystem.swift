import ObserverKitHeadless
import ObserverKitTestSupport

/// The library under test, driven by the same steps as ``FuzzModel``; every handler writes to one log.
@MainActor
final class FuzzSystem {
    /// The log handlers append to. Handlers of `ObservableValue` must be `@Sendable`; every step runs on the
    /// main actor, so the log is only ever touched from there.
    final class Log: @unchecked Sendable {
        var lines: [String] = []
    }

    /// A token that its own handler cancels, set right after the handler is registered.
    final class TokenBox: @unchecked Sendable {
        var token = ObservationToken.inert
    }

    /// A target of one-way bindings.
    final class Label: Sendable {
        nonisolated(unsafe) var text = ""
    }

    /// Captured by a binding's closure, to see when the binding is released.
    final class Sentinel: Sendable {}

    let log = Log()
    private var labels: [Label?] = Array(repeating: nil, count: FuzzStep.slots)
    private var bag: ObservationBag?
    /// Per binding registration number: its closure's sentinel.
    private var bindingSentinels: [Int: WeakReference] = [:]
    /// Per mapped binding's registration number: the mapped value.
    private var mappedValues: [Int: WeakReference] = [:]
    private let scheduler = TestScheduler()
    private var values: [ObservableValue<Int>?] = Array(repeating: nil, count: FuzzStep.slots)
    private var flags: [ObservableValue<Bool>?] = Array(repeating: nil, count: FuzzStep.slots)
    private var buttons: [ObservableButton?] = Array(repeating: nil, count: FuzzStep.slots)
    private var switches: [ObservableSwitch?] = Array(repeating: nil, count: FuzzStep.slots)
    private var switchBindings: [ObservationToken] = Array(repeating: .inert, count: FuzzStep.slots)
    private var source: EventSource<Int>?
    private var tokens: [ObservationToken] = []
    private var dropped: [(what: String, reference: WeakReference)] = []

    var valueStates: [Int?] { values.map { $0?.value } }
    var flagStates: [Bool?] { flags.map { $0?.value } }
    var switchStates: [Bool?] { switches.map { $0?.isOn } }
    var labelStates: [String?] { labels.map { $0?.text } }

    /// The bindings whose closures are still alive, among `ids`.
    func bindingsAlive(among ids: Set<Int>) -> [Int] {
        ids.sorted().filter { bindingSentinels[$0]?.object != nil }
    }

    /// The mapped values still alive, among those of the bindings `ids`.
    func mappedValuesAlive(among ids: Set<Int>) -> [Int] {
        ids.sorted().filter { mappedValues[$0]?.object != nil }
    }

    /// What was dropped and is still alive: a leak or a retain cycle.
    var survivors: [String] { dropped.filter { $0.reference.object != nil }.map(\.what) }

    func run(_ step: FuzzStep) {
        switch step {
        case .makeValue(let slot, let initial):
            drop(values[slot], as: "value \(slot)")
            values[slot] = ObservableValue(initial)
        case .dropValue(let slot):
            drop(values[slot], as: "value \(slot)")
            values[slot] = nil
        case .observeValue(let slot, let kind):
            guard let value = values[slot] else { return }
            observe(value, kind)
        case .setValue(let slot, let newValue):
            values[slot]?.value = newValue
        case .cancel(let number):
            guard !tokens.isEmpty else { return }
            tokens[number % tokens.count].cancel()
        case .makeButton(let slot):
            drop(buttons[slot], as: "button \(slot)")
            buttons[slot] = ObservableButton()
        case .dropButton(let slot):
            drop(buttons[slot], as: "button \(slot)")
            buttons[slot] = nil
        case .observeButton(let slot, let events):
            guard let button = buttons[slot] else { return }
            let id = tokens.count
            tokens.append(button.addObserver(for: events) { [log] in log.lines.append("c\(id)") })
        case .removeButtonObservers(let slot, let events):
            buttons[slot]?.removeObservers(for: events)
        case .sendActions(let slot, let events):
            buttons[slot]?.sendActions(for: events)
        case .makeFlag(let slot, let initial):
            drop(flags[slot], as: "flag \(slot)")
            flags[slot] = ObservableValue(initial)
        case .dropFlag(let slot):
            drop(flags[slot], as: "flag \(slot)")
            flags[slot] = nil
        case .observeFlag(let slot):
            guard let flag = flags[slot] else { return }
            let id = tokens.count
            tokens.append(flag.observe { [log] in log.lines.append("f\(id):\($0)") })
        case .setFlag(let slot, let newValue):
            flags[slot]?.value = newValue
        case .makeSwitch(let slot):
            drop(switches[slot], as: "switch \(slot)")
            switches[slot] = ObservableSwitch()
        case .dropSwitch(let slot):
            drop(switches[slot], as: "switch \(slot)")
            switches[slot] = nil
        case .bindSwitch(let slot, let flag):
            guard let control = switches[slot], let flag = flags[flag] else { return }
            switchBindings[slot] = control.bind(flag)
        case .unbindSwitch(let slot):
            guard switches[slot] != nil else { return }
            switchBindings[slot].cancel()
        case .tapSwitch(let slot):
            switches[slot]?.tap()
        case .makeSource:
            drop(source, as: "event source")
            source = EventSource()
        case .dropSource:
            drop(source, as: "event source")
            source = nil
        case .observeStream(let chain):
            guard let source else { return }
            let id = tokens.count
            tokens.append(
                Self.stream(source.stream, through: chain).observe { [log] in log.lines.append("s\(id):\($0)") })
        case .sendStream(let value):
            source?.send(value)
        case .startTimer(let due, let period):
            let id = tokens.count
            let timer = EventStream<Int>.timer(
                dueTime: FuzzStep.timerDue(milliseconds: due, registration: id), period: .milliseconds(period),
                scheduler: scheduler)
            tokens.append(timer.observe { [log] in log.lines.append("t\(id):\($0)") })
        case .advance(let milliseconds):
            scheduler.advance(by: .milliseconds(milliseconds))
        case .updateValue(let slot, let delta):
            guard let value = values[slot] else { return }
            value.update { $0 = value.value + delta }
        case .makeLabel(let slot):
            drop(labels[slot], as: "label \(slot)")
            labels[slot] = Label()
        case .dropLabel(let slot):
            drop(labels[slot], as: "label \(slot)")
            labels[slot] = nil
        case .bindLabel(let slot, let valueSlot, let mapped):
            guard let label = labels[slot], let value = values[valueSlot] else { return }
            let id = tokens.count
            let sentinel = Sentinel()
            bindingSentinels[id] = WeakReference(sentinel)
            if mapped {
                let doubled = value.map { $0 * 2 }
                mappedValues[id] = WeakReference(doubled)
                tokens.append(
                    doubled.bind(to: label) { label, number in
                        withExtendedLifetime(sentinel) { label.text = "m\(number)" }
                    })
            } else {
                tokens.append(
                    value.bind(to: label) { label, number in
                        withExtendedLifetime(sentinel) { label.text = "\(number)" }
                    })
            }
        case .observeIntoBag(let slot):
            guard let value = values[slot] else { return }
            let id = tokens.count
            let log = self.log
            let token = value.observe { log.lines.append("v\(id):\($0)") }
            tokens.append(token)
            let bag = self.bag ?? ObservationBag()
            self.bag = bag
            token.store(in: bag)
        case .dropBag:
            drop(bag, as: "bag")
            bag = nil
        }
    }

    /// Lets go of everything the program made, as an app tearing a screen down would.
    func dropEverything() {
        for slot in 0..<FuzzStep.slots {
            for step in [FuzzStep.dropValue(slot: slot), .dropButton(slot: slot), .dropFlag(slot: slot)] {
                run(step)
            }
            run(.dropSwitch(slot: slot))
            run(.dropLabel(slot: slot))
        }
        run(.dropBag)
        run(.dropSource)
    }

    private func observe(_ value: ObservableValue<Int>, _ kind: FuzzStep.ValueObserver) {
        let id = tokens.count
        let log = self.log
        switch kind {
        case .plain:
            tokens.append(value.observe { log.lines.append("v\(id):\($0)") })
        case .bound:
            tokens.append(value.bind { log.lines.append("v\(id):\($0)") })
        case .reentrant:
            tokens.append(
                value.observe { [weak value] newValue in
                    log.lines.append("v\(id):\(newValue)")
                    if newValue % 2 == 1, newValue < 40 { value?.value = newValue + 1 }
                })
        case .selfCancelling:
            let box = TokenBox()
            box.token = value.observe { newValue in
                log.lines.append("v\(id):\(newValue)")
                if newValue % 3 == 0 { box.token.cancel() }
            }
            tokens.append(box.token)
        }
    }

    private static func stream(_ stream: EventStream<Int>, through chain: FuzzStep.Chain) -> EventStream<Int> {
        switch chain {
        case .identity: stream
        case .tripled: stream.map { $0 * 3 }
        case .oddOnly: stream.filter { $0 % 2 == 1 }
        case .distinct: stream.distinctUntilChanged()
        case .mod4Distinct: stream.map { $0 % 4 }.distinctUntilChanged()
        case .runningSum: stream.scan(0, +)
        }
    }

    private func drop(_ object: AnyObject?, as what: String) {
        if let object { dropped.append((what, WeakReference(object))) }
    }
}
