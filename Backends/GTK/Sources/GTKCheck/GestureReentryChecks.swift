import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// Gesture and list handlers that change, from inside a report of a real drag or click, what is observed: a
/// pan's last observer removed during its own `.changed` (its input controller goes mid-drag), removed and
/// added again there, a pan added from a long press's handler mid-drag, and a table's observer that replaces
/// itself and removes another from inside its didSelect. Each ends in a defined state: nothing more of the
/// gesture in flight, the next one complete, no GTK critical (run with `G_DEBUG=fatal-criticals`); and a search
/// entry composing with a dead key, whose textDidChange never carries the pre-edit.
@MainActor
enum GestureReentryChecks {
    static func run(_ checks: Checks) {
        let (window, pad, script) = Window.presentedWithGesturePad(
            title: "ObserverKit GTK gesture re-entry", checks: checks)
        checkPanRemovedDuringChanged(pad, script)
        checkPanReplacedDuringChanged(pad, script)
        checkPanAddedMidDrag(pad, script)
        checkLastObserverGoneOnCancel(pad, script)
        window.close()
        GTKApplication.run(for: .milliseconds(100))

        let (listWindow, _, table, listID) = Window.presentedWithButtonAndTable(
            title: "ObserverKit GTK observer re-entry", width: 420, height: 460, rows: 8, tableHeight: 300)
        checkObserverReplacedFromDidSelect(table, listWindow, listID, checks)
        listWindow.close()
        GTKApplication.run(for: .milliseconds(100))

        checkAdoptedTableDroppedFromDidSelect(checks)

        let searchWindow = Window(title: "ObserverKit GTK search composition", width: 360, height: 160)
        let search = SearchBar()
        searchWindow.add(search)
        let searchID = searchWindow.presentedOnX { gtk_widget_get_width(search.widget) > 0 }
        checkSearchComposition(search, searchWindow, searchID, checks)
        searchWindow.close()
        GTKApplication.run(for: .milliseconds(100))
    }

    /// An adopted `.ui` list view (multiple selection) whose wrapper, the app's only reference to it, is dropped
    /// by its own didSelect observer during a real click: the click completes, the wrapper goes, and the list
    /// stays GTK's: later clicks toggle GTK's selection with no critical and reach no ObserverKit handler.
    static func checkAdoptedTableDroppedFromDidSelect(_ checks: Checks) {
        let definition = UIDefinition.window(
            title: "ObserverKit GTK adopted list dropped", height: 320,
            children: UIDefinition.scrolledList(multipleSelection: true))
        @MainActor final class Owner {
            var tracks: TableView?
        }
        let owner = Owner()
        guard let builder = try? Builder(string: definition, name: "dropped.ui"),
            let window = try? builder.window(id: "window")
        else {
            checks.expect(false, "a .ui window with a list view is adopted")
            return
        }
        owner.tracks = try? builder.tableView(id: "tracks")
        weak let weakTracks = owner.tracks
        guard let listView = owner.tracks?.listView else {
            checks.expect(false, "a .ui list view is adopted")
            return
        }
        let log = ActionLog()
        owner.tracks?.allowsMultipleSelection = true
        owner.tracks?.observed.addObserver { [weak owner] action in
            guard case .didSelect(let row) = action else { return }
            log.add("didSelect \(row.row)")
            owner?.tracks = nil
        }
        let id = window.presentedOnX { gtk_widget_get_height(listView) > 0 }
        GTKApplication.run(for: .milliseconds(300))
        let clicks = RowClicks(window: window, id: id, listView: listView)
        clicks.click(row: 0)
        let afterDrop = weakTracks == nil
        clicks.click(row: 1)
        clicks.click(row: 2)
        let selection = gtk_list_view_get_model(OpaquePointer(listView))
        let selected = (0..<3).filter { gtk_selection_model_is_selected(selection, guint($0)) != 0 }
        checks.expect(
            afterDrop && log.entries == ["didSelect 0"] && selected.contains(2),
            "an adopted list whose wrapper its didSelect observer drops: the wrapper goes, later clicks are GTK's alone",
            "wrapper gone \(afterDrop), \(log.entries), selected \(selected)")
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }

