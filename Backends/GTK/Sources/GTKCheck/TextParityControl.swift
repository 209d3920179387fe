import CGtk4
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// A text control of either backend as a text parity script (``TextParityChecks``) drives and reads it: its
/// first-responder calls, its text (without the part an input method is composing), its composition, its bound
/// value and its reports (``log``). The GTK control's keys come from xdotool; the headless control's from the
/// calls that stand for them (``Typing``).
@MainActor
final class TextParityControl {
    /// What a headless control is given for the keys the GTK control gets.
    struct Typing {
        let insertText: (String) -> Void
        let deleteBackward: () -> Void
        let setMarkedText: (String) -> Void
        /// Return (a search bar's search key: its field's Return).
        let pressReturn: () -> Void
        /// A search bar's cancel button; nothing for the others.
        let cancel: () -> Void
        /// A tap on the control that gives it the focus (`focus`): a field's, a search bar's field's touch around
        /// it, which ends showing the bound value's latest state, as the GTK field's click does (a text field is a
        /// control, and a control's binding "shows the value again when a touch ends": `bind(_:)`); a text view,
        /// which is no control, only takes the focus.
        let tap: (_ focus: () -> Void) -> Void
    }

    let log = TextParityLog()
    let responder: any Responder
    /// The text, without what an input method composes (which GTK keeps out of its text).
    let text: () -> String
    /// What an input method composes: the GTK pre-edit, the headless marked text.
    let markedText: () -> String?
    let setText: (String) -> Void
    /// Enables or disables a field or search bar; makes a text view editable or not.
    let setEnabled: (Bool) -> Void
    private let bindValue: (ObservableValue<String>) -> ObservationToken
    /// The headless control's typing; `nil` for a GTK control.
    let typing: Typing?
    /// The GTK control's selection, as the number of characters selected at the end of the text (`-1` when
    /// what is selected does not end there); `nil` for a headless control.
    let selection: (() -> Int)?

    /// The value bound now.
    private(set) var bound = ObservableValue("")
    private var binding: ObservationToken?

    private init(
        responder: any Responder, text: @escaping () -> String, markedText: @escaping () -> String?,
        setText: @escaping (String) -> Void, setEnabled: @escaping (Bool) -> Void,
        bind: @escaping (ObservableValue<String>) -> ObservationToken, typing: Typing?,
        selection: (() -> Int)?
    ) {
        self.responder = responder
        self.text = text
        self.markedText = markedText
        self.setText = setText
        self.setEnabled = setEnabled
        bindValue = bind
        self.typing = typing
        self.selection = selection
    }

    /// Binds the control to a new value holding `value`, ending the binding before.
    func bind(_ value: String) {
        binding?.cancel()
        bound = ObservableValue(value)
        binding = bindValue(bound)
    }

    /// Arms `reaction` for the next report of `moment`.
    func arm(_ reaction: TextParityStep.Reaction, on moment: TextParityStep.Moment) {
        log.reactions[moment] = (reaction, action(reaction))
    }

    /// What `reaction` does on this control.
    private func action(_ reaction: TextParityStep.Reaction) -> () -> Void {
        switch reaction {
        case .setText(let text): { [unowned self] in setText(text) }
        case .setBound(let text): { [unowned self] in bound.value = text }
        case .resign: { [unowned self] in responder.resignFirstResponder() }
        }
    }

    /// The state compared after each step.
    func state() -> String {
        "text \(text().debugDescription) marked \(markedText().map(\.debugDescription) ?? "nil") "
            + "first \(responder.isFirstResponder) bound \(bound.value.debugDescription)"
    }
}

// MARK: - GTK

extension TextParityControl {
    static func gtk(field: ObserverKitGTK.ObservableTextField) -> TextParityControl {
        let control = TextParityControl(
            responder: field, text: { field.text }, markedText: { field.markedText },
            setText: { field.text = $0 }, setEnabled: { field.isEnabled = $0 }, bind: { field.bind($0) },
            typing: nil, selection: { editableSelection(field.widget) })
        control.log.record(field: field)
        return control
    }

    static func gtk(search: ObserverKitGTK.SearchBar) -> TextParityControl {
        let control = TextParityControl(
            responder: search, text: { search.text }, markedText: { search.searchTextField.markedText },
            setText: { search.text = $0 }, setEnabled: { search.searchTextField.isEnabled = $0 },
            bind: { search.bind($0) }, typing: nil, selection: { editableSelection(search.searchTextField.widget) })
        _ = search.observed.addObserver { [unowned control] in
            control.log.report("\($0)", TextParityLog.moment(of: $0))
        }
        return control
    }

