import CGtk4
import ObserverKit
import ObserverKitGTK

/// A composition's commit whose report's observer sets the text from code (an app that clears or rewrites what was
/// typed), with real keys: "a", the dead key ´, then "e", in a text field and a text view, each bound to a value.
/// The commit is the user's edit and is written to the value with its report; the text the observer sets from
/// code is not written, as text set from code never is, on every backend (README, "The user's hand wins"). (A
/// search bar reports textDidChange before its binding writes, on headless too, so an observer there that sets the
/// text from code is written: a question of order this group leaves to the backends' parity.) Likewise a composition
/// the focus leaving abandons ("a", then ´, then a click elsewhere): the user's text is written as the composition
/// ends, and the text an observer of the end of editing sets from code is not.
@MainActor
enum CommitFromCodeChecks {
    static func run(_ checks: Checks) {
        let field = ObserverKitGTK.ObservableTextField()
        let view = ObserverKitGTK.ObservableTextView(height: 56)
        let elsewhere = ObserverKitGTK.ObservableButton(label: "Elsewhere")
        let window = Window(
            title: "ObserverKit GTK commit, then text from code", width: 360, height: 300,
            holding: [field, view, elsewhere])
        let id = window.presentedOnX { field.bounds.width > 0 && view.bounds.height > 0 }
        check(
            "a text field", field.widget, in: window, id, checks, bind: { field.bind($0) }, text: { field.text },
            setText: { field.text = $0 },
            onChange: { react in field.addObserver(for: .editingChanged) { react($0.text) } })
        check(
            "a text view", view.widget, in: window, id, checks, bind: { view.bind($0) }, text: { view.text },
            setText: { view.text = $0 },
            onChange: { react in
                let observer = view.addObserver { action in
                    if case .didChange(let text) = action { react(text) }
                }
                return ObservationToken { view.remove(observer: observer) }
            })
        checkFocusLeaving(
            "a text field", field.widget, elsewhere: elsewhere, in: window, id, checks, bind: { field.bind($0) },
            text: { field.text }, setText: { field.text = $0 },
            onEnd: { react in field.addObserver(for: .editingDidEnd) { _ in react() } })
        checkFocusLeaving(
            "a text view", view.widget, elsewhere: elsewhere, in: window, id, checks, bind: { view.bind($0) },
            text: { view.text }, setText: { view.text = $0 },
            onEnd: { react in
                let observer = view.addObserver { action in
                    if case .didEndEditing = action { react() }
                }
                return ObservationToken { view.remove(observer: observer) }
            })
        window.close()
    }

    /// The check on one control: `widget` clicked, "a" and ´ typed, then `elsewhere` clicked; the observer that
    /// `onEnd` adds sets the text to "from code" once the end of editing is reported.
    private static func checkFocusLeaving(
        _ name: String, _ widget: UnsafeMutablePointer<GtkWidget>, elsewhere: ObserverKitGTK.ObservableButton,
        in window: Window, _ id: String, _ checks: Checks, bind: (ObservableValue<String>) -> ObservationToken,
        text: () -> String, setText: @escaping (String) -> Void,
        onEnd: (_ react: @escaping () -> Void) -> ObservationToken
    ) {
        let value = ObservableValue("")
        let binding = bind(value)
        window.click(widget: widget, on: id)
        XDoTool.type("a")
        XDoTool.key("dead_acute")
        var reacted = false
        let token = onEnd {
            guard !reacted else { return }
            reacted = true
            setText("from code")
        }
        window.click(elsewhere, on: id)
        // A composition's hold ends a main-loop turn after its pre-edit, unless it was written already.
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            reacted && text() == "from code" && value.value == "a",
            "\(name): a composition the focus leaving abandons writes the user's text; text an observer of the end of"
                + " editing sets from code is not written",
            "reacted \(reacted), text \(text()), value \(value.value)")
        token.cancel()
        binding.cancel()
    }

    /// The check on one control: `widget` clicked, "a", ´ and "e" typed; the observer that `onChange` adds sets the
    /// text to "from code" once the commit ("aé") is reported.
    private static func check(
        _ name: String, _ widget: UnsafeMutablePointer<GtkWidget>, in window: Window, _ id: String, _ checks: Checks,
        bind: (ObservableValue<String>) -> ObservationToken, text: () -> String,
        setText: @escaping (String) -> Void,
        onChange: (_ react: @escaping (String) -> Void) -> ObservationToken
    ) {
        let value = ObservableValue("")
        let binding = bind(value)
        var written: [String] = []
        let watch = value.bind(to: window) { _, value in written.append(value) }
        var reacted = false
        let token = onChange { changed in
            guard !reacted, changed == "aé" else { return }
            reacted = true
            setText("from code")
        }
        window.click(widget: widget, on: id)
        XDoTool.type("a")
        XDoTool.key("dead_acute")
        XDoTool.key("e")
        // The composition's hold ends a main-loop turn after the commit.
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            reacted && text() == "from code" && value.value == "aé",
            "\(name): a commit is written to the bound value; text an observer of its report sets from code is not",
            "reacted \(reacted), text \(text()), value \(value.value), written \(written)")
        token.cancel()
        watch.cancel()
        binding.cancel()
    }
}
