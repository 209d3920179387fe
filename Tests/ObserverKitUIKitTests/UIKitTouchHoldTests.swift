#if os(Linux)
    import Foundation
    import ObserverKitUIKit
    import Testing

    /// The user's hand wins on every UIKit value control: while UIKit tracks a touch (`isTracking`), a bound value's
    /// changes wait, and the control shows the latest one when UIKit ends or cancels the tracking. Touches are made
    /// with `UIKitInterface`'s test initializers, so these run on Linux.
    @MainActor
    @Suite("UIKit backend: a touch holds the binding")
    struct UIKitTouchHoldTests {
        let inside = UITouch(at: CGPoint(x: 10, y: 10))

        /// Binds `control` to a value starting at `initial`, touches it, sets the value to `changed` mid-touch,
        /// then ends the touch (`cancels`: UIKit cancels it instead) and returns what the control showed at each
        /// step: before the touch ends, and after.
        func heldThenShown<Control: BindableControl & TouchTrackingControl & UIControl>(
            _ control: Control,
            from initial: Control.BoundType,
            to changed: Control.BoundType,
            cancels: Bool = false
        ) -> (hold: BindingHold?, during: Control.BoundType, after: Control.BoundType, afterHold: BindingHold?) {
            let value = ObservableValue(initial)
            control.bind(value)
            control.touchesBegan([inside], with: UIEvent())
            let hold = control.bindingHold
            value.value = changed
            let during = control.boundValue
            if cancels {
                control.touchesCancelled([inside], with: UIEvent())
            } else {
                control.touchesEnded([inside], with: UIEvent())
            }
            return (hold, during, control.boundValue, control.bindingHold)
        }

        @Test("a slider, a switch, a stepper and a segmented control wait for the touch to end")
        func valueControls() {
            let slider = heldThenShown(
                ObservableSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30)), from: 0, to: 0.8)
            #expect(slider.hold == .touch && slider.during == 0 && slider.after == 0.8 && slider.afterHold == nil)

            let toggle = heldThenShown(
                ObservableSwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31)), from: false, to: true)
            #expect(toggle.hold == .touch && toggle.during == false && toggle.after == true)

            let stepper = heldThenShown(
                ObservableStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32)), from: 1, to: 7, cancels: true)
            #expect(stepper.hold == .touch && stepper.during == 1 && stepper.after == 7)

            let segments = ObservableSegmentedControl(items: ["A", "B", "C"])
            segments.frame = CGRect(x: 0, y: 0, width: 150, height: 32)
            let mode = heldThenShown(segments, from: 0, to: 2)
            #expect(mode.hold == .touch && mode.during == 0 && mode.after == 2)
        }

        @Test("a page control and a date picker wait for the touch to end too, as every value control does")
        func pageControlAndDatePicker() {
            let pages = ObservablePageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
            pages.numberOfPages = 5
            let page = heldThenShown(pages, from: 1, to: 3)
            #expect(page.hold == .touch && page.during == 1 && page.after == 3 && page.afterHold == nil)

            let start = Date(timeIntervalSince1970: 0)
            let later = Date(timeIntervalSince1970: 86_400)
            let picker = ObservableDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            let date = heldThenShown(picker, from: start, to: later, cancels: true)
            #expect(date.hold == .touch && date.during == start && date.after == later)
        }

        @Test("without a touch nothing holds: a value change shows at once")
        func noTouchNoHold() {
            let currentPage = ObservableValue(0)
            let pages = ObservablePageControl()
            pages.numberOfPages = 3
            pages.bind(currentPage)
            #expect(pages.bindingHold == nil)
            currentPage.value = 2
            #expect(pages.currentPage == 2)
        }

        @Test("a page control's touch events come from touch, as on every backend")
        func pageControlOrigin() {
            let pages = ObservablePageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
            var origins: [EventOrigin?] = []
            pages.addObserver(for: [.touchDown, .touchUpInside]) { [unowned pages] _ in
                origins.append(pages.currentEventOrigin)
            }
            pages.touchesBegan([inside], with: UIEvent())
            pages.touchesEnded([inside], with: UIEvent())
            pages.sendActions(for: .touchUpInside)
            #expect(origins == [.touch, .touch, .program])
        }

        @Test("every value control shows the latest value when UIKit cancels its touch, as when the touch ends")
        func endedOrCancelled() {
            let frame = CGRect(x: 0, y: 0, width: 200, height: 36)
            for cancels in [false, true] {
                let slider = heldThenShown(ObservableSlider(frame: frame), from: 0, to: 0.8, cancels: cancels)
                #expect(slider.during == 0 && slider.after == 0.8, "slider, cancelled: \(cancels)")
                let toggle = heldThenShown(ObservableSwitch(frame: frame), from: false, to: true, cancels: cancels)
                #expect(toggle.during == false && toggle.after == true, "switch, cancelled: \(cancels)")
                let stepper = heldThenShown(ObservableStepper(frame: frame), from: 1, to: 7, cancels: cancels)
                #expect(stepper.during == 1 && stepper.after == 7, "stepper, cancelled: \(cancels)")
                let segments = ObservableSegmentedControl(items: ["A", "B", "C"])
                segments.frame = frame
                let mode = heldThenShown(segments, from: 0, to: 2, cancels: cancels)
                #expect(mode.during == 0 && mode.after == 2, "segmented control, cancelled: \(cancels)")
                let pages = ObservablePageControl(frame: frame)
                pages.numberOfPages = 5
                let page = heldThenShown(pages, from: 1, to: 3, cancels: cancels)
                #expect(page.during == 1 && page.after == 3, "page control, cancelled: \(cancels)")
                let start = Date(timeIntervalSince1970: 0)
                let later = Date(timeIntervalSince1970: 86_400)
                let date = heldThenShown(ObservableDatePicker(frame: frame), from: start, to: later, cancels: cancels)
                #expect(date.during == start && date.after == later, "date picker, cancelled: \(cancels)")
            }
        }
    }
#endif
