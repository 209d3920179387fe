import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// The examples of ObservableTextField, ObservableTextField/Action and ObservableSlider, with real keys and
/// pointer: a click focusing a field inside a box, typing and Return, the focus leaving; a bound slider's keys
/// and a value set; the date picker's keys; and the segmented control's pointer rules (a release beyond the last
/// segment, the pressed look, no keyboard focus from a click).
extension ControlClaimChecks {
    static let editingTitle = "ObserverKit GTK editing claims"

    static func runEditing(_ checks: Checks) {
        let search = ObserverKitGTK.ObservableTextField(width: 240)
        let name = ObserverKitGTK.ObservableTextField()
        let form = Box(.vertical)
        form.append(search)
        form.append(name)
        let volume = ObservableValue<Float>(50)
        let slider = ObserverKitGTK.ObservableSlider(minimumValue: 0, maximumValue: 100, width: 240)
        slider.bind(volume)
        let due = ObserverKitGTK.ObservableDatePicker(date: NewControlChecks.localDate(day: 5))
        let mode = ObserverKitGTK.ObservableSegmentedControl(items: ["Songs", "Albums", "Artists"])
        let window = Window(title: editingTitle, width: 420, height: 560, holding: [form, slider, mode, due])
        let id = window.presentedOnX { search.bounds.width > 0 && due.bounds.width > 0 && mode.bounds.width > 0 }
        window.movePointer(to: search, x: 4, y: -6, on: id)
        checkFieldExamples(search, name, window, id, checks)
        checkSliderExample(slider, volume, checks)
        checkDateKeys(due, checks)
        checkSegmentPointer(mode, search, window, id, checks)
        checkReturnUnobserved(name, checks)
        checkPageKeys(window, id, checks)
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }

