import CGtk4
import ObserverKit
import ObserverKitGTK

extension WindowActivationEditingChecks {
    /// What ends editing, done while the control's window is inactive (another app's window `away` focused): each
    /// ends it once, and the window active again reports nothing more. `second`, the X id of a second window of the
    /// app, takes the focus back when the control's window is closed.
    static func checkEnding(_ checks: Checks, away: String, second: String) {
        guard let scene = WindowActivationScene(title: "ObserverKit GTK window activation, ending", checks) else {
            return
        }
        for subject in scene.subjects {
            checkEnding(subject, in: scene, away: away, "resignFirstResponder()", checks) {
                _ = subject.responder.resignFirstResponder()
            }
            var otherLog: [String] = []
            let otherToken = scene.other.addObserver(for: [.editingDidBegin, .editingDidEnd]) { action in
                if case .editingDidBegin = action { otherLog.append("begin") } else { otherLog.append("end") }
            }
            var otherBegan: [String] = []
            checkEnding(subject, in: scene, away: away, "another text field's becomeFirstResponder()", checks) {
                _ = scene.other.becomeFirstResponder()
                otherBegan = otherLog
            }
            checks.expect(
                otherBegan == ["begin"] && otherLog == ["begin"],
                "\(subject.name): the text field that becomes first responder while the window is inactive begins"
                    + " editing at once, and not again when the window is active again",
                "at once \(otherBegan), then \(otherLog)")
            otherToken.cancel()
            checkEnding(subject, in: scene, away: away, "the control disabled", checks) {
                subject.setEnabled(false)
            }
            subject.setEnabled(true)
        }
        for subject in scene.subjects {
            checkEnding(subject, in: scene, away: away, "the control removed from its window", checks) {
                gtk_box_remove(
                    UnsafeMutablePointer(OpaquePointer(gtk_widget_get_parent(subject.placed))), subject.placed)
            }
        }
        scene.window.close()
        for index in scene.subjects.indices {
            guard let closing = WindowActivationScene(title: "ObserverKit GTK window activation, \(index)", checks)
            else { return }
            checkEnding(closing.subjects[index], in: closing, away: away, "its window closed", back: second, checks) {
                closing.window.close()
            }
        }
        checkWindowMadeInCodeClosed(checks, away: away, back: second)
    }

    /// A text field in a window made in code (which ``Window/close()`` disposes, its widgets' handlers with it),
    /// focused and typed into, the window closed while inactive: editing ends once.
    static func checkWindowMadeInCodeClosed(_ checks: Checks, away: String, back: String) {
        let field = ObserverKitGTK.ObservableTextField()
        // GTK focuses a window's first control as it opens: a button, so that the click on the field begins.
        let start = ObserverKitGTK.ObservableButton(label: "Start")
        let window = Window(
            title: "ObserverKit GTK window activation, made in code", width: 300, height: 140, holding: [start, field])
        let id = window.presentedOnX { field.bounds.width > 0 }
        focus(id)
        var log: [String] = []
        let token = field.addObserver(for: [.editingDidBegin, .editingDidEnd]) { action in
            if case .editingDidBegin = action { log.append("begin") } else { log.append("end") }
        }
        window.click(field, on: id)
        focus(away)
        let before = log
        window.close()
        let ended = log
        focus(back)
        checks.expect(
            before == ["begin"] && ended == ["begin", "end"] && log == ended && !field.isFirstResponder,
            "a text field in a window made in code: the window closed while inactive ends editing, once",
            "before \(before), closed \(ended), then \(log), first responder \(field.isFirstResponder)")
        token.cancel()
    }

    /// `subject` focused and typed into ("a"), its window left for another app's window `away`, then `end` (named
    /// `name`) done: editing ends once, at once, and the window `back` (an X id; the subject's, by default) active again
    /// reports nothing more.
    static func checkEnding(
        _ subject: EditingSubject, in scene: WindowActivationScene, away: String, _ name: String, back: String? = nil,
        _ checks: Checks, _ end: () -> Void
    ) {
        let value = ObservableValue("")
        let binding = subject.bind(value)
        focus(scene.id)
        var log: [String] = []
        // GTK gives the focus of a window whose focus widget went to its first control when it is active again:
        // the button takes it first, so that the click on the subject begins its editing.
        scene.window.click(scene.elsewhere, on: scene.id)
        let token = subject.observe { log.append($0) }
        scene.window.click(widget: subject.widget, on: scene.id)
        XDoTool.type("a")
        focus(away)
        end()
        let ended = log
        let isFirst = subject.responder.isFirstResponder
        GTKApplication.run(for: .milliseconds(100))
        focus(back ?? scene.id)
        checks.expect(
            ended == ["begin", "changed a", "end"] && !isFirst,
            "\(subject.name): \(name) while its window is inactive ends editing, once",
            "reports \(ended), first responder \(isFirst)")
        checks.expect(
            log == ended,
            "\(subject.name): \(name) while its window is inactive, the app active again reports nothing"
                + " more", "reports \(log)")
        token.cancel()
        binding.cancel()
    }
}
