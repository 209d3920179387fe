import CGtk4
import ObserverKitGTK

/// Any signal of any widget through ``WidgetSignal``: each closure shape driven by real input where GTK emits
/// the signal for it (a check button's toggled, a scale's keyboard move-slider, a list row's activation), a
/// string signal emitted by GTK's own `g_signal_emitv`; the errors for an unknown signal and a mismatched
/// closure; and the end of observations when their widget is finalized, watched with GLib weak pointers.
@MainActor
enum SignalChecks {
    static let title = "ObserverKit GTK signals"

    static func run(_ checks: Checks) {
        checkErrors(checks)
        checkFinalized(checks)
        checkCancelled(checks)
        checkRealInput(checks)
        checkString(checks)
        checkNotify(checks)
        checkCustom(checks)
        checkShapes(checks)
    }

    /// A signal the app defines itself (`g_signal_newv` on GtkButton, one string), observed and emitted.
    static func checkCustom(_ checks: Checks) {
        var parameters = [GType(16 << 2)]
        let id = g_signal_newv(
            "observerkit-saved", gtk_button_get_type(), G_SIGNAL_RUN_LAST, nil, nil, nil, nil, GType(1 << 2), 1,
            &parameters)
        let button = owned(gtk_button_new())
        defer { g_object_unref(button) }
        var saved: [String?] = []
        let token = try? WidgetSignal.observe("observerkit-saved", on: button, string: { saved.append($0) })
        emit(id, on: button, of: gtk_button_get_type(), string: "settings.json")
        checks.expect(
            id != 0 && saved == ["settings.json"], "a signal the app defined is observed with its string",
            "\(saved)")
        checks.expect(
            AdoptionChecks.thrown { _ = try WidgetSignal.observe("observerkit-saved", on: button) {} }
                == .signalSignatureMismatch(
                    type: "GtkButton", signal: "observerkit-saved", expected: "no arguments",
                    actual: "(gchararray) -> void"),
            "a closure without the custom signal's string throws, naming both signatures")
        token?.cancel()
    }

    /// `notify::property`: a property's changes, and a property the widget lacks.
    static func checkNotify(_ checks: Checks) {
        let button = owned(gtk_button_new_with_label("Play"))
        defer { g_object_unref(button) }
        var changes = 0
        let token = try? WidgetSignal.observe("notify::label", on: button) { changes += 1 }
        gtk_button_set_label(UnsafeMutablePointer(OpaquePointer(button)), "Pause")
        checks.expect(changes == 1, "notify::label calls its closure when the label changes", "\(changes)")
        token?.cancel()
        checks.expect(
            AdoptionChecks.thrown { _ = try WidgetSignal.observe("notify::volume", on: button) {} }
                == .unknownSignal(type: "GtkButton", signal: "notify::volume"),
            "notify:: of a property the widget lacks throws, naming the type and the property")
    }

    static func checkErrors(_ checks: Checks) {
        let button = owned(gtk_button_new())
        defer { g_object_unref(button) }
        checks.expect(
            AdoptionChecks.thrown { _ = try WidgetSignal.observe("no-such-signal", on: button) {} }
                == .unknownSignal(type: "GtkButton", signal: "no-such-signal"),
            "a signal the widget lacks throws an error naming the widget type and the signal")
        let mismatch = AdoptionChecks.thrown { _ = try WidgetSignal.observe("clicked", on: button, integer: { _ in }) }
        checks.expect(
            mismatch
                == .signalSignatureMismatch(
                    type: "GtkButton", signal: "clicked", expected: "one integer", actual: "() -> void"),
            "a closure whose argument the signal does not pass throws, naming both", "\(String(describing: mismatch))")
        checkBuilderWidgets(checks)
    }

