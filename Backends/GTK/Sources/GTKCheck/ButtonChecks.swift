import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// A click, and a press dragged out beyond the slop and back in, on a real GtkButton.
@MainActor
enum ButtonChecks {
    static func run(_ checks: Checks) {
        let button = ObservableButton(label: "Play")
        let window = Window(title: "ObserverKit GTK button", width: 360, height: 240, holding: [button])
        let id = window.presentedOnX { button.bounds.width > 0 }
        checks.expect(!id.isEmpty, "the window is on the X server")
        let recorder = Recorder(button)
        var clicks = 0
        button.addObserver(for: .touchUpInside) { clicks += 1 }
        let size = (Double(button.bounds.width), Double(button.bounds.height))
        let center = (x: size.0 / 2, y: size.1 / 2)
        checks.expect(
            button.touchLocation == CGPoint(x: center.x, y: center.y), "before any touch, touchLocation is the centre",
            "\(button.touchLocation)")

        let offCentre = (x: center.x - 10, y: center.y + 5)
        drive(window, button, id, path: [offCentre])
        checks.expect(clicks == 1, "a click is one touchUpInside", "\(clicks)")
        checks.expect(
            isNear(button.touchLocation, offCentre),
            "touchLocation is where the click lifted, in the button's coordinates",
            "\(button.touchLocation) vs \(offCentre)")
        recorder.clear()

        drive(window, button, id, path: [center])
        checks.expect(
            recorder.events == headlessEvents(size: size, path: [center]), "a click sends the headless sequence",
            "\(recorder.events) vs \(headlessEvents(size: size, path: [center]))")

        recorder.clear()
        let far = (x: center.x, y: size.1 + 150)
        let path = [center, far, center]
        drive(window, button, id, path: path)
        checks.expect(
            recorder.events == headlessEvents(size: size, path: path),
            "a press dragged out past the slop and back in sends the headless sequence",
            "\(recorder.events) vs \(headlessEvents(size: size, path: path))")
        checks.expect(
            isNear(button.touchLocation, center), "touchLocation follows the drag back to where it lifted",
            "\(button.touchLocation) vs \(center)")

        window.press(button, x: center.x, y: center.y, on: id)
        let pressed = (button.isTracking, button.isTouchInside, button.isHighlighted)
        window.movePointer(to: button, x: far.x, y: far.y, on: id)
        let dragged = (button.isTracking, button.isTouchInside, button.isHighlighted)
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            pressed == (true, true, true) && dragged == (true, false, false) && !button.isTracking
                && !button.isHighlighted,
            "a press is tracked, inside and highlighted; past the slop it is tracked, outside, not highlighted",
            "pressed \(pressed), dragged \(dragged)")
        checkSelected(button, window, id, recorder, checks)
        checkUserInteraction(button, window, id, recorder, checks)
        window.close()
    }

    /// `isUserInteractionEnabled` turned off during a press: the touch is cancelled, and a click while it is off
    /// sends nothing; turned on again, a click is a click.
    static func checkUserInteraction(
        _ button: ObservableButton, _ window: Window, _ id: String, _ recorder: Recorder, _ checks: Checks
    ) {
        recorder.clear()
        window.press(button, x: 10, y: 10, on: id)
        GTKApplication.run(for: .milliseconds(100))
        button.isUserInteractionEnabled = false
        let cancelled = recorder.events
        XDoTool.release()
        window.click(button, x: 14, y: 14, on: id, .atOnce, settle: .milliseconds(300))
        let whileOff = Array(recorder.events.dropFirst(cancelled.count))
        button.isUserInteractionEnabled = true
        recorder.clear()
        // GTK finds the widget under the pointer again when the pointer moves.
        window.click(button, x: 12, y: 12, on: id, .atOnce, settle: .milliseconds(300))
        checks.expect(
            cancelled == [.touchDown, .touchCancel] && whileOff.isEmpty && recorder.events.contains(.touchUpInside)
                && button.isEnabled,
            "turning isUserInteractionEnabled off mid-press cancels the touch; a click while off sends nothing",
            "\(cancelled), while off \(whileOff), after \(recorder.events)")
    }

    /// `isSelected` bound to a value, as Binding.md's player does: GTK's selected state follows, a click does
    /// not change it, and setting it sends nothing.
    static func checkSelected(
        _ button: ObservableButton, _ window: Window, _ id: String, _ recorder: Recorder, _ checks: Checks
    ) {
        let isPlaying = ObservableValue(false)
        let binding = isPlaying.bind(to: button, \.isSelected)
        recorder.clear()
        isPlaying.value = true
        let sentBySetting = recorder.events
        let selectedFlag = gtk_widget_get_state_flags(button.widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue
        drive(window, button, id, path: [(x: 10, y: 10)])
        let afterClick = button.isSelected
        isPlaying.value = false
        let clearedFlag = gtk_widget_get_state_flags(button.widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue
        checks.expect(
            selectedFlag != 0 && afterClick && !button.isSelected && clearedFlag == 0
                && sentBySetting.isEmpty,
            "isSelected follows a bound value as GTK's selected state; a click leaves it; setting it sends nothing",
            "flag \(selectedFlag), after the click \(afterClick), then \(clearedFlag)")
        binding.cancel()
    }

    /// Whether `location` is within a pixel of `point` (xdotool moves the pointer to whole surface pixels).
    static func isNear(_ location: CGPoint, _ point: (x: Double, y: Double)) -> Bool {
        abs(Double(location.x) - point.x) <= 1 && abs(Double(location.y) - point.y) <= 1
    }

    /// Presses at the first point, moves through the others, releases.
    static func drive(_ window: Window, _ button: ObservableButton, _ id: String, path: [(x: Double, y: Double)]) {
        window.press(button, x: path[0].x, y: path[0].y, on: id)
        for point in path.dropFirst() { window.movePointer(to: button, x: point.x, y: point.y, on: id) }
        XDoTool.release()
        // Past the double-tap interval, so that the next press is not a repeat.
        GTKApplication.run(for: .milliseconds(400))
    }
}
