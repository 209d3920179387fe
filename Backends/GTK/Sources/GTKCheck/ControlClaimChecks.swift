import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// What the controls' documentation claims of the GTK backend that no other group drives, with real keys and
/// pointer from xdotool: Enter (the keypad's) on a button and a switch, Return on the stepper's "+" and on a
/// segment, the stepper's click order and autorepeat rate, a button disabled mid-press (Control.md), and the
/// slider's example in ObservableSlider/Action printing "grabbed", the values, "let go" for a drag.
@MainActor
enum ControlClaimChecks {
    static let title = "ObserverKit GTK control claims"

    static func run(_ checks: Checks) {
        let play = ObserverKitGTK.ObservableButton(label: "Play")
        let shuffle = ObserverKitGTK.ObservableSwitch()
        let quantity = ObserverKitGTK.ObservableStepper()
        let mode = ObserverKitGTK.ObservableSegmentedControl(items: ["Songs", "Albums", "Artists"])
        let seek = ObserverKitGTK.ObservableSlider()
        let window = Window(title: title, width: 400, height: 360, holding: [play, shuffle, quantity, mode, seek])
        let id = window.presentedOnX { play.bounds.width > 0 && seek.bounds.width > 0 && mode.bounds.width > 0 }
        // With no window manager, X sends keys to the window under the pointer.
        window.movePointer(to: play, x: play.bounds.width / 2, y: -6, on: id)
        checkKeys(play, shuffle, quantity, mode, checks)
        checkStepperClick(quantity, window, id, checks)
        checkDisabledMidPress(play, window, id, checks)
        checkSliderExample(seek, window, id, checks)
        checkStepperRate(quantity, window, id, checks)
        checkAssistiveActivation(quantity, mode, checks)
        checkSendOrder(play, checks)
        window.close()
        GTKApplication.run(for: .milliseconds(100))
        runEditing(checks)
    }

    static func checkKeys(
        _ play: ObserverKitGTK.ObservableButton, _ shuffle: ObserverKitGTK.ObservableSwitch,
        _ quantity: ObserverKitGTK.ObservableStepper, _ mode: ObserverKitGTK.ObservableSegmentedControl,
        _ checks: Checks
    ) {
        let enterOnPlay = OriginLog(play).entries(pressing: "KP_Enter", on: play.widget)
        checks.expect(
            enterOnPlay == ["primaryActionTriggered keyboard"],
            "Enter (the keypad's) on a focused button sends primaryActionTriggered from the keyboard, no touch event",
            "\(enterOnPlay)")
        let enterOnShuffle = OriginLog(shuffle).entries(pressing: "KP_Enter", on: shuffle.widget)
        checks.expect(
            enterOnShuffle == KeyScript.step && shuffle.isOn,
            "Enter (the keypad's) on a focused switch toggles it: valueChanged, then primaryActionTriggered",
            "\(enterOnShuffle), isOn \(shuffle.isOn)")

        let plus = gtk_widget_get_last_child(quantity.widget)!
        let returnOnPlus = OriginLog(quantity).entries(pressing: "Return", on: plus)
        checks.expect(
            returnOnPlus == KeyScript.step && quantity.value == 1,
            "Return on the stepper's focused \"+\" steps up: valueChanged, then primaryActionTriggered",
            "\(returnOnPlus), value \(quantity.value)")

        mode.selectedSegmentIndex = 0
        let albums = gtk_widget_get_next_sibling(gtk_widget_get_first_child(mode.widget)!)!
        let modeLog = OriginLog(mode)
        let returnOnAlbums = modeLog.entries(pressing: "Return", on: albums)
        let returnAgain = modeLog.entries(pressing: "Return", on: albums)
        checks.expect(
            returnOnAlbums == KeyScript.step && mode.selectedSegmentIndex == 1 && returnAgain.isEmpty,
            "Return on a focused segment selects it (valueChanged, then primaryActionTriggered); again, nothing",
            "\(returnOnAlbums), then \(returnAgain), selected \(mode.selectedSegmentIndex)")
    }

    /// A click on "+" against a headless stepper's touch on its right half: valueChanged before touchDown.
    static func checkStepperClick(
        _ quantity: ObserverKitGTK.ObservableStepper, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let recorder = Recorder(quantity)
        let before = quantity.value
        window.click(quantity, x: quantity.bounds.width * 0.75, on: id, .atOnce)
        let reference = ObserverKitHeadless.ObservableStepper()
        let referenceRecorder = Recorder(reference)
        reference.beginTouch(at: CGPoint(x: reference.bounds.width * 0.75, y: reference.bounds.height / 2))
        reference.endTouch()
        checks.expect(
            recorder.events == referenceRecorder.events && recorder.events.first == .valueChanged
                && quantity.value == before + 1,
            "a click on the stepper's \"+\" steps once, valueChanged before touchDown, as headless",
            "GTK \(recorder.events), headless \(referenceRecorder.events)")
    }

