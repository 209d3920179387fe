import CGtk4
import ObserverKit
import ObserverKitGTK

/// The origins of a segmented control's selection (a segment's Space, and a click) and of typing in a text
/// field, on a real window with real input from xdotool.
@MainActor
enum TypingOriginChecks {
    static func run(_ checks: Checks) {
        let quality = ObserverKitGTK.ObservableSegmentedControl(items: ["Low", "High"])
        let field = ObserverKitGTK.ObservableTextField()
        let window = Window(
            title: "ObserverKit GTK typing origins", width: 360, height: 200, holding: [quality, field])
        let id = window.presentedOnX { quality.bounds.width > 0 }
        let high = gtk_widget_get_last_child(quality.widget)!
        let low = gtk_widget_get_first_child(quality.widget)!

        var qualityLog: [String] = []
        quality.addObserver(for: [.valueChanged, .primaryActionTriggered]) { [unowned quality] index in
            qualityLog.append("\(index) \(quality.currentEventOrigin.map { "\($0)" } ?? "nil")")
        }
        window.movePointer(to: field, x: 10, y: -4, on: id)
        gtk_widget_grab_focus(high)
        XDoTool.key("space")
        GTKApplication.run(for: .milliseconds(500))
        checks.expect(
            qualityLog == ["1 keyboard", "1 keyboard"],
            "Space on a segment selects it: valueChanged, then primaryActionTriggered, from the keyboard",
            "\(qualityLog)")
        qualityLog.removeAll()
        XDoTool.key("space")
        GTKApplication.run(for: .milliseconds(500))
        checks.expect(qualityLog.isEmpty, "Space on the selected segment sends nothing", "\(qualityLog)")

        var lowBounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(low, quality.widget, &lowBounds)
        window.click(quality, x: Double(lowBounds.origin.x + lowBounds.size.width / 2), on: id)
        checks.expect(
            qualityLog == ["0 touch", "0 touch"],
            "a click on a segment selects it from touch: valueChanged, then primaryActionTriggered", "\(qualityLog)")

        var fieldLog: [String] = []
        field.addObserver(for: [.editingChanged, .editingDidEndOnExit]) { [unowned field] action in
            fieldLog.append("\(action) \(field.currentEventOrigin.map { "\($0)" } ?? "nil")")
        }
        field.becomeFirstResponder()
        XDoTool.type("Hi")
        XDoTool.key("Return")
        checks.expect(
            fieldLog == [
                "editingChanged(\"H\") keyboard", "editingChanged(\"Hi\") keyboard",
                "editingDidEndOnExit(\"Hi\") keyboard",
            ], "typing and Return in a text field come from the keyboard", "\(fieldLog)")
        window.close()
    }
}
