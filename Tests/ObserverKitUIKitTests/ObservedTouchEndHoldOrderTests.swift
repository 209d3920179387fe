#if os(Linux)
    import Foundation
    import ObserverKitUIKit
    import Testing

    /// A stock control bound through `observed`: its touch's end events reach the observers added through
    /// `observed` before the binding shows the value's latest state, whichever was added first, as on
    /// ObserverKit's subclasses and every backend.
    @MainActor
    @Suite("UIKit backend: observed's end events come before the binding shows the held value")
    struct ObservedTouchEndHoldOrderTests {
        let inside = SeekBar.inside
        let outside = UITouch(at: CGPoint(x: 500, y: 10))
        let frame = CGRect(x: 0, y: 0, width: 200, height: 31)

        @Test("a stock slider's touchUpInside observer reads where the hand left it, added before or after binding")
        func observedSeekBar() {
            for observerFirst in [false, true] {
                let slider = UISlider(frame: frame)
                let result = SeekBar.seek(slider, observerFirst: observerFirst, bind: { slider.observed.bind($0) }) {
                    read in
                    slider.observed.addObserver(for: .touchUpInside) { _ in read() }
                }
                #expect(result.position == 0.8, "observer first: \(observerFirst)")
                #expect(result.sought == 0.8, "observer first: \(observerFirst)")
                #expect(result.shown == 0.3, "observer first: \(observerFirst)")
            }
        }

        @Test("a stock slider's touchCancel observer reads where the hand left it, added before or after binding")
        func observedSeekBarCancelled() {
            for observerFirst in [false, true] {
                let slider = UISlider(frame: frame)
                let result = SeekBar.seek(
                    slider, cancels: true, observerFirst: observerFirst, bind: { slider.observed.bind($0) }
                ) { read in
                    slider.observed.addObserver(for: .touchCancel) { _ in read() }
                }
                #expect(result.sought == 0.8, "observer first: \(observerFirst)")
                #expect(result.shown == 0.3, "observer first: \(observerFirst)")
            }
        }

        @Test("a stock switch's observed touchCancel and touchUpOutside observers see the value under the hand")
        func observedSwitchEnds() {
            for cancels in [false, true] {
                for observerFirst in [false, true] {
                    let isOn = ObservableValue(false)
                    let toggle = UISwitch(frame: frame)
                    var read: [Bool] = []
                    let end: ControlEvent = cancels ? .touchCancel : .touchUpOutside
                    let observe = {
                        toggle.observed.addObserver(for: end) { [unowned toggle] _ in read.append(toggle.isOn) }
                    }
                    if observerFirst { _ = observe() }
                    toggle.observed.bind(isOn)
                    if !observerFirst { _ = observe() }
                    toggle.touchesBegan([inside], with: UIEvent())
                    isOn.value = true
                    if cancels {
                        toggle.touchesCancelled([inside], with: UIEvent())
                    } else {
                        toggle.touchesEnded([outside], with: UIEvent())
                    }
                    let label = "cancelled: \(cancels), observer first: \(observerFirst)"
                    #expect(read == [false], "\(label)")
                    #expect(toggle.isOn == true, "\(label)")
                }
            }
        }
    }
#endif
