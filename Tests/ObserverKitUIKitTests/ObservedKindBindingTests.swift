import Foundation
import ObserverKit
import ObserverKitUIKit
import Testing

/// "Value kinds are Bindable through observed with the subclasses' bound types", for the kinds the other
/// suites do not bind: a plain stepper (`Double`), segmented control (`Int`), page control (`Int`) and date
/// picker (`Date`) each show the value at once, show its changes without an event, write the user's change, and
/// hold a value change while the user's touch is on them.
@MainActor
@Suite("UIKit backend: every value kind binds through observed")
struct ObservedKindBindingTests {
    let inside = UITouch(at: CGPoint(x: 10, y: 10))

    /// Binds `control` through `bind` to a value starting at `start`, checks both directions and the hold, with
    /// `userSets` playing a user's change as UIKit makes it (the value, then valueChanged).
    func checkBinding<Value: Equatable>(
        _ control: UIControl, _ start: Value, _ fromCode: Value, _ fromUser: Value, _ held: Value,
        bind: (ObservableValue<Value>) -> ObservationToken, shown: () -> Value, userSets: (Value) -> Void
    ) {
        let value = ObservableValue(start)
        var events = 0
        control.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        let token = bind(value)
        #expect(shown() == start)
        value.value = fromCode
        #expect(shown() == fromCode)
        #expect(events == 0)
        userSets(fromUser)
        control.sendActions(for: .valueChanged)
        #expect(value.value == fromUser)
        control.touchesBegan([inside], with: UIEvent())
        value.value = held
        #expect(shown() == fromUser)  // the user's hand is on the control
        control.touchesEnded([inside], with: UIEvent())
        #expect(shown() == held)
        token.cancel()
        value.value = start
        #expect(shown() == held)
    }

    #if !os(tvOS)
        @Test("a plain stepper binds to a Double")
        func stepper() {
            let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
            stepper.maximumValue = 10
            checkBinding(
                stepper, 1.0, 2.0, 3.0, 4.0, bind: { stepper.observed.bind($0) }, shown: { stepper.value },
                userSets: { stepper.value = $0 })
        }

        @Test("a plain date picker binds to a Date")
        func datePicker() {
            let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let day: (Double) -> Date = { Date(timeIntervalSince1970: 86_400 * $0) }
            checkBinding(
                picker, day(1), day(2), day(3), day(4), bind: { picker.observed.bind($0) }, shown: { picker.date },
                userSets: { picker.date = $0 })
        }
    #endif

    @Test("a plain segmented control binds to an Int")
    func segmentedControl() {
        let segments = UISegmentedControl(items: ["a", "b", "c", "d", "e"])
        segments.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        checkBinding(
            segments, 0, 1, 2, 3, bind: { segments.observed.bind($0) }, shown: { segments.selectedSegmentIndex },
            userSets: { segments.selectedSegmentIndex = $0 })
    }

    @Test("a plain page control binds to an Int")
    func pageControl() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 32))
        pages.numberOfPages = 5
        checkBinding(
            pages, 0, 1, 2, 3, bind: { pages.observed.bind($0) }, shown: { pages.currentPage },
            userSets: { pages.currentPage = $0 })
    }
}
