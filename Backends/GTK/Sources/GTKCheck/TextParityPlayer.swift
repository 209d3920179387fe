import CGtk4
import ObserverKit
import ObserverKitGTK

/// Plays one seeded text parity script: each step is drawn from what the headless control's state allows, played
/// with real keys and clicks (or code) on the GTK control, then as the calls that stand for it on a new headless
/// control of the same kind; after every step the two must agree: their reports in order, with observations (and a
/// field's origins), their text, what an input method composes, their first-responder state and bound value, and
/// the GTK control's selection is the one the script expects.
///
/// What GTK and headless do differently by design is played so that it compares, each said where it is:
/// - GTK keeps an input method's pre-edit out of the text and reports none of it, where the headless control
///   (as UIKit) marks it in its text and reports each change of it (ObservableTextField+Preedit: "Unlike UIKit,
///   GTK keeps the pre-edit out of the text: text and editingChanged never carry it"; ObservableTextView: "GTK
///   keeps it out of the buffer until it is committed, so it is not part of text, sends no didChange"). So the
///   headless text is compared without its marked text, and its reports of the marked text are muted
///   (``TextParityLog/muted``): a composition begun, and one abandoned with no selection deleted under it (its
///   text back to what it was, which GTK never left).
/// - The focus leaving a composition drops GTK's pre-edit, where UIKit and headless commit the marked text
///   (ObservableTextField+Preedit, `endPreeditAsFocusLeaves`): the headless composition is abandoned first
///   (`setMarkedText("")`).
/// - A GTK control disabled while it is first responder resigns first (GTK's `Control.isEnabled`: "disabling it
///   while it is first responder resigns it first, so a text field reports editingDidEnd (GTK takes the focus
///   from an insensitive widget without telling it)"); the headless field keeps editing and ignores input. The
///   headless field resigns before it is disabled.
/// - The headless controls have no selection: text typed, composed or deleted over the GTK selection is played
///   on headless as the text without the selection set from code (nothing reported), then the typing.
/// - GTK selects an entry's whole text when the keyboard focus comes to it by Tab or `grab_focus` (GtkSettings'
///   `gtk-entry-select-on-focus`, on by default:
///   https://docs.gtk.org/gtk4/property.Settings.gtk-entry-select-on-focus.html), which headless never does: the
///   script expects that selection, so the typing that follows replaces it.
@MainActor
struct TextParityPlayer {
    let subject: TextParitySubject
    let id: String
    /// Whether GTK selects an entry's text as the keyboard focus enters it (GtkSettings'
    /// `gtk-entry-select-on-focus`).
    let selectsOnFocus: Bool

    /// What the script knows of the controls beyond what they show.
    private struct Model {
        enum Composition { case none, dead, compose, hex }
        var composition = Composition.none
        /// Whether the composition began over a selection, which GTK deleted then and reports when it ends.
        var deletedSelection = false
        /// How many characters are selected at the end of the text.
        var selected = 0
        /// Whether the selection is Shift+Left's (the caret at its start), which Shift+Left extends; not when the
        /// focus selected all (the caret at the end).
        var selectedByShift = true
        /// A field's or search bar's `isEnabled`, a text view's `isEditable`.
        var enabled = true
    }

    /// Plays the script of `seed` from a new headless control and the GTK control reset; returns the steps played
    /// and, on the first disagreement, its description.
    func play(seed: UInt64) -> (steps: [String], disagreement: String?) {
        var random = SplitMix64(seed: seed)
        let gtk = subject.control
        let initial = TextParityStep.texts[random.below(TextParityStep.texts.count)]
        reset(gtk, to: initial)
        let headless = TextParityControl.headless(subject.kind)
        headless.setText(initial)
        headless.bind(initial)
        var model = Model()
        var played = ["bound \(initial.debugDescription)"]
        let length = random.int(in: 12...24)
        for _ in 0..<length {
            let step = next(&random, model, headless)
            played.append(step.description)
            let reactionsBefore = gtk.log.ran.count
            let textBefore = headless.text()
            playOnGTK(step)
            mirror(step, on: headless, &model)
            update(
                &model, after: step, headless, textBefore: textBefore, reactions: gtk.log.ran.dropFirst(reactionsBefore)
            )
            if let disagreement = compare(gtk, headless, model) { return (played, disagreement) }
        }
        return (played, nil)
    }

