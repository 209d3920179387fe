import CGtk4
import Foundation
import ObserverKitGTK

/// The keyboard on widgets adopted from a `.ui` file, with real keys from xdotool: each adopted kind (button,
/// switch, slider, entry) sends what the same control created by ObserverKit sends, origins included, since
/// both run one wiring routine.
@MainActor
enum AdoptedKeyboardChecks {
    static let title = "ObserverKit GTK adopted keys"

    static let definition = UIDefinition.window(
        title: title, height: 240, spacing: 12,
        children: """
                <child><object class="GtkButton" id="save"><property name="label">Save</property></object></child>
                <child><object class="GtkSwitch" id="wifi"><property name="halign">start</property></object></child>
                \(UIDefinition.volumeScale)
                <child><object class="GtkEntry" id="name"/></child>
            """)

    static func run(_ checks: Checks) {
        guard let builder = try? Builder(string: definition, name: "keys.ui"),
            let window = try? builder.window(id: "window"),
            let save = try? builder.control(ObserverKitGTK.ObservableButton.self, id: "save"),
            let wifi = try? builder.control(ObserverKitGTK.ObservableSwitch.self, id: "wifi"),
            let volume = try? builder.control(ObserverKitGTK.ObservableSlider.self, id: "volume"),
            let name = try? builder.control(ObserverKitGTK.ObservableTextField.self, id: "name")
        else {
            checks.expect(false, "a .ui window with a button, switch, scale and entry is adopted")
            return
        }
        for control: any Widget in [save, wifi, volume, name] { window.add(control) }
        let id = window.presentedOnX { save.bounds.width > 0 && volume.bounds.width > 0 }
        // With no window manager, X sends keys to the window under the pointer.
        window.movePointer(to: save, x: save.bounds.width / 2, y: -6, on: id)

        let keys = KeyScript(checks: checks, name: "an adopted .ui")
        keys.checkButton(save, OriginLog(save))
        keys.checkSwitch(wifi, OriginLog(wifi))

        let volumeLog = OriginLog(volume)
        let rightOnVolume = volumeLog.entries(pressing: "Right", on: volume.widget)
        checks.expect(
            rightOnVolume == ["valueChanged keyboard"] && volume.value == 1,
            "the Right arrow on an adopted .ui scale sends valueChanged from the keyboard",
            "\(rightOnVolume), value \(volume.value)")

        let nameLog = OriginLog(name)
        name.becomeFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        let returnOnName = nameLog.entries(pressing: "Return", on: name.widget)
        checks.expect(
            returnOnName.contains("editingDidEndOnExit keyboard"),
            "Return in an adopted .ui entry sends editingDidEndOnExit from the keyboard", "\(returnOnName)")
        window.close()
    }
}
