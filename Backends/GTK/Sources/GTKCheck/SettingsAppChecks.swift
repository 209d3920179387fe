import CGtk4
import ObserverKitGTK
import SettingsWindow

/// The second example, `observerkit-gtk-settings`, driven by real input: a name typed, the volume dragged, the
/// switch clicked, Save and Reset clicked; the window is saved as a screenshot after the edits.
@MainActor
enum SettingsAppChecks {
    static func run(_ checks: Checks, screenshot: String) {
        guard let settings = try? SettingsWindow() else {
            checks.expect(false, "the settings window loads from Settings.ui")
            return
        }
        let window = settings.window
        let id = window.presentedOnX { settings.volumeSlider.bounds.width > 0 }
        checks.expect(!id.isEmpty, "the settings window from Settings.ui is on the X server")
        checks.expect(
            settings.volumeSlider.value == 40
                && settings.summaryText == "Unsaved: no name, volume 40, notifications off",
            "the settings window starts with the defaults", settings.summaryText)

        window.click(settings.nameField, on: id)
        XDoTool.type("Ada")
        let slider = settings.volumeSlider
        let y = slider.bounds.height / 2
        window.press(slider, x: slider.thumbCenter.x, y: y, on: id)
        window.movePointer(to: slider, x: slider.thumbCenter.x + 30, y: y, on: id)
        window.movePointer(to: slider, x: slider.bounds.width * 0.75, y: y, on: id)
        XDoTool.release()
        window.click(settings.notificationsSwitch, on: id)
        checks.expect(
            settings.name.value == "Ada" && settings.volume.value > 60 && settings.notifications.value,
            "typing, a drag and a click write the settings window's bound values", "\(settings.current)")
        window.click(settings.saveButton, on: id)
        checks.expect(
            settings.saved == [settings.current] && settings.summaryText.hasPrefix("Saved: Ada, volume "),
            "a click on Save saves what the controls show and says so", "\(settings.saved), \(settings.summaryText)")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(window.savePNG(to: screenshot), "the settings window is saved as \(screenshot)")

        checkDevices(settings.deviceList, window, id, checks)

        window.click(settings.resetButton, on: id)
        checks.expect(
            settings.current == SettingsWindow.Settings() && settings.nameField.text.isEmpty
                && settings.volumeSlider.value == 40 && !settings.notificationsSwitch.isOn,
            "a click on Reset puts the defaults back into the values and the bound controls", "\(settings.current)")
        window.close()
    }

    /// Typing into the device search filters the list; a click on a row picks that device; Escape shows all.
    static func checkDevices(_ list: DeviceList, _ window: Window, _ id: String, _ checks: Checks) {
        window.click(list.search, x: 30, y: 10, on: id, .atOnce, settle: .zero)
        XDoTool.type("head")
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            list.shown == ["Headphones", "USB Headset"] && list.table.rows == list.shown,
            "typing into the settings window's device search filters its list", "\(list.table.rows)")
        window.click(widget: list.table.listView, x: 30, y: 6, on: id, .atOnce, settle: .milliseconds(200))
        checks.expect(
            list.picked.value == "Headphones", "a click on a filtered row picks that device",
            "\(list.picked.value ?? "none")")
        window.click(list.search, x: 30, y: 10, on: id, .atOnce, settle: .zero)
        XDoTool.key("Escape")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            list.table.rows == list.devices && list.search.text.isEmpty,
            "Escape in the device search clears it and shows every device", "\(list.table.rows)")
    }
}
