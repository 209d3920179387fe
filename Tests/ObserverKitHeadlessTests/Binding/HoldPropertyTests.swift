import Foundation
import ObserverKitHeadless
import PropertyBased
import Testing

/// Random interleavings of touches and value sets from code, on every control with touches: while a touch
/// is tracked, code's sets never move the control; whenever no touch is tracked, the control shows the
/// value's latest state.
@MainActor
@Suite struct HoldPropertyTests {
    /// One input, decoded from a random integer so that shrinking works on plain numbers.
    enum Step: CustomStringConvertible {
        case press(x: Double)
        case move(x: Double, y: Double)
        case release
        case cancel
        case set(Int)

        init(_ n: Int) {
            let x = Double((n / 8) % 241) - 20
            let y = Double((n / 2000) % 3) * 150 - 100  // above, on, or below the control
            switch n % 8 {
            case 0, 1: self = .press(x: x)
            case 2, 3: self = .move(x: x, y: y)
            case 4: self = .release
            case 5: self = .cancel
            default: self = .set((n / 8) % 101)
            }
        }

        var description: String {
            switch self {
            case .press(let x): "press at \(x)"
            case .move(let x, let y): "move to (\(x), \(y))"
            case .release: "release"
            case .cancel: "cancel"
            case .set(let n): "value = \(n)"
            }
        }
    }

    /// Plays `steps` on `control`, bound to a value that code sets to `value(n)`, checking the rule after each.
    private func play<C: HeadlessControl & BindableControl>(
        _ steps: [Step], on control: C, initial: C.BoundType, _ value: (Int) -> C.BoundType
    ) {
        let bound = ObservableValue(initial)
        control.bind(bound)
        let pressY = control.bounds.midY
        for step in steps {
            let shownBefore = control.boundValue
            switch step {
            case .press(let x):
                // A slider tracks only from its thumb: press there.
                let point = (control as? ObservableSlider).map { $0.thumbCenter } ?? CGPoint(x: x, y: pressY)
                control.beginTouch(at: point)
            case .move(let x, let y): control.moveTouch(to: CGPoint(x: x, y: pressY + y))
            case .release: control.endTouch(at: nil)
            case .cancel: control.cancelTouch()
            case .set(let n):
                bound.value = value(n)
                if control.isTracking {
                    #expect(control.boundValue == shownBefore, "code moved the control under the finger: \(step)")
                }
            }
            if !control.isTracking {
                #expect(control.boundValue == bound.value, "after \(step): shows \(control.boundValue)")
            }
        }
    }

    @Test func aSliderShowsTheValuesLatestStateWheneverNoTouchIsTracked() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999_999_999).array(of: 1...40)) { numbers in
            play(numbers.map(Step.init), on: ObservableSlider(), initial: 0.5) { Float($0) / 100 }
        }
    }

    @Test func aStepperShowsTheValuesLatestStateWheneverNoTouchIsTracked() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999_999_999).array(of: 1...40)) { numbers in
            let stepper = ObservableStepper()
            stepper.autorepeat = false
            play(numbers.map(Step.init), on: stepper, initial: 50) { Double($0) }
        }
    }

    @Test func aSwitchShowsTheValuesLatestStateWheneverNoTouchIsTracked() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999_999_999).array(of: 1...40)) { numbers in
            play(numbers.map(Step.init), on: ObservableSwitch(), initial: false) { $0 % 2 == 1 }
        }
    }

    @Test func aSegmentedControlShowsTheValuesLatestStateWheneverNoTouchIsTracked() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999_999_999).array(of: 1...40)) { numbers in
            let segments = ObservableSegmentedControl(items: ["A", "B", "C"])
            play(numbers.map(Step.init), on: segments, initial: 0) { $0 % 3 }
        }
    }
}
