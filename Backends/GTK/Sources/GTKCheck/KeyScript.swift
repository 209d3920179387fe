import ObserverKitGTK

/// The keys every keyboard check presses with xdotool, on a control made in code or adopted from a `.ui`
/// (KeyboardChecks, AdoptedKeyboardChecks), as PointerGestureScript is for the pointer: both kinds run one wiring
/// routine, so each must send the same events from the keyboard.
@MainActor
struct KeyScript {
    let checks: Checks
    /// What the controls are, in the check names: "a focused", "an adopted .ui".
    let name: String

    /// The events of one keyboard step of a value control: valueChanged, then primaryActionTriggered.
    static let step = ["valueChanged keyboard", "primaryActionTriggered keyboard"]

    /// Space, then Return, on `button`, logged by `log`: each sends primaryActionTriggered from the keyboard and
    /// no touch event. Returns what Space sent.
    @discardableResult
    func checkButton(_ button: ObservableButton, _ log: OriginLog) -> [String] {
        let space = log.entries(pressing: "space", on: button.widget)
        checks.expect(
            space == ["primaryActionTriggered keyboard"],
            "Space on \(name) button sends primaryActionTriggered from the keyboard and no touch event", "\(space)")
        let enter = log.entries(pressing: "Return", on: button.widget)
        checks.expect(
            enter == ["primaryActionTriggered keyboard"], "Return on \(name) button does the same", "\(enter)")
        return space
    }

    /// Space on `toggle` (off), logged by `log`: it is on, after one keyboard ``step``.
    func checkSwitch(_ toggle: ObservableSwitch, _ log: OriginLog) {
        let space = log.entries(pressing: "space", on: toggle.widget)
        checks.expect(
            space == Self.step && toggle.isOn,
            "Space on \(name) switch toggles it: valueChanged, then primaryActionTriggered, from the keyboard",
            "\(space), isOn \(toggle.isOn)")
    }
}
