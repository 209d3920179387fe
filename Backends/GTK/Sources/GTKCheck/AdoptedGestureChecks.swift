import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// Gestures on widgets adopted from a `.ui` file: the same pointer paths as on widgets made in code
/// (PointerGestureScript), a button that keeps its click, and a list whose row still selects under a tap.
@MainActor
enum AdoptedGestureChecks {
    static let title = "ObserverKit GTK adopted gestures"

    static let definition = UIDefinition.window(
        title: title, height: 480,
        children: """
                <child>
                  <object class="GtkLabel" id="pad">
                    <property name="label">Artwork</property>
                    <property name="width-request">300</property>
                    <property name="height-request">200</property>
                    <property name="margin-top">24</property>
                  </object>
                </child>
                <child><object class="GtkButton" id="play"><property name="label">Play</property></object></child>
                \(UIDefinition.scrolledList())
            """)

    static func run(_ checks: Checks) {
        weak var weakGestures: Gestures?
        do {
            guard let builder = try? Builder(string: definition, name: "gestures.ui"),
                let window = try? builder.window(id: "window"),
                let pad = try? builder.label(id: "pad"),
                let play = try? builder.control(ObservableButton.self, id: "play"),
                let tracks = try? builder.tableView(id: "tracks")
            else {
                checks.expect(false, "a .ui window with a label, a button and a list view is adopted")
                return
            }
            window.present()
            GTKApplication.iterate { window.isMapped && gtk_widget_get_height(tracks.listView) > 0 }
            GTKApplication.run(for: .milliseconds(200))
            let id = XDoTool.window(named: title)
            PointerGestureScript(checks: checks, window: window, id: id, name: "an adopted .ui label").run(on: pad)
            PointerGestureScript(checks: checks, window: window, id: id, name: "an adopted .ui button")
                .checkButtonKeepsItsClick(play)
            checkRowSelects(
                tracks, PointerGestureScript(checks: checks, window: window, id: id, name: "an adopted list"))
            weakGestures = pad.gestures
            window.close()
        }
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(weakGestures == nil, "an adopted widget's gestures go when the widget is finalized")
    }

    /// A tap observed on a list takes nothing from it: a click on a row is a tap, and the row is selected.
    static func checkRowSelects(_ tracks: TableView, _ script: PointerGestureScript) {
        let log = ActionLog()
        let selection = tracks.observed.addObserver {
            if case .didSelect(let indexPath) = $0 { log.add("didSelect \(indexPath.row)") }
        }
        let tap = tracks.gestures.addObserver(for: .tap()) { _ in log.add("tap") }
        script.window.click(widget: tracks.listView, x: 30, y: 6, on: script.id, .atOnce)
        script.checks.expect(
            log.entries.sorted() == ["didSelect 0", "tap"],
            "a tap observed on \(script.name) takes nothing from it: a click on a row is a tap and selects the row",
            "\(log.entries)")
        tap.cancel()
        selection.cancel()
    }
}
