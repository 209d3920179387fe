import CGtk4
import Foundation
import ObserverKitGTK
import ObserverKitHeadless

/// The page control and the date picker on a real window: clicks beside the current dot against the headless
/// page control, and days clicked in the calendar, inside and outside the picker's range.
@MainActor
enum NewControlChecks {
    static let title = "ObserverKit GTK pages and dates"

    static func run(_ checks: Checks) {
        let pages = ObserverKitGTK.ObservablePageControl(numberOfPages: 3)
        let picker = ObserverKitGTK.ObservableDatePicker(date: localDate(day: 5))
        let window = Window(title: title, width: 360, height: 380, holding: [pages, picker])
        let id = window.presentedOnX { pages.bounds.width > 0 && picker.bounds.width > 0 }
        checks.expect(!id.isEmpty, "the pages and dates window is on the X server")
        checkPages(pages, window, id, checks)
        checkDates(picker, window, id, checks)
        let artifacts = CommandLine.arguments.dropFirst().first ?? "."
        try? FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        // A frame, so that the screenshot shows the last programmatic change.
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            window.savePNG(to: "\(artifacts)/gtk-pages-dates.png"), "the pages and dates window is saved as a PNG")
        window.close()
    }

    static func checkPages(
        _ pages: ObserverKitGTK.ObservablePageControl, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let page = ObservableValue(0)
        pages.bind(page)
        let recorder = Recorder(pages)
        let y = pages.bounds.height / 2
        checks.expect(
            pages.bounds.contains(pages.currentDotCenter) && pages.currentDotCenter.x < pages.bounds.midX,
            "the first page's dot centre is a point inside the control, left of its middle",
            "\(pages.currentDotCenter) in \(pages.bounds)")
        window.click(pages, x: pages.currentDotCenter.x + 10, y: y, on: id)
        let reference = ObserverKitHeadless.ObservablePageControl(numberOfPages: 3)
        let expected = Recorder(reference)
        reference.tap(at: CGPoint(x: reference.currentDotCenter.x + 10, y: 18))
        checks.expect(
            recorder.events == expected.events && pages.currentPage == 1 && page.value == 1,
            "a click right of the current dot sends the headless events and moves one page",
            "\(recorder.events) vs \(expected.events), page \(pages.currentPage)")
        recorder.clear()
        window.click(pages, x: pages.bounds.width - 2, y: y, on: id)
        checks.expect(pages.currentPage == 2, "a click far right still moves only one page", "\(pages.currentPage)")
        recorder.clear()
        window.click(pages, x: pages.currentDotCenter.x + 10, y: y, on: id)
        checks.expect(
            pages.currentPage == 2 && !recorder.events.contains(.valueChanged),
            "a click right of the last dot sends no valueChanged", "\(recorder.events)")
        window.click(pages, x: pages.currentDotCenter.x - 10, y: y, on: id)
        checks.expect(pages.currentPage == 1 && page.value == 1, "a click left of the current dot moves one page back")
        recorder.clear()
        page.value = 7
        checks.expect(
            pages.currentPage == 2 && recorder.events.isEmpty,
            "a bound page outside the range is pinned, sending nothing")
        // numberOfPages: "Fewer pages pin currentPage again."
        pages.numberOfPages = 5
        pages.currentPage = 4
        recorder.clear()
        pages.numberOfPages = 2
        checks.expect(
            pages.currentPage == 1 && recorder.events.isEmpty,
            "fewer pages than the current one pin the current page to the last, sending nothing",
            "page \(pages.currentPage), \(recorder.events)")
        pages.numberOfPages = 3
    }

    static func checkDates(
        _ picker: ObserverKitGTK.ObservableDatePicker, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let due = ObservableValue(localDate(day: 5))
        picker.bind(due)
        var changes: [Date] = []
        picker.addObserver(for: .valueChanged) { changes.append($0) }
        clickDay(15, in: picker, window, id)
        checks.expect(
            changes == [localDate(day: 15)] && due.value == localDate(day: 15),
            "a click on a day sends one valueChanged with that day, at the same time of day, and writes the value",
            "\(changes)")
        changes.removeAll()
        picker.maximumDate = localDate(day: 10)
        checks.expect(
            picker.date == localDate(day: 10) && changes.isEmpty, "a maximum below the date pins it, sending nothing")
        clickDay(20, in: picker, window, id)
        checks.expect(
            picker.date == localDate(day: 10) && shownDay(picker) == 10 && changes.isEmpty,
            "a day past the maximum shows the maximum and, the date unchanged, sends nothing",
            "\(picker.date), day \(shownDay(picker)), \(changes)")
        clickDay(8, in: picker, window, id)
        checks.expect(changes == [localDate(day: 8)], "a day inside the range sends valueChanged", "\(changes)")
        changes.removeAll()
        due.value = localDate(day: 28)
        checks.expect(
            picker.date == localDate(day: 10) && shownDay(picker) == 10 && changes.isEmpty,
            "a bound date past the maximum is pinned, sending nothing")
    }

    /// Noon local time on `day` March 2026.
    static func localDate(day: Int32) -> Date {
        let time = g_date_time_new_local(2026, 3, day, 12, 0, 0)!
        defer { g_date_time_unref(time) }
        return Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(time)))
    }

    /// The day of the month the calendar shows selected.
    static func shownDay(_ picker: ObserverKitGTK.ObservableDatePicker) -> Int32 {
        let date = gtk_calendar_get_date(OpaquePointer(picker.widget))!
        defer { g_date_time_unref(date) }
        return g_date_time_get_day_of_month(date)
    }

    /// Clicks the calendar's label of `day` in the month shown.
    static func clickDay(_ day: Int, in picker: ObserverKitGTK.ObservableDatePicker, _ window: Window, _ id: String) {
        guard let label = dayLabel(String(day), under: picker.widget) else {
            print("  no label for day \(day)")
            return
        }
        window.click(widget: label, on: id)
    }

    static func dayLabel(
        _ text: String, under widget: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            let isLabel = g_type_is_a(typeOf(current), gtk_label_get_type()) != 0
            if isLabel, String(cString: gtk_label_get_text(OpaquePointer(current))) == text,
                gtk_widget_has_css_class(current, "other-month") == 0,
                gtk_widget_has_css_class(current, "day-number") != 0
            {
                return current
            }
            if let found = dayLabel(text, under: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    static func typeOf(_ widget: UnsafeMutablePointer<GtkWidget>) -> GType {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    }
}