    /// WidgetSignal's documentation example, as written: a widget from a builder that is kept while it is used,
    /// observed, and the errors thrown (not a crash on a widget the builder freed).
    static func checkBuilderWidgets(_ checks: Checks) {
        let ui = #"<interface><object class="GtkCheckButton" id="check"/></interface>"#
        do {
            let builder = try Builder(string: ui)
            defer { withExtendedLifetime(builder) {} }
            let check = try builder.widget(id: "check")
            var toggled = 0
            let token = try WidgetSignal.observe("toggled", on: check) { toggled += 1 }
            gtk_check_button_set_active(UnsafeMutablePointer<GtkCheckButton>(OpaquePointer(check)), 1)
            token.cancel()
            checks.expect(
                toggled == 1, "a widget from a kept builder is observed (WidgetSignal's example)", "\(toggled)")
            checks.expect(
                AdoptionChecks.thrown { _ = try WidgetSignal.observe("no-such-signal", on: check) {} }
                    == .unknownSignal(type: "GtkCheckButton", signal: "no-such-signal"),
                "an unknown signal of a builder's widget throws, naming it")
            checks.expect(
                AdoptionChecks.thrown { _ = try WidgetSignal.observe("toggled", on: check, integer: { _ in }) } != nil,
                "a mismatched closure on a builder's widget throws")
        } catch {
            checks.expect(false, "WidgetSignal's documentation example runs", "\(error)")
        }
    }

