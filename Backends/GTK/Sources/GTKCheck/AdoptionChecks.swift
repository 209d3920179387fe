import CGtk4
import Foundation
import ObserverKitGTK
import ObserverKitHeadless

/// Widgets ObserverKit did not create: a window from a `.ui` definition whose button, scale and entry are
/// adopted and driven by real input; the errors a bad definition, a missing id and a wrong widget type throw;
/// and the reference an adopting control takes and gives back.
@MainActor
enum AdoptionChecks {
    static let title = "ObserverKit GTK adopted"

    static let definition = UIDefinition.window(
        title: title, height: 240, spacing: 12, margin: 16,
        children: """
                <child><object class="GtkButton" id="save"><property name="label">Save</property></object></child>
                \(UIDefinition.volumeScale)
                <child><object class="GtkEntry" id="name"/></child>
            """)

    static func run(_ checks: Checks) {
        checkErrors(checks)
        checkReference(checks)
        guard let builder = try? Builder(string: definition, name: "adopted.ui"),
            let window = try? builder.window(id: "window"),
            let save = try? builder.control(ObserverKitGTK.ObservableButton.self, id: "save"),
            let volume = try? builder.control(ObserverKitGTK.ObservableSlider.self, id: "volume"),
            let name = try? builder.control(ObserverKitGTK.ObservableTextField.self, id: "name")
        else {
            checks.expect(false, "a .ui window and its button, scale and entry are adopted")
            return
        }
        checks.expect(volume.maximumValue == 100, "an adopted scale keeps its .ui range", "\(volume.maximumValue)")
        for control: any Widget in [save, volume, name] { window.add(control) }
        let id = window.presentedOnX { volume.bounds.width > 0 }
        checks.expect(!id.isEmpty, "the .ui window is on the X server")

        let recorder = Recorder(save)
        window.click(save, on: id)
        let size = (Double(save.bounds.width), Double(save.bounds.height))
        let center = (x: size.0 / 2, y: size.1 / 2)
        checks.expect(
            recorder.events == headlessEvents(size: size, path: [center]),
            "a click on an adopted .ui button sends the headless sequence", "\(recorder.events)")

        let level = ObservableValue<Float>(0)
        volume.bind(level)
        let y = volume.bounds.height / 2
        window.press(volume, x: volume.thumbCenter.x + 3, y: y, on: id)
        window.movePointer(to: volume, x: volume.bounds.width * 0.5, y: y, on: id)
        XDoTool.release()
        checks.expect(
            level.value > 30 && level.value < 70, "a drag on an adopted .ui scale writes its bound value",
            "\(level.value)")

        let text = ObservableValue("")
        name.bind(text)
        window.click(name, on: id)
        XDoTool.type("Lin")
        checks.expect(text.value == "Lin", "typing in an adopted .ui entry writes its bound value", text.value)
        window.close()
    }

