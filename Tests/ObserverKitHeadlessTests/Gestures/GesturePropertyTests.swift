import Foundation
import ObserverKit
import ObserverKitHeadless
import PropertyBased
import Testing

/// The gestures of a headless view (or a button) over thousands of random sequences of one- and two-finger
/// touches, waits, cancels, disabling mid-gesture, observers removed and added again, and the view released:
/// every observer sees its continuous gesture's phases in order (began, changed…, then ended or cancelled),
/// every began ends exactly once, and nothing arrives while the view takes no touches, after an observer's
/// token is cancelled, or after the view is gone.
@MainActor
@Suite struct GesturePropertyTests {
    enum Step: CustomStringConvertible {
        case begin(finger: Int, CGPoint)
        case move(finger: Int, CGPoint, after: Duration)
        case end(finger: Int)
        case cancel(finger: Int)
        case wait(Duration)
        case toggleTouches
        case toggleObserver(kind: Int)
        case releaseView

        init(_ n: Int) {
            let finger = (n / 10) % 2
            // Some points fall outside the 300 × 300 bounds.
            let point = CGPoint(x: CGFloat((n / 20) % 340) - 20, y: CGFloat((n / 6_800) % 340) - 20)
            switch n % 10 {
            case 0, 1: self = .begin(finger: finger, point)
            case 2, 3: self = .move(finger: finger, point, after: .milliseconds((n / 13) % 60))
            case 4: self = .end(finger: finger)
            case 5: self = .cancel(finger: finger)
            case 6: self = .wait(.milliseconds((n / 10) % 700))
            case 7: self = .toggleTouches
            case 8: self = .toggleObserver(kind: (n / 10) % Self.gestures.count)
            default: self = (n / 10) % 8 == 0 ? .releaseView : .wait(.milliseconds((n / 10) % 50))
            }
        }

        /// The gestures observed, by index.
        static let gestures: [GestureKind] = [
            .tap(count: 1), .tap(count: 2), .longPress(minimumDuration: .milliseconds(500), allowableMovement: 10),
            .pan, .swipe(.right), .pinch,
        ]

        var description: String {
            switch self {
            case .begin(let finger, let point): "begin(\(finger), \(point.x), \(point.y))"
            case .move(let finger, let point, let after): "move(\(finger), \(point.x), \(point.y)) +\(after)"
            case .end(let finger): "end(\(finger))"
            case .cancel(let finger): "cancel(\(finger))"
            case .wait(let duration): "wait \(duration)"
            case .toggleTouches: "toggle touches"
            case .toggleObserver(let kind): "toggle observer of \(Self.gestures[kind])"
            case .releaseView: "release the view"
            }
        }
    }

