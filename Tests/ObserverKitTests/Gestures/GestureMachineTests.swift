import Foundation
@_spi(Backend) import ObserverKit
import Testing

/// The pure state machines of the five gesture kinds, input by input: UIKit's documented rules, phases in order.
@Suite("Gesture state machines")
struct GestureMachineTests {
    func ms(_ value: Int) -> Duration { .milliseconds(value) }
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// Runs `inputs` through `machine` and returns every report, in order.
    func run<Machine: GestureStateMachine>(_ machine: inout Machine, _ inputs: [GestureInput]) -> [Machine.Observation]
    {
        inputs.flatMap { machine.handle($0).reports }
    }

    @Test("a tap reports where it lifted; moving past 10 points, or a second finger, is no tap")
    func tap() {
        var single = TapMachine(count: 1)
        #expect(
            run(
                &single,
                [.began(finger: 0, at: point(10, 10), time: ms(0)), .ended(finger: 0, at: point(14, 12), time: ms(80))])
                == [point(14, 12)])
        #expect(
            run(
                &single,
                [
                    .began(finger: 0, at: point(10, 10), time: ms(500)),
                    .moved(finger: 0, to: point(25, 10), time: ms(550)),
                    .ended(finger: 0, at: point(10, 10), time: ms(600)),
                ]
            ).isEmpty)
        let twoFingers: [GestureInput] = [
            .began(finger: 0, at: point(10, 10), time: ms(900)), .began(finger: 1, at: point(40, 10), time: ms(910)),
            .ended(finger: 0, at: point(10, 10), time: ms(950)), .ended(finger: 1, at: point(40, 10), time: ms(960)),
        ]
        #expect(run(&single, twoFingers).isEmpty)
        #expect(
            run(
                &single,
                [
                    .began(finger: 0, at: point(5, 5), time: ms(2000)),
                    .ended(finger: 0, at: point(5, 5), time: ms(2050)),
                ]) == [point(5, 5)])
    }

    @Test("a double tap needs its second tap within the interval and 45 points; a timer ends a late sequence")
    func doubleTap() {
        var machine = TapMachine(count: 2)
        let first = machine.handle(.began(finger: 0, at: point(10, 10), time: ms(0)))
        #expect(first.timer == .cancel)
        let up = machine.handle(.ended(finger: 0, at: point(10, 10), time: ms(50)))
        #expect(up.reports.isEmpty && up.timer == .fire(at: ms(50) + TapMachine.interval))
        #expect(
            run(
                &machine,
                [
                    .began(finger: 0, at: point(20, 10), time: ms(200)),
                    .ended(finger: 0, at: point(20, 10), time: ms(250)),
                ]) == [point(20, 10)])
        // Too late: the second tap starts a new sequence.
        #expect(
            run(
                &machine,
                [
                    .began(finger: 0, at: point(10, 10), time: ms(1000)),
                    .ended(finger: 0, at: point(10, 10), time: ms(1050)), .timer(time: ms(1400)),
                    .began(finger: 0, at: point(10, 10), time: ms(1500)),
                    .ended(finger: 0, at: point(10, 10), time: ms(1550)),
                ]
            ).isEmpty)
        // Too far: 60 points from the first.
        #expect(
            run(
                &machine,
                [
                    .began(finger: 0, at: point(70, 10), time: ms(1600)),
                    .ended(finger: 0, at: point(70, 10), time: ms(1650)),
                ]
            ).isEmpty)
    }

    @Test("a long press begins after its duration, changes as it moves, ends when it lifts; moving first fails it")
    func longPress() {
        var machine = LongPressMachine(minimumDuration: ms(500), allowableMovement: 10)
        let down = machine.handle(.began(finger: 0, at: point(10, 10), time: ms(0)))
        #expect(down.timer == .fire(at: ms(500)))
        let reports = run(
            &machine,
            [
                .moved(finger: 0, to: point(15, 10), time: ms(200)), .timer(time: ms(500)),
                .moved(finger: 0, to: point(80, 10), time: ms(700)),
                .ended(finger: 0, at: point(80, 10), time: ms(800)),
            ])
        #expect(reports.map(\.phase) == [.began, .changed, .ended])
        #expect(reports.map(\.location) == [point(15, 10), point(80, 10), point(80, 10)])
        #expect(
            run(
                &machine,
                [
                    .began(finger: 0, at: point(10, 10), time: ms(1000)),
                    .moved(finger: 0, to: point(25, 10), time: ms(1100)), .timer(time: ms(1500)),
                    .ended(finger: 0, at: point(25, 10), time: ms(1600)),
                ]
            ).isEmpty)
        #expect(
            run(
                &machine,
                [
                    .began(finger: 0, at: point(10, 10), time: ms(2000)),
                    .ended(finger: 0, at: point(10, 10), time: ms(2100)), .timer(time: ms(2500)),
                ]
            ).isEmpty)
        let cancelled = run(
            &machine,
            [
                .began(finger: 0, at: point(10, 10), time: ms(3000)), .timer(time: ms(3500)),
                .cancelled(finger: 0, time: ms(3600)),
            ])
        #expect(cancelled.map(\.phase) == [.began, .cancelled])
    }

    @Test("a pan begins past the 10-point slop, reports translation from the touch-down and velocity, ends once")
    func pan() {
        var machine = PanMachine()
        let reports = run(
            &machine,
            [
                .began(finger: 0, at: point(0, 0), time: ms(0)), .moved(finger: 0, to: point(5, 0), time: ms(10)),
                .moved(finger: 0, to: point(15, 0), time: ms(20)), .moved(finger: 0, to: point(25, 0), time: ms(30)),
                .ended(finger: 0, at: point(25, 0), time: ms(40)),
            ])
        #expect(reports.map(\.phase) == [.began, .changed, .ended])
        #expect(reports.map(\.translation) == [point(15, 0), point(25, 0), point(25, 0)])
        #expect(abs(reports[1].velocity.x - 1000) < 0.001)  // 10 points in 10 ms
        #expect(
            run(
                &machine,
                [
                    .began(finger: 0, at: point(0, 0), time: ms(100)),
                    .moved(finger: 0, to: point(9, 0), time: ms(110)),
                    .ended(finger: 0, at: point(9, 0), time: ms(120)),
                ]
            ).isEmpty)
        let cancelled = run(
            &machine,
            [
                .began(finger: 0, at: point(0, 0), time: ms(200)), .moved(finger: 0, to: point(0, 30), time: ms(210)),
                .disabled,
            ])
        #expect(cancelled.map(\.phase) == [.began, .cancelled])
    }

    @Test("a tap with another finger still down is no tap, even after the finger that spoiled the first lifted")
    func aTapWhileASecondFingerStaysDownIsNoTap() {
        var machine = TapMachine(count: 1)
        let whileSecondIsDown: [GestureInput] = [
            .began(finger: 0, at: point(10, 10), time: ms(0)), .began(finger: 1, at: point(40, 10), time: ms(10)),
            .ended(finger: 0, at: point(10, 10), time: ms(20)),
            .began(finger: 2, at: point(70, 10), time: ms(30)), .ended(finger: 2, at: point(70, 10), time: ms(40)),
        ]
        #expect(run(&machine, whileSecondIsDown).isEmpty)
        // Every finger lifted: the next one-finger tap is one.
        let afterwards: [GestureInput] = [
            .ended(finger: 1, at: point(40, 10), time: ms(50)),
            .began(finger: 0, at: point(10, 10), time: ms(1000)), .ended(finger: 0, at: point(10, 10), time: ms(1050)),
        ]
        #expect(run(&machine, afterwards) == [point(10, 10)])
    }

    @Test("a long press still begins after moving exactly its allowance: 10 points is not past it")
    func aLongPressMovedExactlyItsAllowanceBegins() {
        var machine = LongPressMachine(minimumDuration: ms(500), allowableMovement: 10)
        let reports = run(
            &machine,
            [
                .began(finger: 0, at: point(10, 10), time: ms(0)), .moved(finger: 0, to: point(20, 10), time: ms(100)),
                .timer(time: ms(500)), .ended(finger: 0, at: point(20, 10), time: ms(600)),
            ])
        #expect(reports.map(\.phase) == [.began, .ended])
    }

    @Test("a second finger while a long press waits fails it, until every finger lifts")
    func aSecondFingerFailsAWaitingLongPress() {
        var machine = LongPressMachine(minimumDuration: ms(500), allowableMovement: 10)
        let twoFingers: [GestureInput] = [
            .began(finger: 0, at: point(10, 10), time: ms(0)), .began(finger: 1, at: point(60, 10), time: ms(100)),
            .timer(time: ms(500)), .ended(finger: 1, at: point(60, 10), time: ms(600)),
            .ended(finger: 0, at: point(10, 10), time: ms(700)),
        ]
        #expect(run(&machine, twoFingers).isEmpty)
    }

    @Test("a pan begins once the touch has moved exactly 10 points")
    func aPanBeginsAtExactlyTheSlop() {
        var machine = PanMachine()
        let reports = run(
            &machine,
            [
                .began(finger: 0, at: point(0, 0), time: ms(0)), .moved(finger: 0, to: point(6, 8), time: ms(10)),
                .ended(finger: 0, at: point(6, 8), time: ms(20)),
            ])
        #expect(reports.map(\.phase) == [.began, .ended])
    }

    @Test("a cancelled pan reports where it was last, with zero velocity: the touch has not moved since")
    func aCancelledPanReportsZeroVelocity() {
        var machine = PanMachine()
        let reports = run(
            &machine,
            [
                .began(finger: 0, at: point(0, 0), time: ms(0)), .moved(finger: 0, to: point(20, 0), time: ms(10)),
                .cancelled(finger: 0, time: ms(20)),
            ])
        #expect(reports.map(\.phase) == [.began, .cancelled])
        #expect(reports.last?.location == point(20, 0))
        #expect(reports.last?.velocity == .zero)
    }

    @Test("an ended pan reports the last move's velocity, the fling, even when it lifts where it last was")
    func anEndedPanReportsTheFling() {
        var machine = PanMachine()
        let reports = run(
            &machine,
            [
                .began(finger: 0, at: point(0, 0), time: ms(0)), .moved(finger: 0, to: point(20, 0), time: ms(10)),
                .moved(finger: 0, to: point(40, 0), time: ms(20)), .ended(finger: 0, at: point(40, 0), time: ms(30)),
            ])
        #expect(reports.map(\.phase) == [.began, .changed, .ended])
        #expect(reports.last?.velocity == point(2_000, 0))
    }

    @Test("a swipe is a quick, straight 50 points in its direction, reported once")
    func swipe() {
        var right = SwipeMachine(direction: .right)
        #expect(
            run(
                &right,
                [
                    .began(finger: 0, at: point(0, 0), time: ms(0)), .moved(finger: 0, to: point(30, 2), time: ms(50)),
                    .moved(finger: 0, to: point(60, 5), time: ms(100)),
                    .moved(finger: 0, to: point(90, 5), time: ms(150)),
                    .ended(finger: 0, at: point(90, 5), time: ms(160)),
                ]) == [point(60, 5)])
        #expect(
            run(
                &right,
                [
                    .began(finger: 0, at: point(0, 0), time: ms(1000)),
                    .moved(finger: 0, to: point(60, 0), time: ms(1600)),
                    .ended(finger: 0, at: point(60, 0), time: ms(1610)),
                ]
            ).isEmpty)
        #expect(
            run(
                &right,
                [
                    .began(finger: 0, at: point(0, 0), time: ms(2000)),
                    .moved(finger: 0, to: point(60, 40), time: ms(2100)),
                    .ended(finger: 0, at: point(60, 40), time: ms(2110)),
                ]
            ).isEmpty)
        var up = SwipeMachine(direction: .up)
        #expect(
            run(
                &up,
                [.began(finger: 0, at: point(0, 100), time: ms(0)), .moved(finger: 0, to: point(0, 40), time: ms(100))])
                == [point(0, 40)])
        #expect(
            run(
                &up,
                [
                    .ended(finger: 0, at: point(0, 40), time: ms(110)),
                    .began(finger: 0, at: point(0, 0), time: ms(200)),
                    .moved(finger: 0, to: point(0, 80), time: ms(300)),
                ]
            ).isEmpty)
    }

    @Test("a pinch needs two fingers, begins when their distance changes by 10 points, ends when one lifts")
    func pinch() {
        var machine = PinchMachine()
        let reports = run(
            &machine,
            [
                .began(finger: 0, at: point(100, 100), time: ms(0)),
                .began(finger: 1, at: point(200, 100), time: ms(10)),
                .moved(finger: 1, to: point(205, 100), time: ms(20)),
                .moved(finger: 1, to: point(250, 100), time: ms(100)),
                .moved(finger: 1, to: point(300, 100), time: ms(200)),
                .ended(finger: 0, at: point(100, 100), time: ms(210)),
            ])
        #expect(reports.map(\.phase) == [.began, .changed, .ended])
        #expect(reports.map(\.scale) == [1.5, 2, 2])
        #expect(reports[0].location == point(175, 100))
        #expect(run(&machine, [.moved(finger: 1, to: point(400, 100), time: ms(300))]).isEmpty)  // one finger left
        var single = PinchMachine()
        #expect(
            run(
                &single,
                [.began(finger: 0, at: point(0, 0), time: ms(0)), .moved(finger: 0, to: point(90, 0), time: ms(10))]
            ).isEmpty)
    }

    @Test("a swipe that strays sideways by exactly half its distance is crooked: less than half is the rule")
    func aSwipeStrayingExactlyHalfFails() {
        var right = SwipeMachine(direction: .right)
        let crooked: [GestureInput] = [
            .began(finger: 0, at: point(0, 0), time: ms(0)), .moved(finger: 0, to: point(60, 30), time: ms(100)),
            .ended(finger: 0, at: point(60, 30), time: ms(150)),
        ]
        #expect(run(&right, crooked).isEmpty)
    }

    @Test("a pinch begins once the distance between its touches has changed by exactly 10 points")
    func aPinchBeginsAtExactlyTheSlop() {
        var machine = PinchMachine()
        let reports = run(
            &machine,
            [
                .began(finger: 0, at: point(0, 0), time: ms(0)), .began(finger: 1, at: point(100, 0), time: ms(0)),
                .moved(finger: 1, to: point(110, 0), time: ms(100)),
                .ended(finger: 1, at: point(110, 0), time: ms(200)),
            ])
        #expect(reports.map(\.phase) == [.began, .ended])
    }
}

extension GestureMachineTests {
    @Test("a finger held half a second is a long press, not a tap")
    func heldIsNoTap() {
        var machine = TapMachine(count: 1)
        #expect(
            run(
                &machine,
                [.began(finger: 0, at: point(5, 5), time: ms(0)), .ended(finger: 0, at: point(5, 5), time: ms(499))])
                == [point(5, 5)])
        #expect(
            run(
                &machine,
                [
                    .began(finger: 0, at: point(5, 5), time: ms(1000)),
                    .ended(finger: 0, at: point(5, 5), time: ms(1500)),
                ]
            ).isEmpty)
    }
}
