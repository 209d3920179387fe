import Foundation
import ObserverKit
import ObserverKitGTK

/// The mouse wheel over a GtkScale-backed slider (GtkScale's own scrolling, which the slider leaves to GTK)
/// changes the value; the valueChanged it sends must not claim the keyboard as its origin: no key was pressed and
/// the slider does not even have the focus.
@MainActor
enum SliderWheelChecks {
    static func run(_ checks: Checks) {
        let slider = ObserverKitGTK.ObservableSlider()
        let other = ObserverKitGTK.ObservableButton(label: "Focus here")
        let window = Window(title: "ObserverKit GTK slider wheel", width: 420, height: 160, holding: [other, slider])
        let id = window.presentedOnX { slider.bounds.width > 0 }
        slider.value = 0.5
        other.becomeFirstResponder()
        let log = OriginLog(slider)
        window.movePointer(to: slider, x: slider.bounds.width / 4, y: slider.bounds.height / 2, on: id)
        XDoTool.click(4)  // the wheel, up
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(slider.value != 0.5, "the wheel over the slider changes its value", "\(slider.value)")
        checks.expect(
            !log.entries.isEmpty && !log.entries.contains { $0.hasSuffix("keyboard") },
            "the wheel's valueChanged does not carry origin .keyboard (no key was pressed; the slider is not focused)",
            "\(log.entries), slider focused: \(slider.isFirstResponder)")
        checkKeyRightAfterWheel(slider, log, checks)
        window.close()
    }

    /// A wheel notch and an arrow key queued together (xdotool sends both while GTK's main loop waits, so GTK
    /// handles them one after the other, in one go): the wheel's valueChanged carries `.touch`, the key's
    /// `.keyboard`, as the slider's scroll mark lasts "until the main queue's next turn ..., or until a key
    /// reaches the slider".
    static func checkKeyRightAfterWheel(_ slider: ObserverKitGTK.ObservableSlider, _ log: OriginLog, _ checks: Checks) {
        slider.value = 0.5
        slider.becomeFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        log.clear()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = ["click", "4", "key", "Right"]
        try? process.run()
        process.waitUntilExit()
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            log.entries == ["valueChanged touch", "valueChanged keyboard"],
            "a wheel notch and an arrow key handled in one go: the wheel's valueChanged is .touch, the key's"
                + " .keyboard", "\(log.entries)")
    }
}
