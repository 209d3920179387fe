import CGtk4
import ObserverKitGTK

/// A key pressed on a focused button and released while a window of another app has the keyboard focus (xdotool's
/// `windowfocus`, as a person clicking another app's window): the release goes to that app, and the app forgets
/// the key when it loses the focus (GTK's `is-active`), so the key's next press, the focus back, activates.
extension HeldKeyChecks {
    static func checkReleaseInAnotherApp(_ checks: Checks) {
        let play = ObserverKitGTK.ObservableButton(label: "Play")
        let window = Window(title: "ObserverKit GTK key released elsewhere", width: 300, height: 160, holding: [play])
        let id = window.presentedOnX { play.bounds.width > 0 }
        guard let other = OtherApp.start() else {
            checks.expect(false, "gtk-check runs itself again as another app with a window")
            window.close()
            return
        }
        defer { OtherApp.stop(other.process) }
        XDoTool.run(["windowfocus", "--sync", id])
        gtk_widget_grab_focus(play.widget)
        let log = OriginLog(play)
        XDoTool.run(["keydown", "space"])
        let pressed = log.entries
        XDoTool.run(["windowfocus", "--sync", other.window])
        let isActiveElsewhere = gtk_window_is_active(UnsafeMutablePointer(OpaquePointer(window.widget))) != 0
        XDoTool.run(["keyup", "space"])
        XDoTool.run(["windowfocus", "--sync", id])
        let again = log.entries(pressing: "space", on: play.widget)
        checks.expect(
            pressed == ["primaryActionTriggered keyboard"] && !isActiveElsewhere
                && again == ["primaryActionTriggered keyboard"],
            "Space released while another app has the focus: its next press, the focus back, activates the button",
            "pressed \(pressed), active while elsewhere \(isActiveElsewhere), next press \(again)")
        window.close()
    }

    /// HeldKeys: "a focus moving from one window of the app to another keeps them" (the keys down): Space pressed
    /// on a button, then the focus given to another window of the app while Space is still held; the repeats
    /// that window receives activate nothing there.
    static func checkHeldIntoAnotherWindow(_ checks: Checks) {
        let play = ObserverKitGTK.ObservableButton(label: "Play")
        let stop = ObserverKitGTK.ObservableButton(label: "Stop")
        let first = Window(title: "ObserverKit GTK key held, first window", width: 300, height: 160, holding: [play])
        let second = Window(title: "ObserverKit GTK key held, second window", width: 300, height: 160, holding: [stop])
        let firstID = first.presentedOnX { play.bounds.width > 0 }
        let secondID = second.presentedOnX { stop.bounds.width > 0 }
        XDoTool.run(["windowfocus", "--sync", firstID])
        gtk_widget_grab_focus(play.widget)
        gtk_widget_grab_focus(stop.widget)
        let playLog = OriginLog(play)
        let stopLog = OriginLog(stop)
        KeyPressCount.watch(second.widget)
        KeyPressCount.presses = 0
        XDoTool.run(["keydown", "space"])
        GTKApplication.run(for: .milliseconds(100))
        XDoTool.run(["windowfocus", "--sync", secondID])
        GTKApplication.run(for: .milliseconds(1200))
        let repeats = KeyPressCount.presses
        XDoTool.run(["keyup", "space"])
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            playLog.entries == ["primaryActionTriggered keyboard"] && repeats > 1 && stopLog.entries.isEmpty,
            "Space held while the focus moves to another window of the app: its repeats there activate nothing",
            "first window \(playLog.entries), \(repeats) presses in the second, second window \(stopLog.entries)")
        let again = stopLog.entries(pressing: "space", on: stop.widget)
        checks.expect(
            again == ["primaryActionTriggered keyboard"], "Space pressed again in the second window activates",
            "\(again)")
        first.close()
        second.close()
    }
}
