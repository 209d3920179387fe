import CGtk4
import Foundation
import ObserverKitGTK

/// A list view and a search entry from a `.ui` file, adopted: a click on a row and typing report as on views
/// made in code, since both run one wiring routine.
@MainActor
enum AdoptedDelegateViewChecks {
    static let title = "ObserverKit GTK adopted delegates"

    static let definition = UIDefinition.window(
        title: title, height: 320,
        children: """
                <child><object class="GtkSearchEntry" id="search"/></child>
                \(UIDefinition.scrolledList())
            """)

    static func run(_ checks: Checks) {
        guard let builder = try? Builder(string: definition, name: "delegates.ui"),
            let window = try? builder.window(id: "window"),
            let tracks = try? builder.tableView(id: "tracks"),
            let search = try? builder.searchBar(id: "search")
        else {
            checks.expect(false, "a .ui window with a search entry and a list view is adopted")
            return
        }
        let log = ActionLog()
        let tokens = [
            tracks.observed.addObserver { log.add("table \(DelegateViewChecks.describe($0))") },
            search.observed.addObserver { log.add("search \($0)") },
        ]
        let id = window.presentedOnX { gtk_widget_get_height(tracks.listView) > 0 }
        GTKApplication.run(for: .milliseconds(300))
        log.remove { $0.hasPrefix("search") }  // the entry took the focus when the window was shown
        checks.expect(
            tracks.rows == ["Intro", "Theme", "Encore"]
                && log.entries == ["table willDisplay 0", "table willDisplay 1", "table willDisplay 2"],
            "an adopted .ui list view shows its string list's rows; those GTK bound before the first observer are reported to it",
            "\(tracks.rows), \(log.entries)")
        log.clear()
        window.click(widget: tracks.listView, x: 30, y: 6, on: id, .atOnce, settle: .zero)
        XDoTool.key("Down")
        GTKApplication.run(for: .milliseconds(200))
        log.remove { $0 == "search didEndEditing" }  // the click took the focus from the search entry
        checks.expect(
            log.entries == ["table didSelect 0", "table didDeselect 0", "table didSelect 1"],
            "a click and Down on an adopted .ui list view report as on a table made in code", "\(log.entries)")
        log.clear()
        // The .ui's selection lets a Ctrl+click empty it; deselecting from code keeps that setting as it was.
        let selection = gtk_list_view_get_model(OpaquePointer(tracks.listView))
        gtk_single_selection_set_can_unselect(selection, 1)
        tracks.deselectRow(at: IndexPath(row: 1, section: 0))
        checks.expect(
            tracks.indexPathsForSelectedRows == nil && gtk_single_selection_get_can_unselect(selection) == 1
                && gtk_single_selection_get_autoselect(selection) == 0 && log.entries.isEmpty,
            "deselectRow(at:) on an adopted single selection deselects, reports nothing, and leaves its settings",
            "\(String(describing: tracks.indexPathsForSelectedRows)), \(log.entries)")
        window.click(search, x: 30, y: 10, on: id, .atOnce, settle: .zero)
        XDoTool.type("th")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            log.entries == ["search didBeginEditing", "search textDidChange(\"t\")", "search textDidChange(\"th\")"],
            "typing into an adopted .ui search entry reports begin and each change", "\(log.entries)")
        search.showsCancelButton = true
        let next = gtk_widget_get_next_sibling(search.widget)
        let isCancelButton =
            next.map {
                g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_button_get_type()) != 0
                    && String(cString: gtk_button_get_label(UnsafeMutablePointer(OpaquePointer($0)))) == "Cancel"
            } ?? false
        search.showsCancelButton = false
        checks.expect(
            isCancelButton && gtk_widget_get_next_sibling(search.widget) != next,
            "an adopted .ui search entry's Cancel button goes after it in its box, and leaves when hidden")
        checks.expect(
            (try? builder.tableView(id: "search")) == nil,
            "adopting a search entry as a table view throws, naming both types")
        for token in tokens { token.cancel() }
        window.close()
    }
}
