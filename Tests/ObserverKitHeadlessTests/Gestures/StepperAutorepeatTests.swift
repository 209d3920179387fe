import Foundation
import ObserverKitHeadless
import Testing

/// The stepper's press-and-hold: a step at once, the first repeat at 500 ms, four at 200 ms, then 100 ms.
@MainActor
@Suite struct StepperAutorepeatTests {
    let scheduler = TestScheduler()

    func stepper() -> (ObservableStepper, () -> [Duration]) {
        let stepper = ObservableStepper()
        stepper.scheduler = scheduler
        var steps: [Duration] = []
        stepper.addObserver(for: .valueChanged) { [scheduler] _ in steps.append(scheduler.now) }
        return (stepper, { steps })
    }

    @Test func holdingTheRightHalfAcceleratesLikeUIStepper() {
        let (stepper, steps) = stepper()
        stepper.beginTouch(at: .at(80, 16))
        scheduler.advance(by: .milliseconds(1600))
        stepper.endTouch()
        scheduler.advance(by: .seconds(1))
        let expected: [Duration] = [0, 500, 700, 900, 1100, 1300, 1400, 1500, 1600].map { .milliseconds($0) }
        #expect(steps() == expected)
        #expect(stepper.value == 9)
    }

    @Test func holdingTheLeftHalfStepsDownAndStopsAtTheMinimum() {
        let (stepper, steps) = stepper()
        stepper.value = 3
        stepper.beginTouch(at: .at(10, 16))
        scheduler.advance(by: .seconds(3))
        stepper.endTouch()
        #expect(stepper.value == 0)
        #expect(steps() == [.zero, .milliseconds(500), .milliseconds(700)])
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        let (stepper, steps) = stepper()
        stepper.autorepeat = false
        stepper.beginTouch(at: .at(80, 16))
        scheduler.advance(by: .seconds(3))
        #expect(steps() == [.zero])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func wrappingKeepsRepeatingAcrossTheLimit() {
        let (stepper, _) = stepper()
        stepper.maximumValue = 2
        stepper.wraps = true
        stepper.beginTouch(at: .at(80, 16))
        scheduler.advance(by: .milliseconds(900))
        stepper.endTouch()
        // 0 → 1 (press), 2 (500 ms), 0 (700 ms, wrapped), 1 (900 ms)
        #expect(stepper.value == 1)
    }

    @Test func theStepperGoingAwayMidHoldStopsTheTimer() {
        weak var weakStepper: ObservableStepper?
        do {
            let stepper = ObservableStepper()
            weakStepper = stepper
            stepper.scheduler = scheduler
            stepper.beginTouch(at: .at(80, 16))
            scheduler.advance(by: .milliseconds(600))
        }
        #expect(weakStepper == nil)
        #expect(scheduler.pendingCount == 0)
    }
}