    /// Control.md: `isEnabled = false` while a press is tracked cancels the touch.
    static func checkDisabledMidPress(
        _ play: ObserverKitGTK.ObservableButton, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let recorder = Recorder(play)
        window.press(play, x: 10, y: 10, on: id)
        GTKApplication.run(for: .milliseconds(100))
        play.isEnabled = false
        GTKApplication.run(for: .milliseconds(100))
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(300))
        play.isEnabled = true
        checks.expect(
            recorder.events == [.touchDown, .touchCancel],
            "a button disabled from code while pressed sends touchCancel, and nothing at the release",
            "\(recorder.events)")
    }

    /// ObservableSlider/Action's example, with a real drag from the thumb.
    static func checkSliderExample(
        _ slider: ObserverKitGTK.ObservableSlider, _ window: Window, _ id: String, _ checks: Checks
    ) {
        var printed: [String] = []
        slider.addObserver(for: [.touchDown, .valueChanged, .touchUpInside]) {
            (action: ObserverKitGTK.ObservableSlider.Action) in
            switch action {
            case .isTrackingTouch(let tracking): printed.append(tracking ? "grabbed" : "let go")
            case .valueChanged: printed.append("value")
            }
        }
        let y = slider.bounds.height / 2
        let x = slider.thumbCenter.x + 2
        window.movePointer(to: slider, x: x, y: y, on: id)
        XDoTool.drag(window: id, through: (1...4).map { window.surfacePoint(of: slider, x: x + Double($0) * 20, y: y) })
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            printed.first == "grabbed" && printed.last == "let go" && printed.count >= 3
                && printed.dropFirst().dropLast().allSatisfy { $0 == "value" },
            "ObservableSlider.Action's example prints grabbed, the values, then let go for a drag", "\(printed)")
    }

    /// ObservableStepper: a held "+" repeats after 500 ms, every 200 ms, then every 100 ms.
    static func checkStepperRate(
        _ quantity: ObserverKitGTK.ObservableStepper, _ window: Window, _ id: String, _ checks: Checks
    ) {
        quantity.value = 0
        let start = ContinuousClock.now
        var steps: [Duration] = []
        let token = quantity.addObserver(for: .valueChanged) { _ in steps.append(ContinuousClock.now - start) }
        window.press(quantity, x: quantity.bounds.width * 0.75, y: quantity.bounds.height / 2, on: id)
        GTKApplication.run(for: .milliseconds(2_100))
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(300))
        token.cancel()
        let times = steps.map { Int($0 / .milliseconds(1)) }
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        // At once, at 500, 700, 900, 1100, 1300 ms, then every 100 ms: the first gap 500, four of 200, then 100s.
        let early = gaps.prefix(5)
        let late = gaps.dropFirst(5)
        checks.expect(
            early.count == 5 && (400...600).contains(early[0])
                && early.dropFirst().allSatisfy { (150...250).contains($0) } && late.count >= 5
                && late.allSatisfy { (50...150).contains($0) },
            "a held \"+\" repeats 500 ms after the press, every 200 ms four times, then every 100 ms",
            "gaps \(gaps) ms")
    }

    /// An assistive technology's activation of the stepper's "+" and of a segment (GTK's `activate`, as
    /// gtk_widget_activate emits it) arrives as the keyboard's.
    static func checkAssistiveActivation(
        _ quantity: ObserverKitGTK.ObservableStepper, _ mode: ObserverKitGTK.ObservableSegmentedControl,
        _ checks: Checks
    ) {
        quantity.value = 3
        let stepperLog = OriginLog(quantity)
        gtk_widget_activate(gtk_widget_get_last_child(quantity.widget)!)
        GTKApplication.run(for: .milliseconds(400))
        mode.selectedSegmentIndex = 0
        let modeLog = OriginLog(mode)
        gtk_widget_activate(gtk_widget_get_last_child(mode.widget)!)
        GTKApplication.run(for: .milliseconds(600))
        checks.expect(
            stepperLog.entries == KeyScript.step && quantity.value == 4 && modeLog.entries == KeyScript.step
                && mode.selectedSegmentIndex == 2,
            "an assistive activation of the stepper's \"+\" and of a segment arrives as the keyboard's",
            "stepper \(stepperLog.entries) at \(quantity.value), segments \(modeLog.entries) at "
                + "\(mode.selectedSegmentIndex)")
    }

    /// WhichBackend.md: several events sent at once go one at a time in ascending bit order, whatever order
    /// they were observed in.
    static func checkSendOrder(_ play: ObserverKitGTK.ObservableButton, _ checks: Checks) {
        var order: [ControlEvent] = []
        let tokens = [ControlEvent.touchUpInside, .primaryActionTriggered, .touchDown].map { event in
            play.addObserver(for: event) { order.append(event) }
        }
        play.sendActions(for: [.primaryActionTriggered, .touchUpInside, .touchDown])
        for token in tokens { token.cancel() }
        checks.expect(
            order == [.touchDown, .touchUpInside, .primaryActionTriggered],
            "sendActions(for:) with several events sends them in ascending bit order, whatever the observers' order",
            "\(order)")
    }
}
