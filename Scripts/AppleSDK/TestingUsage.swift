// Compiled by Scripts/check-apple-sdk.sh only, as a module of its own against the emitted ObserverKit,
// ObserverKitHeadless and ObserverKitTesting: the code of an iOS test target that uses the test kit on the
// headless controls. It imports nothing else on purpose (a test file's `import XCTest` or `import Testing` does
// not bring CoreGraphics' geometry on iOS): CGRect(x:y:width:height:) and CGPoint(x:y:) must come with
// ObserverKitHeadless. The iOS SDK has no test framework, so each test returns what it would assert.
import ObserverKitHeadless
import ObserverKitTesting

@MainActor
enum SDKCheckScreenTests {
    static func buttonSendsUIKitsEvents() -> Bool {
        let button = ObservableButton()
        return TouchScript(button).verify(
            "touch:          d--o--i--u",
            "touchDown:      x---------",
            "touchDragExit:  ---x------",
            "touchDragEnter: ------x---",
            "touchUpInside:  ---------x"
        ) == .matching
    }

    static func stepperRepeatsWhileHeld() -> Bool {
        let stepper = ObservableStepper()
        return TouchScript(stepper, points: ["P": CGPoint(x: 80, y: 16)]).verify(
            "touch:        [Pd]-------------u",
            "valueChanged: 1----2-3-4-5-6789-"
        ) == .matching
    }

    static func debounceWaitsThreeTicks() -> Bool {
        Marble.verify {
            "a--b------"
            $0[0].debounce(for: $0.ticks(3), scheduler: $0.scheduler)
            "------b---"
        } == .matching
    }

    static func doubleTapIsHeard() -> Bool {
        let artwork = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300).standardized)
        let scheduler = TestScheduler()
        artwork.scheduler = scheduler
        let taps = Recorder<CGPoint>(clock: scheduler)
        let token = artwork.gestures.addObserver(for: .tap(count: 2)) { taps.record($0) }
        artwork.tap(at: CGPoint(x: 100, y: 100))
        artwork.tap(at: CGPoint(x: 102, y: artwork.bounds.midY))
        token.cancel()
        return taps.values == [CGPoint(x: 102, y: 150)]
    }

    static func screenGoesWithItsControls() -> Bool {
        LeakCheck.run { check in
            let field = ObservableTextField()
            let query = ObservableValue("")
            field.bind(query)
            check.expectGone(field)
        } == .noLeaks
    }
}
