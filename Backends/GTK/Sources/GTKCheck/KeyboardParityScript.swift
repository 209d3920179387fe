/// One random keyboard script of the keyboard parity checks: steps of real keys (Space, Return, the keypad's
/// Enter: a tap, a key held past the X server's auto-repeat delay, two keys held together), the focus moved (GTK's
/// `grab_focus` or Tab), a key pressed during a pointer press and the other way round, the control disabled or
/// enabled between steps or while a key or the pointer is down, values set from code and through the bound
/// `ObservableValue`, and one-shot observers that set the value or the bound value, or disable the control, from
/// inside a delivery. Made by ``init(seed:targets:states:)`` with ``SplitMix64``, so a failure names its seed and
/// the script plays again from it.
///
/// ```swift
/// let script = KeyboardParityScript(seed: 7, targets: 2, states: 3)
/// print(script)   // "seed 7, state 1: [focus 1] [down space, up space, settle] [bound 2] …"
/// ```
struct KeyboardParityScript: CustomStringConvertible {
    /// One thing a step does, as real input (or code) on the GTK control and as the headless calls for it.
    enum Action: Equatable, CustomStringConvertible {
        /// `gtk_widget_grab_focus` on focus target `index` (the control, or the stepper's "−" and "+").
        case focus(Int)
        /// Tab, or Shift+Tab: GTK moves the focus in the window's order.
        case tab(backward: Bool)
        /// The key goes down (an activation of what has the focus, if it is the control).
        case keyDown(String)
        /// The key comes up.
        case keyUp(String)
        /// The main loop runs this long (milliseconds); a key down meanwhile repeats past the X server's delay.
        case wait(Int)
        /// The main loop runs as long as the kind needs for a keyboard activation to end (a GtkButton's pressed
        /// look: ``KeyboardParitySubject/settle``).
        case settle
        /// The pointer moves to focus target `index`'s centre and its primary button goes down there.
        case pointerDown(Int)
        /// The primary button comes up where the pointer is.
        case pointerUp
        /// `isEnabled` set on both controls.
        case setEnabled(Bool)
        /// The control's value set from code to initial state `index`'s value.
        case setValue(Int)
        /// The bound `ObservableValue` set to state `index`'s value.
        case setBound(Int)
        /// An observer of `event` that, the first time it runs, does `shot` and cancels itself.
        case once(Event, OneShot)

        var description: String {
            switch self {
            case .focus(let index): "focus \(index)"
            case .tab(let backward): backward ? "shift+Tab" : "Tab"
            case .keyDown(let key): "down \(key)"
            case .keyUp(let key): "up \(key)"
            case .wait(let milliseconds): "wait \(milliseconds)"
            case .settle: "settle"
            case .pointerDown(let index): "press \(index)"
            case .pointerUp: "release"
            case .setEnabled(let enabled): "enabled \(enabled)"
            case .setValue(let index): "value \(index)"
            case .setBound(let index): "bound \(index)"
            case .once(let event, let shot): "once \(event.rawValue): \(shot)"
            }
        }
    }

    /// The events a one-shot observer waits for.
    enum Event: String, CaseIterable {
        case valueChanged, primaryActionTriggered, touchDown
    }

    /// What a one-shot observer does from inside the delivery.
    enum OneShot: Equatable, CustomStringConvertible {
        case setValue(Int), setBound(Int), disable

        var description: String {
            switch self {
            case .setValue(let index): "value \(index)"
            case .setBound(let index): "bound \(index)"
            case .disable: "disable"
            }
        }
    }

    /// The keys a script presses: those GTK binds to a button's `activate` and the switch takes (GtkSwitch's
    /// activation keys), each a keyboard activation on the headless backend.
    static let keys = ["space", "Return", "KP_Enter"]

    /// How long a step that pressed the pointer waits after it (milliseconds): past the double-tap interval
    /// (`TouchTracker.defaultDoubleTapInterval`, 350 ms), so that the next press is not a repeat on either backend,
    /// whose clocks both run in real time here (the headless control's `MainScheduler`).
    static let pastDoubleTap = 400

    let seed: UInt64
    /// The initial state, an index into the kind's values (0 for a button, which has none).
    let initialState: Int
    /// The steps, each a list of actions; both backends are compared after every action.
    let steps: [[Action]]

    var description: String {
        "seed \(seed), state \(initialState): "
            + steps.map { "[" + $0.map(\.description).joined(separator: ", ") + "]" }.joined(separator: " ")
    }

