import Foundation
import ObserverKit
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A view's gesture recorder keeps each observation with its virtual time; continuous gestures list their
/// phases.
@MainActor
@Suite struct GestureRecorderTests {
    @Test func aPanIsRecordedWithItsPhasesOnTheViewsVirtualTime() {
        let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scheduler = TestScheduler()
        view.scheduler = scheduler
        let pans = view.recorder(for: .pan)
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        scheduler.advance(by: .milliseconds(20))
        view.moveTouch(finger: 0, to: CGPoint(x: 30, y: 10))
        scheduler.advance(by: .milliseconds(20))
        view.moveTouch(finger: 0, to: CGPoint(x: 50, y: 10))
        scheduler.advance(by: .milliseconds(10))
        view.endTouch(finger: 0)
        #expect(
            pans.phases == [
                .at(.milliseconds(20), .began), .at(.milliseconds(40), .changed), .at(.milliseconds(50), .ended),
            ])
        #expect(pans.values.map(\.translation) == [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 0)])
        #expect(pans.values.map(\.velocity.x) == [1000, 1000, 1000])
    }

    @Test func aGivenClockStampsInsteadOfTheViews() {
        let view = View(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let clock = TestScheduler()
        clock.advance(by: .seconds(3))
        let taps = view.recorder(for: .tap(), clock: clock)
        view.tap(at: CGPoint(x: 40, y: 40))
        #expect(taps.recorded == [.at(.seconds(3), CGPoint(x: 40, y: 40))])
    }

    @Test func theViewHoldsTheRecordersObserverNotTheRecorder() {
        let view = View(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakRecorder: Recorder<CGPoint>?
        do {
            let recorder = view.recorder(for: .tap())
            weakRecorder = recorder
        }
        #expect(weakRecorder == nil)
        #expect(view.gestures.observedKinds == [.tap(count: 1)])
        view.tap()  // an observer whose recorder has gone does nothing
    }

    @Test func phaseLettersAreThoseOfTheScripts() {
        #expect(
            [GesturePhase.began, .changed, .ended, .cancelled].map(GesturePhase.letter(of:)) == ["b", "m", "e", "c"])
    }
}