    /// The GTK control as a script begins: not first responder, no composition, enabled, showing `text`, bound to
    /// a new value holding it, its reports cleared.
    private func reset(_ gtk: TextParityControl, to text: String) {
        gtk.log.clear()
        gtk.responder.resignFirstResponder()
        // No focus in the window (not the button's either, which Tab would leave), whatever the last script did.
        if let root = gtk_widget_get_root(subject.elsewhere) { gtk_root_set_focus(root, nil) }
        gtk.setEnabled(true)
        GTKApplication.run(for: .milliseconds(50))
        // Set first, so the caret is at the end and nothing is selected (a binding leaves an equal text alone).
        gtk.setText(text)
        gtk.bind(text)
        GTKApplication.run(for: .milliseconds(50))
        gtk.log.clear()
    }

    // MARK: - Drawing the steps

    /// The next step, from what the headless control's state and the model allow.
    private func next(_ random: inout SplitMix64, _ model: Model, _ headless: TextParityControl) -> TextParityStep {
        var choices: [TextParityStep] = codeSteps(&random, model)
        let focused = headless.responder.isFirstResponder
        switch model.composition {
        case .dead, .compose:
            choices += [.vowel(pick(&random, TextParityStep.vowels)), .vowel("e"), .escape, .clickOut, .resign]
            // BackSpace takes back the last key of the sequence: the dead key's ends the composition; the compose
            // sequence's apostrophe leaves the Compose key composing, which the script does not follow.
            if model.composition == .dead { choices.append(.backSpace) }
            // Code setting the text during a composition begun over a selection is left out: GTK reports the
            // deletion it holds first (ObservableTextField.text: "a user's edit whose report is still held, a
            // selection deleted as a composition began over it, is reported first"), which headless reported with
            // its marked text as the composition began: the same report at another time, which the muted marked
            // text cannot line up.
            if model.deletedSelection { choices.removeAll(where: \.isSetText) }
            return pick(&random, choices)
        case .hex:
            choices += [.hexCommit(pick(&random, ["space", "Return", "KP_Enter"])), .escape, .clickOut, .resign]
            if model.deletedSelection { choices.removeAll(where: \.isSetText) }
            return pick(&random, choices)
        case .none:
            break
        }
        guard focused else {
            choices += [.becomeFirst, .clickOut]
            // A text view that is not editable takes the focus from a click or Tab but begins no editing
            // (ObservableTextView: "may take the focus (a click, Tab: to select and copy) but begins no editing"),
            // where the headless view cannot be first responder: left to `becomeFirst`, which it refuses on both.
            // Tab into a disabled field is left out too: GTK passes the focus on to whatever follows.
            if model.enabled {
                choices += [.clickIn, .clickIn, .becomeFirst]
                if elsewhereHasFocus { choices += [.tabIn, .tabIn] }
            }
            return pick(&random, choices)
        }
        choices += [.clickOut, .resign]
        guard model.enabled else {
            // A text view made read-only while editing stays editing and takes no typing, on both.
            return pick(&random, choices + [.type(pick(&random, TextParityStep.letters))])
        }
        let letter = TextParityStep.type(pick(&random, TextParityStep.letters))
        choices += [letter, letter, letter, .deadKey, .deadKey, .composeKey, .hexBegin, .backSpace, .delete, .escape]
        choices += [.returnKey(pick(&random, ["Return", "KP_Enter"]))]
        if model.selectedByShift || model.selected == 0, model.selected < headless.text().count {
            choices += [.select(random.int(in: 1...2)), .select(1)]
        }
        return pick(&random, choices)
    }

    /// The steps of code: text, bound value, enabling and reactions (one of each, weighed lighter than keys).
    private func codeSteps(_ random: inout SplitMix64, _ model: Model) -> [TextParityStep] {
        let moments: [TextParityStep.Moment] =
            switch subject.kind {
            case .field: [.begin, .change, .end, .exit]
            case .search: [.begin, .change, .end, .button]
            case .view: [.begin, .change, .end]
            }
        let text = pick(&random, TextParityStep.texts)
        let reactions: [TextParityStep.Reaction] = [.setText(text), .setBound(text), .resign]
        var steps: [TextParityStep] = [
            .setText(pick(&random, TextParityStep.texts)), .setBound(pick(&random, TextParityStep.texts)),
            .react(on: pick(&random, moments), pick(&random, reactions)),
        ]
        // Made read-only during a composition, a GTK text view resets its input method; what the headless view
        // keeps then is not compared (unclear: UIKitInterface does not model `isEditable`). Left out.
        if !(subject.kind == .view && model.composition != .none) { steps.append(.setEnabled(!model.enabled)) }
        return steps
    }

