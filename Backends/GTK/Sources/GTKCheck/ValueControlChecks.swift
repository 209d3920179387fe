import Foundation
import ObserverKitGTK
import ObserverKitHeadless

/// The value controls on a real window: a slider dragged, a switch clicked, text typed, a stepper held, a
/// segment picked; each checked against the headless backend for the same input.
@MainActor
enum ValueControlChecks {
    static func run(_ checks: Checks) {
        let slider = ObserverKitGTK.ObservableSlider()
        let toggle = ObserverKitGTK.ObservableSwitch()
        let field = ObserverKitGTK.ObservableTextField()
        let stepper = ObserverKitGTK.ObservableStepper()
        let segments = ObserverKitGTK.ObservableSegmentedControl(items: ["Low", "High", "Lossless"])
        let window = Window(
            title: "ObserverKit GTK controls", width: 420, height: 420,
            holding: [slider, toggle, field, stepper, segments])
        let id = window.presentedOnX { slider.bounds.width > 0 && segments.bounds.width > 0 }
        checks.expect(!id.isEmpty, "the controls window is on the X server")

        checkSlider(slider, window, id, checks)
        checkSwitch(toggle, window, id, checks)
        checkTextField(field, window, id, checks)
        checkStepper(stepper, window, id, checks)
        checkSegments(segments, window, id, checks)
        window.close()
    }

    static func checkSlider(_ slider: ObserverKitGTK.ObservableSlider, _ window: Window, _ id: String, _ checks: Checks)
    {
        let position = ObservableValue<Float>(0)
        slider.bind(position)
        let script = SliderDragScript(slider, .leftToRight, window, id)
        // A press on the track, away from the thumb (at x 0 for the value 0): as UISlider, nothing.
        let pressed = script.press(at: script.length * 0.6)
        checks.expect(
            pressed.isEmpty && slider.value == 0, "a press on a GTK slider's track sends nothing",
            "\(pressed), value \(slider.value)")
        // A drag from the thumb, by the shared SliderBehavior.
        let drag = script.drag(from: script.thumbAlong + 5, through: [script.length * 0.5, script.length * 0.75])
        checks.expect(
            drag.events == drag.expected,
            "a slider drag from the thumb sends the headless events, valueChanged included",
            "\(drag.events) vs \(drag.expected)")
        checks.expect(
            slider.value == drag.expectedValue, "the GTK and headless sliders reach the same value",
            "\(slider.value) vs \(drag.expectedValue)")
        checks.expect(
            abs(position.value - 0.75) < 0.1 && position.value == slider.value,
            "the drag wrote the bound value (near 0.75)", "\(position.value), slider \(slider.value)")
        let recorder = Recorder(slider)
        position.value = 0.2
        checks.expect(slider.value == 0.2 && recorder.events.isEmpty, "a value set moves the slider without events")
    }

    static func checkSwitch(_ toggle: ObserverKitGTK.ObservableSwitch, _ window: Window, _ id: String, _ checks: Checks)
    {
        let isOn = ObservableValue(false)
        toggle.bind(isOn)
        let recorder = Recorder(toggle)
        window.click(toggle, on: id)
        checks.expect(toggle.isOn && isOn.value, "a click turns the switch and its bound value on")
        // The shared SwitchBehavior toggles as the touch ends, before touchUpInside goes out, as headless.
        let reference = ObserverKitHeadless.ObservableSwitch()
        let expected = Recorder(reference)
        reference.tap()
        checks.expect(
            recorder.events == expected.events
                && recorder.events == [.touchDown, .valueChanged, .primaryActionTriggered, .touchUpInside],
            "a switch click sends the headless events: touchDown, valueChanged, primaryActionTriggered, touchUpInside",
            "\(recorder.events)")
        recorder.clear()
        isOn.value = false
        checks.expect(!toggle.isOn && recorder.events.isEmpty, "a value set turns the switch off without events")
    }

