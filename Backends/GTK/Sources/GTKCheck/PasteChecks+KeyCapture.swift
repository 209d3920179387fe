import CGtk4
import ObserverKit
import ObserverKitGTK

extension PasteChecks {
    /// A search bar whose entry captures the window's keys (`gtk_search_entry_set_key_capture_widget`, a `.ui`
    /// file's `key-capture-widget`): a key typed while another widget has the focus is forwarded to the entry's
    /// text, and the change it makes is from the keyboard, even when the last input the field itself received was
    /// the pointer's (a click into it).
    static func checkKeyCapture(_ checks: Checks) {
        let search = ObserverKitGTK.SearchBar()
        let button = ObserverKitGTK.ObservableButton(label: "Other")
        let window = Window(title: "ObserverKit GTK key capture", width: 360, height: 200, holding: [search, button])
        let id = window.presentedOnX { search.searchTextField.bounds.width > 0 && button.bounds.width > 0 }
        gtk_search_entry_set_key_capture_widget(OpaquePointer(search.searchTextField.widget), window.widget)
        let log = OriginLog(search.searchTextField)
        window.click(search.searchTextField, x: 30, on: id)
        gtk_widget_grab_focus(button.widget)
        GTKApplication.run(for: .milliseconds(200))
        log.clear()
        XDoTool.type("k")
        GTKApplication.run(for: .milliseconds(300))
        let changes = log.entries.filter { $0.hasPrefix("editingChanged") }
        checks.expect(
            changes == ["editingChanged keyboard"] && search.searchTextField.text == "k",
            "a key the window forwards to its search bar's entry (key capture), after a click into the entry: one"
                + " editingChanged from the keyboard",
            "\(log.entries), text \(search.searchTextField.text)")
        window.close()
    }
}
