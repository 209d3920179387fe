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
}