    static func checkTextField(
        _ field: ObserverKitGTK.ObservableTextField, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let name = ObservableValue("")
        field.bind(name)
        var actions: [TextFieldAction] = []
        field.addObserver(for: .allEditingEvents) { actions.append($0) }
        window.click(field, on: id)
        XDoTool.type("Ada")
        XDoTool.key("Return")
        checks.expect(name.value == "Ada" && field.text == "Ada", "typing writes the bound value", name.value)
        let reference = ObserverKitHeadless.ObservableTextField()
        var expected: [TextFieldAction] = []
        reference.addObserver(for: .allEditingEvents) { expected.append($0) }
        reference.becomeFirstResponder()
        for character in "Ada" { reference.insertText(String(character)) }
        reference.pressReturn()
        checks.expect(actions == expected, "focus, typing and Return send the headless editing events", "\(actions)")
        actions.removeAll()
        name.value = "Grace"
        checks.expect(field.text == "Grace" && actions.isEmpty, "a value set rewrites the field without events")
    }

    static func checkStepper(
        _ stepper: ObserverKitGTK.ObservableStepper, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let volume = ObservableValue<Double>(50)
        stepper.bind(volume)
        let start = ContinuousClock.now
        var steps: [Duration] = []
        var origins: [EventOrigin?] = []
        let timing = stepper.addObserver(for: .valueChanged) { [unowned stepper] _ in
            steps.append(ContinuousClock.now - start)
            origins.append(stepper.currentEventOrigin)
        }
        window.press(stepper, x: stepper.bounds.width * 0.75, y: 8, on: id)
        GTKApplication.run(for: .milliseconds(1_150))
        XDoTool.release()
        let after = volume.value
        GTKApplication.run(for: .milliseconds(400))
        // At once, then at 500, 700, 900 and 1100 ms of the hold (with the input's own latency on top).
        checks.expect(
            (4...6).contains(steps.count) && volume.value == 50 + Double(steps.count),
            "holding + on the real main loop repeats: at once, after 500 ms, then every 200 ms",
            "\(steps.count) steps: \(steps)")
        checks.expect(volume.value == after, "no step after release", "\(after) then \(volume.value)")
        // The repeats are the held pointer's, as the first step is (the headless stepper's, StepperPress).
        checks.expect(
            origins.count == steps.count && origins.allSatisfy { $0 == .touch },
            "every step of a held + comes from .touch, the repeats included", "\(origins)")
        timing.cancel()

        // Not continuous, as UIStepper.isContinuous = false: the hold steps silently, one valueChanged at the end.
        stepper.isContinuous = false
        let recorder = Recorder(stepper, events: [.valueChanged, .touchUpInside])
        let before = stepper.value
        window.press(stepper, x: stepper.bounds.width * 0.75, y: 8, on: id)
        GTKApplication.run(for: .milliseconds(750))
        let whileHeld = recorder.events
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            whileHeld.isEmpty && recorder.events == [.valueChanged, .touchUpInside] && stepper.value >= before + 2
                && volume.value == stepper.value,
            "a non-continuous GTK stepper sends one valueChanged when the hold ends, as the headless one",
            "\(whileHeld) then \(recorder.events), \(before) → \(stepper.value)")
        stepper.isContinuous = true
    }

    static func checkSegments(
        _ segments: ObserverKitGTK.ObservableSegmentedControl, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let quality = ObservableValue(0)
        segments.bind(quality)
        let recorder = Recorder(segments)
        window.click(segments, x: segments.bounds.width * 5 / 6, on: id, settle: .milliseconds(100))
        checks.expect(quality.value == 2 && segments.selectedSegmentIndex == 2, "a click picks the third segment")
        checks.expect(recorder.events.contains(.valueChanged), "picking a segment sends valueChanged")
        recorder.clear()
        quality.value = 1
        checks.expect(segments.selectedSegmentIndex == 1 && recorder.events.isEmpty, "a value set picks without events")
    }
}