    /// The script of `seed` for a control with `targets` focus targets and `states` values (0 for a button: no
    /// value steps, and its one-shot observers only disable it).
    init(seed: UInt64, targets: Int, states: Int) {
        var random = SplitMix64(seed: seed)
        self.seed = seed
        initialState = random.below(max(states, 1))
        func key() -> String { Self.keys[random.below(Self.keys.count)] }
        func target() -> Int { random.below(max(targets, 1)) }
        func state() -> Int { random.below(max(states, 1)) }
        var steps: [[Action]] = [[.focus(target())]]
        for _ in 0..<random.int(in: 4...7) {
            let kinds = states > 0 ? 12 : 10
            switch random.below(kinds) {
            case 0:
                steps.append(random.below(2) == 0 ? [.focus(target())] : [.tab(backward: random.below(2) == 0)])
            case 1, 2:
                let pressed = key()
                steps.append([.keyDown(pressed), .keyUp(pressed), .settle])
            case 3:
                // Held past the X server's auto-repeat delay (660 ms on Xvfb): GTK delivers repeats; or held while
                // the focus moves (to the stepper's other half, say), where its repeats then go.
                let held = key()
                if random.below(2) == 0 {
                    steps.append([.keyDown(held), .wait(1000), .keyUp(held), .settle])
                } else {
                    steps.append([.keyDown(held), .settle, .focus(target()), .wait(900), .keyUp(held), .settle])
                }
            case 4:
                // Two keys held together; the second goes down once the first's activation has ended, and is
                // held on past the repeat delay or not; either comes up first.
                let first = key()
                let others = Self.keys.filter { $0 != first }
                let second = others[random.below(others.count)]
                let held = random.below(2) == 0 ? 0 : 900
                let ups = random.below(2) == 0 ? [first, second] : [second, first]
                let downs: [Action] = [.keyDown(first), .settle, .keyDown(second), .wait(held)]
                let releases: [Action] = ups.map { Action.keyUp($0) }
                steps.append(downs + releases + [.settle])
            case 5:
                // A key pressed during a pointer press, released before the pointer, or after it (held on past the
                // repeat delay or not: its repeats once the touch has ended are still that ignored press's).
                let pressed = key()
                let ups: [Action] =
                    random.below(2) == 0
                    ? [.pointerUp, .wait(random.below(2) == 0 ? 0 : 900), .keyUp(pressed)]
                    : [.keyUp(pressed), .pointerUp]
                steps.append([.pointerDown(target()), .keyDown(pressed)] + ups + [.wait(Self.pastDoubleTap)])
            case 6:
                // The pointer pressed while a key is down, released before or after the key.
                let pressed = key()
                let ups: [Action] =
                    random.below(2) == 0 ? [.pointerUp, .keyUp(pressed)] : [.keyUp(pressed), .pointerUp]
                steps.append([.keyDown(pressed), .settle, .pointerDown(target())] + ups + [.wait(Self.pastDoubleTap)])
            case 7:
                steps.append([.setEnabled(random.below(3) != 0)])
            case 8:
                // Disabled while a key is down (and enabled again and focused while it is still down, its repeats
                // coming), or a key pressed while disabled and the control enabled before its release; or disabled
                // during a pointer press.
                let pressed = key()
                switch random.below(4) {
                case 0:
                    steps.append([.keyDown(pressed), .setEnabled(false), .keyUp(pressed), .setEnabled(true), .settle])
                case 3:
                    steps.append(
                        [
                            .keyDown(pressed), .setEnabled(false), .setEnabled(true), .focus(target()), .wait(900),
                            .keyUp(pressed), .settle,
                        ])
                case 1:
                    steps.append([.setEnabled(false), .keyDown(pressed), .setEnabled(true), .keyUp(pressed), .settle])
                default:
                    steps.append(
                        [
                            .pointerDown(target()), .setEnabled(false), .pointerUp, .setEnabled(true),
                            .wait(Self.pastDoubleTap),
                        ])
                }
            case 9:
                // A one-shot observer, then a key that may fire it (or a later step does).
                let events: [Event] = states > 0 ? Event.allCases : [.primaryActionTriggered, .touchDown]
                let event = events[random.below(events.count)]
                let shot: OneShot =
                    states > 0
                    ? [OneShot.setValue(state()), .setBound(state()), .disable][random.below(3)] : .disable
                let pressed = key()
                steps.append([.once(event, shot), .keyDown(pressed), .keyUp(pressed), .settle])
            case 10:
                steps.append([.setValue(state())])
            default:
                steps.append([.setBound(state())])
            }
        }
        self.steps = steps
    }
}
