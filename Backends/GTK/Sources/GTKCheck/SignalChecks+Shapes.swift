import CGtk4
import ObserverKitGTK

/// The shapes ``WidgetSignal`` matches a closure against, past the plain cases: a signal that returns a value is
/// refused whatever its arguments (the closure returns nothing GLib could pass back), and a boolean argument is an
/// integer one.
extension SignalChecks {
    static func checkShapes(_ checks: Checks) {
        let button = owned(gtk_button_new())
        defer { g_object_unref(button) }
        // GtkWidget's mnemonic-activate passes one boolean and returns one.
        checks.expect(
            AdoptionChecks.thrown { _ = try WidgetSignal.observe("mnemonic-activate", on: button, integer: { _ in }) }
                == .signalSignatureMismatch(
                    type: "GtkButton", signal: "mnemonic-activate", expected: "one integer",
                    actual: "(gboolean) -> gboolean"),
            "a signal that returns a value throws for an integer closure, naming its return type")
        var parameters = [GType(5 << 2)]
        let id = g_signal_newv(
            "observerkit-enabled", gtk_button_get_type(), G_SIGNAL_RUN_LAST, nil, nil, nil, nil, GType(1 << 2), 1,
            &parameters)
        var received: [Int] = []
        let token = try? WidgetSignal.observe("observerkit-enabled", on: button, integer: { received.append($0) })
        var values = [GValue](repeating: GValue(), count: 2)
        g_value_init(&values[0], gtk_button_get_type())
        g_value_set_object(&values[0], UnsafeMutableRawPointer(button))
        g_value_init(&values[1], GType(5 << 2))
        g_value_set_boolean(&values[1], 1)
        g_signal_emitv(values, id, 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
        checks.expect(
            token != nil && received == [1], "a boolean signal is observed with an integer closure, true as 1",
            "\(received)")
        token?.cancel()
    }
}
