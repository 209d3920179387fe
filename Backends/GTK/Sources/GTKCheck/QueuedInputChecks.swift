import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// Input given from inside a handler waits for the current step on GTK too, as on the headless backend: both
/// run the core's one `TouchDriver`. A real click's touchDown handler disables its button; the touchCancel that
/// disabling causes is delivered after that handler has returned, not in the middle of it.
@MainActor
enum QueuedInputChecks {
    static func run(_ checks: Checks) {
        let title = "ObserverKit GTK queued input"
        let window = Window(title: title, width: 360, height: 240)
        let button = ObserverKitGTK.ObservableButton(label: "Disable me")
        window.add(button)
        let id = window.presentedOnX { button.bounds.width > 0 }

        var log: [String] = []
        button.addObserver(for: .touchDown) { [unowned button] in
            log.append("touchDown handler begins")
            button.isEnabled = false
            log.append("touchDown handler ends")
        }
        button.addObserver(for: .touchCancel) { log.append("touchCancel") }
        let point = window.surfacePoint(of: button, x: button.bounds.width / 2, y: button.bounds.height / 2)
        XDoTool.move(window: id, to: point)
        XDoTool.press()
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(200))
        let expected = ["touchDown handler begins", "touchDown handler ends", "touchCancel"]
        checks.expect(
            log == expected, "GTK queues input given from inside a handler until the step is delivered", "\(log)")

        let reference = ObserverKitHeadless.ObservableButton()
        var referenceLog: [String] = []
        reference.addObserver(for: .touchDown) { [unowned reference] in
            referenceLog.append("touchDown handler begins")
            reference.isEnabled = false
            referenceLog.append("touchDown handler ends")
        }
        reference.addObserver(for: .touchCancel) { referenceLog.append("touchCancel") }
        reference.tap()
        checks.expect(referenceLog == log, "the headless backend queues it the same way", "\(referenceLog)")
        window.close()
    }
}