    private func pick<Element>(_ random: inout SplitMix64, _ elements: [Element]) -> Element {
        elements[random.below(elements.count)]
    }

    /// Whether the button before the control holds its window's focus (Tab then moves it to the control).
    private var elsewhereHasFocus: Bool {
        guard let root = gtk_widget_get_root(subject.elsewhere) else { return false }
        return gtk_root_get_focus(root) == subject.elsewhere
    }

    // MARK: - Playing

    /// Plays `step` on the GTK control: real keys and clicks, or code.
    private func playOnGTK(_ step: TextParityStep) {
        let gtk = subject.control
        switch step {
        case .clickIn:
            subject.window.click(widget: subject.widget, on: id)
            XDoTool.key("ctrl+End")
        case .tabIn: XDoTool.key("Tab")
        case .becomeFirst: gtk.responder.becomeFirstResponder()
        case .clickOut: subject.window.click(widget: subject.elsewhere, on: id)
        case .resign: gtk.responder.resignFirstResponder()
        case .type(let letters): XDoTool.type(letters)
        case .deadKey: XDoTool.key("dead_acute")
        case .composeKey: XDoTool.run(["key", "Multi_key", "apostrophe"])
        case .vowel(let vowel): XDoTool.key(vowel)
        case .hexBegin:
            XDoTool.key("ctrl+shift+u")
            XDoTool.type("e8")
        case .hexCommit(let key), .returnKey(let key): XDoTool.key(key)
        case .escape: XDoTool.key("Escape")
        case .backSpace: XDoTool.key("BackSpace")
        case .delete: XDoTool.key("Delete")
        case .select(let count): XDoTool.run(["key"] + Array(repeating: "shift+Left", count: count))
        case .setText(let text): gtk.setText(text)
        case .setBound(let text): gtk.bound.value = text
        case .setEnabled(let enabled): gtk.setEnabled(enabled)
        case .react(let moment, let reaction): gtk.arm(reaction, on: moment)
        }
        // What GTK schedules (a held report, a composition's hold released a turn later) has run.
        GTKApplication.run(for: .milliseconds(40))
    }

    /// Plays on the headless control the calls that stand for `step`.
    private func mirror(_ step: TextParityStep, on headless: TextParityControl, _ model: inout Model) {
        guard let typing = headless.typing else { return }
        let editable = model.enabled && headless.responder.isFirstResponder
        switch step {
        case .clickIn: typing.tap { headless.responder.becomeFirstResponder() }
        case .tabIn, .becomeFirst: headless.responder.becomeFirstResponder()
        case .clickOut, .resign:
            abandonComposition(headless, model)
            headless.responder.resignFirstResponder()
        case .type(let letters):
            guard editable else { return }
            removeSelection(headless, model)
            // xdotool types one key at a time: one edit each.
            for letter in letters { typing.insertText(String(letter)) }
        case .deadKey: beginComposition(Self.deadKeyPreedit, headless, &model)
        case .composeKey: beginComposition(Self.composePreedit, headless, &model)
        case .hexBegin: beginComposition("ue8", headless, &model)
        case .vowel(let vowel): typing.insertText(TextParityStep.composed(vowel))
        case .hexCommit: typing.insertText("è")
        case .escape:
            if model.composition != .none { abandonComposition(headless, model) } else { typing.cancel() }
        case .backSpace:
            if model.composition != .none {
                abandonComposition(headless, model)
            } else if model.selected > 0 {
                deleteSelection(headless, model)
            } else {
                typing.deleteBackward()
            }
        case .delete:
            // The caret is at the end: Delete deletes only a selection.
            if model.selected > 0 { deleteSelection(headless, model) }
        case .returnKey:
            if subject.kind == .view { removeSelection(headless, model) }
            typing.pressReturn()
        case .select: break
        case .setText(let text): headless.setText(text)
        case .setBound(let text): headless.bound.value = text
        case .setEnabled(let enabled):
            if !enabled, subject.kind != .view, headless.responder.isFirstResponder {
                // GTK resigns a control disabled while it is first responder (see the type's documentation).
                abandonComposition(headless, model)
                headless.responder.resignFirstResponder()
            }
            headless.setEnabled(enabled)
        case .react(let moment, let reaction): headless.arm(reaction, on: moment)
        }
    }

    /// The pre-edit GTK's input method shows for the dead key ´, and for the Compose key and an apostrophe: the
    /// headless control marks the same text.
    static let deadKeyPreedit = "´"
    static let composePreedit = "'"

