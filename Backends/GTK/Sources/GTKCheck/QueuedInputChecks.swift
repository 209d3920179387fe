import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// Input given from inside a handler waits for the current step on GTK too, as on the headless backend: both
/// run the core's one `TouchTracker`. A real click's touchDown handler disables its button; the touchCancel that
/// disabling causes is delivered after that handler has returned, not in the middle of it.
@MainActor
enum QueuedInputChecks {
    static func run(_ checks: Checks) {
        let button = ObserverKitGTK.ObservableButton(label: "Disable me")
        let window = Window(title: "ObserverKit GTK queued input", width: 360, height: 240, holding: [button])
        let id = window.presentedOnX { button.bounds.width > 0 }

        let log = loggingDisablingTouchDown(of: button) { $0.isEnabled = false }
        window.click(button, on: id, settle: .milliseconds(200))
        let expected = ["touchDown handler begins", "touchDown handler ends", "touchCancel"]
        checks.expect(
            log.entries == expected, "GTK queues input given from inside a handler until the step is delivered",
            "\(log.entries)")

        let reference = ObserverKitHeadless.ObservableButton()
        let referenceLog = loggingDisablingTouchDown(of: reference) { $0.isEnabled = false }
        reference.tap()
        checks.expect(
            referenceLog.entries == log.entries, "the headless backend queues it the same way",
            "\(referenceLog.entries)")
        window.close()
    }

    /// Observes `button` as both backends are checked: its touchDown handler disables it (`disable`), and the log
    /// shows whether the touchCancel that causes arrives after the handler has returned.
    static func loggingDisablingTouchDown<Button: ObservableControl>(
        of button: Button, disable: @escaping (Button) -> Void
    ) -> ActionLog {
        let log = ActionLog()
        button.addObserver(for: .touchDown) { [unowned button] _ in
            log.add("touchDown handler begins")
            disable(button)
            log.add("touchDown handler ends")
        }
        button.addObserver(for: .touchCancel) { _ in log.add("touchCancel") }
        return log
    }
}
