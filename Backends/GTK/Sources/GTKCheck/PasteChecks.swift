import CGtk4
import ObserverKit
import ObserverKitGTK

/// Pastes into bound text fields (made in code, adopted from a `.ui` file, a search bar's): Ctrl+V is an edit from
/// the keyboard, the middle button's X primary selection and the context menu's Paste clicked are edits from the
/// pointer (`.touch`, as ``EventOrigin`` names the pointer); each is one editingChanged, written once to the value.
@MainActor
enum PasteChecks {
    static func run(_ checks: Checks) {
        let field = ObserverKitGTK.ObservableTextField()
        let search = ObserverKitGTK.SearchBar()
        let window = Window(title: "ObserverKit GTK paste", width: 360, height: 240, holding: [field, search])
        let id = window.presentedOnX { field.bounds.width > 0 && search.searchTextField.bounds.width > 0 }
        check(field, in: window, id, kind: "a", checks)
        check(search.searchTextField, in: window, id, kind: "a search bar's", checks)
        window.close()
        checkAdopted(checks)
        checkKeyCapture(checks)
    }

    static func checkAdopted(_ checks: Checks) {
        let definition = UIDefinition.window(
            title: "ObserverKit GTK adopted paste", height: 160,
            children: #"<child><object class="GtkEntry" id="name"/></child>"#)
        guard let builder = try? Builder(string: definition, name: "paste.ui"),
            let window = try? builder.window(id: "window"),
            let field = try? builder.control(ObserverKitGTK.ObservableTextField.self, id: "name")
        else {
            checks.expect(false, "a .ui window with an entry is adopted")
            return
        }
        window.add(field)
        let id = window.presentedOnX { field.bounds.width > 0 }
        check(field, in: window, id, kind: "an adopted .ui", checks)
        window.close()
    }

    /// Pastes "Clip" with Ctrl+V, "Prim" with the middle button, "Clip" with the context menu into `field`,
    /// bound and focused.
    static func check(
        _ field: ObserverKitGTK.ObservableTextField, in window: Window, _ id: String, kind: String, _ checks: Checks
    ) {
        let display = gdk_display_get_default()
        gdk_clipboard_set_text(gdk_display_get_clipboard(display), "Clip")
        gdk_clipboard_set_text(gdk_display_get_primary_clipboard(display), "Prim")
        let value = ObservableValue("")
        field.bind(value)
        let seen = ValuesSeen()
        value.observe { text in MainActor.assumeIsolated { seen.values.append(text) } }
        let log = OriginLog(field)
        window.movePointer(to: field, x: 30, y: field.bounds.height / 2, on: id)
        field.becomeFirstResponder()
        log.clear()
        XDoTool.key("ctrl+v")
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            log.entries == ["editingChanged keyboard"] && seen.values == ["Clip"],
            "Ctrl+V in \(kind) field: one editingChanged from the keyboard, written once",
            "\(log.entries), values \(seen.values)")
        log.clear()
        seen.values.removeAll()
        XDoTool.click(2)
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            log.entries == ["editingChanged touch"] && seen.values == [field.text] && field.text.count == 8,
            "a middle click in \(kind) field pastes the primary selection: one editingChanged from the pointer",
            "\(log.entries), values \(seen.values), text \(field.text)")
        log.clear()
        seen.values.removeAll()
        let before = field.text
        XDoTool.click(3)
        GTKApplication.run(for: .milliseconds(600))
        guard let paste = widgetLabelled("Paste", under: field.widget) else {
            checks.expect(false, "a right click on \(kind) field shows its context menu, with Paste")
            return
        }
        clickInPopup(paste, in: window, id)
        checks.expect(
            log.entries == ["editingChanged touch"] && seen.values == [field.text]
                && field.text.count == before.count + 4,
            "the context menu's Paste clicked in \(kind) field: one editingChanged from the pointer",
            "\(log.entries), values \(seen.values), text \(field.text)")
        log.clear()
        XDoTool.type("x")
        checks.expect(
            log.entries == ["editingChanged keyboard"], "typing after a pointer paste is from the keyboard again",
            "\(log.entries)")
    }

    /// Clicks the middle of `widget`, in a popover (a context menu) of `window`'s, whose surface is a popup
    /// placed relative to the window's.
    static func clickInPopup(_ widget: UnsafeMutablePointer<GtkWidget>, in window: Window, _ id: String) {
        let native = gtk_widget_get_native(widget)!
        let surface = gtk_native_get_surface(native)
        var offsetX = 0.0
        var offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(
            widget, UnsafeMutablePointer<GtkWidget>(native), Double(gtk_widget_get_width(widget)) / 2,
            Double(gtk_widget_get_height(widget)) / 2, &x, &y)
        let popupX = Double(gdk_popup_get_position_x(surface))
        let popupY = Double(gdk_popup_get_position_y(surface))
        XDoTool.move(window: id, to: (popupX + offsetX + x, popupY + offsetY + y))
        XDoTool.click(1)
        GTKApplication.run(for: .milliseconds(400))
    }

    /// The first label under `widget` (a popover menu among its descendants) that reads `text`.
    static func widgetLabelled(
        _ text: String, under widget: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if g_type_is_a(NewControlChecks.typeOf(current), gtk_label_get_type()) != 0,
                String(cString: gtk_label_get_text(OpaquePointer(current))) == text
            {
                return current
            }
            if let found = widgetLabelled(text, under: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
