import Foundation
import ObserverKitUIKit
import Testing

/// The UIKit page control and date picker: events carry the value, pages and dates pin into their ranges, and
/// both bind both ways. A user's edit is simulated as UIKit delivers it: the value changes, then valueChanged.
@MainActor
@Suite("UIKit backend: page control and date picker")
struct UIKitPageAndDateTests {
    @Test("page control: valueChanged carries the page; pages outside the range are pinned")
    func pageControl() {
        let pages = ObservablePageControl()
        pages.numberOfPages = 3
        var received: [Int] = []
        pages.addObserver(for: .valueChanged) { received.append($0) }
        pages.currentPage = 1
        pages.sendActions(for: .valueChanged)
        #expect(received == [1])
        pages.currentPage = 9
        #expect(pages.currentPage == 2)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        pages.currentPage = 2
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
    }

    @Test("page control: binds both ways, programmatic sets send nothing")
    func pageControlBinding() {
        let pages = ObservablePageControl()
        pages.numberOfPages = 4
        let page = ObservableValue(2)
        pages.bind(page)
        #expect(pages.currentPage == 2)
        var received: [Int] = []
        pages.addObserver(for: .valueChanged) { received.append($0) }
        page.value = 3
        #expect(pages.currentPage == 3 && received.isEmpty)
        pages.currentPage = 1
        pages.sendActions(for: .valueChanged)
        #expect(page.value == 1)
    }

    #if !os(tvOS)
        static func day(_ number: Double) -> Date { Date(timeIntervalSince1970: number * 86_400) }

        @Test("date picker: valueChanged carries the date; dates pin to the limits, contradicting limits are ignored")
        func datePicker() {
            let picker = ObservableDatePicker()
            picker.date = Self.day(10)
            var received: [Date] = []
            picker.addObserver(for: .valueChanged) { received.append($0) }
            picker.date = Self.day(12)
            picker.sendActions(for: .valueChanged)
            #expect(received == [Self.day(12)])
            picker.maximumDate = Self.day(11)
            #expect(picker.date == Self.day(11))
            picker.setDate(Self.day(40), animated: false)
            #expect(picker.date == Self.day(11))
            picker.minimumDate = Self.day(20)
            picker.date = Self.day(15)
            #expect(picker.date == Self.day(15))
        }

        /// The model's `date` setter calls `setDate(_:animated:)`, and that method writes the date itself (see
        /// UIDatePicker's model): the method's own pin is the one at work.
        @Test("date picker: setDate(_:animated:) pins the date to the limits, animated or not")
        func datePickerSetDatePins() {
            let picker = ObservableDatePicker()
            picker.minimumDate = Self.day(5)
            picker.maximumDate = Self.day(9)
            picker.setDate(Self.day(1), animated: false)
            #expect(picker.date == Self.day(5))
            picker.setDate(Self.day(30), animated: true)
            #expect(picker.date == Self.day(9))
            picker.setDate(Self.day(7), animated: false)
            #expect(picker.date == Self.day(7))
        }

        @Test("date picker: a minimum set above the date pins the date up to it")
        func datePickerMinimumPins() {
            let picker = ObservableDatePicker()
            picker.date = Self.day(10)
            picker.minimumDate = Self.day(20)
            #expect(picker.date == Self.day(20))
        }

        @Test("date picker: binds both ways within the limits")
        func datePickerBinding() {
            let picker = ObservableDatePicker()
            picker.minimumDate = Self.day(5)
            let due = ObservableValue(Self.day(1))
            picker.bind(due)
            #expect(picker.date == Self.day(5))
            picker.date = Self.day(8)
            picker.sendActions(for: .valueChanged)
            #expect(due.value == Self.day(8))
        }
    #endif
}
