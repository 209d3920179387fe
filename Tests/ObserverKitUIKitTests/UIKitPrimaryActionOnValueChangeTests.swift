#if os(Linux) && !os(tvOS)
    import ObserverKitUIKit
    import Testing

    /// UIKit's model: a switch's and a segmented control's valueChanged brings their primaryActionTriggered actions
    /// (each control's primary action on iOS 14 and later), whoever sends it, each action once.
    @MainActor
    @Suite("UIKit backend: a value change as the primary action")
    struct UIKitPrimaryActionOnValueChangeTests {
        final class Log {
            var entries: [String] = []
        }

        @Test("a switch's primaryActionTriggered action (UISwitch(frame:primaryAction:)'s) runs on valueChanged")
        func switchPrimaryActionRunsOnValueChanged() {
            let log = Log()
            let toggle = UISwitch(frame: .zero)
            toggle.addAction(UIAction { _ in log.entries.append("primary") }, for: .primaryActionTriggered)
            toggle.isOn = true
            toggle.sendActions(for: .valueChanged)
            #expect(log.entries == ["primary"])
            #expect(toggle.allControlEvents == .primaryActionTriggered)
        }

        @Test("a segmented control's selection runs its primaryActionTriggered actions")
        func segmentedPrimaryActionRunsOnValueChanged() {
            let log = Log()
            let segments = UISegmentedControl(items: ["A", "B"])
            segments.addAction(UIAction { _ in log.entries.append("primary") }, for: .primaryActionTriggered)
            segments.addAction(UIAction { _ in log.entries.append("changed") }, for: .valueChanged)
            segments.selectedSegmentIndex = 1
            segments.sendActions(for: .valueChanged)
            #expect(log.entries == ["primary", "changed"])  // in the order the actions were added
        }

        @Test("an action registered for both events runs once; a slider's valueChanged is not mapped")
        func oneActionForBothEventsRunsOnce() {
            let log = Log()
            let toggle = UISwitch(frame: .zero)
            let both = UIAction { _ in log.entries.append("both") }
            toggle.addAction(both, for: [.valueChanged, .primaryActionTriggered])
            toggle.sendActions(for: .valueChanged)
            #expect(log.entries == ["both"])
            log.entries.removeAll()
            let slider = UISlider(frame: .zero)
            slider.addAction(UIAction { _ in log.entries.append("primary") }, for: .primaryActionTriggered)
            slider.sendActions(for: .valueChanged)
            #expect(log.entries.isEmpty)
        }

        @Test("ObservableSwitch: VoiceOver's toggle reaches primaryActionTriggered observers once, from accessibility")
        func observableSwitchActivationIsPrimaryAction() {
            let log = Log()
            let toggle = ObservableSwitch()
            for event in [ControlEvent.valueChanged, .primaryActionTriggered] {
                toggle.addObserver(for: event) { [unowned toggle] isOn in
                    log.entries.append("\(event) \(isOn) \(toggle.currentEventOrigin.map { "\($0)" } ?? "nil")")
                }
            }
            #expect(toggle.accessibilityActivate())
            #expect(log.entries == ["valueChanged true accessibility", "primaryActionTriggered true accessibility"])
        }

        @Test("ObserverKit's sendActions(for: [.valueChanged, .primaryActionTriggered]) delivers primary once")
        func observerKitSendDeliversPrimaryOnce() {
            let log = Log()
            let toggle = ObservableSwitch()
            toggle.addObserver(for: .primaryActionTriggered) { _ in log.entries.append("primary") }
            toggle.addObserver(for: .valueChanged) { _ in log.entries.append("changed") }
            toggle.sendActions(for: [.valueChanged, .primaryActionTriggered] as ControlEvent)
            #expect(log.entries.sorted() == ["changed", "primary"])  // each once, in UIKit's action order
            log.entries.removeAll()
            let segments = ObservableSegmentedControl(items: ["A", "B"])
            segments.addObserver(for: .primaryActionTriggered) { _ in log.entries.append("primary") }
            segments.sendActions(for: [.valueChanged, .primaryActionTriggered] as ControlEvent)
            #expect(log.entries == ["primary"])
            log.entries.removeAll()
            let slider = ObservableSlider()
            slider.addObserver(for: .primaryActionTriggered) { _ in log.entries.append("primary") }
            slider.sendActions(for: [.valueChanged, .primaryActionTriggered] as ControlEvent)
            #expect(log.entries == ["primary"])
        }
    }
#endif