    /// A search entry composing "é" with a dead key: textDidChange never carries the pre-edit, and reports the
    /// committed text once; an observer that removes itself from its textDidChange hears no more.
    static func checkSearchComposition(_ search: SearchBar, _ window: Window, _ id: String, _ checks: Checks) {
        let log = ActionLog()
        let all = search.observed.addObserver { action in
            if case .textDidChange(let text) = action { log.add(text) }
        }
        var once: ObservationToken?
        once = search.observed.addObserver { action in
            guard case .textDidChange = action else { return }
            log.add("once")
            once?.cancel()
        }
        window.click(search.searchTextField, x: 20, on: id, settle: .zero)
        XDoTool.type("caf")
        XDoTool.key("dead_acute")
        let marked = search.searchTextField.markedText
        XDoTool.key("e")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            marked != nil && log.entries == ["c", "once", "ca", "caf", "café"],
            "a search entry's textDidChange never carries the pre-edit and reports the composed text once; "
                + "an observer that removes itself in its handler hears one change",
            "marked \(String(describing: marked)), \(log.entries)")
        all.cancel()
        checks.expect(!search.observed.hasObservers, "the search bar has no observer left")
        search.text = ""
    }

    /// A quick drag on `pad` from (60, 100) rightwards, 5 moves of 20 points, then the main loop.
    static func drag(_ pad: Label, _ script: PointerGestureScript) {
        script.window.movePointer(to: pad, x: 60, y: 100, on: script.id)
        XDoTool.drag(
            window: script.id,
            through: (1...5).map { script.window.surfacePoint(of: pad, x: 60 + Double($0) * 20, y: 100) })
        GTKApplication.run(for: .milliseconds(400))
    }

    /// Observes `pad`'s pan anew, drags, and checks that the new observer heard the drag whole, as `claim` says.
    static func expectANewPanHearsAWholeDrag(_ pad: Label, _ script: PointerGestureScript, _ claim: String) {
        let log = ActionLog()
        let again = pad.gestures.addObserver(for: .pan) { log.add("pan \($0.phase)") }
        drag(pad, script)
        script.checks.expect(isWholePan(log.entries, "pan"), claim, "\(log.entries)")
        again.cancel()
    }

    /// Whether `entries` (of `prefix`) are began, changed…, ended: a whole pan.
    static func isWholePan(_ entries: [String], _ prefix: String) -> Bool {
        let phases = entries.filter { $0.hasPrefix(prefix) }
        return phases.count >= 3 && phases.first == "\(prefix) began" && phases.last == "\(prefix) ended"
            && phases.dropFirst().dropLast().allSatisfy { $0 == "\(prefix) changed" }
    }

    static func checkPanRemovedDuringChanged(_ pad: Label, _ script: PointerGestureScript) {
        let checks = script.checks
        let base = PointerGestureScript.controllerCount(pad.widget)
        let log = ActionLog()
        var token: ObservationToken?
        token = pad.gestures.addObserver(for: .pan) { pan in
            log.add("pan \(pan.phase)")
            if pan.phase == .changed { token?.cancel() }
        }
        drag(pad, script)
        let removed = log.entries
        // A controller removed while it handles an event leaves GTK's list at the widget's next event.
        script.point(at: 150, 150, of: pad)
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            removed == ["pan began", "pan changed"] && pad.gestures.observedKinds.isEmpty
                && PointerGestureScript.controllerCount(pad.widget) == base,
            "a pan whose last observer is removed during its own .changed reports nothing more; its controller goes",
            "\(removed), kinds \(pad.gestures.observedKinds), controllers \(base) then "
                + "\(PointerGestureScript.controllerCount(pad.widget))")
        expectANewPanHearsAWholeDrag(pad, script, "a pan observed again afterwards hears the next drag whole")
    }

    static func checkPanReplacedDuringChanged(_ pad: Label, _ script: PointerGestureScript) {
        let checks = script.checks
        let log = ActionLog()
        var token: ObservationToken?
        token = pad.gestures.addObserver(for: .pan) { [unowned pad] pan in
            log.add("old \(pan.phase)")
            guard pan.phase == .changed else { return }
            token?.cancel()
            token = pad.gestures.addObserver(for: .pan) { log.add("new \($0.phase)") }
        }
        drag(pad, script)
        let first = log.entries
        log.clear()
        drag(pad, script)
        checks.expect(
            first == ["old began", "old changed"],
            "a pan's last observer removed and added again during .changed: the new one hears nothing of that drag",
            "\(first)")
        checks.expect(
            isWholePan(log.entries, "new") && !log.entries.contains { $0.hasPrefix("old") },
            "the observer added during .changed hears the next drag whole", "\(log.entries)")
        token?.cancel()
    }

    static func checkPanAddedMidDrag(_ pad: Label, _ script: PointerGestureScript) {
        let checks = script.checks
        let base = PointerGestureScript.controllerCount(pad.widget)
        let log = ActionLog()
        var pan: ObservationToken?
        let press = pad.gestures.addObserver(for: .longPress()) { [unowned pad] press in
            log.add("press \(press.phase)")
            if press.phase == .began, pan == nil {
                pan = pad.gestures.addObserver(for: .pan) { log.add("pan \($0.phase)") }
            }
        }
        script.window.press(pad, x: 60, y: 100, on: script.id)
        GTKApplication.run(for: .milliseconds(800))
        for step in 1...3 { script.point(at: 60 + Double(step) * 15, 100, of: pad) }
        GTKApplication.run(for: .milliseconds(100))
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(400))
        let held = log.entries
        log.clear()
        press.cancel()
        drag(pad, script)
        checks.expect(
            held.first == "press began" && held.last == "press ended"
                && !held.contains { $0.hasPrefix("pan") },
            "a pan observed from a long press's handler hears nothing of the press in flight", "\(held)")
        checks.expect(
            isWholePan(log.entries, "pan"), "that pan hears the next drag whole", "\(log.entries)")
        pan?.cancel()
        checks.expect(
            PointerGestureScript.controllerCount(pad.widget) == base,
            "with the last gesture's observer gone the label's input controller goes",
            "\(base) then \(PointerGestureScript.controllerCount(pad.widget))")
    }

    /// A pan whose handler removes the last gesture observer on the `.cancelled` that the label's insensitivity,
    /// then its hiding, cause mid-drag: the input controller and the widget's handlers go from inside GTK's
    /// emission of `state-flags-changed` and `unmap`, with no critical, and a later observer hears a whole drag.
    static func checkLastObserverGoneOnCancel(_ pad: Label, _ script: PointerGestureScript) {
        let checks = script.checks
        let base = PointerGestureScript.controllerCount(pad.widget)
        for (name, cut, restore) in [
            (
                "made insensitive", { gtk_widget_set_sensitive(pad.widget, 0) },
                { gtk_widget_set_sensitive(pad.widget, 1) }
            ),
            ("hidden", { gtk_widget_set_visible(pad.widget, 0) }, { gtk_widget_set_visible(pad.widget, 1) }),
        ] as [(String, () -> Void, () -> Void)] {
            let log = ActionLog()
            var token: ObservationToken?
            token = pad.gestures.addObserver(for: .pan) { pan in
                log.add("pan \(pan.phase)")
                if pan.phase == .cancelled { token?.cancel() }
            }
            script.drag(on: pad, cutShortBy: cut)
            restore()
            GTKApplication.run(for: .milliseconds(300))
            script.point(at: 150, 150, of: pad)
            GTKApplication.run(for: .milliseconds(200))
            checks.expect(
                PointerGestureScript.isCancelledPan(log.entries) && !pad.gestures.hasObservers(for: .pan)
                    && PointerGestureScript.controllerCount(pad.widget) == base,
                "a pan cut short by its label \(name), whose handler removes the last observer on .cancelled: "
                    + "cancelled once, its controller gone",
                "\(log.entries), controllers \(base) then \(PointerGestureScript.controllerCount(pad.widget))")
            expectANewPanHearsAWholeDrag(
                pad, script, "after the label was \(name), a new pan observer hears a whole drag")
        }
    }

    /// An observer of a table that, from its didSelect, removes another observer, removes itself and adds a new
    /// one: the removed ones hear nothing more, the new one hears the next click.
    static func checkObserverReplacedFromDidSelect(
        _ table: ObserverKitGTK.TableView, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let log = ActionLog()
        var other: ObservationToken?
        var replacing: ObservationToken?
        var new: ObservationToken?
        replacing = table.observed.addObserver { [unowned table] action in
            guard case .didSelect(let row) = action else { return }
            log.add("replacing didSelect \(row.row)")
            other?.cancel()
            replacing?.cancel()
            new = table.observed.addObserver { action in
                if case .didSelect(let row) = action { log.add("new didSelect \(row.row)") }
            }
        }
        other = table.observed.addObserver { action in
            if case .didSelect(let row) = action { log.add("other didSelect \(row.row)") }
        }
        let clicks = RowClicks(window: window, id: id, listView: table.listView)
        clicks.click(row: 1)
        clicks.click(row: 2)
        checks.expect(
            log.entries == ["replacing didSelect 1", "new didSelect 2"],
            "a table observer that removes another and replaces itself in its didSelect: only the new one hears the next",
            "\(log.entries)")
        new?.cancel()
        checks.expect(!table.observed.hasObservers, "every observer of the table is gone after its token")
    }
}