    static func gtk(view: ObserverKitGTK.ObservableTextView) -> TextParityControl {
        let control = TextParityControl(
            responder: view, text: { view.text }, markedText: { view.markedText }, setText: { view.text = $0 },
            setEnabled: { view.isEditable = $0 }, bind: { view.bind($0) }, typing: nil,
            selection: {
                let buffer = gtk_text_view_get_buffer(UnsafeMutablePointer(OpaquePointer(view.widget)))
                var start = GtkTextIter()
                var end = GtkTextIter()
                guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 else { return 0 }
                let count = gtk_text_buffer_get_char_count(buffer)
                return gtk_text_iter_get_offset(&end) == count
                    ? Int(gtk_text_iter_get_offset(&end) - gtk_text_iter_get_offset(&start)) : -1
            })
        view.addObserver { [unowned control] in control.log.report("\($0)", TextParityLog.moment(of: $0)) }
        return control
    }

    /// The selection of a `GtkEditable` (an entry, a search entry), counted as ``selection`` says.
    private static func editableSelection(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        let editable = OpaquePointer(widget)
        var start: Int32 = 0
        var end: Int32 = 0
        guard gtk_editable_get_selection_bounds(editable, &start, &end) != 0 else { return 0 }
        let count = Int32(g_utf8_strlen(gtk_editable_get_text(editable), -1))
        return end == count ? Int(end - start) : -1
    }
}

// MARK: - Headless

extension TextParityControl {
    static func headless(_ kind: TextParitySubject.Kind) -> TextParityControl {
        switch kind {
        case .field: headlessField()
        case .search: headlessSearchBar()
        case .view: headlessView()
        }
    }

    /// `text` without the `marked` text at its end (counted in Unicode scalars, as the headless text marks it).
    static func committed(_ text: String, marked: String?) -> String {
        guard let marked else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.dropLast(marked.unicodeScalars.count)))
    }

    private static func headlessField() -> TextParityControl {
        let field = ObserverKitHeadless.ObservableTextField()
        let control = TextParityControl(
            responder: field, text: { committed(field.text, marked: field.markedText) },
            markedText: { field.markedText }, setText: { field.text = $0 }, setEnabled: { field.isEnabled = $0 },
            bind: { field.bind($0) },
            typing: Typing(
                insertText: { field.insertText($0) }, deleteBackward: { field.deleteBackward() },
                setMarkedText: { field.setMarkedText($0) }, pressReturn: { field.pressReturn() }, cancel: {},
                tap: { focus in
                    field.beginTouch()
                    focus()
                    field.endTouch()
                }),
            selection: nil)
        control.log.record(field: field)
        return control
    }

    private static func headlessSearchBar() -> TextParityControl {
        let search = ObserverKitHeadless.SearchBar()
        // GTK's search entry cancels on Escape with no Cancel button shown (SearchBar: "in any other parent it is
        // not shown (Escape still cancels)"): the headless bar's cancel button stands for Escape, so it is shown.
        search.showsCancelButton = true
        let field = search.searchTextField
        let control = TextParityControl(
            responder: search, text: { committed(search.text, marked: field.markedText) },
            markedText: { field.markedText }, setText: { search.text = $0 },
            setEnabled: { field.isEnabled = $0 }, bind: { search.bind($0) },
            typing: Typing(
                insertText: { field.insertText($0) }, deleteBackward: { field.deleteBackward() },
                setMarkedText: { field.setMarkedText($0) }, pressReturn: { field.pressReturn() },
                cancel: { search.tapCancelButton() },
                tap: { focus in
                    field.beginTouch()
                    focus()
                    field.endTouch()
                }),
            selection: nil)
        _ = search.observed.addObserver { [unowned control] in
            control.log.report("\($0)", TextParityLog.moment(of: $0))
        }
        return control
    }

    private static func headlessView() -> TextParityControl {
        let view = ObserverKitHeadless.ObservableTextView()
        let control = TextParityControl(
            responder: view, text: { committed(view.text, marked: view.markedText) },
            markedText: { view.markedText }, setText: { view.text = $0 }, setEnabled: { view.isEditable = $0 },
            bind: { view.bind($0) },
            typing: Typing(
                insertText: { view.insertText($0) }, deleteBackward: { view.deleteBackward() },
                setMarkedText: { view.setMarkedText($0) }, pressReturn: { view.pressReturn() }, cancel: {},
                tap: { focus in focus() }),
            selection: nil)
        view.addObserver { [unowned control] in control.log.report("\($0)", TextParityLog.moment(of: $0)) }
        return control
    }
}
