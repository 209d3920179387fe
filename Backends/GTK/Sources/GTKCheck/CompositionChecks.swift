import CGtk4
import ObserverKit
import ObserverKitGTK

/// Composed text in a real window: a dead key and a letter typed with xdotool compose "é" through GTK's input
/// method, a value set from code during the composition waits, the bound value never sees the pre-edit,
/// and the commit wins, written once.
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
        window.close()
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

/// Every state a value showed, in order.
@MainActor
private final class ValuesSeen {
    var values: [String] = []
}
