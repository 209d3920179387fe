import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// A real click on a button's padding, inside the box GTK draws and picks it by but outside its content box:
/// GtkButton takes it as a click, and ObserverKit's button sends the events a headless button sends for a tap
/// inside it.
@MainActor
enum PaddingClickChecks {
    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK padding click", width: 420, height: 200)
        let button = ObserverKitGTK.ObservableButton(label: "Play")
        window.add(button)
        let id = window.presentedOnX { button.bounds.width > 0 }
        GTKApplication.run(for: .milliseconds(200))
        // The box GTK draws the button in, in the button's own coordinates (which start at its content box).
        var drawn = graphene_rect_t()
        _ = gtk_widget_compute_bounds(button.widget, button.widget, &drawn)
        let padding = (x: -Double(drawn.origin.x), y: -Double(drawn.origin.y))
        checks.expect(
            padding.x > 3, "the default button has padding left of its content (the case checked)", "\(padding)")
        var clicks = 0
        let clicked = try? WidgetSignal.observe("clicked", on: button.widget) { clicks += 1 }
        let recorder = Recorder(button)
        // 3 points in from the drawn left edge, halfway down: on the padding.
        let point = (x: Double(drawn.origin.x) + 3, y: Double(drawn.origin.y + drawn.size.height / 2))
        window.click(button, x: point.x, y: point.y, on: id, .atOnce, settle: .milliseconds(300))

        let reference = ObserverKitHeadless.ObservableButton()
        let referenceRecorder = Recorder(reference)
        reference.tap()
        checks.expect(
            clicks == 1 && recorder.events == referenceRecorder.events,
            "a click on a button's padding, which GTK takes as a click, sends the headless button's events",
            "GTK clicked \(clicks)×; events \(recorder.events), headless \(referenceRecorder.events)")
        clicked?.cancel()
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }
}