    /// Each bad input throws the error that names it.
    static func checkErrors(_ checks: Checks) {
        do {
            _ = try Builder(string: "<interface><object class=\"GtkButton\"></interface>", name: "broken.ui")
            checks.expect(false, "a .ui that does not parse throws")
        } catch let error as GTKError {
            if case .builderFailed(let file, _) = error, file == "broken.ui", "\(error)".hasPrefix("broken.ui") {
                checks.expect(true, "a .ui that does not parse throws an error naming the file")
            } else {
                checks.expect(false, "a .ui that does not parse throws an error naming the file", "\(error)")
            }
        } catch {
            checks.expect(false, "a .ui that does not parse throws a GTKError", "\(error)")
        }
        let unclosed = thrown {
            _ = try Builder(string: "<interface>\n<object class=\"GtkBox\" id=\"box\">\n", name: "unclosed.ui")
        }
        checks.expect(
            unclosed?.description.hasPrefix("unclosed.ui") == true && unclosed?.description.contains("line") == true,
            "a .ui that ends with a tag still open throws at load, naming the file and the line",
            "\(String(describing: unclosed))")
        checks.expect(
            thrown { _ = try Builder(path: "/nonexistent/settings.ui") }?.description.hasPrefix(
                "/nonexistent/settings.ui") == true, "a .ui path that cannot be read throws an error naming it")
        let builder = try? Builder(string: definition, name: "adopted.ui")
        checks.expect(
            thrown { _ = try builder?.control(ObserverKitGTK.ObservableButton.self, id: "cancel") }
                == .missingObject(file: "adopted.ui", id: "cancel"),
            "an id the .ui lacks throws an error naming the file and id")
        checks.expect(
            thrown { _ = try builder?.control(ObserverKitGTK.ObservableSlider.self, id: "save") }
                == .wrongObjectType(file: "adopted.ui", id: "save", expected: "GtkScale", actual: "GtkButton"),
            "asking for a .ui button as a slider throws an error naming both types")
        let button = gtk_button_new()!
        g_object_ref_sink(button)
        let error = thrown { _ = try ObserverKitGTK.ObservableSwitch(adopting: button) }
        checks.expect(
            error == .wrongWidgetType(control: "ObservableSwitch", expected: "GtkSwitch", actual: "GtkButton")
                && error?.description == "ObservableSwitch adopts a GtkSwitch; the widget is a GtkButton",
            "adopting a button as a switch throws an error naming both types", "\(String(describing: error))")
        let windowError = thrown { _ = try Window(adopting: button) }
        checks.expect(
            windowError == .wrongWidgetType(control: "Window", expected: "GtkWindow", actual: "GtkButton"),
            "adopting a button as a window throws, as every init(adopting:) does", "\(String(describing: windowError))")
        g_object_unref(button)
        checkCalendar(checks)
        // The window the builder made is a toplevel GTK keeps until it is destroyed.
        if let window = try? builder?.window(id: "window") { window.close() }
    }

    /// A `.ui` calendar adopted as a date picker starts at the day it shows; a value set selects its day.
    static func checkCalendar(_ checks: Checks) {
        let ui = """
            <interface><object class="GtkCalendar" id="due">
              <property name="year">2026</property><property name="month">2</property><property name="day">9</property>
            </object></interface>
            """
        guard let builder = try? Builder(string: ui, name: "calendar.ui"),
            let picker = try? builder.control(ObserverKitGTK.ObservableDatePicker.self, id: "due")
        else {
            checks.expect(false, "a .ui calendar is adopted as a date picker")
            return
        }
        let midnight = NewControlChecks.localDate(day: 9).addingTimeInterval(-12 * 3_600)
        let adopted = picker.date
        picker.date = NewControlChecks.localDate(day: 21)
        checks.expect(
            adopted == midnight && NewControlChecks.shownDay(picker) == 21,
            "a .ui calendar adopted as a date picker starts at its day and shows the days set",
            "\(adopted) vs \(midnight), day \(NewControlChecks.shownDay(picker))")
    }

    /// An adopting control takes one reference to the widget and gives it back when it goes.
    static func checkReference(_ checks: Checks) {
        let entry = gtk_entry_new()!
        g_object_ref_sink(entry)
        let before = referenceCount(entry)
        var field = try? ObserverKitGTK.ObservableTextField(adopting: entry)
        let during = referenceCount(entry)
        field?.text = "kept"
        field = nil
        let after = referenceCount(entry)
        checks.expect(
            during == before + 1 && after == before,
            "an adopting control holds one reference to its widget and returns it when it goes",
            "\(before) → \(during) → \(after)")
        g_object_unref(entry)
    }

    static func referenceCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> UInt32 {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self).pointee.ref_count
    }

    static func thrown(_ body: () throws -> Void) -> GTKError? {
        do {
            try body()
            return nil
        } catch {
            return error as? GTKError
        }
    }
}
