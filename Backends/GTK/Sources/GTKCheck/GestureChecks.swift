import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// Gestures on GTK widgets made in code, with real pointer input from xdotool (PointerGestureScript's paths), on a
/// button (whose own events go on) and on a slider (which takes the pointer over from GTK); then the window
/// closed mid-gesture. Two-finger pinches are not here (xdotool has one pointer): the headless tests cover them.
@MainActor
enum GestureChecks {
    static let title = "ObserverKit GTK gestures"

    static func run(_ checks: Checks) {
        weak var weakGestures: Gestures?
        let log = ActionLog()
        var late: ObservationToken?
        do {
            let window = Window(title: title, width: 360, height: 400)
            let pad = Label("Gestures")
            gtk_widget_set_size_request(pad.widget, 300, 200)
            // Away from the window's corner, so the widget's coordinates are not the window's.
            gtk_widget_set_margin_top(pad.widget, 30)
            let button = ObservableButton(label: "Play")
            let slider = ObservableSlider()
            window.add(pad)
            window.add(button)
            window.add(slider)
            let id = window.presentedOnX { gtk_widget_get_height(pad.widget) > 0 && slider.bounds.width > 0 }
            let script = PointerGestureScript(checks: checks, window: window, id: id, name: "a label made in code")
            script.run(on: pad)
            PointerGestureScript(checks: checks, window: window, id: script.id, name: "a button made in code")
                .checkButtonKeepsItsClick(button)
            checkSlider(slider, script)

            late = pad.gestures.addObserver(for: .longPress()) { log.add("press \($0.phase)") }
            window.press(pad, x: 100, y: 100, on: id)
            GTKApplication.run(for: .milliseconds(700))
            weakGestures = pad.gestures
            window.close()
        }
        GTKApplication.run(for: .milliseconds(100))
        XDoTool.release()
        checks.expect(
            log.entries == ["press began", "press cancelled"],
            "closing the window during a long press cancels it, and nothing comes after", "\(log.entries)")
        checks.expect(weakGestures == nil, "a widget's gestures go when the widget is finalized")
        late?.cancel()  // the widget and its gestures are gone: cancels nothing
    }

    /// A drag on a slider's thumb is a pan and still moves the slider, though the slider takes the pointer.
    static func checkSlider(_ slider: ObservableSlider, _ script: PointerGestureScript) {
        var phases: [GesturePhase] = []
        var changes = 0
        let pan = slider.gestures.addObserver(for: .pan) { phases.append($0.phase) }
        let valueChanged = slider.addObserver(for: .valueChanged) { _ in changes += 1 }
        let y = slider.bounds.height / 2
        let x = slider.thumbCenter.x + 2
        script.window.press(slider, x: x, y: y, on: script.id)
        for step in 1...4 { script.point(at: x + Double(step) * 15, y, of: slider) }
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(300))
        script.checks.expect(
            phases.first == .began && phases.last == .ended && phases.count >= 3 && changes > 0,
            "a drag on a slider made in code is a pan, began to ended, and still moves the slider",
            "\(phases), \(changes) valueChanged")
        pan.cancel()
        valueChanged.cancel()
    }
}
