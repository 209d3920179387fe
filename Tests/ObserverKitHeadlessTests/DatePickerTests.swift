import Foundation
@_spi(Backend) import ObserverKit
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A headless date picker: the user's pick sends valueChanged, a programmatic set nothing; dates pin into
/// `minimumDate...maximumDate`, and contradicting limits are ignored, as UIDatePicker documents.
@MainActor @Suite struct DatePickerTests {
    let picker = ObservableDatePicker(date: day(10))

    static func day(_ number: Double) -> Date { Date(timeIntervalSince1970: number * 86_400) }

    @Test func aPickSendsValueChangedWithTheDate() {
        let recording = picker.recorder()
        picker.pick(Self.day(12))
        #expect(
            recording.values.map(\.event) == [.valueChanged] && recording.values.map(\.observation) == [Self.day(12)])
    }

    @Test func aPickOfTheSameDateSendsNothing() {
        let recording = picker.recorder()
        picker.pick(Self.day(10))
        #expect(recording.values.isEmpty)
    }

    @Test func programmaticSetsSendNothing() {
        let recording = picker.recorder()
        picker.date = Self.day(3)
        picker.minimumDate = Self.day(5)
        #expect(recording.values.isEmpty && picker.date == Self.day(5))
    }

    @Test func picksOutsideTheRangeArePinnedToTheNearerLimit() {
        picker.minimumDate = Self.day(5)
        picker.maximumDate = Self.day(15)
        let recording = picker.recorder(for: .valueChanged)
        picker.pick(Self.day(40))
        picker.pick(Self.day(-40))
        #expect(recording.values.map(\.observation) == [Self.day(15), Self.day(5)])
        picker.pick(Self.day(1))
        #expect(recording.values.map(\.observation).count == 2)
    }

    @Test func setsOutsideTheRangeArePinned() {
        picker.maximumDate = Self.day(15)
        picker.date = Self.day(99)
        #expect(picker.date == Self.day(15))
        picker.maximumDate = Self.day(11)
        #expect(picker.date == Self.day(11))
    }

    @Test func aMinimumAboveTheMaximumDisablesBoth() {
        picker.minimumDate = Self.day(20)
        picker.maximumDate = Self.day(5)
        picker.date = Self.day(12)
        #expect(picker.date == Self.day(12))
        picker.maximumDate = nil
        #expect(picker.date == Self.day(20))
    }

    @Test func bindsBothWaysWithinTheRange() {
        picker.maximumDate = Self.day(30)
        let due = ObservableValue(Self.day(2))
        picker.bind(due)
        #expect(picker.date == Self.day(2))
        due.value = Self.day(50)
        #expect(picker.date == Self.day(30))
        picker.pick(Self.day(7))
        #expect(due.value == Self.day(7))
    }

    @Test func disabledIgnoresPicks() {
        picker.isEnabled = false
        let recording = picker.recorder()
        picker.pick(Self.day(12))
        #expect(recording.values.isEmpty && picker.date == Self.day(10))
    }
}

@Suite struct DatePickerBehaviorTests {
    @Test func clampsIntoTheRangeAndIgnoresContradictingLimits() {
        #expect(DatePickerBehavior.clamped(30, minimum: 10, maximum: 20) == 20)
        #expect(DatePickerBehavior.clamped(3, minimum: 10, maximum: 20) == 10)
        #expect(DatePickerBehavior.clamped(3, minimum: nil, maximum: 20) == 3)
        #expect(DatePickerBehavior.clamped(30, minimum: 25, maximum: 20) == 30)
    }
}
