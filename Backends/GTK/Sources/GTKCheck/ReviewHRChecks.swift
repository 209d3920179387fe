import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// Review findings on multiple selection's plain click ("empty the selection, let GTK's click name the row, put it
/// back toggled"). Each check states what GTK alone (or UIKit) does and fails on what the change does.
@MainActor
enum ReviewHRChecks {
    /// The string list under the table's model, for the row buttons' handler.
    static var strings: OpaquePointer?
    static var model: OpaquePointer?
    /// What the model showed selected when a row's button was clicked.
    static var seenByButton: [[Int]] = []
    /// Whether a row's button deletes its row from the model (as a per-row "delete" button does).
    static var buttonDeletesRow = false

    static func selectedRows(_ model: OpaquePointer) -> [Int] {
        (0..<g_list_model_get_n_items(model)).filter { gtk_selection_model_is_selected(model, $0) != 0 }
            .map { Int($0) }
    }

    static func selectedStrings(_ model: OpaquePointer) -> [String] {
        selectedRows(model).map { String(cString: gtk_string_list_get_string(strings, guint($0))) }
    }

    /// An app's own signal factory whose rows are buttons; a button's "clicked" records the model's selection and,
    /// when asked, removes its own row from the string list (the app's direct model change).
    static func buttonFactory() -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        let setup: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, _ in
            let button = gtk_button_new_with_label("")!
            let clicked: @convention(c) (gpointer?, gpointer?) -> Void = { _, item in
                MainActor.assumeIsolated {
                    guard let model = ReviewHRChecks.model else { return }
                    ReviewHRChecks.seenByButton.append(ReviewHRChecks.selectedRows(model))
                    if ReviewHRChecks.buttonDeletesRow {
                        let position = gtk_list_item_get_position(OpaquePointer(item))
                        gtk_string_list_remove(ReviewHRChecks.strings, position)
                    }
                }
            }
            g_signal_connect_data(
                UnsafeMutableRawPointer(button), "clicked", unsafeBitCast(clicked, to: GCallback.self), item, nil,
                GConnectFlags(rawValue: 0))
            gtk_list_item_set_child(OpaquePointer(item), button)
        }
        let bind: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, _ in
            let object = gtk_list_item_get_item(OpaquePointer(item))
            let string = gtk_string_object_get_string(OpaquePointer(object))
            let button = gtk_list_item_get_child(OpaquePointer(item))
            gtk_button_set_label(UnsafeMutableRawPointer(button)?.assumingMemoryBound(to: GtkButton.self), string)
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setup, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
        g_signal_connect_data(
            UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bind, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
        return factory
    }

    static func run(_ checks: Checks) {
        let rows = (0..<5).map { "Row \($0)" }
        let window = Window(title: "ObserverKit GTK review hR", width: 320, height: 320)
        let table = ObserverKitGTK.TableView(rows: rows, height: 240)
        window.add(table)
        _ = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
        table.allowsMultipleSelection = true
        GTKApplication.run(for: .milliseconds(300))

        // 4. The app swaps the items under the table's selection model (gtk_single_selection_set_model, as a
        //    filter or a new result set is put in place) rather than the view's model: ObserverKit keeps writing
        //    new rows to the old string list while it reads the count from the new one.
        let plain = ObserverKitGTK.TableView(rows: rows, height: 120)
        window.add(plain)
        GTKApplication.run(for: .milliseconds(300))
        let single = gtk_list_view_get_model(OpaquePointer(plain.listView))!
        let replacement = gtk_string_list_new(nil)!
        for item in ["x0", "x1", "x2"] { gtk_string_list_append(replacement, item) }
        gtk_single_selection_set_model(single, replacement)
        g_object_unref(UnsafeMutableRawPointer(replacement))
        GTKApplication.run(for: .milliseconds(200))
        plain.rows = ["A", "B"]
        GTKApplication.run(for: .milliseconds(200))
        let shown = (0..<g_list_model_get_n_items(single)).map { index -> String in
            let object = g_list_model_get_item(single, index)!
            defer { g_object_unref(object) }
            return String(cString: gtk_string_object_get_string(OpaquePointer(object)))
        }
        checks.expect(
            plain.rows == ["A", "B"] && shown == ["A", "B"],
            "review hR: rows set after the app swapped the items under the selection model (set_model on the "
                + "GtkSingleSelection) are the ones shown",
            "table.rows \(plain.rows), GTK's model lists \(shown)")
        window.close()
    }
}
