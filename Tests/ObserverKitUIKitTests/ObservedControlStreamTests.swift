import ObserverKit
import ObserverKitTestSupport
import ObserverKitUIKit
import Testing

/// The rest of `observed`'s API on a plain `UIButton`, as on ObserverKit's subclasses: `events(for:)`,
/// `actions(for:)`, `onTouchDown()`/`onTouchUp()` and `onTouchDown(repeatingEvery:)`, fed by UIKit's events; and
/// what a stream does once its button has gone.
@MainActor
@Suite("UIKit backend: observed's streams and actions on a plain control")
struct ObservedControlStreamTests {
    @Test("touch-down and touch-up alternate through a plain button's events, drag out and back in included")
    func touchDownUp() {
        let button = UIButton()
        var log: [String] = []
        let down = button.observed.onTouchDown().observe { log.append("down") }
        let up = button.observed.onTouchUp().observe { log.append("up") }
        for event: UIControl.Event in [.touchDown, .touchDragExit, .touchDragOutside, .touchDragEnter, .touchUpInside] {
            button.sendActions(for: event)
        }
        #expect(log == ["down", "up", "down", "up"])
        down.cancel()
        up.cancel()
        #expect(button.allControlEvents == [])
    }

    @Test("press-and-hold on a plain button fires at 0, 500, 600 ms on observed's scheduler and stops at touch-up")
    func pressAndHold() {
        let scheduler = TestScheduler()
        let button = UIButton()
        button.observed.scheduler = scheduler
        var fires: [Duration] = []
        button.observed.onTouchDown(repeatingEvery: .milliseconds(100)).observe { fires.append(scheduler.now) }
        button.sendActions(for: .touchDown)
        scheduler.advance(by: .milliseconds(650))
        button.sendActions(for: .touchUpInside)
        scheduler.advance(by: .seconds(1))
        #expect(fires == [.zero, .milliseconds(500), .milliseconds(600)])
    }

    @Test("a plain button's pending repeat goes with it: the button is freed and nothing fires")
    func pressAndHoldLifetime() {
        let scheduler = TestScheduler()
        weak var weakButton: UIButton?
        var fires = 0
        releasing {
            let button = UIButton()
            weakButton = button
            button.observed.scheduler = scheduler
            button.observed.onTouchDown(repeatingEvery: .milliseconds(100)).observe { fires += 1 }
            button.sendActions(for: .touchDown)
        }
        #expect(weakButton == nil)
        scheduler.advance(by: .seconds(1))
        #expect(fires == 1)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("events(for:) through observed delivers the kind's observations and holds the control weakly")
    func eventsStream() {
        var values: [Float] = []
        weak var weakSlider: UISlider?
        var stream: EventStream<SliderAction>?
        var token: ObservationToken?
        releasing {
            let slider = UISlider()
            weakSlider = slider
            stream = slider.observed.events(for: .valueChanged)
            token = stream?.observe { action in
                if case .valueChanged(let value) = action { values.append(value) }
            }
            slider.value = 0.25
            slider.sendActions(for: .valueChanged)
        }
        #expect(values == [0.25])
        #expect(weakSlider == nil)
        token?.cancel()
        token?.cancel()
        #expect(stream?.observe { _ in } == .inert)
    }

    @Test("actions(for:) through observed names where the observers were added, nil when there are none")
    func actionsNameTheirSource() {
        let button = UIButton()
        let line = #line + 1
        let token = button.observed.addObserver(for: .touchUpInside) {}
        #expect(button.observed.actions(for: .touchUpInside) == ["\(#fileID):\(line)"])
        #expect(button.observed.actions(for: .valueChanged) == nil)
        token.cancel()
        #expect(button.observed.actions(for: .touchUpInside) == nil)
    }
}
