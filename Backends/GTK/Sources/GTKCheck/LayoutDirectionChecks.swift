import CGtk4
import Foundation
import ObserverKitGTK
import ObserverKitHeadless

/// The controls whose reaction depends on where the pointer is, laid out in another direction than left to
/// right: in a right-to-left layout (as an Arabic or Hebrew locale gives every GTK app), on an inverted scale and
/// on an upright one. GTK mirrors or turns what it draws, and a click must do what the drawing shows.
@MainActor
enum LayoutDirectionChecks {
    static func run(_ checks: Checks) {
        // Every widget without a direction of its own follows the default, as in a right-to-left locale.
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let stepper = ObserverKitGTK.ObservableStepper()
        let slider = ObserverKitGTK.ObservableSlider()
        let pages = ObserverKitGTK.ObservablePageControl(numberOfPages: 3)
        let inverted = ObserverKitGTK.ObservableSlider()
        gtk_widget_set_direction(inverted.widget, GTK_TEXT_DIR_LTR)
        gtk_range_set_inverted(UnsafeMutablePointer(OpaquePointer(inverted.widget)), 1)
        let upright = ObserverKitGTK.ObservableSlider()
        gtk_orientable_set_orientation(OpaquePointer(upright.widget), GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_size_request(upright.widget, -1, 200)
        let window = Window(
            title: "ObserverKit layout directions", width: 420, height: 520,
            holding: [stepper, slider, pages, inverted, upright])
        let id = window.presentedOnX { stepper.bounds.width > 0 && slider.bounds.width > 0 && pages.bounds.width > 0 }
        checks.expect(!id.isEmpty, "the right-to-left window is on the X server")

        checkStepper(stepper, window, id, checks)
        checkSlider(slider, "a right-to-left slider", window, id, checks)
        checkSlider(inverted, "an inverted slider", window, id, checks)
        checkPages(pages, window, id, checks)
        checkUprightSlider(upright, window, id, checks)
        window.close()
    }

    /// GTK puts "−" on the right: a click on it steps down, a click on "+" up.
    static func checkStepper(
        _ stepper: ObserverKitGTK.ObservableStepper, _ window: Window, _ id: String, _ checks: Checks
    ) {
        stepper.value = 50
        let minus = gtk_widget_get_first_child(stepper.widget)!
        let minusCenter = Double(gtk_widget_get_width(minus)) / 2
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(minus, stepper.widget, minusCenter, 8, &x, &y)
        checks.expect(
            x > stepper.bounds.width / 2, "right to left, GTK draws the stepper's \"−\" on the right", "x \(x)")
        click(stepper, x: x, window, id)
        checks.expect(stepper.value == 49, "a click on the right-to-left \"−\" steps down", "value \(stepper.value)")
        stepper.value = 50
        click(stepper, x: stepper.bounds.width - x, window, id)
        checks.expect(stepper.value == 51, "a click on the right-to-left \"+\" steps up", "value \(stepper.value)")
    }

    /// GtkScale draws the minimum on the right: the thumb is tracked there, and a drag to the left raises the value
    /// by the headless slider's rule, mirrored.
    static func checkSlider(
        _ slider: ObserverKitGTK.ObservableSlider, _ name: String, _ window: Window, _ id: String, _ checks: Checks
    ) {
        slider.value = 0
        let width = slider.bounds.width
        let y = slider.bounds.height / 2
        let knob = knobCenter(of: slider)?.x
        checks.expect(
            slider.thumbCenter.x > width / 2 && knob.map { abs(slider.thumbCenter.x - $0) < 22 } == true,
            "\(name) tracks its thumb at 0 on the right, where GtkScale draws the knob",
            "\(slider.thumbCenter), knob at \(String(describing: knob))")
        let recorder = Recorder(slider)
        move(to: 10, on: slider, y: y, window, id)
        XDoTool.press()
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            recorder.events.isEmpty && slider.value == 0,
            "a press on the left end of \(name), away from the thumb, sends nothing",
            "\(recorder.events), value \(slider.value)")
        let thumbX = slider.thumbCenter.x - 5
        move(to: thumbX, on: slider, y: y, window, id)
        XDoTool.press()
        move(to: width * 0.5, on: slider, y: y, window, id)
        move(to: width * 0.25, on: slider, y: y, window, id)
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(100))
        let reference = ObserverKitHeadless.ObservableSlider(bounds: CGRect(x: 0, y: 0, width: width, height: 2 * y))
        let expected = Recorder(reference)
        reference.beginTouch(at: CGPoint(x: width - thumbX, y: y))
        reference.moveTouch(to: CGPoint(x: width * 0.5, y: y))
        reference.moveTouch(to: CGPoint(x: width * 0.75, y: y))
        reference.endTouch()
        checks.expect(
            recorder.events == expected.events && slider.value == reference.value && slider.value > 0.6,
            "a drag from the thumb of \(name) toward the left raises the value as the headless slider's mirrored drag",
            "\(recorder.events), \(slider.value) vs \(expected.events), \(reference.value)")
    }

    /// An upright scale has its minimum at the top: the thumb is tracked there, and a drag down raises the value
    /// by the headless slider's rule along the track.
    static func checkUprightSlider(
        _ slider: ObserverKitGTK.ObservableSlider, _ window: Window, _ id: String, _ checks: Checks
    ) {
        slider.value = 0
        let length = slider.bounds.height
        let x = slider.bounds.width / 2
        let knob = knobCenter(of: slider)
        checks.expect(
            slider.thumbCenter.y < length / 2 && knob.map { abs(slider.thumbCenter.y - $0.y) < 22 } == true,
            "an upright slider tracks its thumb at 0 at the top, where GtkScale draws the knob",
            "\(slider.thumbCenter), knob at \(String(describing: knob)), length \(length)")
        let recorder = Recorder(slider)
        XDoTool.move(window: id, to: window.surfacePoint(of: slider, x: x, y: length - 10))
        XDoTool.press()
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            recorder.events.isEmpty && slider.value == 0, "a press at the bottom of an upright slider sends nothing",
            "\(recorder.events), value \(slider.value)")
        let thumbY = slider.thumbCenter.y + 5
        XDoTool.move(window: id, to: window.surfacePoint(of: slider, x: x, y: thumbY))
        XDoTool.press()
        XDoTool.move(window: id, to: window.surfacePoint(of: slider, x: x, y: length * 0.5))
        XDoTool.move(window: id, to: window.surfacePoint(of: slider, x: x, y: length * 0.75))
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(100))
        let reference = ObserverKitHeadless.ObservableSlider(
            bounds: CGRect(x: 0, y: 0, width: length, height: slider.bounds.width))
        let expected = Recorder(reference)
        reference.beginTouch(at: CGPoint(x: thumbY, y: x))
        reference.moveTouch(to: CGPoint(x: length * 0.5, y: x))
        reference.moveTouch(to: CGPoint(x: length * 0.75, y: x))
        reference.endTouch()
        checks.expect(
            recorder.events == expected.events && abs(slider.value - reference.value) < 0.001 && slider.value > 0.6,
            "a drag down from the thumb of an upright slider raises the value as the headless slider's drag along it",
            "\(recorder.events), \(slider.value) vs \(expected.events), \(reference.value)")
    }

    /// The first dot is on the right: a click left of the current dot goes forward, right of it back.
    static func checkPages(
        _ pages: ObserverKitGTK.ObservablePageControl, _ window: Window, _ id: String, _ checks: Checks
    ) {
        pages.currentPage = 0
        let first = pages.currentDotCenter.x
        checks.expect(
            first > pages.bounds.width / 2, "right to left, the first page's dot is on the right", "x \(first)")
        click(pages, x: pages.currentDotCenter.x - 12, window, id)
        checks.expect(
            pages.currentPage == 1, "a click left of the current dot goes forward", "page \(pages.currentPage)")
        pages.currentPage = 1
        click(pages, x: pages.currentDotCenter.x + 12, window, id)
        checks.expect(pages.currentPage == 0, "a click right of the middle dot goes back", "page \(pages.currentPage)")
    }

    /// The centre of the knob GtkScale draws (its descendant with the CSS name "slider"), in the scale's
    /// coordinates.
    private static func knobCenter(of slider: ObserverKitGTK.ObservableSlider) -> CGPoint? {
        func find(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if String(cString: gtk_widget_get_css_name(widget)) == "slider" { return widget }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = find(current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        guard let knob = find(slider.widget) else { return nil }
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(
            knob, slider.widget, Double(gtk_widget_get_width(knob)) / 2, Double(gtk_widget_get_height(knob)) / 2, &x,
            &y)
        return CGPoint(x: x, y: y)
    }

    private static func click(_ control: some Widget, x: Double, _ window: Window, _ id: String) {
        move(to: x, on: control, y: control.bounds.height / 2, window, id)
        XDoTool.press()
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(200))
    }

    private static func move(to x: Double, on control: some Widget, y: Double, _ window: Window, _ id: String) {
        XDoTool.move(window: id, to: window.surfacePoint(of: control, x: x, y: y))
    }
}
