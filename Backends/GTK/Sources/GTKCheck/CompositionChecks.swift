import CGtk4
import ObserverKit
import ObserverKitGTK

/// Composed text in a real window: a dead key and a letter typed with xdotool compose "é" through GTK's input
/// method, a value set from code during the composition waits, the bound value never sees the pre-edit,
/// and the commit wins, written once; a binding made during a composition drops it, and Escape abandons one.
@MainActor
enum CompositionChecks {
    static func run(_ checks: Checks) {
        let field = ObserverKitGTK.ObservableTextField()
        let window = Window(title: "ObserverKit GTK composition", width: 360, height: 160, holding: [field])
        let id = window.presentedOnX { field.bounds.width > 0 }

        let name = ObservableValue("")
        field.bind(name)
        let seen = ValuesSeen()
        name.bind(to: seen) { seen, value in seen.values.append(value) }
        window.click(field, x: 20, on: id, settle: .zero)
        XDoTool.type("caf")
        XDoTool.key("dead_acute")
        checks.expect(
            field.markedText != nil && field.bindingHold == .composition && field.text == "caf",
            "a dead key starts a pre-edit, kept out of the text",
            "marked \(String(describing: field.markedText)), text \(field.text)")
        name.value = "code"
        let seenBeforeCommit = seen.values.count
        checks.expect(
            field.text == "caf" && field.markedText != nil, "a value set during the composition waits",
            "text \(field.text), marked \(String(describing: field.markedText))")
        XDoTool.key("e")
        checks.expect(
            field.text == "café" && field.markedText == nil && name.value == "café",
            "the composed \"é\" is committed, and the commit wins over the value set meanwhile",
            "text \(field.text), value \(name.value)")
        checks.expect(
            Array(seen.values.dropFirst(seenBeforeCommit)) == ["café"],
            "the commit writes the value once, with the committed text (not the text before it, then it)",
            "\(seen.values)")
        checks.expect(
            !seen.values.contains { $0.contains("´") }, "no pre-edit ever reached the value", "\(seen.values)")
        checkCaret(field, checks)
        checkRebinding(field, name, checks)
        checkCancel(field, checks)
        checkReturnCommits(field, checks)
        checkTextSetOverHeldDeletion(field, checks)
        checkFocusLeavingOverHeldDeletion(field, checks)
        window.close()
    }

    /// Return during a composition is the input method's: it commits the pre-edit and does nothing else (no
    /// editingDidEndOnExit), as headless `pressReturn()` does; the next Return is the field's.
    static func checkReturnCommits(_ field: ObserverKitGTK.ObservableTextField, _ checks: Checks) {
        var exits = 0
        let token = field.addObserver(for: .editingDidEndOnExit) { _ in exits += 1 }
        startHexComposition(checks) { field.markedText }
        XDoTool.key("Return")
        checks.expect(
            field.markedText == nil && field.text.hasSuffix("è") && exits == 0,
            "Return during a composition commits it and sends no editingDidEndOnExit",
            "text \(field.text), marked \(String(describing: field.markedText)), exits \(exits)")
        XDoTool.key("Return")
        checks.expect(exits == 1, "the next Return is the field's: editingDidEndOnExit", "exits \(exits)")
        token.cancel()
    }

    /// Ctrl+Shift+U and hex digits: GTK's simple input method's pre-edit ("ue8" for è), as a dead key's.
    static func startHexComposition(_ checks: Checks, marked: () -> String?) {
        XDoTool.key("ctrl+shift+u")
        XDoTool.type("e8")
        checks.expect(
            marked() == "ue8", "Ctrl+Shift+U e 8 shows the pre-edit \"ue8\"", "\(String(describing: marked()))")
    }

    /// Bound to another value during a composition, the field shows that value, as text set from code, which
    /// drops the pre-edit as on headless (`text` set ends the composition): the key that would have committed it
    /// types anew, and neither value ever gets "è".
    static func checkRebinding(
        _ field: ObserverKitGTK.ObservableTextField, _ name: ObservableValue<String>, _ checks: Checks
    ) {
        let before = name.value
        let other = ObservableValue("new")
        startHexComposition(checks) { field.markedText }
        field.bind(other)
        checks.expect(
            field.markedText == nil && field.bindingHold == nil && field.text == "new" && other.value == "new",
            "bound during a composition, the field shows the new value and the pre-edit is dropped",
            "marked \(String(describing: field.markedText)), text \(field.text), value \(other.value)")
        XDoTool.key("space")
        checks.expect(
            !field.text.contains("è") && other.value == field.text && name.value == before,
            "the key that would have committed types anew; no value gets the dropped pre-edit",
            "text \(field.text), new value \(other.value), old value \(name.value)")
    }

    /// Escape abandons a composition: the text stays as it was, and the user's text wins over a value set
    /// meanwhile, as headless `setMarkedText("")` does.
    static func checkCancel(_ field: ObserverKitGTK.ObservableTextField, _ checks: Checks) {
        let value = ObservableValue("")
        field.bind(value)
        let text = field.text
        startHexComposition(checks) { field.markedText }
        value.value = "set meanwhile"
        XDoTool.key("Escape")
        checks.expect(
            field.markedText == nil && field.text == text && value.value == text,
            "Escape abandons the composition: the text stays, and is written over the value set meanwhile",
            "text \(field.text), value \(value.value)")
    }

    /// The binding's write-back of the text the field already shows never touches the field: typing in the
    /// middle of the text leaves the caret after what was typed.
    static func checkCaret(_ field: ObserverKitGTK.ObservableTextField, _ checks: Checks) {
        let editable = OpaquePointer(field.widget)
        XDoTool.key("End")
        XDoTool.key("Left")
        XDoTool.type("x")
        let caret = gtk_editable_get_position(editable)
        checks.expect(
            field.text == "cafxé" && caret == 4, "typing mid-text is written back without moving the caret",
            "text \(field.text), caret \(caret)")
    }
}
