import Foundation
import ObserverKitHeadless
import PropertyBased
import Testing

/// Two sliders bound to one value agree with it after every step of random user edits and value sets.
@MainActor
@Suite struct BindingPropertyTests {
    /// One step, decoded from a random integer so that shrinking works on plain numbers.
    enum Step: CustomStringConvertible {
        case drag(slider: Int, from: Double, to: Double)  // `from`: an offset within the thumb
        case tap(slider: Int, at: Double)
        case cancelledDrag(slider: Int, to: Double)
        case set(Float)

        init(_ n: Int) {
            let slider = (n / 4) % 2
            let a = Double((n / 8) % 201)  // 0…200 points: the slider's width
            let b = Double((n / 1608) % 261) - 30  // a little beyond both ends
            switch n % 4 {
            case 0: self = .drag(slider: slider, from: a, to: b)
            case 1: self = .tap(slider: slider, at: a)
            case 2: self = .cancelledDrag(slider: slider, to: b)
            default: self = .set(Float((n / 8) % 1001) / 1000)
            }
        }

        var description: String {
            switch self {
            case .drag(let slider, let from, let to): "slider \(slider): drag \(from) → \(to)"
            case .tap(let slider, let x): "slider \(slider): tap at \(x)"
            case .cancelledDrag(let slider, let to): "slider \(slider): drag to \(to), cancelled"
            case .set(let value): "value = \(value)"
            }
        }
    }

    @Test func twoSlidersAndTheirValueAgreeAfterEveryStep() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...999_999_999).array(of: 1...40)) { numbers in
            let value = ObservableValue<Float>(0.5)
            let sliders = [ObservableSlider(), ObservableSlider()]
            sliders[1].isContinuous = false
            for slider in sliders { slider.bind(value) }
            for step in numbers.map(Step.init) {
                switch step {
                case .drag(let index, let from, let to):
                    // Within the thumb's 44-point hit area, so that the drag tracks.
                    let thumb = sliders[index].thumbCenter.x
                    sliders[index].beginTouch(
                        at: CGPoint(x: thumb + from.truncatingRemainder(dividingBy: 41) - 20, y: 15))
                    sliders[index].moveTouch(to: CGPoint(x: to, y: 15))
                    sliders[index].endTouch()
                case .tap(let index, let x):
                    sliders[index].tap(at: CGPoint(x: x, y: 15))
                case .cancelledDrag(let index, let to):
                    sliders[index].beginTouch(at: sliders[index].thumbCenter)
                    sliders[index].moveTouch(to: CGPoint(x: to, y: 15))
                    sliders[index].cancelTouch()
                case .set(let newValue):
                    value.value = newValue
                }
                #expect(sliders[0].value == value.value, "after \(step)")
                #expect(sliders[1].value == value.value, "after \(step)")
            }
        }
    }
}
