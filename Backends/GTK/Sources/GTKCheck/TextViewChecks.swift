import CGtk4
import ObserverKitGTK
import ObserverKitHeadless

/// The GTK text view on a real window: focus, typing and Return against the headless text view's actions, a
/// bound value both ways, and composition through GTK's input method (a dead key, then a letter).
@MainActor
enum TextViewChecks {
    static let title = "ObserverKit GTK text view"

    static func run(_ checks: Checks) {
        let notes = ObserverKitGTK.ObservableTextView()
        let other = ObserverKitGTK.ObservableButton(label: "Elsewhere")
        let window = Window(title: title, width: 360, height: 260, holding: [notes, other])
        let id = window.presentedOnX { gtk_widget_get_width(notes.widget) > 0 }
        checks.expect(!id.isEmpty, "the text view window is on the X server")
        let draft = ObservableValue("")
        notes.bind(draft)
        var actions: [TextViewAction] = []
        // GTK focuses the first focusable widget, the text view, when the window opens: move the focus away.
        window.click(other, on: id)
        notes.addObserver { actions.append($0) }

        window.click(notes, on: id)
        XDoTool.type("Hi")
        XDoTool.key("Return")
        let reference = ObserverKitHeadless.ObservableTextView()
        var expected: [TextViewAction] = []
        reference.addObserver { expected.append($0) }
        reference.becomeFirstResponder()
        for character in "Hi" { reference.insertText(String(character)) }
        reference.pressReturn()
        checks.expect(
            actions == expected, "focus, typing and Return send the headless text view's actions", "\(actions)")
        checks.expect(draft.value == "Hi\n", "typing writes the bound value", draft.value)

        actions.removeAll()
        draft.value = "Notes"
        checks.expect(notes.text == "Notes" && actions.isEmpty, "a value set rewrites the text without actions")

        checkComposition(notes, draft, checks, actions: { actions }, clear: { actions.removeAll() })
        checkRebinding(notes, draft, checks)
        checkReturnCommits(notes, checks)

        notes.bind(draft)
        actions.removeAll()
        window.click(other, on: id)
        checks.expect(actions == [.didEndEditing], "a click elsewhere ends editing", "\(actions)")

        // The binding is not one of the view's observers: emptying them leaves it.
        notes.removeObservers()
        let before = draft.value
        window.click(notes, on: id)
        XDoTool.type("!")
        checks.expect(
            draft.value.count == before.count + 1 && draft.value.contains("!") && notes.text == draft.value,
            "removeObservers() leaves the binding: typing still writes the value", draft.value)

        // The binding writes the value before the observers hear didChange, also those added before it.
        var readInObservers: [String] = []
        notes.addObserver { if case .didChange = $0 { readInObservers.append(draft.value) } }
        notes.bind(draft)
        XDoTool.type("?")
        checks.expect(
            !readInObservers.isEmpty && readInObservers.last == notes.text && notes.text == draft.value,
            "an observer added before the binding reads the typed text in the value at didChange",
            "\(readInObservers), text \(notes.text), value \(draft.value)")
        checkNotEditable(notes, focusing: other, in: window, on: id, checks)
        window.close()
    }

    /// `Responder`'s rule, as the headless text view keeps it: becomeFirstResponder() on a text view that is not
    /// editable returns false and changes nothing (no focus, no didBeginEditing); editable again, it begins.
    static func checkNotEditable(
        _ notes: ObserverKitGTK.ObservableTextView, focusing other: ObserverKitGTK.ObservableButton,
        in window: Window, on id: String, _ checks: Checks
    ) {
        window.click(other, on: id)
        notes.isEditable = false
        var actions: [TextViewAction] = []
        notes.addObserver { actions.append($0) }
        let became = notes.becomeFirstResponder()
        checks.expect(
            !became && !notes.isFirstResponder && actions.isEmpty,
            "becomeFirstResponder() on a text view that is not editable returns false and reports nothing",
            "returned \(became), first responder \(notes.isFirstResponder), \(actions)")
        window.click(notes, on: id)
        let clicked = notes.isFirstResponder
        window.click(other, on: id)
        checks.expect(
            actions.isEmpty, "a click on a text view that is not editable begins no editing, and leaving it ends none",
            "focused \(clicked), \(actions)")
        notes.isEditable = true
        checks.expect(
            notes.becomeFirstResponder() && actions == [.didBeginEditing],
            "editable again, becomeFirstResponder() begins editing", "\(actions)")
        actions.removeAll()
        notes.isEditable = false
        notes.isEditable = true
        window.click(other, on: id)
        checks.expect(
            actions == [.didEndEditing],
            "made not editable while editing, the view stays editing until the focus leaves, as headless",
            "\(actions)")
        actions.removeAll()
        notes.isEditable = false
        window.click(notes, on: id)
        notes.isEditable = true
        window.click(other, on: id)
        checks.expect(
            actions == [.didBeginEditing, .didEndEditing],
            "made editable while it holds the focus, the view begins editing", "\(actions)")
    }

