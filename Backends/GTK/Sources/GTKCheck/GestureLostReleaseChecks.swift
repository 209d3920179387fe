import CGtk4
import ObserverKit
import ObserverKitGTK

/// A press whose release the widget never gets, with real pointer input: a modal window opens while the button is
/// down, and takes the release (GTK delivers the widget neither the release nor a broken grab). On a label with a
/// pan, a long press and a tap observed, the gesture in progress is cancelled by the label's next pointer event,
/// the pointer moving over it with the button up, which is a hover, not a drag; the next click is a tap. A slider's
/// touch, which the control tracks itself, is cancelled the same way. (A popover popped up during the press takes
/// the release too, but GTK 4.8 logs a critical of its own, gtk_widget_is_ancestor's, as it takes the grab.)
@MainActor
enum GestureLostReleaseChecks {
    static func run(_ checks: Checks) {
        let (window, pad, script) = Window.presentedWithGesturePad(
            title: "ObserverKit GTK lost release", checks: checks)
        let log = ActionLog()
        let tokens = [
            pad.gestures.addObserver(for: .pan) { log.add("pan \($0.phase)") },
            pad.gestures.addObserver(for: .longPress()) { log.add("press \($0.phase)") },
            pad.gestures.addObserver(for: .tap()) { _ in log.add("tap") },
        ]
        GTKApplication.run(for: .milliseconds(300))

        let pan = pressLosingRelease(on: pad, script, log) {
            for step in 1...3 { script.point(at: 100 + Double(step) * 20, 100, of: pad) }
        }
        checks.expect(
            pan.beforeRelease.first == "pan began" && pan.afterRelease == pan.beforeRelease
                && pan.afterHover == pan.beforeRelease + ["pan cancelled"],
            "a pan whose release a modal window took is cancelled by the next hover, which drags nothing",
            "before the release \(pan.beforeRelease), after it \(pan.afterRelease), after the hover \(pan.afterHover)")
        checks.expect(pan.afterClick == ["tap"], "the next click is a tap", "\(pan.afterClick)")

        let press = pressLosingRelease(on: pad, script, log) { GTKApplication.run(for: .milliseconds(700)) }
        checks.expect(
            press.beforeRelease == ["press began"] && press.afterRelease == press.beforeRelease
                && press.afterHover == ["press began", "press cancelled"],
            "a long press whose release a modal window took is cancelled by the next hover, which starts no pan",
            "before the release \(press.beforeRelease), after it \(press.afterRelease), after the hover"
                + " \(press.afterHover)")
        checks.expect(press.afterClick == ["tap"], "the next click is a tap", "\(press.afterClick)")
        for token in tokens { token.cancel() }
        window.close()
        GTKApplication.run(for: .milliseconds(100))
        checkSlider(checks)
    }

    /// A slider's thumb pressed and dragged, then a modal window that takes the release: the slider's next pointer
    /// motion, with the button up, cancels the touch (touchCancel) and moves no value.
    static func checkSlider(_ checks: Checks) {
        let slider = ObserverKitGTK.ObservableSlider(width: 300)
        let window = Window(title: "ObserverKit GTK lost release: slider", width: 400, height: 200, holding: [slider])
        let id = window.presentedOnX { slider.bounds.width > 0 }
        GTKApplication.run(for: .milliseconds(300))
        let recorder = Recorder(slider)
        let width = Double(slider.bounds.width)
        let y = Double(slider.thumbCenter.y)
        window.press(slider, x: Double(slider.thumbCenter.x), y: y, on: id)
        window.movePointer(to: slider, x: width * 0.2, y: y, on: id)
        GTKApplication.run(for: .milliseconds(100))
        let modal = ModalWindow(over: window)
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(300))
        let valueAtRelease = slider.value
        modal.close()
        recorder.clear()
        window.movePointer(to: slider, x: width * 0.7, y: y, on: id)
        window.movePointer(to: slider, x: width * 0.8, y: y, on: id)
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            !slider.isTracking && slider.value == valueAtRelease && recorder.events == [.touchCancel],
            "a slider whose release a modal window took: the next hover cancels the touch and moves no value",
            "tracking \(slider.isTracking), value \(valueAtRelease) → \(slider.value), \(recorder.events)")
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }

    /// A modal window, transient for `window`, presented until ``close()``: it takes the pointer's release from a
    /// press made before it opened.
    @MainActor
    struct ModalWindow {
        let window: UnsafeMutablePointer<GtkWindow>

        init(over parent: Window) {
            window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
            gtk_window_set_title(window, "Modal")
            gtk_window_set_transient_for(window, UnsafeMutablePointer<GtkWindow>(OpaquePointer(parent.widget)))
            gtk_window_set_modal(window, 1)
            gtk_window_set_default_size(window, 120, 60)
            gtk_window_present(window)
            GTKApplication.run(for: .milliseconds(300))
        }

        func close() {
            gtk_window_destroy(window)
            GTKApplication.run(for: .milliseconds(300))
        }
    }

    /// What the gestures reported while the button was down, after its release (taken by a modal window), after a
    /// hover over `pad` once the window is gone, and for the click that follows.
    struct Phases {
        var beforeRelease: [String] = []
        var afterRelease: [String] = []
        var afterHover: [String] = []
        var afterClick: [String] = []
    }

    /// Presses `pad` at (100, 100), does `whilePressed`, opens a modal window, releases the button, closes the
    /// window, moves the pointer over `pad` with the button up, then clicks it.
    static func pressLosingRelease(
        on pad: Label, _ script: PointerGestureScript, _ log: ActionLog, whilePressed: () -> Void
    ) -> Phases {
        var phases = Phases()
        log.clear()
        script.window.press(pad, x: 100, y: 100, on: script.id)
        whilePressed()
        let modal = ModalWindow(over: script.window)
        phases.beforeRelease = log.entries
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(300))
        phases.afterRelease = log.entries
        modal.close()
        script.point(at: 40, 40, of: pad)
        script.point(at: 50, 50, of: pad)
        GTKApplication.run(for: .milliseconds(200))
        phases.afterHover = log.entries
        log.clear()
        script.window.click(pad, x: 50, y: 50, on: script.id, settle: .milliseconds(600))
        phases.afterClick = log.entries
        return phases
    }
}
