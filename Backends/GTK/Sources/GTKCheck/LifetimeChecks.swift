import CGtk4
import ObserverKitGTK

/// What outlives a wrapper, and what a closed window lets go of: adopted widgets keep nothing of the wrappers that
/// adopted them, a text view follows a replaced buffer, and a window closed however it is (by code, by the
/// user's close request, by its `Window` going) releases its widgets and controls, stays closed, and never
/// appends to a box it no longer has.
@MainActor
enum LifetimeChecks {
    static func run(_ checks: Checks) {
        checkAdoptionsLeaveNothing(checks)
        checkReplacedTextBuffer(checks)
        checkClosing(checks)
        checkPresentAfterClose(checks)
        checkReplacedWindowChild(checks)
        checkWindowGoingWhileOpen(checks)
        checkAdoptedWindowClosing(checks)
        checkClosingFromAListReport(checks)
    }

    // MARK: - Adopted widgets

    /// A widget adopted again and again (a screen made anew over a long-lived `.ui` window) keeps neither the
    /// controllers nor the handlers of the wrappers that have gone.
    static func checkAdoptionsLeaveNothing(_ checks: Checks) {
        let kinds: [(name: String, make: () -> UnsafeMutablePointer<GtkWidget>, signal: String, adopt: Adopt)] = [
            ("button", { gtk_button_new_with_label("Save") }, "activate", { try ObservableButton(adopting: $0) }),
            ("switch", { gtk_switch_new() }, "notify", { try ObservableSwitch(adopting: $0) }),
            (
                "slider", { gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.1) }, "value-changed",
                { try ObservableSlider(adopting: $0) }
            ),
            ("text field", { gtk_entry_new() }, "changed", { try ObservableTextField(adopting: $0) }),
            ("date picker", { gtk_calendar_new() }, "day-selected", { try ObservableDatePicker(adopting: $0) }),
            ("text view", { gtk_text_view_new() }, "preedit-changed", { try ObservableTextView(adopting: $0) }),
            ("search bar", { gtk_search_entry_new() }, "stop-search", { try SearchBar(adopting: $0) }),
        ]
        for kind in kinds {
            let widget = kind.make()
            g_object_ref_sink(widget)
            let controllersBefore = controllerCount(widget)
            let signal = g_signal_lookup(kind.signal, type(of: widget))
            let detail = kind.signal == "notify" ? g_quark_from_string("active") : 0
            let pendingBefore = g_signal_has_handler_pending(widget, signal, detail, 1) != 0
            for _ in 0..<3 {
                let wrapper = try? kind.adopt(widget)
                checks.expect(wrapper != nil, "a \(kind.name) is adopted")
            }
            let controllersAfter = controllerCount(widget)
            let pending = g_signal_has_handler_pending(widget, signal, detail, 1) != 0
            checks.expect(
                controllersAfter == controllersBefore && pending == pendingBefore,
                "a \(kind.name) adopted three times keeps no controller or \(kind.signal) handler of the wrappers gone",
                "controllers \(controllersBefore) → \(controllersAfter), handler pending: \(pending)")
            g_object_unref(widget)
        }
    }

    typealias Adopt = (UnsafeMutablePointer<GtkWidget>) throws -> AnyObject

    /// The GType of `widget`'s class (C's `G_OBJECT_TYPE`, a macro Swift does not import).
    static func type(of widget: UnsafeMutablePointer<GtkWidget>) -> GType {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    }

    static func controllerCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> UInt32 {
        let controllers = gtk_widget_observe_controllers(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        return g_list_model_get_n_items(controllers)
    }

    // MARK: - A text view's buffer

    /// A text view given another buffer hears the new one's edits, not the old one's, and sets its text in it.
    static func checkReplacedTextBuffer(_ checks: Checks) {
        let notes = ObservableTextView()
        var changes: [String] = []
        notes.addObserver { action in
            if case .didChange(let text) = action { changes.append(text) }
        }
        let view = UnsafeMutablePointer<GtkTextView>(OpaquePointer(notes.widget))
        let old = gtk_text_view_get_buffer(view)!
        g_object_ref(old)
        let replacement = gtk_text_buffer_new(nil)!
        gtk_text_view_set_buffer(view, replacement)
        g_object_unref(replacement)
        gtk_text_buffer_insert_at_cursor(old, "old", -1)
        gtk_text_buffer_insert_at_cursor(replacement, "new", -1)
        checks.expect(
            changes == ["new"], "a text view reports its new buffer's edits and not the old one's", "\(changes)")
        notes.text = "set"
        checks.expect(
            notes.text == "set" && changes == ["new"], "a text set after the buffer is replaced sends nothing",
            "\(notes.text), \(changes)")
        // Replaced while the view's notifications are frozen: a text set before they are thawed goes to the
        // view's buffer of now, and blocks its handler, not the one of the buffer heard before (a GLib critical).
        g_object_freeze_notify(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self))
        let frozen = gtk_text_buffer_new(nil)!
        gtk_text_view_set_buffer(view, frozen)
        g_object_unref(frozen)
        let warnings = GObjectWarnings.count { notes.text = "frozen" }
        g_object_thaw_notify(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self))
        checks.expect(
            notes.text == "frozen" && changes == ["new"] && warnings == 0,
            "a text set while the buffer's replacement is not yet announced goes to the new buffer, sending nothing",
            "\(notes.text), \(changes), \(warnings) GObject warnings")
        g_object_unref(old)
    }

    // MARK: - Windows

    /// A window closed with its `Window` still held, by `close()` or by the user's close request (whose default
    /// GTK handler destroys it): its widgets leave it, and its controls go.
    static func checkClosing(_ checks: Checks) {
        let ways: [(name: String, close: (Window) -> Void)] = [
            ("close()", { $0.close() }),
            ("the user's close request", { gtk_window_close(UnsafeMutablePointer(OpaquePointer($0.widget))) }),
        ]
        for way in ways {
            let window = Window(title: "ObserverKit GTK closing", width: 200, height: 100)
            // The window's hold on the button is the only one; the check keeps a reference to its widget.
            let (child, weakButton) = { () -> (UnsafeMutablePointer<GtkWidget>, WeakBox) in
                let button = ObservableButton(label: "Held by the window")
                window.add(button)
                g_object_ref(button.widget)
                return (button.widget, WeakBox(button))
            }()
            window.present()
            GTKApplication.iterate { window.isMapped }
            way.close(window)
            // Closed from the check's code, which GTK's main loop did not call: everything goes at once.
            checks.expect(
                window.isClosed && gtk_widget_get_parent(child) == nil && weakButton.object == nil,
                "a window closed by \(way.name) from code outside the main loop lets go of its widgets and controls",
                "closed \(window.isClosed), parent \(String(describing: gtk_widget_get_parent(child))), "
                    + "control \(String(describing: weakButton.object))")
            g_object_unref(child)
        }
    }

    /// A closed window cannot be shown again: GTK would map it with no list of it left, so nothing could close it.
    static func checkPresentAfterClose(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK present after close", width: 200, height: 100)
        window.present()
        GTKApplication.iterate { window.isMapped }
        window.close()
        window.present()
        GTKApplication.run(for: .milliseconds(100))
        window.add(ObservableButton(label: "Late"))
        checks.expect(
            !window.isMapped && gtk_window_get_child(UnsafeMutablePointer(OpaquePointer(window.widget))) == nil,
            "a closed window stays closed: present() does not show it, add(_:) holds nothing")
    }

    /// An app that gives the window another child box: ``Window/add(_:)`` appends to that one.
    static func checkReplacedWindowChild(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK replaced child", width: 200, height: 100)
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_window_set_child(UnsafeMutablePointer(OpaquePointer(window.widget)), page)
        let button = ObservableButton(label: "On the new page")
        window.add(button)
        checks.expect(
            gtk_widget_get_parent(button.widget) == page, "add(_:) appends to the window's child box of now")
        window.close()
    }

    /// A `Window` made here that goes while its window is open closes it: no window is left on screen whose
    /// controls are gone.
    static func checkWindowGoingWhileOpen(_ checks: Checks) {
        var window: Window? = Window(title: "ObserverKit GTK dropped", width: 200, height: 100)
        let widget = window!.widget
        g_object_ref(widget)
        window?.present()
        GTKApplication.iterate { window?.isMapped ?? false }
        window = nil
        GTKApplication.run(for: .milliseconds(50))
        checks.expect(gtk_widget_get_mapped(widget) == 0, "a Window that goes while open closes its window")
        g_object_unref(widget)
    }

    /// An adopted window belongs to whoever made it: closing it releases the `Window`'s controls and leaves the
    /// window's widgets and its maker's handlers as they were.
    static func checkAdoptedWindowClosing(_ checks: Checks) {
        let made = gtk_window_new()!
        g_object_ref_sink(made)
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_window_set_child(UnsafeMutablePointer(OpaquePointer(made)), page)
        var retitled = 0
        let token = try? WidgetSignal.observe("notify::title", on: made) { retitled += 1 }
        let window = try? Window(adopting: made)
        window?.add(ObservableButton(label: "Adopted window's"))
        window?.close()
        gtk_window_set_title(UnsafeMutablePointer(OpaquePointer(made)), "Still its maker's")
        checks.expect(
            window?.isClosed == true && gtk_window_get_child(UnsafeMutablePointer(OpaquePointer(made))) == page
                && retitled == 1,
            "closing an adopted window leaves its widgets and its maker's handlers", "retitled \(retitled)")
        token?.cancel()
        g_object_unref(made)
    }

    /// A window closed from a list's willDisplay, which GTK reports as it binds rows while it lays the list out
    /// (inside a turn of the main loop): the list GTK is working on lives to the end of the turn, then goes.
    static func checkClosingFromAListReport(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK closing from a report", width: 240, height: 240)
        let weakTable = { [weak window] () -> WeakBox in
            let table = TableView(rows: (0..<60).map { "Row \($0)" }, height: 200)
            var reports = 0
            table.observed.addObserver { action in
                guard case .willDisplay = action else { return }
                reports += 1
                if reports == 1 { window?.close() }
            }
            window?.add(table)
            return WeakBox(table)
        }()
        window.present()
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            window.isClosed && weakTable.object == nil,
            "a window closed from a list's first willDisplay closes, and the list goes at the end of that turn")
    }

    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
