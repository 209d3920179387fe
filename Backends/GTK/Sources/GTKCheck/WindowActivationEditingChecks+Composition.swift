import CGtk4
import ObserverKit
import ObserverKitGTK

extension WindowActivationEditingChecks {
    /// A composition (a dead key, ´, after "a") shown when the window stops being active: as UIKit's marked text
    /// across an app switch, the pre-edit stays, and so does the binding's hold (a value set meanwhile waits);
    /// back in the window, the next key completes it ("é"), and the user's text is written to the value. Then the
    /// same composition with `resignFirstResponder()` while the window is inactive, which drops it as the focus
    /// leaves (``checkCompositionEnding(_:in:away:_:)``).
    static func checkComposition(in scene: WindowActivationScene, away: String, _ checks: Checks) {
        for subject in scene.subjects {
            let session = EditingSession(subject, in: scene)
            XDoTool.key("dead_acute")
            let marked = subject.markedText()
            focus(away)
            session.value.value = "meanwhile"
            let whileAway = (marked: subject.markedText(), text: subject.text(), log: session.log)
            focus(scene.id)
            let markedBack = subject.markedText()
            XDoTool.type("e")
            let after = (text: subject.text(), value: session.value.value, log: session.log)
            scene.window.click(scene.elsewhere, on: scene.id)
            checks.expect(
                marked == "´" && whileAway.marked == "´" && whileAway.text == "a"
                    && whileAway.log == ["begin", "changed a"]
                    && markedBack == "´",
                "\(subject.name): a composition stays while its window is inactive and after; a value set meanwhile"
                    + " waits",
                "marked \(marked ?? "nil"), away \(whileAway.marked ?? "nil") with text \(whileAway.text) and reports"
                    + " \(whileAway.log), back \(markedBack ?? "nil")")
            checks.expect(
                after.text == "aé" && after.value == "aé"
                    && session.log == ["begin", "changed a", "changed aé", "end"],
                "\(subject.name): back in its window, the next key completes the composition, and the text is"
                    + " written over the value set meanwhile",
                "text \(after.text), value \(after.value), reports \(session.log)")
            session.end()
            checkCompositionEnding(subject, in: scene, away: away, checks)
        }
    }

    /// A composition shown when the window stops being active, then `resignFirstResponder()` while it is inactive:
    /// the pre-edit is dropped as the focus leaves (before the end of editing), the text stays and is written over
    /// a value set meanwhile, and the window active again reports nothing more.
    static func checkCompositionEnding(
        _ subject: EditingSubject, in scene: WindowActivationScene, away: String, _ checks: Checks
    ) {
        let session = EditingSession(subject, in: scene)
        XDoTool.key("dead_acute")
        focus(away)
        session.value.value = "meanwhile"
        _ = subject.responder.resignFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        let ended = (marked: subject.markedText(), text: subject.text(), value: session.value.value, log: session.log)
        focus(scene.id)
        checks.expect(
            ended.marked == nil && ended.text == "a" && ended.value == "a"
                && ended.log == ["begin", "changed a", "end"]
                && session.log == ended.log,
            "\(subject.name): resignFirstResponder() while its window is inactive drops a composition and ends"
                + " editing once; the text is written over the value set meanwhile",
            "marked \(ended.marked ?? "nil"), text \(ended.text), value \(ended.value), reports \(ended.log), then"
                + " \(session.log)")
        session.end()
    }
}