    /// ObservableTextField's example (typing, Return) and ObservableTextField/Action's (editingDidEnd), on
    /// fields in a box: a click on the field is first responder's and begins editing.
    static func checkFieldExamples(
        _ search: ObserverKitGTK.ObservableTextField, _ name: ObserverKitGTK.ObservableTextField, _ window: Window,
        _ id: String, _ checks: Checks
    ) {
        let recorder = Recorder(search)
        var printed: [String] = []
        search.addObserver(for: [.editingChanged, .editingDidEndOnExit]) { action in
            switch action {
            case .editingChanged(let text): printed.append("typed \(text)")
            case .editingDidEndOnExit(let text): printed.append("search for \(text)")
            default: break
            }
        }
        name.addObserver(for: .editingDidEnd) { (action: ObserverKitGTK.ObservableTextField.Action) in
            printed.append("name: \(action.text)")
        }
        // The window gave the first field the focus when it was shown: the click moves it back from the second.
        name.becomeFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        recorder.clear()
        window.click(search, x: 20, on: id, .atOnce)
        checks.expect(
            search.isFirstResponder && recorder.events.contains(.editingDidBegin)
                && recorder.events.contains(.touchDown) && recorder.events.contains(.touchUpInside),
            "a click on a field in a box sends its touch events and editingDidBegin; the field is first responder",
            "\(recorder.events), first responder \(search.isFirstResponder)")
        printed = []  // the second field's editingDidEnd as the click took the focus
        XDoTool.type("ab")
        XDoTool.key("Return")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            printed == ["typed a", "typed ab", "search for ab"],
            "ObservableTextField's example prints each change, then the search at Return", "\(printed)")
        printed = []
        name.becomeFirstResponder()
        XDoTool.type("Jo")
        search.becomeFirstResponder()
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            printed == ["name: Jo"], "ObservableTextField.Action's example prints the text when editing ends",
            "\(printed)")
    }

    /// ObservableSlider's example: the scale shows the bound 50, its arrow key writes the value, and a value set
    /// moves it without an event.
    static func checkSliderExample(
        _ slider: ObserverKitGTK.ObservableSlider, _ volume: ObservableValue<Float>, _ checks: Checks
    ) {
        let shown = scaleValue(slider)
        let log = OriginLog(slider)
        let right = log.entries(pressing: "Right", on: slider.widget, settle: .milliseconds(200))
        let afterKey = volume.value
        log.clear()
        volume.value = 75
        checks.expect(
            shown == 50 && right == ["valueChanged keyboard"] && afterKey > 50
                && scaleValue(slider) == 75 && log.entries.isEmpty,
            "ObservableSlider's example: the scale shows 50, Right writes the value, 75 set moves it silently",
            "shown \(shown), \(right) to \(afterKey), then \(scaleValue(slider)) "
                + "\(log.entries)")
    }

    /// The value the slider's GtkScale shows.
    static func scaleValue(_ slider: ObserverKitGTK.ObservableSlider) -> Double {
        gtk_range_get_value(UnsafeMutablePointer<GtkRange>(OpaquePointer(slider.widget)))
    }

    /// ObservableDatePicker: a day chosen with the keys arrives as valueChanged.
    static func checkDateKeys(_ due: ObserverKitGTK.ObservableDatePicker, _ checks: Checks) {
        var changes: [Date] = []
        due.addObserver(for: .valueChanged) { changes.append($0) }
        gtk_widget_grab_focus(due.widget)
        GTKApplication.run(for: .milliseconds(100))
        XDoTool.key("Right")
        XDoTool.key("space")
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            !changes.isEmpty && changes.last == due.date && due.date != NewControlChecks.localDate(day: 5),
            "a day chosen with the calendar's keys arrives as valueChanged", "\(changes), date \(due.date)")
    }

    /// The segmented control's pointer: a release beyond the last segment, within the slop, selects the last,
    /// as headless; the segment under a press shows GTK's pressed look; a click takes no keyboard focus.
    static func checkSegmentPointer(
        _ mode: ObserverKitGTK.ObservableSegmentedControl, _ field: ObserverKitGTK.ObservableTextField,
        _ window: Window, _ id: String, _ checks: Checks
    ) {
        field.becomeFirstResponder()
        mode.selectedSegmentIndex = 0
        let width = Double(mode.bounds.width)
        let height = Double(mode.bounds.height)
        let log = OriginLog(mode)
        let albums = gtk_widget_get_next_sibling(gtk_widget_get_first_child(mode.widget)!)!
        window.press(mode, x: width / 2, y: height / 2, on: id)
        GTKApplication.run(for: .milliseconds(100))
        let pressed = gtk_widget_get_state_flags(albums).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
        let beyond = (x: width + 30, y: height / 2)
        window.movePointer(to: mode, x: beyond.x, y: beyond.y, on: id)
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(400))
        let expected = SegmentedParityChecks.headless(
            width: width, height: height, from: 0, path: [(width / 2, height / 2), beyond])
        var segment = gtk_widget_get_first_child(mode.widget)
        var focused = false
        while let button = segment {
            focused = focused || gtk_widget_has_focus(button) != 0
            segment = gtk_widget_get_next_sibling(button)
        }
        checks.expect(
            pressed && log.entries == expected.entries && mode.selectedSegmentIndex == 2 && expected.selected == 2,
            "a press on a segment shows it pressed; released 30 points beyond the last, it selects the last, as headless",
            "pressed \(pressed), GTK \(log.entries) (selected \(mode.selectedSegmentIndex)), headless "
                + "\(expected.entries) (selected \(expected.selected))")
        checks.expect(
            !focused && field.isFirstResponder, "a click on a segment takes no keyboard focus from the field",
            "segment focused \(focused), field first responder \(field.isFirstResponder)")
    }

    /// TextField.md: Return sends editingDidEnd only when editingDidEndOnExit has an observer, as UIKit's rule;
    /// unobserved, the field keeps the focus.
    static func checkReturnUnobserved(_ field: ObserverKitGTK.ObservableTextField, _ checks: Checks) {
        var events: [ControlEvent] = []
        let tokens = [ControlEvent.editingDidBegin, .editingChanged, .editingDidEnd].map { event in
            field.addObserver(for: event) { _ in events.append(event) }
        }
        field.becomeFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        events = []
        XDoTool.key("Return")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            events.isEmpty && field.isFirstResponder,
            "Return in a field whose editingDidEndOnExit no one observes ends nothing: it stays first responder",
            "\(events), first responder \(field.isFirstResponder)")
        for token in tokens { token.cancel() }
    }

    /// PageControl.md: the keys on a focused page control change no page of ObserverKit's own.
    static func checkPageKeys(_ window: Window, _ id: String, _ checks: Checks) {
        let pages = ObserverKitGTK.ObservablePageControl(numberOfPages: 3)
        window.add(pages)
        GTKApplication.iterate { pages.bounds.width > 0 }
        pages.currentPage = 1
        let log = OriginLog(pages)
        for key in ["Right", "Left", "space", "Return", "Tab"] { XDoTool.key(key, on: pages.widget) }
        checks.expect(
            log.entries.isEmpty && pages.currentPage == 1,
            "the keys on a focused page control change no page and send nothing",
            "\(log.entries), page \(pages.currentPage)")
    }
}
