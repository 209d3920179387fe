import CGtk4
import ObserverKitGTK

/// A key held down on a focused control, the X server repeating it: one activation per press of a key, as on the
/// headless backend and UIKit (whose `pressesBegan` comes once, however long the key is held). GTK delivers each
/// repeat as a further press (and GtkButton emits `activate` for each); a repeat of a key already down activates
/// nothing, a different key or the same key after its release does.
extension KeyScript {
    /// Space held on `button` (focused), then Return held: one primaryActionTriggered per press of a key. GTK's
    /// own handling stays as GTK has it: the app's own `clicked` handler hears a click for each `activate` GTK
    /// emits, which is once per press it takes (it takes none during its 250 ms pressed look), so a held key
    /// clicks the button again every time a repeat comes after that look.
    func checkHeldButton(_ button: ObservableButton, _ log: OriginLog) {
        var activates = 0
        var clicks = 0
        let activating = try? WidgetSignal.observe("activate", on: button.widget) { activates += 1 }
        let clicking = try? WidgetSignal.observe("clicked", on: button.widget) { clicks += 1 }
        defer {
            activating?.cancel()
            clicking?.cancel()
        }
        let space = log.entries(holding: "space", on: button.widget)
        checks.expect(
            space.presses > 1 && space.entries == ["primaryActionTriggered keyboard"],
            "Space held on \(name) button, the X server repeating it, sends primaryActionTriggered once",
            "\(space.presses) presses: \(space.entries)")
        checks.expect(
            activates >= 1 && clicks == activates,
            "GTK's own handling of the held Space is GTK's: the app's clicked handler hears a click per activate",
            "\(space.presses) presses, \(activates) activate, \(clicks) clicked")
        let enter = log.entries(holding: "Return", on: button.widget)
        checks.expect(
            enter.presses > 1 && enter.entries == ["primaryActionTriggered keyboard"],
            "Return held on \(name) button, after Space's release, sends primaryActionTriggered once",
            "\(enter.presses) presses: \(enter.entries)")
    }

    /// Space, then Return, held on `toggle` (focused): each toggles it once, one keyboard ``step`` (Return is an
    /// activation key the switch takes from GtkSwitch too); then Space held with Return pressed meanwhile: Return
    /// is a press of its own, which toggles it back.
    func checkHeldSwitch(_ toggle: ObservableSwitch, _ log: OriginLog) {
        for (key, spelled) in [("space", "Space"), ("Return", "Return")] {
            let wasOn = toggle.isOn
            let held = log.entries(holding: key, on: toggle.widget)
            checks.expect(
                held.presses > 1 && held.entries == Self.step && toggle.isOn != wasOn,
                "\(spelled) held on \(name) switch toggles it once: valueChanged, then primaryActionTriggered",
                "\(held.presses) presses: \(held.entries), isOn \(toggle.isOn) (was \(wasOn))")
        }
        let before = toggle.isOn
        let both = log.entries(holding: "space", on: toggle.widget) { XDoTool.key("Return") }
        checks.expect(
            both.entries == Self.step + Self.step && toggle.isOn == before,
            "Return pressed while Space is held on \(name) switch is a press of its own: Space and Return toggle it",
            "\(both.presses) presses: \(both.entries), isOn \(toggle.isOn) (was \(before))")
    }
}
