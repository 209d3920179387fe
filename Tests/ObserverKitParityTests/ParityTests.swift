#if os(Linux)
    import Foundation
    import ObserverKit
    import ObserverKitHeadless
    import ObserverKitUIKit
    import PropertyBased
    import Testing

    /// The headless backend and the UIKit backend (over UIKitInterface) play the same random scripts, one control
    /// kind at a time, set up identically; after every step both must have sent the same events, in the same order,
    /// with the same observations, origins and tracking state, and show the same state (tracking, highlighted, touch
    /// inside, value, bound value). What is left out, and why, is said where it is left out (`ParityPlayer`,
    /// `UIKitOwnTracking.swift`).
    @MainActor
    @Suite("Parity: headless and UIKit backends on the same scripts")
    struct ParityTests {
        static let cases = 400
        static let script = Gen.int(in: 0...99_999_999).array(of: 1...40)
        static let setup = Gen.int(in: 0...1023)

        /// Fails with the transcript of the first disagreement.
        func check(_ numbers: [Int], _ headless: ParitySide, _ uikit: ParitySide) {
            let steps = numbers.map(ParityStep.init)
            if let disagreement = ParityPlayer(headless: headless, uikit: uikit).play(steps) {
                Issue.record("\(disagreement)")
            }
        }

        @Test func button() async {
            await propertyCheck(count: Self.cases, input: Self.script) { numbers in
                let bounds = CGRect(x: 0, y: 0, width: 100, height: 44)
                let a = ObserverKitHeadless.ObservableButton(bounds: bounds)
                let b = ObserverKitUIKit.ObservableButton(frame: bounds)
                let headless = Self.headlessSide(a, bounds: bounds, value: { "" })
                headless.primaryActionEvent = .touchUpInside
                let uikit = Self.uikitSide(b, bounds: bounds, value: { "" })
                headless.assistive[.activate] = { a.accessibilityActivate() }
                uikit.assistive[.activate] = { _ = b.accessibilityActivate() }
                headless.keyboard = { a.keyboardActivate() }
                uikit.keyboard = {
                    b.pressesBegan([UIPress(type: .select)], with: UIPressesEvent())
                    b.pressesEnded([UIPress(type: .select)], with: UIPressesEvent())
                }
                check(numbers, headless, uikit)
            }
        }

        @Test func toggle() async {
            await propertyCheck(count: Self.cases, input: Self.setup, Self.script) { setup, numbers in
                let bounds = CGRect(x: 0, y: 0, width: 51, height: 31)
                let a = ObserverKitHeadless.ObservableSwitch(bounds: bounds)
                let b = TrackingSwitch(frame: bounds)
                a.isOn = setup % 2 == 1
                b.isOn = setup % 2 == 1
                let (boundA, boundB) = (ObservableValue(a.isOn), ObservableValue(b.isOn))
                a.bind(boundA)
                b.bind(boundB)
                let headless = Self.headlessSide(a, bounds: bounds, value: { "\(a.isOn) \(boundA.value)" })
                headless.showsBoundValue = { a.isOn == boundA.value }
                headless.primaryActionEvent = .valueChanged
                let uikit = Self.uikitSide(b, bounds: bounds, value: { "\(b.isOn) \(boundB.value)" })
                headless.setValue = { a.isOn = $0 % 2 == 1 }
                uikit.setValue = { b.isOn = $0 % 2 == 1 }
                headless.setBound = { boundA.value = $0 % 2 == 1 }
                uikit.setBound = { boundB.value = $0 % 2 == 1 }
                headless.assistive[.activate] = { a.accessibilityActivate() }
                uikit.assistive[.activate] = { _ = b.accessibilityActivate() }
                check(numbers, headless, uikit)
            }
        }

        @Test func slider() async {
            await propertyCheck(count: Self.cases, input: Self.setup, Self.script) { setup, numbers in
                let bounds = CGRect(x: 0, y: 0, width: 200, height: 31)
                let a = ObserverKitHeadless.ObservableSlider(bounds: bounds)
                let b = TrackingSlider(frame: bounds)
                let value = { (n: Int) in Float(n % 25 - 2) / 20 }
                a.isContinuous = setup % 2 == 0
                b.isContinuous = setup % 2 == 0
                a.value = value(setup / 2)
                b.value = value(setup / 2)
                let (boundA, boundB) = (ObservableValue(a.value), ObservableValue(b.value))
                a.bind(boundA)
                b.bind(boundB)
                let headless = Self.headlessSide(a, bounds: bounds, value: { "\(a.value) \(boundA.value)" })
                headless.showsBoundValue = { a.value == boundA.value }
                let uikit = Self.uikitSide(b, bounds: bounds, value: { "\(b.value) \(boundB.value)" })
                headless.thumbCenter = { a.thumbCenter }
                uikit.thumbCenter = { b.thumbCenter }
                headless.setValue = { a.value = value($0) }
                uikit.setValue = { b.value = value($0) }
                headless.setBound = { boundA.value = value($0) }
                uikit.setBound = { boundB.value = value($0) }
                headless.assistive = [
                    .activate: { a.accessibilityActivate() }, .increment: a.accessibilityIncrement,
                    .decrement: a.accessibilityDecrement,
                ]
                uikit.assistive = [
                    .activate: { _ = b.accessibilityActivate() }, .increment: b.accessibilityIncrement,
                    .decrement: b.accessibilityDecrement,
                ]
                check(numbers, headless, uikit)
            }
        }

        @Test func stepper() async {
            await propertyCheck(count: Self.cases, input: Self.setup, Self.script) { setup, numbers in
                let bounds = CGRect(x: 0, y: 0, width: 94, height: 32)
                let a = ObserverKitHeadless.ObservableStepper(bounds: bounds)
                let b = TrackingStepper(frame: bounds)
                let value = { (n: Int) in Double(n % 14 - 2) }
                // UIKitInterface's UIStepper repeats only when a test plays its timer; the repeats are left out.
                a.autorepeat = false
                b.autorepeat = false
                a.maximumValue = 10
                b.maximumValue = 10
                a.isContinuous = setup % 2 == 0
                b.isContinuous = setup % 2 == 0
                a.wraps = setup % 4 >= 2
                b.wraps = setup % 4 >= 2
                a.value = value(setup / 4)
                b.value = value(setup / 4)
                let (boundA, boundB) = (ObservableValue(a.value), ObservableValue(b.value))
                a.bind(boundA)
                b.bind(boundB)
                let headless = Self.headlessSide(a, bounds: bounds, value: { "\(a.value) \(boundA.value)" })
                headless.showsBoundValue = { a.value == boundA.value }
                let uikit = Self.uikitSide(b, bounds: bounds, value: { "\(b.value) \(boundB.value)" })
                headless.setValue = { a.value = value($0) }
                uikit.setValue = { b.value = value($0) }
                headless.setBound = { boundA.value = value($0) }
                uikit.setBound = { boundB.value = value($0) }
                headless.assistive = [.increment: a.accessibilityIncrement, .decrement: a.accessibilityDecrement]
                uikit.assistive = [.increment: b.accessibilityIncrement, .decrement: b.accessibilityDecrement]
                check(numbers, headless, uikit)
            }
        }

        @Test func segmentedControl() async {
            await propertyCheck(count: Self.cases, input: Self.setup, Self.script) { setup, numbers in
                let bounds = CGRect(x: 0, y: 0, width: 240, height: 32)
                let items = ["Songs", "Albums", "Artists"]
                let a = ObserverKitHeadless.ObservableSegmentedControl(items: items, bounds: bounds)
                let b = TrackingSegmentedControl(items: items)
                b.frame = bounds
                let index = { (n: Int) in n % 5 - 1 }
                a.selectedSegmentIndex = index(setup)
                b.selectedSegmentIndex = index(setup)
                let (boundA, boundB) = (
                    ObservableValue(a.selectedSegmentIndex), ObservableValue(b.selectedSegmentIndex)
                )
                a.bind(boundA)
                b.bind(boundB)
                let headless = Self.headlessSide(
                    a, bounds: bounds, value: { "\(a.selectedSegmentIndex) \(boundA.value)" })
                headless.showsBoundValue = { a.selectedSegmentIndex == boundA.value }
                headless.primaryActionEvent = .valueChanged
                let uikit = Self.uikitSide(b, bounds: bounds, value: { "\(b.selectedSegmentIndex) \(boundB.value)" })
                headless.setValue = { a.selectedSegmentIndex = index($0) }
                uikit.setValue = { b.selectedSegmentIndex = index($0) }
                headless.setBound = { boundA.value = index($0) }
                uikit.setBound = { boundB.value = index($0) }
                check(numbers, headless, uikit)
            }
        }

        @Test func pageControl() async {
            await propertyCheck(count: Self.cases, input: Self.setup, Self.script) { setup, numbers in
                let bounds = CGRect(x: 0, y: 0, width: 200, height: 36)
                let a = ObserverKitHeadless.ObservablePageControl(numberOfPages: 5, bounds: bounds)
                let b = TrackingPageControl(frame: bounds)
                b.numberOfPages = 5
                let page = { (n: Int) in n % 7 - 1 }
                a.currentPage = page(setup)
                b.currentPage = page(setup)
                let (boundA, boundB) = (ObservableValue(a.currentPage), ObservableValue(b.currentPage))
                a.bind(boundA)
                b.bind(boundB)
                let headless = Self.headlessSide(a, bounds: bounds, value: { "\(a.currentPage) \(boundA.value)" })
                headless.showsBoundValue = { a.currentPage == boundA.value }
                let uikit = Self.uikitSide(b, bounds: bounds, value: { "\(b.currentPage) \(boundB.value)" })
                headless.setValue = { a.currentPage = page($0) }
                uikit.setValue = { b.currentPage = page($0) }
                headless.setBound = { boundA.value = page($0) }
                uikit.setBound = { boundB.value = page($0) }
                check(numbers, headless, uikit)
            }
        }

        /// A date picker's own touches (its frame; its wheels are views of their own), dates set from code and
        /// through the binding, and the user's pick: the headless `pick(_:)`, on UIKit the wheels' change, after
        /// which UIKit sends valueChanged (outside the picker's own touch methods) when the date changed. A pick is
        /// played with no finger on the picker itself.
        @Test func datePicker() async {
            await propertyCheck(count: Self.cases, input: Self.setup, Self.script) { setup, numbers in
                let bounds = CGRect(x: 0, y: 0, width: 320, height: 216)
                let date = { (n: Int) in Date(timeIntervalSince1970: Double(n % 14 - 2) * 3600) }
                let a = ObserverKitHeadless.ObservableDatePicker(date: date(setup), bounds: bounds)
                let b = ObserverKitUIKit.ObservableDatePicker(frame: bounds)
                b.date = date(setup)
                a.minimumDate = Date(timeIntervalSince1970: 0)
                b.minimumDate = Date(timeIntervalSince1970: 0)
                a.maximumDate = Date(timeIntervalSince1970: 10 * 3600)
                b.maximumDate = Date(timeIntervalSince1970: 10 * 3600)
                let (boundA, boundB) = (ObservableValue(a.date), ObservableValue(b.date))
                a.bind(boundA)
                b.bind(boundB)
                let headless = Self.headlessSide(a, bounds: bounds, value: { "\(a.date) \(boundA.value)" })
                headless.showsBoundValue = { a.date == boundA.value }
                let uikit = Self.uikitSide(b, bounds: bounds, value: { "\(b.date) \(boundB.value)" })
                headless.setValue = { a.date = date($0) }
                uikit.setValue = { b.date = date($0) }
                headless.setBound = { boundA.value = date($0) }
                uikit.setBound = { boundB.value = date($0) }
                headless.pick = { a.pick(date($0)) }
                uikit.pick = { n in
                    guard b.isEnabled else { return }
                    let previous = b.date
                    b.setDate(date(n), animated: true)
                    if b.date != previous { b.sendActions(for: UIControl.Event.valueChanged) }
                }
                check(numbers, headless, uikit)
            }
        }

        // MARK: - The two sides

        /// A headless control's side. Its clock moves a second before every step, so that no press (VoiceOver's
        /// synthesized taps included) repeats the tap before it: UIKitInterface's `UITouch` has no `tapCount`, so its
        /// `UIControl` never sends touchDownRepeat, and the double tap is left out.
        static func headlessSide<Observation>(
            _ control: ObserverKitHeadless.Control<Observation>, bounds: CGRect, value: @escaping () -> String
        ) -> ParitySide {
            let side = ParitySide(bounds: bounds)
            let clock = TestScheduler()
            control.scheduler = clock
            side.record(control) { [unowned control] in control.isTracking }
            side.beforeStep = { clock.advance(by: .seconds(1)) }
            side.down = { control.beginTouch(at: $0) }
            side.move = { control.moveTouch(to: $0) }
            side.up = { control.endTouch() }
            side.cancel = { control.cancelTouch() }
            side.setEnabled = { control.isEnabled = $0 }
            side.send = { control.sendActions(for: $0) }
            side.state = {
                "tracking:\(control.isTracking) highlighted:\(control.isHighlighted) inside:\(control.isTouchInside) "
                    + value()
            }
            return side
        }

        /// A UIKit control's side: UIKit's touch methods, with touches made by UIKitInterface's test initializer.
        static func uikitSide<Control: UIControl & ObservableControl>(
            _ control: Control, bounds: CGRect, value: @escaping () -> String
        ) -> ParitySide {
            let side = ParitySide(bounds: bounds)
            side.record(control) { [unowned control] in control.isTracking }
            var location = CGPoint.zero
            side.down = { point in
                location = point
                control.touchesBegan([UITouch(at: point)], with: UIEvent())
            }
            side.move = { point in
                location = point
                control.touchesMoved([UITouch(at: point)], with: UIEvent())
            }
            side.up = { control.touchesEnded([UITouch(at: location)], with: UIEvent()) }
            side.cancel = { control.touchesCancelled([UITouch(at: location)], with: UIEvent()) }
            side.setEnabled = { control.isEnabled = $0 }
            side.send = { control.sendActions(for: $0) }
            side.state = {
                "tracking:\(control.isTracking) highlighted:\(control.isHighlighted) inside:\(control.isTouchInside) "
                    + value()
            }
            return side
        }
    }
#endif
