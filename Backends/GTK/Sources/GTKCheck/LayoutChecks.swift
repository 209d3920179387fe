import CGtk4
import Foundation
import ObserverKitGTK

/// Labels, boxes and grids on a real window: a label follows its bound value (set on the main thread and on
/// another one), a grid places its cells in rows and columns and a box its children side by side, a `.ui`
/// label is adopted and bound, and everything goes with its window.
@MainActor
enum LayoutChecks {
    static let title = "ObserverKit GTK layout"

    static func run(_ checks: Checks, screenshot path: String) {
        weak var weakLabel: Label?
        weak var weakGrid: Grid?
        let caption = ObservableValue("50 %")
        do {
            let window = Window(title: title, width: 420, height: 160)
            let volumeName = Label("Volume")
            let slider = ObserverKitGTK.ObservableSlider()
            let percent = Label()
            percent.bind(caption)
            let form = Grid(rowSpacing: 8, columnSpacing: 12)
            form.attach(volumeName, column: 0, row: 0)
            form.attach(slider, column: 1, row: 0)
            form.attach(percent, column: 2, row: 0)
            let shuffle = Label("Shuffle")
            form.attach(shuffle, column: 0, row: 1)
            let row = Box(.horizontal, spacing: 8)
            let first = Label("first")
            let second = Label("second")
            row.append(first)
            row.append(second)
            form.attach(row, column: 1, row: 1, width: 2)
            let status = window.addLabel("ready")
            window.add(form)
            weakLabel = percent
            weakGrid = form
            window.present()
            GTKApplication.iterate { window.isMapped && gtk_widget_get_width(percent.widget) > 0 }

            checks.expect(percent.text == "50 %", "a label bound to a value shows it at once", percent.text)
            caption.value = "75 %"
            checks.expect(percent.text == "75 %", "a bound label follows the value's changes", percent.text)
            DispatchQueue.global().async { caption.value = "90 %" }
            GTKApplication.iterate { percent.text == "90 %" }
            checks.expect(
                percent.text == "90 %", "a change made on another thread shows on the main loop", percent.text)
            status.text = "playing"
            checks.expect(status.text == "playing", "Window.addLabel returns the label it added")

            let name = origin(of: volumeName, in: window)
            let sliderAt = origin(of: slider, in: window)
            let percentAt = origin(of: percent, in: window)
            let shuffleAt = origin(of: shuffle, in: window)
            checks.expect(
                name.x < sliderAt.x && sliderAt.x < percentAt.x && abs(name.y - percentAt.y) < 30,
                "a grid's row lays its cells out left to right", "\(name) \(sliderAt) \(percentAt)")
            checks.expect(
                shuffleAt.y > name.y && abs(shuffleAt.x - name.x) < 1,
                "a grid's second row is below its first, column by column",
                "\(name) \(shuffleAt)")
            let firstAt = origin(of: first, in: window)
            let secondAt = origin(of: second, in: window)
            checks.expect(
                firstAt.x < secondAt.x && abs(firstAt.y - secondAt.y) < 1,
                "a horizontal box lays its children side by side",
                "\(firstAt) \(secondAt)")
            // Box.append: "A widget that already has a parent stays where it is" (appending it again would be a
            // GTK critical, which G_DEBUG=fatal-criticals makes fatal).
            let otherRow = Box()
            otherRow.append(first)
            checks.expect(
                gtk_widget_get_parent(first.widget) == row.widget,
                "a widget a box holds, appended to another box, stays in the first")
            GTKApplication.run(for: .milliseconds(200))
            checks.expect(window.savePNG(to: path), "the layout window renders to \(path)")
            window.close()
        }
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(weakLabel == nil && weakGrid == nil, "closing the window deallocates its labels and grid")
        caption.value = "gone"  // the label's binding went with it: nothing to update, nothing crashes
        checkBuilderLabel(checks)
    }

    /// A `.ui` label adopted through the builder, bound, and outliving the builder.
    static func checkBuilderLabel(_ checks: Checks) {
        let ui =
            #"<interface><object class="GtkLabel" id="status"><property name="label">idle</property></object></interface>"#
        let text = ObservableValue("saving")
        var label: Label?
        do {
            label = try Builder(string: ui, name: "status.ui").label(id: "status")
        } catch {
            checks.expect(false, "a .ui label is adopted", "\(error)")
        }
        label?.bind(text)
        text.value = "saved"
        checks.expect(label?.text == "saved", "a .ui label, adopted, follows its bound value after its builder went")
        checks.expect(
            AdoptionChecks.thrown { _ = try Builder(string: ui, name: "status.ui").window(id: "status") }
                == .wrongObjectType(file: "status.ui", id: "status", expected: "GtkWindow", actual: "GtkLabel"),
            "a .ui label asked for as a window throws, naming both types")
    }

    /// Where `child`'s top-left corner is in `window`'s coordinates.
    static func origin(of child: any Widget, in window: Window) -> (x: Double, y: Double) {
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(child.widget, window.widget, 0, 0, &x, &y)
        return (x, y)
    }
}
