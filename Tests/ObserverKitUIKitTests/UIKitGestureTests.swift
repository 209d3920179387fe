import ObserverKitUIKit
import Testing

/// The control streams and press-and-hold on UIKit controls, fed by UIKit's events.
@MainActor
@Suite("UIKit backend: gestures and refresh")
struct UIKitGestureTests {
    @Test("touch-down and touch-up alternate through UIKit's events, drag out and back in included")
    func touchDownUp() {
        let button = ObservableButton()
        var log: [String] = []
        button.onTouchDown().observe { log.append("down") }
        button.onTouchUp().observe { log.append("up") }
        for event: UIControl.Event in [.touchDown, .touchDragExit, .touchDragOutside, .touchDragEnter, .touchUpInside] {
            button.sendActions(for: event)
        }
        #expect(log == ["down", "up", "down", "up"])
    }

    @Test("a touch stream subscribed during a down or an up starts where that event leaves the touch")
    func touchStreamsSubscribedDuringADelivery() {
        let button = ObservableButton()
        var log: [String] = []
        var downs: ObservationToken?
        button.addObserver(for: .touchUpInside) { [unowned button] in
            if downs == nil { downs = button.onTouchDown().observe { log.append("down") } }
        }
        button.onTouchDown().observe { [unowned button] in button.onTouchUp().observe { log.append("up") } }
        for event: UIControl.Event in [.touchDown, .touchUpInside, .touchDown, .touchUpInside] {
            button.sendActions(for: event)
        }
        // The first touch's up reaches the up subscribed at its down; the second's down, the down subscribed at
        // the first's up (before the touch streams heard that up); the second's up, the two ups subscribed then.
        #expect(log == ["up", "down", "up", "up"])
    }

    @Test("press-and-hold on a UIKit button fires at 0, 500, 600 ms and stops at touch-up")
    func pressAndHold() {
        let scheduler = TestScheduler()
        let button = ObservableButton()
        button.scheduler = scheduler
        var fires: [Duration] = []
        button.onTouchDown(repeatingEvery: .milliseconds(100)).observe { fires.append(scheduler.now) }
        button.sendActions(for: .touchDown)
        scheduler.advance(by: .milliseconds(650))
        button.sendActions(for: .touchUpInside)
        scheduler.advance(by: .seconds(1))
        #expect(fires == [.zero, .milliseconds(500), .milliseconds(600)])
    }

    @Test("a pending repeat goes with its control: the control is freed and nothing fires")
    func pressAndHoldLifetime() {
        let scheduler = TestScheduler()
        weak var weakButton: ObservableButton?
        var fires = 0
        releasing {
            let button = ObservableButton()
            weakButton = button
            button.scheduler = scheduler
            button.onTouchDown(repeatingEvery: .milliseconds(100)).observe { fires += 1 }
            button.sendActions(for: .touchDown)
        }
        #expect(weakButton == nil)
        scheduler.advance(by: .seconds(1))
        #expect(fires == 1)
    }

    #if !os(tvOS)
        @Test("ScrollRefreshable installs a refresh control whose pull calls refreshTriggered, with no cycle")
        func scrollRefreshable() {
            final class Library: ScrollRefreshable {
                let scrollView = UIScrollView(frame: .zero)
                var refreshes = 0
                func refreshTriggered() {
                    refreshes += 1
                    scrollView.refreshControl?.endRefreshing()
                }
            }
            weak var weakLibrary: Library?
            weak var weakControl: ObservableRefreshControl?
            releasing {
                let library = Library()
                weakLibrary = library
                let control = library.addRefreshControl()
                weakControl = control
                #expect(library.scrollView.refreshControl === control)
                control.beginRefreshing()
                control.sendActions(for: .valueChanged)  // what UIKit sends when the user pulls
                #expect(library.refreshes == 1)
                #expect(!control.isRefreshing)
            }
            #expect(weakLibrary == nil)
            #expect(weakControl == nil)
        }
    #endif
}
