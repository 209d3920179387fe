import ObserverKit
import ObserverKitGTK

/// The user's hand wins, in a real window: a seek slider bound to a position that a timer advances every
/// 100 ms is dragged with real pointer input; the thumb stays with the pointer, and at release the slider
/// shows the position's latest state.
@MainActor
enum HoldChecks {
    static func run(_ checks: Checks) {
        let seek = ObserverKitGTK.ObservableSlider()
        let stepper = ObserverKitGTK.ObservableStepper()
        let segments = ObserverKitGTK.ObservableSegmentedControl(items: ["Low", "High", "Lossless"])
        let toggle = ObserverKitGTK.ObservableSwitch()
        let pages = ObserverKitGTK.ObservablePageControl(numberOfPages: 5)
        let window = Window(
            title: "ObserverKit GTK hold", width: 420, height: 340, holding: [seek, stepper, segments, toggle, pages])
        let id = window.presentedOnX { seek.bounds.width > 0 && segments.bounds.width > 0 && pages.bounds.width > 0 }
        checkSeek(seek, window, id, checks)
        checkStepper(stepper, window, id, checks)
        checkSegments(segments, window, id, checks)
        checkSwitch(toggle, window, id, checks)
        checkPageControl(pages, window, id, checks)
        window.close()
    }

    static func checkSeek(_ seek: ObserverKitGTK.ObservableSlider, _ window: Window, _ id: String, _ checks: Checks) {

        let position = ObservableValue<Float>(0)
        seek.bind(position)
        let playback = EventStream<Int>.timer(
            dueTime: .milliseconds(100), period: .milliseconds(100), scheduler: MainScheduler()
        )
        .observe { _ in position.value = min(position.value + 0.01, 1) }
        GTKApplication.run(for: .milliseconds(350))
        checks.expect(
            position.value > 0 && seek.value == position.value, "playback moves the bound slider", "\(seek.value)")

        let width = seek.bounds.width
        let y = seek.bounds.height / 2
        window.press(seek, x: seek.thumbCenter.x, y: y, on: id)
        window.movePointer(to: seek, x: width * 0.5, y: y, on: id)
        let underFinger = seek.value
        GTKApplication.run(for: .milliseconds(450))  // four or more ticks of playback while the button is down
        checks.expect(
            seek.bindingHold == .touch && seek.value == underFinger && position.value > underFinger,
            "while dragged, the slider stays under the pointer as the position advances",
            "slider \(seek.value), under the finger \(underFinger), position \(position.value)")
        window.movePointer(to: seek, x: width * 0.6, y: y, on: id)
        let moved = seek.value
        checks.expect(
            moved > underFinger && position.value >= moved,
            "the drag still follows the pointer and writes the position", "slider \(moved), position \(position.value)")
        GTKApplication.run(for: .milliseconds(250))
        XDoTool.release()
        checks.expect(
            seek.bindingHold == nil && seek.value == position.value && seek.value > moved,
            "at release the slider shows the position's latest state",
            "slider \(seek.value), position \(position.value)")
        playback.cancel()
    }

    /// A held "+" (autorepeat off) steps once; a value set meanwhile waits until the button is released.
    static func checkStepper(
        _ stepper: ObserverKitGTK.ObservableStepper, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let volume = ObservableValue<Double>(50)
        stepper.autorepeat = false
        stepper.bind(volume)
        window.press(stepper, x: stepper.bounds.width * 0.75, y: 8, on: id)
        volume.value = 10
        checks.expect(
            stepper.value == 51 && stepper.bindingHold == .touch, "a value set while + is held waits",
            "stepper \(stepper.value)")
        XDoTool.release()
        checks.expect(stepper.value == 10, "at release the stepper shows the value's latest state", "\(stepper.value)")
    }

    /// A press on the selected segment; a value set meanwhile waits; the release selects nothing new, so the
    /// control then shows the value.
    static func checkSegments(
        _ segments: ObserverKitGTK.ObservableSegmentedControl, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let quality = ObservableValue(0)
        segments.bind(quality)
        let y = segments.bounds.height / 2
        window.press(segments, x: segments.bounds.width / 6, y: y, on: id)
        quality.value = 2
        checks.expect(
            segments.selectedSegmentIndex == 0, "a value set while a segment is pressed waits",
            "\(segments.selectedSegmentIndex)")
        XDoTool.release()
        checks.expect(
            segments.selectedSegmentIndex == 2, "at release the segmented control shows the value's latest state",
            "\(segments.selectedSegmentIndex)")
    }

    /// A press on the switch; a value set meanwhile waits; the pointer slides off and lifts there (no toggle),
    /// so the switch then shows the value.
    static func checkSwitch(_ toggle: ObserverKitGTK.ObservableSwitch, _ window: Window, _ id: String, _ checks: Checks)
    {
        let isOn = ObservableValue(false)
        toggle.bind(isOn)
        let y = toggle.bounds.height / 2
        window.press(toggle, x: toggle.bounds.width / 2, y: y, on: id)
        isOn.value = true
        checks.expect(!toggle.isOn, "a value set while the switch is pressed waits")
        window.movePointer(to: toggle, x: toggle.bounds.width / 2 + 300, y: y + 120, on: id)
        XDoTool.release()
        checks.expect(toggle.isOn, "at release the switch shows the value's latest state")
    }

    /// A press right of the current dot; a page set meanwhile waits; the pointer slides off and lifts there (no
    /// step), so the page control then shows the value, as every value control does.
    static func checkPageControl(
        _ pages: ObserverKitGTK.ObservablePageControl, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let currentPage = ObservableValue(1)
        pages.bind(currentPage)
        let y = pages.bounds.height / 2
        window.press(pages, x: pages.currentDotCenter.x + 40, y: y, on: id)
        currentPage.value = 4
        checks.expect(
            pages.bindingHold == .touch && pages.currentPage == 1, "a page set while the page control is pressed waits",
            "page \(pages.currentPage)")
        window.movePointer(to: pages, x: pages.bounds.width / 2 + 300, y: y + 120, on: id)
        XDoTool.release()
        checks.expect(
            pages.bindingHold == nil && pages.currentPage == 4,
            "at release the page control shows the value's latest state",
            "page \(pages.currentPage)")
    }
}
