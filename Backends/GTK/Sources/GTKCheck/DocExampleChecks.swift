import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// What the GTK documentation's examples print or show, run as written: GTKError's message for a `.ui` widget of
/// the wrong type, Builder's bound scale, Widget.bounds after the window is laid out, and the controls' sizes in a
/// window (their `width:` is GTK's size request: the window's box stretches them across its width).
@MainActor
enum DocExampleChecks {
    static func run(_ checks: Checks) {
        let ui = #"<interface><object class="GtkButton" id="save"/></interface>"#
        var message = ""
        do {
            _ = try Builder(string: ui).control(ObservableSlider.self, id: "save")
        } catch {
            message = "\(error)"
        }
        checks.expect(
            message == #"object "save" of <ui string> is a GtkButton, not a GtkScale"#,
            "GTKError.md's example prints the builder's message, naming the id, the definition and both types",
            message)
        checkBuilderExample(checks)
        checkSizes(checks)
        checkWheelPull(checks)
    }

    /// RefreshControl.md and ObservableSlider's note: the wheel turned up past a scroll view's top overshoots
    /// the top edge, which is a pull to refresh, from `.touch`.
    static func checkWheelPull(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK wheel pull", width: 360, height: 240)
        let scrollView = ScrollView(content: Label((1...40).map { "Line \($0)" }.joined(separator: "\n")), height: 150)
        let refresh = ObservableRefreshControl()
        scrollView.refreshControl = refresh
        window.add(scrollView)
        let id = window.presentedOnX { scrollView.bounds.height > 0 }
        let log = OriginLog(refresh)
        window.movePointer(to: scrollView, x: 60, y: 60, on: id)
        XDoTool.click(5, times: 3)
        GTKApplication.run(for: .milliseconds(400))
        let down = scrollView.contentOffset.y
        XDoTool.click(4, times: 8)
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            down > 0 && log.entries == ["valueChanged touch"] && refresh.isRefreshing,
            "the wheel turned down, then up past the top of a scroll view is a pull to refresh, from touch",
            "down to \(down), \(log.entries), refreshing \(refresh.isRefreshing)")
        window.close()
    }

    /// Builder.md's example: the scale keeps the `.ui`'s range, 0...1, and shows the bound 0.5.
    static func checkBuilderExample(_ checks: Checks) {
        let volumeSetting = ObservableValue<Float>(0.5)
        let ui = """
            <interface>
              <object class="GtkWindow" id="window">
                <child>
                  <object class="GtkScale" id="volume">
                    <property name="adjustment">
                      <object class="GtkAdjustment"><property name="upper">1</property></object>
                    </property>
                  </object>
                </child>
              </object>
            </interface>
            """
        guard let builder = try? Builder(string: ui, name: "Settings.ui"),
            let window = try? builder.window(id: "window"),
            let volume = try? builder.control(ObservableSlider.self, id: "volume")
        else {
            checks.expect(false, "Builder.md's example loads")
            return
        }
        window.add(volume)
        volume.bind(volumeSetting)
        window.present()
        GTKApplication.iterate { volume.bounds.width > 0 }
        checks.expect(
            ControlClaimChecks.scaleValue(volume) == 0.5 && volumeSetting.value == 0.5,
            "Builder.md's example: the adopted scale keeps its range and shows the bound 0.5",
            "scale \(ControlClaimChecks.scaleValue(volume)), setting \(volumeSetting.value)")
        window.close()
    }

    /// Widget.bounds' example, and the sizes the controls' pages state, in a 360-point window.
    static func checkSizes(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK doc sizes", width: 360, height: 400)
        let play = ObservableButton(label: "Play")
        let slider = ObservableSlider()
        let field = ObservableTextField()
        let notes = ObservableTextView()
        window.add(play)
        window.add(slider)
        window.add(field)
        window.add(notes)
        window.present()
        let beforeLayout = play.bounds.width
        GTKApplication.iterate { play.bounds.width > 0 }
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            beforeLayout == 0 && play.bounds.width > 0,
            "Widget.bounds' example: zero right after present(), the allocated width once the main loop ran",
            "\(beforeLayout), then \(play.bounds.width)")
        var natural: Int32 = 0
        gtk_widget_measure(play.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        // The window's box spans the window, less its margins; bounds leave out each widget's own padding.
        checks.expect(
            play.bounds.width > CGFloat(natural) + 100 && slider.bounds.width > 280 && field.bounds.width > 280
                && notes.bounds.width > 280 && notes.bounds.height == 96,
            "in a 360-point window, a button, a 200-point slider and field and a 240 × 96 text view are stretched "
                + "across its width (their size requests are the least they get)",
            "button \(play.bounds.width) (natural \(natural)), slider \(slider.bounds.width), field "
                + "\(field.bounds.width), text view \(notes.bounds.width) × \(notes.bounds.height)")
        window.close()
    }
}
