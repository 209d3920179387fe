import Foundation
import ObserverKit
import PropertyBased
import Testing

/// `TouchTracker`'s invariants over thousands of random press / move / release / cancel / enable sequences.
@Suite struct TouchTrackerPropertyTests {
    /// One input, decoded from a random integer so that shrinking works on plain numbers.
    enum Input: CustomStringConvertible {
        case press(CGPoint, after: Duration)
        case move(CGPoint)
        case release(CGPoint?, after: Duration)
        case cancel
        case setEnabled(Bool)

        init(_ n: Int) {
            let point = CGPoint(x: Double((n / 6) % 500 - 200), y: Double((n / 3000) % 300 - 120))
            let delay = Duration.milliseconds((n / 7) % 500)
            switch n % 7 {
            case 0, 1: self = .press(point, after: delay)
            case 2: self = .move(point)
            case 3: self = .release(nil, after: delay)
            case 4: self = .release(point, after: delay)
            case 5: self = .cancel
            default: self = .setEnabled((n / 7) % 3 != 0)
            }
        }

        var description: String {
            switch self {
            case .press(let p, let d): "press(\(p.x), \(p.y)) +\(d)"
            case .move(let p): "move(\(p.x), \(p.y))"
            case .release(let p, let d): "release(\(p.map { "\($0.x), \($0.y)" } ?? "here")) +\(d)"
            case .cancel: "cancel"
            case .setEnabled(let enabled): "setEnabled(\(enabled))"
            }
        }
    }

    static let ends: ControlEvent = [.touchUpInside, .touchUpOutside, .touchCancel]
    static let drags: ControlEvent = [.touchDragInside, .touchDragOutside]

    @Test func randomSequencesKeepTheTouchInvariants() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0...9_999_999).array(of: 1...60)) { numbers in
            let bounds = CGRect(x: 0, y: 0, width: 100, height: 44)
            var tracker = TouchTracker()
            var time = Duration.zero
            var inTouch = false  // a touchDown was sent and no end yet
            var inside = false  // enter and exit must alternate from here
            for input in numbers.map(Input.init) {
                let wasEnabled = tracker.isEnabled
                let wasTracking = tracker.isTracking
                let events: ControlEvent
                switch input {
                case .press(let point, let delay):
                    time += delay
                    events = tracker.press(at: point, in: bounds, time: time).events
                case .move(let point):
                    events = tracker.move(to: point, in: bounds).events
                case .release(let point, let delay):
                    time += delay
                    events = tracker.release(at: point, in: bounds, time: time).events
                case .cancel:
                    events = tracker.cancel().events
                case .setEnabled(let enabled):
                    events = tracker.setEnabled(enabled).events
                }

                // Nothing while disabled or not tracking (a press starts tracking).
                if !wasEnabled { #expect(events.isEmpty, "sent \(events) while disabled: \(input)") }
                if case .press = input {
                } else if !wasTracking {
                    #expect(events.isEmpty, "sent \(events) while not tracking: \(input)")
                }

                // touchDown only outside a touch; touchDownRepeat only with it.
                if events.contains(.touchDown) {
                    #expect(!inTouch, "touchDown inside a touch: \(input)")
                    inTouch = true
                    inside = true
                }
                if events.contains(.touchDownRepeat) { #expect(events.contains(.touchDown)) }

                // Exactly one drag event per move, and only inside a touch.
                let dragCount = events.intersection(Self.drags).rawValue.nonzeroBitCount
                if case .move = input, wasTracking { #expect(dragCount == 1, "move sent \(events)") }
                if dragCount > 0 { #expect(inTouch) }

                // Enter and exit alternate, and agree with the drag event beside them.
                if events.contains(.touchDragExit) {
                    #expect(inside, "exit while outside: \(input)")
                    #expect(events.contains(.touchDragOutside))
                    inside = false
                }
                if events.contains(.touchDragEnter) {
                    #expect(!inside, "enter while inside: \(input)")
                    #expect(events.contains(.touchDragInside))
                    inside = true
                }

                // Every touch ends exactly once, with the end that matches where the finger is.
                let endCount = events.intersection(Self.ends).rawValue.nonzeroBitCount
                #expect(endCount <= 1, "several ends at once: \(events)")
                if endCount == 1 {
                    #expect(inTouch, "an end without a touch: \(input)")
                    if events.contains(.touchUpInside) { #expect(inside) }
                    if events.contains(.touchUpOutside) { #expect(!inside) }
                    inTouch = false
                }
                #expect(tracker.isTracking == inTouch)
                #expect(tracker.isTouchInside == (inTouch && inside))
            }
        }
    }
}