    /// Begins a composition of `marked`, over the selection GTK deletes as its pre-edit begins.
    private func beginComposition(_ marked: String, _ headless: TextParityControl, _ model: inout Model) {
        model.deletedSelection = model.selected > 0
        removeSelection(headless, model)
        headless.log.muting(true) { headless.typing?.setMarkedText(marked) }
    }

    /// Abandons the headless composition, as GTK's Escape, BackSpace or the focus leaving do: its report is the
    /// GTK report of the deletion of the selection it began over, or, when none was deleted, nothing GTK reports.
    private func abandonComposition(_ headless: TextParityControl, _ model: Model) {
        guard headless.markedText() != nil else { return }
        headless.log.muting(!model.deletedSelection) { headless.typing?.setMarkedText("") }
    }

    /// Sets the headless text to the text without the GTK selection, from code (nothing reported): what typing
    /// over the selection replaces.
    private func removeSelection(_ headless: TextParityControl, _ model: Model) {
        guard model.selected > 0 else { return }
        headless.setText(String(headless.text().dropLast(model.selected)))
    }

    /// Deletes the GTK selection on headless, reported as one deletion: the text without the selection and one
    /// character more set from code, then that character deleted.
    private func deleteSelection(_ headless: TextParityControl, _ model: Model) {
        headless.setText(String(headless.text().dropLast(model.selected)) + "·")
        headless.typing?.deleteBackward()
    }

    /// The model after `step`, which the GTK control began with `textBefore` (its text without a pre-edit), and
    /// during which `reactions` ran.
    private func update(
        _ model: inout Model, after step: TextParityStep, _ headless: TextParityControl, textBefore: String,
        reactions: ArraySlice<TextParityStep.Reaction>
    ) {
        let wasComposing = model.composition != .none
        switch step {
        case .deadKey: model.composition = .dead
        case .composeKey: model.composition = .compose
        case .hexBegin: model.composition = .hex
        case .setEnabled(let enabled): model.enabled = enabled
        default: break
        }
        if headless.markedText() == nil {
            model.composition = .none
            model.deletedSelection = false
        }
        let text = headless.text()
        switch step {
        case .select(let count):
            model.selected = min(model.selected + count, text.count)
            model.selectedByShift = true
        case .clickIn:
            model.selected = 0
        case .tabIn, .becomeFirst:
            // A text view keeps its caret and selection; an entry selects all (see the type's documentation). A
            // search entry selects all or nothing, as the way the focus came to its text decides
            // (`gtk_search_entry_grab_focus` takes the focus without selecting): the script follows GTK there.
            if subject.kind == .field, headless.responder.isFirstResponder, selectsOnFocus, !text.isEmpty {
                model.selected = text.count
                model.selectedByShift = false
                return
            }
            if subject.kind == .search, let selected = subject.control.selection?(), selected == text.count {
                model.selected = selected
                model.selectedByShift = selected == 0
                return
            }
        case .clickOut, .resign:
            if subject.kind != .view { model.selected = 0 }
        case .type, .deadKey, .composeKey, .hexBegin, .backSpace, .delete, .vowel, .hexCommit:
            if model.enabled { model.selected = 0 }
        case .escape:
            if wasComposing { model.selected = 0 }
        case .returnKey:
            if subject.kind != .search { model.selected = 0 }
        case .setText:
            model.selected = 0
        case .setBound:
            if text != textBefore { model.selected = 0 }
        case .setEnabled, .react: break
        }
        // Text set from code, by a reaction or through the binding, moves the caret to the end.
        if reactions.contains(where: \.setsText) || text != textBefore {
            model.selected = 0
        }
        if model.selected == 0 { model.selectedByShift = true }
    }

    /// The first disagreement after a step, or `nil`.
    private func compare(_ gtk: TextParityControl, _ headless: TextParityControl, _ model: Model) -> String? {
        let gtkState = gtk.state()
        let headlessState = headless.state()
        let focused = gtk.responder.isFirstResponder
        let selection = gtk.selection?() ?? 0
        let selectionAgrees = !focused || selection == model.selected
        guard gtk.log.entries != headless.log.entries || gtkState != headlessState || !selectionAgrees else {
            return nil
        }
        return """
                GTK      \(gtk.log.entries) \(gtkState) selected \(selection)
                headless \(headless.log.entries) \(headlessState) expected selected \(model.selected)
            """
    }
}
