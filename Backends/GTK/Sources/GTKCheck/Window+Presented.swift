import CGtk4
import ObserverKitGTK

extension Window {
    /// A window titled `title` holding `widgets` one under the other: the window a check builds before it
    /// presents it.
    ///
    /// ```swift
    /// let window = Window(title: "ObserverKit GTK button", width: 360, height: 240, holding: [button])
    /// ```
    convenience init(title: String, width: Int, height: Int, holding widgets: [any Widget]) {
        self.init(title: title, width: width, height: height)
        for widget in widgets { add(widget) }
    }

    /// Presents the window, runs the main loop until it is mapped and `ready` holds (its widgets laid out, say),
    /// and returns the X server's id of the window, found by its title (empty when the server does not list it):
    /// what a check does before it moves the pointer or types.
    ///
    /// ```swift
    /// let id = window.presentedOnX { button.bounds.width > 0 }
    /// window.click(button, x: 10, y: 10, on: id)
    /// ```
    func presentedOnX(until ready: () -> Bool = { true }) -> String {
        present()
        GTKApplication.iterate { isMapped && ready() }
        let title = gtk_window_get_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(widget)))
        return XDoTool.window(named: title.map { String(cString: $0) } ?? "")
    }

    /// A window titled `title` holding a "Play" button over a table of `rows` rows ("Row 0", "Row 1", …)
    /// `tableHeight` high, presented on X with both laid out, then 300 ms of the main loop: the window of the checks
    /// that click a button and a table's rows.
    static func presentedWithButtonAndTable(
        title: String, width: Int, height: Int, rows: Int, tableHeight: Int
    ) -> (window: Window, button: ObservableButton, table: TableView, id: String) {
        let button = ObservableButton(label: "Play")
        let table = TableView(rows: (0..<rows).map { "Row \($0)" }, height: tableHeight)
        let window = Window(title: title, width: width, height: height, holding: [button, table])
        let id = window.presentedOnX { button.bounds.width > 0 && gtk_widget_get_height(table.listView) > 0 }
        GTKApplication.run(for: .milliseconds(300))
        return (window, button, table, id)
    }

    /// A window titled `title` holding one label, "Gestures", 300 by 240 points under a 20-point margin, presented on
    /// X with the label laid out, and a pointer gesture script over it: the window of the checks that drag, tap and
    /// hold on a label with real pointer input.
    static func presentedWithGesturePad(
        title: String, checks: Checks
    ) -> (window: Window, pad: Label, script: PointerGestureScript) {
        let window = Window(title: title, width: 360, height: 320)
        let pad = Label("Gestures")
        gtk_widget_set_size_request(pad.widget, 300, 240)
        gtk_widget_set_margin_top(pad.widget, 20)
        window.add(pad)
        let id = window.presentedOnX { gtk_widget_get_height(pad.widget) > 0 }
        return (window, pad, PointerGestureScript(checks: checks, window: window, id: id, name: "a label"))
    }
}

extension Window {
    /// Moves the pointer to (`x`, `y`) of `control`, in `control`'s coordinates, in the window whose X server id
    /// is `id` (from ``presentedOnX(until:)``).
    func movePointer(to control: any Widget, x: Double, y: Double, on id: String) {
        movePointer(toWidget: control.widget, x: x, y: y, on: id)
    }

    /// Moves the pointer to (`x`, `y`) of `widget`, a GTK widget inside the window (a list view, a calendar's
    /// day label), in `widget`'s coordinates.
    func movePointer(toWidget widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, on id: String) {
        XDoTool.move(window: id, to: surfacePoint(ofWidget: widget, x: x, y: y))
    }

    /// Moves the pointer to (`x`, `y`) of `control` and presses the primary button there, held until
    /// `XDoTool.release()`: what a check does when it looks at a control or changes it while it is pressed.
    func press(_ control: any Widget, x: Double, y: Double, on id: String) {
        movePointer(to: control, x: x, y: y, on: id)
        XDoTool.press()
    }

    /// Clicks `control` with the primary button at (`x`, `y`), its middle across an axis not given, pressed and
    /// released as `way` says, then lets the main loop run for `settle` (by default past a double click's time, so
    /// that the next press is not a repeat; not at all when zero).
    ///
    /// ```swift
    /// window.click(button, x: 10, y: 10, on: id, settle: .milliseconds(300))
    /// ```
    func click(
        _ control: any Widget, x: Double? = nil, y: Double? = nil, on id: String,
        _ way: XDoTool.Click = .pressThenRelease, settle: Duration = .milliseconds(400)
    ) {
        click(widget: control.widget, x: x, y: y, on: id, way, settle: settle)
    }

    /// Clicks `widget`, a GTK widget inside the window, at (`x`, `y`), its middle across an axis not given, as
    /// ``click(_:x:y:on:_:settle:)`` clicks a control.
    func click(
        widget: UnsafeMutablePointer<GtkWidget>, x: Double? = nil, y: Double? = nil, on id: String,
        _ way: XDoTool.Click = .pressThenRelease, settle: Duration = .milliseconds(400)
    ) {
        movePointer(
            toWidget: widget, x: x ?? Double(gtk_widget_get_width(widget)) / 2,
            y: y ?? Double(gtk_widget_get_height(widget)) / 2, on: id)
        switch way {
        case .pressThenRelease:
            XDoTool.press()
            XDoTool.release()
        case .atOnce:
            XDoTool.click(1)
        }
        GTKApplication.run(for: settle)
    }
}
