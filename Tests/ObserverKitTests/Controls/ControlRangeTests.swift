@_spi(Backend) import ObserverKit
@_spi(Backend) import ObserverKitTestSupport
import PropertyBased
import Testing

/// `ControlRange` keeps UIKit's documented rules for sliders and steppers (DESIGN.md, "Bad input").
@Suite struct ControlRangeTests {
    @Test func aSliderMinimumSetAboveTheMaximumMovesTheMaximumUpToIt() {
        var range = ControlRange<Float>("slider", rule: .slider, minimum: 0, maximum: 1, value: 0.5)
        range.setMinimum(10)
        #expect([range.minimum, range.maximum, range.value] == [10, 10, 10])
    }

    @Test func aSliderMaximumSetBelowTheMinimumMovesTheMinimumDownToIt() {
        var range = ControlRange<Float>("slider", rule: .slider, minimum: 0, maximum: 1, value: 0.5)
        range.setMaximum(-3)
        #expect([range.minimum, range.maximum, range.value] == [-3, -3, -3])
    }

    @Test func nanIsIgnoredAndInfinitiesClamp() {
        var range = ControlRange<Double>("slider", rule: .slider, minimum: 0, maximum: 1, value: 0.5)
        range.setValue(.nan)
        range.setMinimum(.nan)
        range.setMaximum(.nan)
        #expect([range.minimum, range.maximum, range.value] == [0, 1, 0.5])
        range.setMaximum(.infinity)
        range.setValue(.infinity)
        #expect(range.maximum == .greatestFiniteMagnitude)
        #expect(range.value == .greatestFiniteMagnitude)
        range.setMinimum(-.infinity)
        range.setValue(-.infinity)
        #expect(range.minimum == -.greatestFiniteMagnitude)
        #expect(range.value == -.greatestFiniteMagnitude)
    }

    @Test func aStepperRejectsAMinimumNotBelowItsMaximumNamingBoth() {
        let range = ControlRange<Double>("ObservableStepper", rule: .stepper, minimum: 0, maximum: 100)
        #expect(range.rejection(minimum: 99, maximum: 100) == nil)
        #expect(
            range.rejection(minimum: 100, maximum: 100)
                == "ObservableStepper: minimumValue 100.0 is not less than maximumValue 100.0; the minimum must be "
                + "less than the maximum (UIStepper raises NSInvalidArgumentException)")
        #expect(range.rejection(minimum: 5, maximum: 2) != nil)
    }

    @Test func aSliderAcceptsEveryPair() {
        let range = ControlRange<Float>("slider", rule: .slider, minimum: 0, maximum: 1)
        #expect(range.rejection(minimum: 5, maximum: 2) == nil)
        #expect(range.rejection(minimum: 2, maximum: 2) == nil)
    }

    @Test func anySequenceOfSetsKeepsASliderOrdered() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...999_999_999).array(of: 1...30)) { numbers in
            var range = ControlRange<Float>("slider", rule: .slider, minimum: 0, maximum: 1)
            for set in numbers.map(RangeSet<Float>.init) {
                #expect(set.apply(to: &range), "a slider takes every set: \(set)")
                #expect(range.minimum <= range.value && range.value <= range.maximum, "after \(set)")
                #expect(range.minimum.isFinite && range.maximum.isFinite && range.value.isFinite, "after \(set)")
            }
        }
    }

    @Test func anySequenceOfAcceptedSetsKeepsAStepperStrictlyOrdered() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...999_999_999).array(of: 1...30)) { numbers in
            var range = ControlRange<Double>("stepper", rule: .stepper, minimum: 0, maximum: 100)
            for set in numbers.map(RangeSet<Double>.init) {
                set.apply(to: &range)
                #expect(range.minimum < range.maximum, "after \(set)")
                #expect(range.minimum <= range.value && range.value <= range.maximum, "after \(set)")
            }
        }
    }
}
