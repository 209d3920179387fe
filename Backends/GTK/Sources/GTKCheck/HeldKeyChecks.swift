import CGtk4
import Foundation
import ObserverKitGTK

/// Keys held down on focused controls with the X server's auto-repeat on (``AutoRepeat``): one activation per
/// press of a key on a created button, switch, stepper ("+": one step per press, the project's rule, as
/// UIKit's `autorepeat` is the touch's) and segment, and on an adopted `.ui` button and switch, which run the same wiring; a
/// held Space whose activation moves the focus to another button does not activate that one with its repeats; a
/// key released while another app has the focus activates again on its next press.
@MainActor
enum HeldKeyChecks {
    static func run(_ checks: Checks) {
        let autoRepeat = AutoRepeat.ensureOn()
        checks.expect(autoRepeat.isOn, "the X server repeats a held key (xset q)", autoRepeat.report)
        let play = ObserverKitGTK.ObservableButton(label: "Play")
        let next = ObserverKitGTK.ObservableButton(label: "Next")
        let volume = ObserverKitGTK.ObservableStepper()
        let shuffle = ObserverKitGTK.ObservableSwitch()
        let mode = ObserverKitGTK.ObservableSegmentedControl(items: ["Songs", "Albums"])
        let window = Window(
            title: "ObserverKit GTK held keys", width: 360, height: 320, holding: [play, next, volume, shuffle, mode])
        let id = window.presentedOnX { play.bounds.width > 0 && volume.bounds.width > 0 }
        // With no window manager, X sends keys to the window under the pointer.
        window.movePointer(to: play, x: play.bounds.width / 2, y: -6, on: id)
        KeyPressCount.watch(window.widget)

        let keys = KeyScript(checks: checks, name: "a focused")
        let playLog = OriginLog(play)
        keys.checkHeldButton(play, playLog)
        keys.checkHeldSwitch(shuffle, OriginLog(shuffle))

        let volumeLog = OriginLog(volume)
        let plus = gtk_widget_get_last_child(volume.widget)!
        let held = volumeLog.entries(holding: "space", on: plus)
        checks.expect(
            held.presses > 1 && held.entries == KeyScript.step && volume.value == 1,
            "Space held on the stepper's \"+\" steps once: one step per press of a key",
            "\(held.presses) presses: \(held.entries), value \(volume.value)")

        let modeLog = OriginLog(mode)
        let albums = gtk_widget_get_last_child(mode.widget)!
        let segment = modeLog.entries(holding: "space", on: albums)
        checks.expect(
            segment.presses > 1 && segment.entries == KeyScript.step && mode.selectedSegmentIndex == 1,
            "Space held on a segment selects it once: valueChanged, then primaryActionTriggered",
            "\(segment.presses) presses: \(segment.entries), selected \(mode.selectedSegmentIndex)")

        let nextLog = OriginLog(next)
        let moving = play.addObserver(for: .primaryActionTriggered) { _ in next.becomeFirstResponder() }
        let moved = playLog.entries(holding: "space", on: play.widget)
        moving.cancel()
        checks.expect(
            moved.presses > 1 && moved.entries == ["primaryActionTriggered keyboard"] && nextLog.entries.isEmpty,
            "Space held on a button whose activation focuses another: the repeats activate neither",
            "\(moved.presses) presses: Play \(moved.entries), Next \(nextLog.entries)")
        let tapped = nextLog.entries(pressing: "space", on: next.widget)
        checks.expect(
            tapped == ["primaryActionTriggered keyboard"], "Space pressed again after its release activates",
            "\(tapped)")
        window.close()
        checkAdopted(checks)
        checkReleaseInAnotherApp(checks)
        checkHeldIntoAnotherWindow(checks)
    }

    static let title = "ObserverKit GTK adopted held keys"

    /// A `.ui` button and switch, adopted: the same as the created ones.
    static func checkAdopted(_ checks: Checks) {
        let definition = UIDefinition.window(
            title: title, height: 160, spacing: 12,
            children: """
                    <child><object class="GtkButton" id="save"><property name="label">Save</property></object></child>
                    <child><object class="GtkSwitch" id="wifi"><property name="halign">start</property></object></child>
                """)
        guard let builder = try? Builder(string: definition, name: "held.ui"),
            let window = try? builder.window(id: "window"),
            let save = try? builder.control(ObserverKitGTK.ObservableButton.self, id: "save"),
            let wifi = try? builder.control(ObserverKitGTK.ObservableSwitch.self, id: "wifi")
        else {
            checks.expect(false, "a .ui window with a button and a switch is adopted")
            return
        }
        for control: any Widget in [save, wifi] { window.add(control) }
        let id = window.presentedOnX { save.bounds.width > 0 }
        window.movePointer(to: save, x: save.bounds.width / 2, y: -6, on: id)
        KeyPressCount.watch(window.widget)
        let keys = KeyScript(checks: checks, name: "an adopted .ui")
        keys.checkHeldButton(save, OriginLog(save))
        keys.checkHeldSwitch(wifi, OriginLog(wifi))
        window.close()
    }
}
