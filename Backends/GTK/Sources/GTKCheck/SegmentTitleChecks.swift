import CGtk4
import ObserverKit
import ObserverKitGTK

/// A segmented control's titles and segments changed on a real window: titles read and written (only for the
/// segments there are), segments added (a click selects a new one) and removed (their buttons freed), the selection
/// kept and clamped, and nothing sent for any of it.
@MainActor
enum SegmentTitleChecks {
    static func run(_ checks: Checks) {
        let mode = ObserverKitGTK.ObservableSegmentedControl(items: ["Songs", "Albums", "Artists"])
        let window = Window(title: "ObserverKit GTK segment titles", width: 420, height: 120, holding: [mode])
        let id = window.presentedOnX { mode.bounds.width > 0 }
        let recorder = Recorder(mode)
        mode.selectedSegmentIndex = 1

        checks.expect(
            mode.titleForSegment(at: 0) == "Songs" && mode.titleForSegment(at: 3) == nil
                && mode.titleForSegment(at: -1) == nil,
            "titleForSegment reads a segment's title, and nil outside the segments")
        mode.setTitle("Genres", forSegmentAt: 2)
        mode.setTitle("Ignored", forSegmentAt: 3)
        mode.setTitle("Ignored", forSegmentAt: -1)
        mode.setTitle(nil, forSegmentAt: 0)
        checks.expect(
            mode.segments == ["", "Albums", "Genres"] && mode.titleForSegment(at: 0) == nil
                && labels(of: mode) == ["", "Albums", "Genres"],
            "setTitle retitles the segment's button (nil: no title), and ignores an index outside the segments",
            "\(mode.segments), buttons \(labels(of: mode))")

        let empty = ObserverKitGTK.ObservableSegmentedControl()
        let emptyWasEmpty =
            empty.numberOfSegments == 0 && empty.selectedSegmentIndex == ObservableSegmentedControl.noSegment
        empty.segments = ["On", "Off"]
        checks.expect(
            emptyWasEmpty && empty.numberOfSegments == 2 && empty.titleForSegment(at: 1) == "Off",
            "a control made with no items has no segment and none selected, until segments are set")

        mode.segments.append("Podcasts")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            mode.numberOfSegments == 4 && labels(of: mode) == ["", "Albums", "Genres", "Podcasts"]
                && mode.selectedSegmentIndex == 1 && recorder.events.isEmpty,
            "a segment appended gets a button; the selection stays and nothing is sent", "\(labels(of: mode))")
        window.click(mode, x: mode.bounds.width * 7 / 8, on: id, settle: .milliseconds(200))
        checks.expect(
            mode.selectedSegmentIndex == 3 && recorder.events.contains(.valueChanged),
            "a click on the appended segment selects it and sends valueChanged", "\(recorder.events)")
        recorder.clear()

        // GLib clears this pointer when the last segment's button is finalized.
        let removed = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        defer { removed.deallocate() }
        removed.pointee = UnsafeMutableRawPointer(gtk_widget_get_last_child(mode.widget)!)
        g_object_add_weak_pointer(removed.pointee!.assumingMemoryBound(to: GObject.self), removed)
        mode.segments = ["Songs", "Albums"]
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            mode.numberOfSegments == 2 && labels(of: mode) == ["Songs", "Albums"] && mode.selectedSegmentIndex == 1
                && recorder.events.isEmpty,
            "segments removed lose their buttons; the selection clamps to the last, with no event",
            "\(labels(of: mode)), selected \(mode.selectedSegmentIndex), \(recorder.events)")
        checks.expect(removed.pointee == nil, "a removed segment's button is freed")
        if let kept = removed.pointee {
            g_object_remove_weak_pointer(kept.assumingMemoryBound(to: GObject.self), removed)
        }
        checkActivatedSegmentRemoved(mode, window, id, recorder, checks)
        mode.segments = []
        checks.expect(
            mode.numberOfSegments == 0 && mode.selectedSegmentIndex == -1 && labels(of: mode).isEmpty
                && mode.titleForSegment(at: 0) == nil && recorder.events.isEmpty,
            "no segments: nothing selected, no title, no event")
        window.close()
    }

    /// A segment the keyboard activated, removed before GTK selects it: the next click is the pointer's, not the
    /// keyboard's.
    static func checkActivatedSegmentRemoved(
        _ mode: ObserverKitGTK.ObservableSegmentedControl, _ window: Window, _ id: String, _ recorder: Recorder,
        _ checks: Checks
    ) {
        mode.segments = ["Songs", "Albums", "Genres"]
        mode.selectedSegmentIndex = 1
        recorder.clear()
        gtk_widget_activate(gtk_widget_get_last_child(mode.widget)!)
        mode.segments = ["Songs", "Albums"]
        GTKApplication.run(for: .milliseconds(100))
        var origins: [EventOrigin?] = []
        let originWatch = mode.addObserver(for: [.valueChanged, .primaryActionTriggered]) { [unowned mode] _ in
            origins.append(mode.currentEventOrigin)
        }
        window.click(mode, x: mode.bounds.width / 4, on: id)
        originWatch.cancel()
        checks.expect(
            mode.selectedSegmentIndex == 0 && recorder.events.contains(.valueChanged) && origins == [.touch, .touch],
            "a click after the keyboard's segment was removed is the pointer's: its selection comes from touch",
            "\(recorder.events), origins \(origins)")
        recorder.clear()
    }

    /// The labels of the control's buttons, as GTK shows them, left to right.
    static func labels(of control: ObserverKitGTK.ObservableSegmentedControl) -> [String] {
        var labels: [String] = []
        var child = gtk_widget_get_first_child(control.widget)
        while let button = child {
            let label = gtk_button_get_label(UnsafeMutablePointer(OpaquePointer(button)))
            labels.append(label.map { String(cString: $0) } ?? "")
            child = gtk_widget_get_next_sibling(button)
        }
        return labels
    }
}
