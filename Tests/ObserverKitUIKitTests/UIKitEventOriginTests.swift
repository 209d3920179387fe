#if os(Linux)
    import ObserverKitUIKit
    import Testing

    /// Where a UIKit control's events come from, as UIKit's own signals say: a tracked touch (`.touch`), a press of
    /// a key or a remote's button (`.keyboard`), VoiceOver (`.accessibility`) and `sendActions(for:)` from code
    /// (`.program`). Touches and presses are made with `UIKitInterface`'s test initializers, so these run on Linux.
    @MainActor
    @Suite("UIKit backend: event origins")
    struct UIKitEventOriginTests {
        /// Each event a control sends, as "event origin".
        final class OriginLog {
            var entries: [String] = []
        }

        func log(_ control: some ObservableControl) -> OriginLog {
            let log = OriginLog()
            for event in ControlEvent.allEvents {
                control.addObserver(for: event) { [unowned control] _ in
                    log.entries.append("\(event) \(control.currentEventOrigin.map { "\($0)" } ?? "nil")")
                }
            }
            return log
        }

        let inside = UITouch(at: CGPoint(x: 10, y: 10))
        let outside = UITouch(at: CGPoint(x: 500, y: 10))

        @Test("a tracked touch's events come from touch")
        func touch() {
            let button = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let events = log(button)
            button.touchesBegan([inside], with: UIEvent())
            button.touchesMoved([outside], with: UIEvent())
            button.touchesEnded([outside], with: UIEvent())
            #expect(
                events.entries == [
                    "touchDown touch", "touchDragOutside touch", "touchDragExit touch", "touchUpOutside touch",
                ])
            #expect(button.currentEventOrigin == nil)
        }

        @Test("a remote's or keyboard's select on a focused button sends primaryActionTriggered from the keyboard")
        func press() {
            let button = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let events = log(button)
            button.pressesBegan([UIPress(type: .select)], with: UIPressesEvent())
            button.pressesEnded([UIPress(type: .select)], with: UIPressesEvent())
            button.pressesEnded([UIPress(type: .menu)], with: UIPressesEvent())
            button.isEnabled = false
            button.pressesEnded([UIPress(type: .select)], with: UIPressesEvent())
            #expect(events.entries == ["primaryActionTriggered keyboard"])
        }

        @Test("a key press while a finger holds a button sends what UIKit sends, from the keyboard, and ends no touch")
        func pressDuringTouch() {
            // ObservableControls.md: headless and GTK send nothing then (the touch wins); on UIKit, UIKit decides
            // (UIKitInterface's UIButton sends its primary action, as on any select press), ObserverKit only labels.
            let button = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let events = log(button)
            button.touchesBegan([inside], with: UIEvent())
            button.pressesBegan([UIPress(type: .select)], with: UIPressesEvent())
            button.pressesEnded([UIPress(type: .select)], with: UIPressesEvent())
            #expect(button.isTracking)
            button.touchesEnded([inside], with: UIEvent())
            #expect(
                events.entries == [
                    "touchDown touch", "primaryActionTriggered keyboard", "touchUpInside touch",
                    "primaryActionTriggered touch",
                ])
        }

        @Test("VoiceOver's activation of a button is a tap from accessibility, and nothing when disabled")
        func accessibilityActivation() {
            let button = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let events = log(button)
            #expect(button.accessibilityActivate())
            #expect(
                events.entries == [
                    "touchDown accessibility", "touchUpInside accessibility", "primaryActionTriggered accessibility",
                ])
            events.entries.removeAll()
            button.isEnabled = false
            #expect(!button.accessibilityActivate())
            #expect(events.entries.isEmpty)
        }

        @Test("VoiceOver's activation of a button reaches the app's own actions, as a tap does")
        func accessibilityActivationReachesAppActions() {
            let button = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            var log: [String] = []
            button.addAction(UIAction { _ in log.append("app touchUpInside") }, for: .touchUpInside)
            button.addAction(UIAction { _ in log.append("app primary") }, for: .primaryActionTriggered)
            button.addObserver(for: .primaryActionTriggered) { [unowned button] in
                log.append("observer \(button.currentEventOrigin.map { "\($0)" } ?? "nil")")
            }
            #expect(button.accessibilityActivate())
            #expect(log == ["app touchUpInside", "app primary", "observer accessibility"])
        }

        @Test("a touch in progress wins over VoiceOver's activation")
        func touchWins() {
            let button = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            button.touchesBegan([inside], with: UIEvent())
            let events = log(button)
            #expect(!button.accessibilityActivate())
            button.touchesEnded([inside], with: UIEvent())
            #expect(events.entries == ["touchUpInside touch", "primaryActionTriggered touch"])
        }

        @Test("a user's composed text (input method) is not reported as an edit from code")
        func textFieldInputMethodOriginIsNotProgram() {
            let field = ObservableTextField()
            var origins: [EventOrigin?] = []
            field.addObserver(for: .editingChanged) { [unowned field] _ in origins.append(field.currentEventOrigin) }
            _ = field.becomeFirstResponder()
            field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))  // the user's IME, not code
            #expect(origins.count == 1)
            #expect(origins.first != .program)
        }

        @Test("typing, the delete key and an input method's commit come from the keyboard")
        func textFieldTypingOrigin() {
            let field = ObservableTextField()
            var origins: [EventOrigin?] = []
            field.addObserver(for: .editingChanged) { [unowned field] _ in origins.append(field.currentEventOrigin) }
            _ = field.becomeFirstResponder()
            field.insertText("a")
            field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
            field.insertText("日")  // typed over the composition: it ends
            field.deleteBackward()
            #expect(field.text == "a")
            #expect(field.markedTextRange == nil)
            #expect(origins == [.keyboard, .keyboard, .keyboard, .keyboard])
            field.sendActions(for: .editingChanged)
            #expect(origins.last == .program)
        }

        @Test("sendActions(for:) from code comes from program, and a handler's send on another control too")
        func program() {
            let button = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let other = ObservableButton()
            let otherEvents = log(other)
            var after: EventOrigin?
            button.addObserver(for: .touchUpInside) { [unowned button] in
                other.sendActions(for: .primaryActionTriggered)
                after = button.currentEventOrigin
            }
            button.touchesBegan([inside], with: UIEvent())
            button.touchesEnded([inside], with: UIEvent())
            #expect(otherEvents.entries == ["primaryActionTriggered program"])
            #expect(after == .touch)
            otherEvents.entries.removeAll()
            other.sendActions(for: .primaryActionTriggered)
            #expect(otherEvents.entries == ["primaryActionTriggered program"])
        }

        #if !os(tvOS)
            @Test("a date picker's tracked touch comes from touch, as every control's, not from program")
            func datePickerTouch() {
                let picker = ObservableDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
                let events = log(picker)
                picker.touchesBegan([inside], with: UIEvent())
                picker.touchesEnded([inside], with: UIEvent())
                #expect(events.entries == ["touchDown touch", "touchUpInside touch"])
                events.entries.removeAll()
                picker.sendActions(for: .valueChanged)
                #expect(events.entries == ["valueChanged program"])
            }

            @Test("VoiceOver's activation toggles a switch, from accessibility")
            func switchActivation() {
                let toggle = ObservableSwitch()
                let events = log(toggle)
                #expect(toggle.accessibilityActivate())
                #expect(toggle.isOn)
                #expect(
                    events.entries == [
                        "touchDown accessibility", "valueChanged accessibility", "primaryActionTriggered accessibility",
                        "touchUpInside accessibility",
                    ])
            }

            @Test("VoiceOver adjusts a slider by a tenth of its range and a stepper by its step, from accessibility")
            func adjustment() {
                let slider = ObservableSlider()
                let stepper = ObservableStepper()
                let sliderEvents = log(slider)
                let stepperEvents = log(stepper)
                slider.accessibilityIncrement()
                slider.accessibilityDecrement()
                slider.accessibilityDecrement()
                stepper.accessibilityIncrement()
                #expect(sliderEvents.entries == ["valueChanged accessibility", "valueChanged accessibility"])
                #expect(slider.value == 0)
                #expect(stepperEvents.entries == ["valueChanged accessibility"])
                #expect(stepper.value == 1)
            }

            @Test("VoiceOver's activation of a slider tracks and releases without moving it")
            func sliderActivation() {
                let slider = ObservableSlider()
                slider.value = 0.5
                let events = log(slider)
                #expect(slider.accessibilityActivate())
                #expect(slider.value == 0.5)
                #expect(events.entries == ["touchDown accessibility", "touchUpInside accessibility"])
            }

            @Test("VoiceOver's activation of a slider or a switch sends nothing while disabled or tracking a touch")
            func valueControlActivationRefused() {
                let slider = ObservableSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                let toggle = ObservableSwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
                let sliderEvents = log(slider)
                let toggleEvents = log(toggle)
                slider.isEnabled = false
                toggle.isEnabled = false
                #expect(!slider.accessibilityActivate() && !toggle.accessibilityActivate())
                slider.isEnabled = true
                toggle.isEnabled = true
                slider.touchesBegan([inside], with: UIEvent())
                toggle.touchesBegan([inside], with: UIEvent())
                #expect(!slider.accessibilityActivate() && !toggle.accessibilityActivate())
                #expect(toggle.isOn == false)
                #expect(sliderEvents.entries == ["touchDown touch"])
                #expect(toggleEvents.entries == ["touchDown touch"])
            }
        #endif

        /// A text field whose touch handling commits the marked text first, as UIKit's does when a tap lands in a
        /// field that is composing: input handled inside other input.
        final class CommittingTextField: ObservableTextField {
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                unmarkText()
                return super.beginTracking(touch, with: event)
            }
        }

        @Test("input handled inside a touch (UIKit committing marked text) leaves the touch's events from touch")
        func nestedInputKeepsTheOuterOrigin() {
            let field = CommittingTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            field.becomeFirstResponder()
            field.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
            var origins: [EventOrigin?] = []
            field.addObserver(for: .touchDown) { [unowned field] _ in
                origins.append(field.currentEventOrigin)
            }
            field.touchesBegan([inside], with: UIEvent())
            #expect(field.markedTextRange == nil)
            #expect(origins == [.touch])
        }
    }
#endif
