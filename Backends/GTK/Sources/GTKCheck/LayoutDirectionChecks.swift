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
        checkSlider(slider, .rightToLeft, "a right-to-left slider", window, id, checks)
        checkSlider(inverted, .rightToLeft, "an inverted slider", window, id, checks)
        checkSlider(upright, .upright, "an upright slider", window, id, checks)
        checkPages(pages, window, id, checks)
        window.close()
    }

    /// GTK puts "−" on the right: a click on it steps down, a click on "+" up.
    static func checkStepper(
        _ stepper: ObserverKitGTK.ObservableStepper, _ window: Window, _ id: String, _ checks: Checks
    ) {
        stepper.value = 50
        let x = center(of: gtk_widget_get_first_child(stepper.widget)!, in: stepper.widget).x
        checks.expect(
            x > stepper.bounds.width / 2, "right to left, GTK draws the stepper's \"−\" on the right", "x \(x)")
        window.click(stepper, x: x, on: id, settle: .milliseconds(200))
        checks.expect(stepper.value == 49, "a click on the right-to-left \"−\" steps down", "value \(stepper.value)")
        stepper.value = 50
        window.click(stepper, x: stepper.bounds.width - x, on: id, settle: .milliseconds(200))
        checks.expect(stepper.value == 51, "a click on the right-to-left \"+\" steps up", "value \(stepper.value)")
    }

    /// GtkScale draws the minimum at one end of its track (the right one when mirrored, the top when upright):
    /// the thumb is tracked where GTK draws the knob, a press at the other end sends nothing, and a drag along the
    /// track from the thumb moves the value as the headless slider's drag along its own.
    static func checkSlider(
        _ slider: ObserverKitGTK.ObservableSlider, _ layout: SliderDragScript.Layout, _ name: String, _ window: Window,
        _ id: String, _ checks: Checks
    ) {
        slider.value = 0
        let script = SliderDragScript(slider, layout, window, id)
        let knob = knobCenter(of: slider)
        let thumb = slider.thumbCenter
        checks.expect(
            script.thumbAlong < script.length / 2
                && knob.map { hypot(thumb.x - $0.x, thumb.y - $0.y) < 22 } == true,
            "\(name) tracks its thumb at 0 at its minimum's end, where GtkScale draws the knob",
            "\(thumb), knob at \(String(describing: knob))")
        let pressed = script.press(at: script.length - 10)
        checks.expect(
            pressed.isEmpty && slider.value == 0,
            "a press at the far end of \(name), away from the thumb, sends nothing",
            "\(pressed), value \(slider.value)")
        let drag = script.drag(from: script.thumbAlong + 5, through: [script.length * 0.5, script.length * 0.75])
        checks.expect(
            drag.events == drag.expected && abs(slider.value - drag.expectedValue) < 0.001 && slider.value > 0.6,
            "a drag along \(name) from its thumb raises the value as the headless slider's drag along its track",
            "\(drag.events), \(slider.value) vs \(drag.expected), \(drag.expectedValue)")
    }

    /// The first dot is on the right: a click left of the current dot goes forward, right of it back.
    static func checkPages(
        _ pages: ObserverKitGTK.ObservablePageControl, _ window: Window, _ id: String, _ checks: Checks
    ) {
        pages.currentPage = 0
        let first = pages.currentDotCenter.x
        checks.expect(
            first > pages.bounds.width / 2, "right to left, the first page's dot is on the right", "x \(first)")
        window.click(pages, x: pages.currentDotCenter.x - 12, on: id, settle: .milliseconds(200))
        checks.expect(
            pages.currentPage == 1, "a click left of the current dot goes forward", "page \(pages.currentPage)")
        pages.currentPage = 1
        window.click(pages, x: pages.currentDotCenter.x + 12, on: id, settle: .milliseconds(200))
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
        return find(slider.widget).map { center(of: $0, in: slider.widget) }
    }

    /// The centre of `part`, a descendant of `widget` (the stepper's "−", a scale's knob), in `widget`'s
    /// coordinates.
    private static func center(
        of part: UnsafeMutablePointer<GtkWidget>, in widget: UnsafeMutablePointer<GtkWidget>
    ) -> CGPoint {
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(
            part, widget, Double(gtk_widget_get_width(part)) / 2, Double(gtk_widget_get_height(part)) / 2, &x, &y)
        return CGPoint(x: x, y: y)
    }
}
