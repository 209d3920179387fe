import ObserverKit
import ObserverKitUIKit
import Testing

/// `gestures` on a `UIView`: UIKit's own recognizers, configured to take nothing from the view, added with a
/// kind's first observer and removed with its last; their states reported as the kind's observations.
@MainActor
@Suite("UIKit backend: gestures on any view")
struct UIViewGesturesTests {
    func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }

    @Test("a kind's recognizer is UIKit's, configured not to cancel the view's touches and to recognize alongside")
    func configuration() throws {
        let view = makeView()
        let own = UITapGestureRecognizer()
        view.addGestureRecognizer(own)
        let token = view.gestures.addObserver(for: .tap(count: 2)) { _ in }
        let press = view.gestures.addObserver(for: .longPress(minimumDuration: .seconds(1), allowableMovement: 4)) {
            _ in
        }
        let swipe = view.gestures.addObserver(for: .swipe(.up)) { _ in }
        let recognizers = try #require(view.gestureRecognizers)
        #expect(recognizers.count == 4 && recognizers[0] === own)
        let tap = try #require(recognizers[1] as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2 && !tap.cancelsTouchesInView && !tap.delaysTouchesEnded)
        #expect(tap.delegate?.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: own) == true)
        let long = try #require(recognizers[2] as? UILongPressGestureRecognizer)
        #expect(long.minimumPressDuration == 1 && long.allowableMovement == 4)
        #expect((recognizers[3] as? UISwipeGestureRecognizer)?.direction == .up)
        token.cancel()
        press.cancel()
        swipe.cancel()
        #expect(view.gestureRecognizers?.count == 1 && view.gestureRecognizers?[0] === own)
    }

    @Test("recognized states arrive as observations: a tap's location, a pan's phases, translation and velocity")
    func observations() throws {
        let view = makeView()
        var taps: [CGPoint] = []
        var pans: [Pan] = []
        var pinches: [Pinch] = []
        var presses: [LongPress] = []
        view.gestures.addObserver(for: .tap()) { taps.append($0) }
        view.gestures.addObserver(for: .pan) { pans.append($0) }
        view.gestures.addObserver(for: .pinch) { pinches.append($0) }
        view.gestures.addObserver(for: .longPress()) { presses.append($0) }
        let recognizers = try #require(view.gestureRecognizers)
        let tap = try #require(recognizers[0] as? UITapGestureRecognizer)
        tap.simulate(.possible, at: CGPoint(x: 1, y: 1))
        tap.simulate(.recognized, at: CGPoint(x: 10, y: 20))
        #expect(taps == [CGPoint(x: 10, y: 20)])
        let pan = try #require(recognizers[1] as? UIPanGestureRecognizer)
        pan.simulate(
            .began, at: CGPoint(x: 20, y: 0), translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 300, y: 0))
        pan.simulate(
            .changed, at: CGPoint(x: 40, y: 0), translation: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 500, y: 0))
        pan.simulate(.ended, at: CGPoint(x: 40, y: 0), translation: CGPoint(x: 30, y: 0), velocity: .zero)
        #expect(pans.map(\.phase) == [.began, .changed, .ended])
        #expect(
            pans[1]
                == Pan(
                    phase: .changed, location: CGPoint(x: 40, y: 0), translation: CGPoint(x: 30, y: 0),
                    velocity: CGPoint(x: 500, y: 0)))
        let pinch = try #require(recognizers[2] as? UIPinchGestureRecognizer)
        pinch.simulate(.began, at: CGPoint(x: 50, y: 50), scale: 1.2, velocity: 0.5)
        pinch.simulate(.cancelled, at: CGPoint(x: 50, y: 50), scale: 1.2, velocity: 0)
        #expect(pinches.map(\.phase) == [.began, .cancelled] && pinches[0].scale == 1.2)
        let press = try #require(recognizers[3] as? UILongPressGestureRecognizer)
        press.simulate(.failed, at: .zero)
        press.simulate(.began, at: CGPoint(x: 5, y: 5))
        press.simulate(.ended, at: CGPoint(x: 6, y: 5))
        #expect(presses.map(\.phase) == [.began, .ended])
    }

    @Test("gestures is one object a view; it keeps neither the view nor its observers past the view")
    func lifetime() {
        weak var weakView: UIView?
        weak var weakGestures: Gestures?
        var token: ObservationToken?
        do {
            let view = makeView()
            #expect(view.gestures === view.gestures)
            token = view.gestures.addObserver(for: .pan) { _ in }
            weakView = view
            weakGestures = view.gestures
        }
        #expect(weakView == nil)
        #expect(weakGestures == nil)
        token?.cancel()
    }

    @Test("a handler that removes its gesture from inside a report: the recognizer goes, the report completes")
    func reentrancy() throws {
        let view = makeView()
        var token: ObservationToken?
        var reports = 0
        token = view.gestures.addObserver(for: .tap()) { _ in
            reports += 1
            token?.cancel()
        }
        let tap = try #require(view.gestureRecognizers?.first)
        tap.simulate(.recognized, at: .zero)
        #expect(reports == 1)
        #expect(view.gestureRecognizers == nil)
        tap.simulate(.recognized, at: .zero)  // detached: UIKit sends it nothing
        #expect(reports == 1)
    }

    @Test("a default long press is UIKit's documented default: half a second, 10 points; a tap one tap")
    func defaults() throws {
        let view = makeView()
        let press = view.gestures.addObserver(for: .longPress()) { _ in }
        let tap = view.gestures.addObserver(for: .tap()) { _ in }
        let recognizers = try #require(view.gestureRecognizers)
        let long = try #require(recognizers.first as? UILongPressGestureRecognizer)
        #expect(long.minimumPressDuration == 0.5 && long.allowableMovement == 10)
        #expect((recognizers.last as? UITapGestureRecognizer)?.numberOfTapsRequired == 1)
        press.cancel()
        tap.cancel()
    }

    @Test("each swipe direction's recognizer is UIKit's swipe recognizer for that direction")
    func swipeDirections() {
        let pairs: [(SwipeDirection, UISwipeGestureRecognizer.Direction)] = [
            (.right, .right), (.left, .left), (.up, .up), (.down, .down),
        ]
        for (direction, expected) in pairs {
            let view = makeView()
            view.gestures.addObserver(for: .swipe(direction)) { _ in }
            let swipe = view.gestureRecognizers?.first as? UISwipeGestureRecognizer
            #expect(swipe?.direction == expected, "\(direction)")
        }
    }
}