    @Test func phasesAreWellOrderedEveryBeganEndsOnceAndNothingArrivesWhenItMustNot() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...9_999_999).array(of: 1...80)) { numbers in
            let log = GestureLog()
            let scheduler = TestScheduler()
            let button = numbers[0] % 2 == 0
            var view: View? = button ? ObservableButton() : View(bounds: .zero)
            weak let weakView = view
            view?.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
            view?.scheduler = scheduler
            var observers: [Registration?] = Step.gestures.map { log.observe($0, on: view!) }
            for step in numbers.dropFirst().map(Step.init) {
                log.step = step.description
                switch step {
                case .begin(let finger, let point): view?.beginTouch(finger: finger, at: point)
                case .move(let finger, let point, let after):
                    scheduler.advance(by: after)
                    view?.moveTouch(finger: finger, to: point)
                case .end(let finger): view?.endTouch(finger: finger)
                case .cancel(let finger): view?.cancelTouch(finger: finger)
                case .wait(let duration): scheduler.advance(by: duration)
                case .toggleTouches:
                    guard let view else { break }
                    log.isDisabling = true
                    if let button = view as? ObservableButton {
                        button.isEnabled.toggle()
                        log.takesTouches = button.isEnabled
                    } else {
                        view.isUserInteractionEnabled.toggle()
                        log.takesTouches = view.isUserInteractionEnabled
                    }
                    log.isDisabling = false
                    if !log.takesTouches {
                        for case let observer? in observers {
                            #expect(!observer.isActive, "\(observer.kind) still in progress after disabling")
                        }
                    }
                case .toggleObserver(let kind):
                    if let observer = observers[kind] {
                        observer.remove()
                        observers[kind] = nil
                    } else if let view {
                        observers[kind] = log.observe(Step.gestures[kind], on: view)
                    }
                case .releaseView:
                    log.isViewGone = true
                    view = nil
                    #expect(weakView == nil, "the view outlived its last reference")
                }
            }
            // Every finger lifts: whatever began ends, once.
            log.step = "lift every finger"
            view?.endTouch(finger: 0)
            view?.endTouch(finger: 1)
            scheduler.advance(by: .seconds(2))
            // (A gesture in progress when the view went just stops: nothing arrives after the view.)
            for case let observer? in observers where view != nil {
                #expect(!observer.isActive, "\(observer.kind) began and never ended")
                #expect(
                    observer.began == observer.ended,
                    "\(observer.kind): \(observer.began) began, \(observer.ended) ended")
            }
            #expect(log.violations.isEmpty, "\(log.violations)")
            withExtendedLifetime(view) {}
        }
    }
}

/// What the observers of one run saw, and the rules they broke.
@MainActor
final class GestureLog {
    var step = ""
    var takesTouches = true
    var isDisabling = false
    var isViewGone = false
    private(set) var violations: [String] = []

    func observe(_ kind: GestureKind, on view: View) -> Registration {
        let registration = Registration(kind: kind, log: self)
        let token: ObservationToken =
            switch kind {
            case .tap(let count):
                view.gestures.addObserver(for: .tap(count: count)) { [weak registration] _ in
                    registration?.receive(nil)
                }
            case .longPress(let duration, let movement):
                view.gestures.addObserver(for: .longPress(minimumDuration: duration, allowableMovement: movement)) {
                    [weak registration] in registration?.receive($0.phase)
                }
            case .pan: view.gestures.addObserver(for: .pan) { [weak registration] in registration?.receive($0.phase) }
            case .swipe(let direction):
                view.gestures.addObserver(for: .swipe(direction)) { [weak registration] _ in registration?.receive(nil)
                }
            case .pinch:
                view.gestures.addObserver(for: .pinch) { [weak registration] in registration?.receive($0.phase) }
            }
        registration.token = token
        return registration
    }

    func violate(_ rule: String) {
        violations.append("\(rule) at \(step)")
    }
}

/// One observer of one gesture (the only one of its kind, so removing it removes the recognizer): what it saw.
@MainActor
final class Registration {
    let kind: GestureKind
    private unowned let log: GestureLog
    var token: ObservationToken?
    private var isRemoved = false
    private(set) var isActive = false
    private(set) var began = 0
    private(set) var ended = 0

    init(kind: GestureKind, log: GestureLog) {
        self.kind = kind
        self.log = log
    }

    func remove() {
        token?.cancel()
        isRemoved = true
    }

    /// A report: a continuous gesture's phase, or `nil` for a tap or a swipe.
    func receive(_ phase: GesturePhase?) {
        if isRemoved { log.violate("\(kind) reported after its token was cancelled") }
        if log.isViewGone { log.violate("\(kind) reported after the view was gone") }
        if !log.takesTouches, !log.isDisabling { log.violate("\(kind) reported while the view took no touches") }
        switch phase {
        case nil:
            break
        case .began:
            if isActive { log.violate("\(kind) began twice") }
            isActive = true
            began += 1
        case .changed:
            if !isActive { log.violate("\(kind) changed outside began…ended") }
        case .ended, .cancelled:
            if !isActive { log.violate("\(kind) \(phase!) without began") }
            isActive = false
            ended += 1
        }
    }
}
