import CGtk4
import Foundation
import ObserverKitGTK

/// The settings window of `observerkit-gtk-settings`: a window laid out in `Settings.ui` and observed entirely
/// through ObserverKit. Its entry, scale and switch are adopted and bound to ``Settings``; Save records the
/// settings, Reset puts the defaults back (the bound controls follow, sending nothing), and a summary line
/// follows every change. A searchable list of output devices (``DeviceList``) sits above the buttons.
///
/// ```swift
/// let settings = try SettingsWindow()
/// settings.window.present()
/// GTKApplication.run()
/// ```
@MainActor
public final class SettingsWindow {
    /// The settings the window edits.
    public struct Settings: Equatable, CustomStringConvertible {
        /// The display name.
        public var name = ""
        /// The volume, 0 to 100.
        public var volume: Float = 40
        /// Whether notifications are on.
        public var notifications = false

        /// The defaults.
        public init() {}

        /// "name=Ada volume=60 notifications=on".
        public var description: String {
            "name=\(name) volume=\(Int(volume.rounded())) notifications=\(notifications ? "on" : "off")"
        }
    }

    /// The window from `Settings.ui`.
    public let window: Window
    /// The name field (`name` in the `.ui`), bound to ``name``.
    public let nameField: ObservableTextField
    /// The volume scale (`volume`), bound to ``volume``.
    public let volumeSlider: ObservableSlider
    /// The notifications switch (`notifications`), bound to ``notifications``.
    public let notificationsSwitch: ObservableSwitch
    /// Save (`save`): records ``current`` in ``saved``.
    public let saveButton: ObservableButton
    /// Reset (`reset`): puts the defaults back.
    public let resetButton: ObservableButton
    /// The searchable list of output devices (`device-search` and `devices`).
    public let deviceList: DeviceList
    /// The display name.
    public let name = ObservableValue("")
    /// The volume, 0 to 100.
    public let volume = ObservableValue<Float>(40)
    /// Whether notifications are on.
    public let notifications = ObservableValue(false)
    /// Every save, in order.
    public private(set) var saved: [Settings] = []
    private let summary: UnsafeMutablePointer<GtkWidget>

    /// Loads `Settings.ui` and wires it up; throws when the file does not load or lacks an id.
    public init() throws {
        guard let path = Bundle.module.path(forResource: "Settings", ofType: "ui") else {
            throw GTKError.builderFailed(file: "Settings.ui", message: "not among the app's resources")
        }
        let builder = try Builder(path: path)
        window = try builder.window(id: "window")
        nameField = try builder.control(ObservableTextField.self, id: "name")
        volumeSlider = try builder.control(ObservableSlider.self, id: "volume")
        notificationsSwitch = try builder.control(ObservableSwitch.self, id: "notifications")
        saveButton = try builder.control(ObservableButton.self, id: "save")
        resetButton = try builder.control(ObservableButton.self, id: "reset")
        summary = try builder.widget(id: "summary")
        deviceList = DeviceList(
            search: try builder.searchBar(id: "device-search"), table: try builder.tableView(id: "devices"))
        for control: any Widget in [nameField, volumeSlider, notificationsSwitch, saveButton, resetButton] {
            window.add(control)
        }
        nameField.bind(name)
        volumeSlider.bind(volume)
        notificationsSwitch.bind(notifications)
        saveButton.addObserver(for: .primaryActionTriggered) { [weak self] in self?.save() }
        resetButton.addObserver(for: .primaryActionTriggered) { [weak self] in self?.reset() }
        name.bind(to: self) { window, _ in window.showSummary() }
        volume.bind(to: self) { window, _ in window.showSummary() }
        notifications.bind(to: self) { window, _ in window.showSummary() }
    }

    /// The settings as the controls show them.
    public var current: Settings {
        var settings = Settings()
        settings.name = name.value
        settings.volume = volume.value
        settings.notifications = notifications.value
        return settings
    }

    /// The summary line under the buttons.
    public var summaryText: String {
        String(cString: gtk_label_get_text(OpaquePointer(summary)))
    }

    private func save() {
        saved.append(current)
        print("saved \(current)")
        showSummary()
    }

    private func reset() {
        let defaults = Settings()
        name.value = defaults.name
        volume.value = defaults.volume
        notifications.value = defaults.notifications
        print("reset \(current)")
    }

    private func showSummary() {
        let state = saved.last == current ? "Saved" : "Unsaved"
        let settings = current
        let name = settings.name.isEmpty ? "no name" : settings.name
        let text =
            "\(state): \(name), volume \(Int(settings.volume.rounded())), "
            + "notifications \(settings.notifications ? "on" : "off")"
        gtk_label_set_text(OpaquePointer(summary), text)
    }
}
