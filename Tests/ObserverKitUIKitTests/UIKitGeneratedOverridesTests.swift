#if os(Linux)
    import Foundation
    import ObserverKitUIKit
    import Testing

    /// The overrides each control gets from `Scripts/UIKitOverrides` (its "Generated" region), checked on every
    /// control that has them, not on one of each: the touches block gives each phase's events origin `.touch`, and
    /// the adjustment block gives VoiceOver's increment and decrement `.accessibility` ("Origins" in each class's
    /// documentation). The script's `--check` keeps each copy equal to the template; these keep each control's list
    /// of blocks honest. (The tracking block, the hold's end and cancel, is `UIKitTouchHoldTests`'.)
    @MainActor
    @Suite("UIKit backend: every control's generated overrides")
    struct UIKitGeneratedOverridesTests {
        let inside = UITouch(at: CGPoint(x: 10, y: 10))

        /// The touch events `control` sends through one touch that moves and ends, then one UIKit cancels, each as
        /// "event origin".
        func touchOrigins<Control: UIControl & ObservableControl>(_ control: Control) -> [String] {
            var log: [String] = []
            for event: ControlEvent in [.touchDown, .touchDragInside, .touchUpInside, .touchCancel] {
                control.addObserver(for: event) { [unowned control] _ in
                    log.append("\(event) \(control.currentEventOrigin.map { "\($0)" } ?? "nil")")
                }
            }
            control.touchesBegan([inside], with: UIEvent())
            control.touchesMoved([inside], with: UIEvent())
            control.touchesEnded([inside], with: UIEvent())
            control.touchesBegan([inside], with: UIEvent())
            control.touchesCancelled([inside], with: UIEvent())
            return log
        }

        static let fromTouch = [
            "touchDown touch", "touchDragInside touch", "touchUpInside touch", "touchDown touch", "touchCancel touch",
        ]

        @Test("each control's touch events, in every phase, come from touch")
        func touchesOnEveryControl() {
            let frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            #expect(touchOrigins(ObservableButton(frame: frame)) == Self.fromTouch)
            #expect(touchOrigins(ObservableSwitch(frame: frame)) == Self.fromTouch)
            #expect(touchOrigins(ObservableSlider(frame: frame)) == Self.fromTouch)
            #expect(touchOrigins(ObservableStepper(frame: frame)) == Self.fromTouch)
            let segments = ObservableSegmentedControl(items: ["A", "B"])
            segments.frame = frame
            #expect(touchOrigins(segments) == Self.fromTouch)
            let pages = ObservablePageControl(frame: frame)
            pages.numberOfPages = 3
            #expect(touchOrigins(pages) == Self.fromTouch)
            #expect(touchOrigins(ObservableDatePicker(frame: frame)) == Self.fromTouch)
            #expect(touchOrigins(ObservableTextField(frame: frame)) == Self.fromTouch)
        }

        /// The valueChanged origins of VoiceOver's increment, then its decrement, on `control`.
        func adjustmentOrigins<Control: UIControl & ObservableControl>(_ control: Control) -> [String] {
            var log: [String] = []
            control.addObserver(for: .valueChanged) { [unowned control] _ in
                log.append(control.currentEventOrigin.map { "\($0)" } ?? "nil")
            }
            control.accessibilityIncrement()
            control.accessibilityDecrement()
            return log
        }

        @Test("VoiceOver's increment and decrement come from accessibility on the slider and the stepper")
        func adjustmentOnEveryAdjustableControl() {
            #expect(adjustmentOrigins(ObservableSlider()) == ["accessibility", "accessibility"])
            #expect(adjustmentOrigins(ObservableStepper()) == ["accessibility", "accessibility"])
        }

        @Test("VoiceOver's swipes on a page control move one page, from accessibility, and stop at either end")
        func adjustmentOnThePageControl() {
            let pages = ObservablePageControl()
            pages.numberOfPages = 2
            var log: [String] = []
            pages.addObserver(for: .valueChanged) { [unowned pages] page in
                log.append("\(page) \(pages.currentEventOrigin.map { "\($0)" } ?? "nil")")
            }
            pages.accessibilityIncrement()
            pages.accessibilityIncrement()  // the last page: nothing changes, nothing is sent
            pages.accessibilityDecrement()
            pages.accessibilityDecrement()  // the first page: the same
            #expect(log == ["1 accessibility", "0 accessibility"])
            #expect(pages.currentPage == 0)
        }
    }
#endif
