import CGtk4
import ObserverKit
import ObserverKitGTK

/// Where typing goes after text is set from code, with real keys from xdotool, on each GTK text widget (a text
/// field, a search bar's field, a text view), made in code and adopted from a `.ui` file: at the end of the new
/// text, as UIKit puts the caret and the headless reference types, whether the app set `text`, a selection was
/// replaced, a bound value changed or a composition was under way; and a binding's write-back of what the user
/// typed mid-text leaves the caret where the user typed.
@MainActor
enum TextSetFromCodeChecks {
    static let title = "ObserverKit GTK text set from code"

    static let definition = AdoptedTextControls.oneOfEach(title: title, height: 460)

    static func run(_ checks: Checks) {
        guard let adopted = AdoptedTextControls(definition, name: "text.ui", fieldIDs: ["name"], checks) else { return }
        let (window, adoptedField, adoptedSearch, adoptedView) = (
            adopted.window, adopted.fields[0], adopted.search, adopted.notes
        )
        let field = ObserverKitGTK.ObservableTextField()
        let search = ObserverKitGTK.SearchBar()
        let view = ObserverKitGTK.ObservableTextView(height: 56)
        for widget: any Widget in [adoptedField, adoptedSearch, adoptedView, field, search, view] {
            window.add(widget)
        }
        let id = window.presentedOnX { field.bounds.width > 0 && view.bounds.height > 0 }
        GTKApplication.run(for: .milliseconds(300))
        let subjects = [
            TextSubject(field: field, name: "a text field"),
            TextSubject(field: adoptedField, name: "an adopted .ui entry"),
            TextSubject(search: search, name: "a search bar"),
            TextSubject(search: adoptedSearch, name: "an adopted .ui search entry"),
            TextSubject(view: view, name: "a text view"),
            TextSubject(view: adoptedView, name: "an adopted .ui text view"),
        ]
        for subject in subjects {
            window.click(widget: subject.widget, on: id)
            checkAppSetText(subject, checks)
            checkBoundValue(subject, checks)
            checkComposition(subject, checks)
        }
        window.close()
    }

    /// Text the app sets, then text set over a selection: typing goes at the end of the new text.
    static func checkAppSetText(_ subject: TextSubject, _ checks: Checks) {
        XDoTool.type("ab")
        checks.expect(subject.text() == "ab", "\(subject.name) takes typing", subject.text())
        subject.setText("code")
        XDoTool.type("1")
        let afterSet = subject.reference([.type("ab"), .set("code"), .type("1")])
        checks.expect(
            subject.text() == afterSet,
            "\(subject.name): typing after the app sets text goes at the end of the new text, as headless",
            "text \(subject.text()), headless \(afterSet)")

        XDoTool.key("ctrl+a")
        subject.setText("all")
        XDoTool.type("2")
        checks.expect(
            subject.text() == "all2",
            "\(subject.name): text set over a selection drops it; typing goes at the end of the new text",
            subject.text())
    }

    /// A binding made, then its value changed: typing goes at the end of the value; then typing mid-text.
    static func checkBoundValue(_ subject: TextSubject, _ checks: Checks) {
        let value = ObservableValue("bound")
        let token = subject.bind(value)
        XDoTool.type("3")
        checks.expect(
            subject.text() == "bound3" && value.value == "bound3",
            "\(subject.name): typing after a binding shows its value goes at the end of the value",
            "text \(subject.text()), value \(value.value)")
        value.value = "model"
        GTKApplication.run(for: .milliseconds(50))
        XDoTool.type("4")
        let afterValue = subject.reference([.set("bound3"), .set("model"), .type("4")])
        checks.expect(
            subject.text() == afterValue && value.value == afterValue,
            "\(subject.name): typing after a bound value changes the text goes at the end, as headless",
            "text \(subject.text()), value \(value.value), headless \(afterValue)")

        // Two keys typed after the caret is put mid-text: the second goes after the first only if the write-back
        // of the first left the caret where the user typed.
        XDoTool.key("Home")
        XDoTool.key("Right")
        XDoTool.key("Right")
        XDoTool.type("xy")
        checks.expect(
            subject.text() == "moxydel4" && value.value == "moxydel4",
            "\(subject.name): typing mid-text is written back without moving the caret",
            "text \(subject.text()), value \(value.value)")
        token.cancel()
    }

    /// Text set from code during a composition (Ctrl+Shift+U e 8, GTK's pre-edit "ue8"): the pre-edit is
    /// dropped, the bound value keeps what it had, and the key that would have committed types anew at the end.
    static func checkComposition(_ subject: TextSubject, _ checks: Checks) {
        let value = ObservableValue("bound")
        let token = subject.bind(value)
        CompositionChecks.startHexComposition(checks) { subject.markedText() }
        subject.setText("new")
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            subject.markedText() == nil && subject.text() == "new" && value.value == "bound",
            "\(subject.name): text set from code during a composition drops the pre-edit and writes no value",
            "marked \(String(describing: subject.markedText())), text \(subject.text()), value \(value.value)")
        XDoTool.key("space")
        let afterSpace = subject.reference([.set("bound"), .mark("ue8"), .set("new"), .type(" ")])
        checks.expect(
            subject.text() == afterSpace && value.value == afterSpace,
            "\(subject.name): the key that would have committed types anew at the end of the new text, as headless",
            "text \(subject.text()), value \(value.value), headless \(afterSpace)")
        token.cancel()
    }
}
