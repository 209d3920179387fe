import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// A non-continuous slider holds valueChanged until the pointer's touch ends, as `UISlider` sends one at the end:
/// what it then reports, against the headless slider (the reference) given the same touch.
///
/// - A value GtkScale changes itself while the pointer holds the thumb (an arrow key, the wheel) is the slider's
///   value from then on, as one a handler sets: reported once at the end, unless a later move of the pointer
///   puts the value where the drag says (a drag follows the pointer from its press, as the headless slider's).
/// - A touch GTK stops delivering (the slider hidden, itself or through a parent, or made insensitive through a
///   parent, mid-drag) ends there, cancelled, as a headless slider disabled mid-touch: the value the drag gave is
///   reported then, and the slider takes its next change and its next press.
@MainActor
enum SliderTouchEndChecks {
    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK slider touch end", width: 420, height: 200)
        let box = Box()
        let slider = ObserverKitGTK.ObservableSlider()
        slider.isContinuous = false
        box.append(slider)
        window.add(box)
        let id = window.presentedOnX { slider.bounds.width > 0 }
        GTKApplication.run(for: .milliseconds(300))
        let touch = Touch(slider: slider, window: window, id: id)

        checkKeyWhileHeld(touch, checks)
        checkInterrupted(touch, "made insensitive through its parent", checks) {
            gtk_widget_set_sensitive(box.widget, 0)
        } restore: {
            gtk_widget_set_sensitive(box.widget, 1)
        }
        checkInterrupted(touch, "hidden", checks) {
            gtk_widget_set_visible(slider.widget, 0)
        } restore: {
            gtk_widget_set_visible(slider.widget, 1)
        }
        checkInterrupted(touch, "hidden through its parent", checks) {
            gtk_widget_set_visible(box.widget, 0)
        } restore: {
            gtk_widget_set_visible(box.widget, 1)
        }
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }

    /// One slider's pointer, and the headless slider as long and as high as it.
    @MainActor
    struct Touch {
        let slider: ObserverKitGTK.ObservableSlider
        let window: Window
        let id: String

        /// Moves the pointer to `x` on the slider's track, halfway up.
        func point(at x: Double) {
            window.movePointer(to: slider, x: x, y: slider.bounds.height / 2, on: id)
        }

        /// A headless slider as big as the GTK one, at `value`, not continuous, and what it sends.
        func reference(at value: Float) -> (ObserverKitHeadless.ObservableSlider, Recorder) {
            let reference = ObserverKitHeadless.ObservableSlider(
                bounds: CGRect(x: 0, y: 0, width: slider.bounds.width, height: slider.bounds.height))
            reference.value = value
            reference.isContinuous = false
            return (reference, Recorder(reference))
        }

        /// Sets the slider to `value` and gives it the focus (for its keys).
        func reset(to value: Float) {
            slider.value = value
            gtk_widget_grab_focus(slider.widget)
            GTKApplication.run(for: .milliseconds(100))
        }
    }

    /// An arrow key while the pointer holds the thumb: reported at the end; a drag after it goes by the pointer.
    static func checkKeyWhileHeld(_ touch: Touch, _ checks: Checks) {
        let slider = touch.slider
        touch.reset(to: 0.5)
        var values: [Float] = []
        let token = slider.addObserver(for: .valueChanged) { _ in values.append(slider.value) }
        let x = slider.thumbCenter.x
        touch.point(at: x)
        XDoTool.press()
        XDoTool.key("Right")
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(200))
        let (reference, _) = touch.reference(at: 0.5)
        var referenceValues: [Float] = []
        reference.addObserver(for: .valueChanged) { _ in referenceValues.append(reference.value) }
        reference.beginTouch(at: reference.thumbCenter)
        reference.value = 0.51  // what GtkScale's Right does, a step of a hundredth of the range
        reference.endTouch()
        checks.expect(
            values == referenceValues && slider.value == reference.value,
            "an arrow key while the pointer holds a non-continuous slider's thumb is reported once, at the release",
            "GTK \(values) at \(slider.value); headless \(referenceValues) at \(reference.value)")

        touch.reset(to: 0.5)
        values = []
        referenceValues = []
        touch.point(at: x)
        XDoTool.press()
        XDoTool.key("Right")
        touch.point(at: x + 20)
        touch.point(at: x + 40)
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(200))
        reference.value = 0.5
        reference.beginTouch(at: reference.thumbCenter)
        reference.value = 0.51
        reference.moveTouch(to: CGPoint(x: x + 20, y: reference.bounds.midY))
        reference.moveTouch(to: CGPoint(x: x + 40, y: reference.bounds.midY))
        reference.endTouch()
        checks.expect(
            values.count == 1 && abs(slider.value - reference.value) < 0.001 && referenceValues.count == 1,
            "a drag after that key goes by the pointer from its press, reported once at the release, as headless",
            "GTK \(values) at \(slider.value); headless \(referenceValues) at \(reference.value)")
        token.cancel()
    }

    /// A drag that `interrupt` cuts short (GTK delivers the slider no more of it), then the slider put back.
    static func checkInterrupted(
        _ touch: Touch, _ what: String, _ checks: Checks, interrupt: () -> Void, restore: () -> Void
    ) {
        let slider = touch.slider
        touch.reset(to: 0.5)
        let recorder = Recorder(slider)
        var values: [Float] = []
        let token = slider.addObserver(for: .valueChanged) { _ in values.append(slider.value) }
        let x = slider.thumbCenter.x
        touch.point(at: x)
        XDoTool.press()
        touch.point(at: x + 30)
        interrupt()
        GTKApplication.run(for: .milliseconds(100))
        let cut = recorder.events
        let cutValues = values
        XDoTool.release()
        restore()
        GTKApplication.run(for: .milliseconds(200))

        let (reference, referenceRecorder) = touch.reference(at: 0.5)
        reference.beginTouch(at: reference.thumbCenter)
        reference.moveTouch(to: CGPoint(x: x + 30, y: reference.bounds.midY))
        reference.isEnabled = false
        checks.expect(
            cut == referenceRecorder.events && cutValues.count == 1 && abs(cutValues[0] - reference.value) < 0.001
                && !slider.isTracking,
            "a non-continuous slider \(what) mid-drag ends the touch there, as a headless one disabled mid-drag: "
                + "valueChanged with the drag's value, then touchCancel",
            "GTK \(cut) \(cutValues), tracking \(slider.isTracking); "
                + "headless \(referenceRecorder.events) at \(reference.value)")

        // Put back, the slider reports GtkScale's next change at once and tracks the next press.
        recorder.clear()
        values = []
        gtk_widget_grab_focus(slider.widget)
        XDoTool.key("Right")
        GTKApplication.run(for: .milliseconds(100))
        let keyed = values
        touch.window.click(slider, x: slider.thumbCenter.x, on: touch.id, settle: .milliseconds(200))
        checks.expect(
            keyed.count == 1 && recorder.events.first == .valueChanged
                && Array(recorder.events.dropFirst()) == [.touchDown, .touchUpInside],
            "\(what) and put back, the slider reports an arrow key at once and tracks the next press",
            "\(recorder.events), values \(keyed)")
        token.cancel()
    }
}
