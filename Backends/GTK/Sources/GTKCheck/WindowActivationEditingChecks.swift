import CGtk4
import ObserverKit
import ObserverKitGTK

/// A text control editing while its window stops being active and becomes active again, with real input: the six
/// text controls (``WindowActivationScene``) focused by a click and typed into, then another app's window focused
/// (xdotool's `windowfocus`, as a person clicking it) or a second window of the app, and back. As UIKit's first
/// responder across an app or key-window change, the control keeps editing: nothing is reported, it stays first
/// responder, and typing goes on (GTK reports the window's deactivation as a focus leave, and its reactivation as
/// a focus enter). What does end editing still ends it while the window is inactive, once
/// (``checkEnding(_:in:away:)``).
@MainActor
enum WindowActivationEditingChecks {
    static func run(_ checks: Checks) {
        guard let other = OtherApp.start() else {
            checks.expect(false, "gtk-check runs itself again as another app with a window")
            return
        }
        defer { OtherApp.stop(other.process) }
        let second = Window(
            title: "ObserverKit GTK window activation, second window", width: 240, height: 100,
            holding: [ObserverKitGTK.ObservableButton(label: "Second")])
        let secondID = second.presentedOnX()
        let away = [(other.window, "another app's window"), (secondID, "a second window of the app")]
        guard let scene = WindowActivationScene(title: "ObserverKit GTK window activation", checks) else { return }
        for subject in scene.subjects {
            for (id, name) in away {
                checkAway(subject, in: scene, to: (id, name), checks)
            }
        }
        checkComposition(in: scene, away: other.window, checks)
        scene.window.close()
        checkEnding(checks, away: other.window, second: secondID)
        second.close()
    }

    /// Whether `window` is GTK's active window (it has the keyboard focus of the X server).
    static func isActive(_ window: Window) -> Bool {
        gtk_window_is_active(UnsafeMutablePointer(OpaquePointer(window.widget))) != 0
    }

    /// Gives the X window `id` the keyboard focus, as a person clicking it, and lets GTK handle it.
    static func focus(_ id: String) {
        XDoTool.run(["windowfocus", "--sync", id])
        GTKApplication.run(for: .milliseconds(100))
    }

    /// `subject` focused and typed into ("a"), its window left for `away`, then back, and "b" typed: nothing is
    /// reported while the window is inactive or as it becomes active again, the control stays first responder,
    /// and the typing after goes on into the text and the bound value.
    static func checkAway(
        _ subject: EditingSubject, in scene: WindowActivationScene, to away: (id: String, name: String),
        _ checks: Checks
    ) {
        let session = EditingSession(subject, in: scene)
        focus(away.id)
        let whileAway = session.log
        let isFirstWhileAway = subject.responder.isFirstResponder
        let isInactive = !isActive(scene.window)
        focus(scene.id)
        let onReturn = session.log
        let isFirstOnReturn = subject.responder.isFirstResponder
        XDoTool.type("b")
        scene.window.click(scene.elsewhere, on: scene.id)
        checks.expect(
            isInactive && whileAway == ["begin", "changed a"] && isFirstWhileAway,
            "\(subject.name): its window inactive (\(away.name) focused), it reports nothing and stays first responder",
            "window inactive \(isInactive), reports \(whileAway), first responder \(isFirstWhileAway)")
        checks.expect(
            onReturn == ["begin", "changed a"] && isFirstOnReturn,
            "\(subject.name): its window active again (from \(away.name)), it reports nothing and is first responder",
            "reports \(onReturn), first responder \(isFirstOnReturn)")
        checks.expect(
            session.log == ["begin", "changed a", "changed ab", "end"] && session.value.value == "ab",
            "\(subject.name): back from \(away.name), typing goes on (text and bound value); the click elsewhere ends"
                + " editing once",
            "reports \(session.log), value \(session.value.value)")
        session.end()
    }
}