    /// A widget finalized while observed: GLib's weak pointer clears, the closure is released, and cancelling
    /// the token afterwards touches nothing.
    static func checkFinalized(_ checks: Checks) {
        let button = owned(gtk_button_new())
        let weakPointer = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        defer { weakPointer.deallocate() }
        weakPointer.pointee = UnsafeMutableRawPointer(button)
        g_object_add_weak_pointer(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GObject.self), weakPointer)
        let clicks = ProbedClicks(on: button)
        emitClicked(button)
        let calledWhileAlive = clicks.calls == 1
        g_object_unref(button)
        checks.expect(
            calledWhileAlive && weakPointer.pointee == nil && clicks.isReleased,
            "a finalized widget's observation ends: GLib's weak pointer is cleared and the closure released",
            "called \(clicks.calls), pointer \(String(describing: weakPointer.pointee)), closure \(clicks.isReleased ? "released" : "kept")"
        )
        clicks.token?.cancel()
        checks.expect(clicks.calls == 1, "cancelling the token of a finalized widget's observation does nothing")
    }

    /// A cancelled observation is disconnected and its closure released, while the widget lives on.
    static func checkCancelled(_ checks: Checks) {
        let button = owned(gtk_button_new())
        defer { g_object_unref(button) }
        let clicks = ProbedClicks(on: button)
        emitClicked(button)
        let calledBefore = clicks.calls
        clicks.token?.cancel()
        emitClicked(button)
        checks.expect(
            calledBefore == 1 && clicks.calls == 1 && clicks.isReleased,
            "a cancelled signal observation is never called and its closure is released")
    }

    /// Real input: a click toggles a check button (no arguments), Right on a focused scale moves its slider
    /// (one enum), a click on a list row activates it (one object).
    static func checkRealInput(_ checks: Checks) {
        let window = Window(title: title, width: 360, height: 300)
        let check = owned(gtk_check_button_new_with_label("Remember me"))
        let scale = owned(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1))
        gtk_widget_set_size_request(scale, 200, -1)
        let list = owned(gtk_list_box_new())
        let row = gtk_list_box_row_new()!
        gtk_list_box_row_set_child(UnsafeMutablePointer(OpaquePointer(row)), gtk_label_new("A row"))
        gtk_list_box_append(OpaquePointer(list), row)
        let toggle = ObserverKitGTK.ObservableSwitch()
        window.add(toggle)
        for widget in [check, scale, list] {
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(gtk_widget_get_parent(toggle.widget))), widget)
        }
        let id = window.presentedOnX { gtk_widget_get_width(list) > 0 }
        var toggles = 0
        var moves: [Int] = []
        var activated: [UnsafeMutableRawPointer?] = []
        let tokens = [
            try? WidgetSignal.observe("toggled", on: check) { toggles += 1 },
            try? WidgetSignal.observe("move-slider", on: scale, integer: { moves.append($0) }),
            try? WidgetSignal.observe("row-activated", on: list, object: { activated.append($0) }),
        ]
        checks.expect(tokens.allSatisfy { $0 != nil }, "toggled, move-slider and row-activated are observed")
        window.click(widget: check, on: id)
        checks.expect(toggles == 1, "a click on a check button calls its toggled closure once", "\(toggles)")
        window.click(widget: scale, on: id)
        gtk_widget_grab_focus(scale)
        XDoTool.key("Right")
        checks.expect(
            moves == [Int(GTK_SCROLL_STEP_RIGHT.rawValue)],
            "Right on a focused scale calls its move-slider closure with GTK_SCROLL_STEP_RIGHT", "\(moves)")
        window.click(widget: list, on: id)
        checks.expect(
            activated == [UnsafeMutableRawPointer(row)], "a click on a list row calls row-activated with that row",
            "\(activated)")
        for token in tokens { token?.cancel() }
        window.click(widget: check, on: id)
        checks.expect(toggles == 1, "after cancel, a click calls nothing", "\(toggles)")
        window.close()
        for widget in [check, scale, list] { g_object_unref(widget) }
    }

    /// A string signal: GtkText's insert-at-cursor, emitted through GLib with a string argument.
    static func checkString(_ checks: Checks) {
        let text = owned(gtk_text_new())
        defer { g_object_unref(text) }
        var received: [String?] = []
        let token = try? WidgetSignal.observe("insert-at-cursor", on: text, string: { received.append($0) })
        let insert = g_signal_lookup("insert-at-cursor", gtk_text_get_type())
        emit(insert, on: text, of: gtk_text_get_type(), string: "Hello")
        let editable = OpaquePointer(text)
        checks.expect(
            received == ["Hello"] && String(cString: gtk_editable_get_text(editable)) == "Hello",
            "a string signal's closure receives the string", "\(received)")
        token?.cancel()
    }

    /// Emits `clicked` on `button` through GLib, as GTK does for a click.
    static func emitClicked(_ button: UnsafeMutablePointer<GtkWidget>) {
        emit(g_signal_lookup("clicked", gtk_button_get_type()), on: button, of: gtk_button_get_type())
    }

    /// Emits `signal` on `instance`, a `type`, through GLib's `g_signal_emitv`, as GTK emits it, with `string` as
    /// its one argument when there is one (a `gchararray`).
    static func emit(
        _ signal: guint, on instance: UnsafeMutablePointer<GtkWidget>, of type: GType, string: String? = nil
    ) {
        var values = [GValue](repeating: GValue(), count: string == nil ? 1 : 2)
        g_value_init(&values[0], type)
        g_value_set_object(&values[0], UnsafeMutableRawPointer(instance))
        if let string {
            g_value_init(&values[1], GType(16 << 2))
            g_value_set_string(&values[1], string)
        }
        g_signal_emitv(values, signal, 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }

    /// `widget`, owned by the check (a floating reference sunk).
    static func owned(_ widget: UnsafeMutablePointer<GtkWidget>!) -> UnsafeMutablePointer<GtkWidget> {
        g_object_ref_sink(widget)
        return widget
    }

    /// A "clicked" observation of a button whose closure holds a probe: it counts the calls and tells whether
    /// the closure was released.
    @MainActor
    final class ProbedClicks {
        /// Something the closure holds, to tell when the closure is released.
        private final class Probe {
            func touch() {}
        }

        private(set) var calls = 0
        private(set) var token: ObservationToken?
        private weak var probe: Probe?

        /// Whether the observation's closure was released.
        var isReleased: Bool { probe == nil }

        init(on button: UnsafeMutablePointer<GtkWidget>) {
            let probe = Probe()
            self.probe = probe
            token = try? WidgetSignal.observe("clicked", on: button) { [weak self] in
                probe.touch()
                self?.calls += 1
            }
        }
    }
}