    /// A dead acute then e: marked text while composing (not in the text, not in the value), é when committed.
    static func checkComposition(
        _ notes: ObserverKitGTK.ObservableTextView, _ draft: ObservableValue<String>, _ checks: Checks,
        actions: () -> [TextViewAction], clear: () -> Void
    ) {
        let buffer = gtk_text_view_get_buffer(UnsafeMutablePointer(OpaquePointer(notes.widget)))
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_place_cursor(buffer, &end)
        clear()
        XDoTool.key("dead_acute")
        let marked = notes.markedText
        guard marked != nil else {
            print("  composition: GTK's input method shows no preedit for a dead key under this X server")
            checks.expect(false, "a dead key starts composition (marked text)", "no preedit")
            return
        }
        checks.expect(
            notes.text == "Notes" && draft.value == "Notes" && actions().isEmpty,
            "marked text is not in the text, not written to the value, and sends nothing", "\(actions())")
        draft.value = "Typed elsewhere"
        checks.expect(notes.text == "Notes", "a value set while text is marked waits", notes.text)
        XDoTool.key("e")
        checks.expect(
            notes.markedText == nil && notes.text == "Notesé" && draft.value == "Notesé"
                && actions() == [.didChange("Notesé")],
            "the commit ends composition, sends one didChange and wins over the waiting value",
            "\(notes.text), \(draft.value), \(actions())")
    }

    /// Return during a composition (Ctrl+Shift+U e 8) is the input method's: it commits "è" and types no newline,
    /// as headless `pressReturn()` does; the next Return types the newline.
    static func checkReturnCommits(_ notes: ObserverKitGTK.ObservableTextView, _ checks: Checks) {
        let before = notes.text
        CompositionChecks.startHexComposition(checks) { notes.markedText }
        XDoTool.key("Return")
        checks.expect(
            notes.markedText == nil && notes.text == before + "è",
            "Return during a composition commits it and types no newline",
            "text \(notes.text.debugDescription), marked \(String(describing: notes.markedText))")
        XDoTool.key("Return")
        checks.expect(
            notes.text == before + "è\n", "the next Return types the newline", notes.text.debugDescription)
    }

    /// Bound to another value during a composition (Ctrl+Shift+U e 8, GTK's simple input method), the view shows
    /// that value, as text set from code, which drops the pre-edit as on headless: the key that would have
    /// committed it types anew, and neither value ever gets "è".
    static func checkRebinding(
        _ notes: ObserverKitGTK.ObservableTextView, _ draft: ObservableValue<String>, _ checks: Checks
    ) {
        let before = draft.value
        let other = ObservableValue("new")
        CompositionChecks.startHexComposition(checks) { notes.markedText }
        notes.bind(other)
        checks.expect(
            notes.markedText == nil && notes.text == "new" && other.value == "new",
            "bound during a composition, the view shows the new value and the pre-edit is dropped",
            "marked \(String(describing: notes.markedText)), text \(notes.text), value \(other.value)")
        XDoTool.key("space")
        checks.expect(
            !notes.text.contains("è") && other.value == notes.text && draft.value == before,
            "the key that would have committed types anew; no value gets the dropped pre-edit",
            "text \(notes.text), new value \(other.value), old value \(draft.value)")
    }
}
