#if os(Linux)
    import Foundation
    import ObserverKitUIKit
    import Testing

    /// A touch's end events reach their observers before the binding shows the value's latest state, as on the
    /// headless and GTK backends: an observer of touchUpInside, touchUpOutside or touchCancel sees the control as
    /// the hand left it, and the control shows the bound value's latest state after them. Touches are made with
    /// `UIKitInterface`'s test initializers, so these run on Linux.
    @MainActor
    @Suite("UIKit backend: a touch's end events come before the binding shows the held value")
    struct UIKitTouchEndHoldOrderTests {
        let inside = SeekBar.inside
        let outside = UITouch(at: CGPoint(x: 500, y: 10))
        let frame = CGRect(x: 0, y: 0, width: 200, height: 31)

        @Test("a seek bar's touchUpInside observer reads the value the hand left, then the slider shows the position")
        func seekBar() {
            let slider = ObservableSlider(frame: frame)
            let result = SeekBar.seek(slider, bind: { slider.bind($0) }) { read in
                slider.addObserver(for: .touchUpInside) { _ in read() }
            }
            #expect(result.position == 0.8)
            #expect(result.sought == 0.8)  // not 0.3: the user's seek is kept
            #expect(result.shown == 0.3)
        }

        @Test("a switch's touchUpOutside carries the value it showed under the hand")
        func switchTouchUpOutside() {
            let isOn = ObservableValue(false)
            let toggle = ObservableSwitch(frame: frame)
            toggle.bind(isOn)
            var carried: [Bool] = []
            var read: [Bool] = []
            toggle.addObserver(for: .touchUpOutside) { [unowned toggle] observation in
                carried.append(observation)
                read.append(toggle.isOn)
            }
            toggle.touchesBegan([inside], with: UIEvent())
            isOn.value = true  // held while the finger is down
            toggle.touchesEnded([outside], with: UIEvent())
            #expect(carried == [false])
            #expect(read == [false])
            #expect(toggle.isOn == true)
        }

        @Test("a touchCancel observer reads the value the hand left, then the control shows the latest")
        func touchCancel() {
            let slider = ObservableSlider(frame: frame)
            let result = SeekBar.seek(slider, cancels: true, bind: { slider.bind($0) }) { read in
                slider.addObserver(for: .touchCancel) { _ in read() }
            }
            #expect(result.sought == 0.8)
            #expect(result.shown == 0.3)

            let count = ObservableValue<Double>(1)
            let stepper = ObservableStepper(frame: frame)
            stepper.bind(count)
            var read: [Double] = []
            stepper.addObserver(for: .touchCancel) { [unowned stepper] _ in read.append(stepper.value) }
            stepper.touchesBegan([inside], with: UIEvent())
            count.value = 7
            stepper.touchesCancelled([inside], with: UIEvent())
            #expect(read == [1])
            #expect(stepper.value == 7)
        }

        @Test("endTracking or cancelTracking called outside a touch's end still shows the held value at once")
        func trackingEndedElsewhere() {
            let position = ObservableValue<Float>(0)
            let slider = ObservableSlider(frame: frame)
            slider.bind(position)
            slider.touchesBegan([inside], with: UIEvent())
            position.value = 0.3
            #expect(slider.value == 0)
            slider.cancelTracking(with: nil)  // UIKit cancels the tracking itself (the control left its window)
            #expect(slider.value == 0.3)
        }
    }
#endif
