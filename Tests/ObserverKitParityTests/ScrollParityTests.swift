#if os(Linux)
    import Foundation
    import ObserverKit
    import ObserverKitHeadless
    import ObserverKitUIKit
    import PropertyBased
    import Testing

    /// A headless scroll view, and a headless table view as a scroll view, and their UIKit twins (UIKitInterface's
    /// `UIScrollView` and `UITableView`, observed through ObserverKitUIKit's forwarder) play the same random
    /// scripts of drags, offsets set from code, taps on the status bar and pulls to refresh through
    /// `ScrollRefreshable`; after every step the observers must have heard the same scroll actions, in the same
    /// order, and the views show the same offset, dragging and refreshing state. What is left out, and why, is said
    /// where it is left out.
    ///
    /// The model has no content size and lays out no rows: the player keeps every offset within the content the
    /// headless view has, and a table's rows shown and hidden are not compared (`ListParityTests` compares the
    /// lists' selection).
    @MainActor
    @Suite("Parity: headless and UIKit scroll views on the same scripts")
    struct ScrollParityTests {
        static let cases = 300
        static let script = Gen.int(in: 0...99_999_999).array(of: 1...40)
        static let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

        @Test func scrollView() async {
            await propertyCheck(count: Self.cases, input: Self.script) { numbers in
                let a = ObserverKitHeadless.ScrollView(bounds: Self.bounds)
                a.contentSize = CGSize(width: 320, height: 2000)
                let b = UIScrollView(frame: Self.bounds)
                let (headless, uikit) = Self.targets(a, b)
                a.observed.addObserver { [unowned headless] in headless.side.hear($0) }
                b.observed.addObserver { [unowned uikit] in uikit.side.hear($0) }
                check(numbers, headless, uikit)
                withExtendedLifetime((a, b)) {}
            }
        }

        @Test func tableView() async {
            await propertyCheck(count: Self.cases, input: Self.script) { numbers in
                let a = TableView(numberOfRows: 40, rowHeight: 44, bounds: Self.bounds)
                a.reloadData()
                let b = UITableView(frame: Self.bounds, style: .plain)
                let (headless, uikit) = Self.targets(a, b)
                // Only its scroll view's actions: the model shows no rows (see the suite).
                a.observed.addObserver { [unowned headless] in
                    if case .scroll(let action) = $0 { headless.side.hear(action) }
                }
                b.observed.addObserver { [unowned uikit] in
                    if case .scroll(let action) = $0 { uikit.side.hear(action) }
                }
                check(numbers, headless, uikit)
                withExtendedLifetime((a, b)) {}
            }
        }

        /// The two sides of `a` and `b`, each with a screen that refreshes it (`ScrollRefreshable`).
        static func targets(_ a: ScrollingView, _ b: UIScrollView) -> (ScrollParityTarget, ScrollParityTarget) {
            let headlessScreen = HeadlessRefreshScreen(a)
            let uikitScreen = UIKitRefreshScreen(b)
            let clock = TestScheduler()
            a.scheduler = clock
            let headless = ScrollParityTarget(
                screen: headlessScreen, maximumOffset: a.maximumContentOffset.y,
                offset: { [unowned a] in a.contentOffset.y },
                drag: { [unowned a] from, to in
                    a.beginTouch(at: from)
                    a.moveTouch(to: CGPoint(x: from.x, y: from.y + (to.y < from.y ? -11 : 11)))
                    a.moveTouch(to: CGPoint(x: to.x, y: to.y + (to.y < from.y ? -11 : 11)))
                    a.endTouch(velocity: .zero)
                },
                fling: { [unowned a] from, to, speed, _ in
                    a.beginTouch(at: from)
                    a.moveTouch(to: CGPoint(x: from.x, y: from.y + (to.y < from.y ? -11 : 11)))
                    a.moveTouch(to: CGPoint(x: to.x, y: to.y + (to.y < from.y ? -11 : 11)))
                    a.endTouch(velocity: CGPoint(x: 0, y: to.y < from.y ? -speed : speed))
                    clock.advance(by: .seconds(30))
                },
                setOffset: { [unowned a] in a.contentOffset = CGPoint(x: 0, y: $0) },
                scrollToTop: { [unowned a] in a.scrollToTop() },
                pull: { [unowned a] in a.pullToRefresh() },
                endRefreshing: { [unowned a] in a.refreshControl?.endRefreshing() },
                setRefreshEnabled: { [unowned a] in a.refreshControl?.isEnabled = $0 },
                state: { [unowned a, unowned headlessScreen] in
                    "offset:\(a.contentOffset) dragging:\(a.isDragging) decelerating:\(a.isDecelerating) "
                        + "refreshing:\(a.refreshControl?.isRefreshing ?? false) refreshes:\(headlessScreen.refreshes)"
                })
            let uikit = ScrollParityTarget(
                screen: uikitScreen, maximumOffset: a.maximumContentOffset.y,
                offset: { [unowned b] in b.contentOffset.y },
                drag: { [unowned b] from, to in
                    // The finger's movement past the drag threshold moves the content by the rest (the headless
                    // drag begins there, without a jump; UIKit's pan likewise): one offset, as the model plays it.
                    b.simulateDrag(through: [CGPoint(x: 0, y: Self.draggedOffset(b.contentOffset.y, from, to))])
                },
                fling: { [unowned b] from, to, speed, resting in
                    // The content's velocity, against the finger's; the model plays the deceleration as one move
                    // to where it comes to rest, which the test gives it (see `apply`).
                    b.simulateDrag(
                        through: [CGPoint(x: 0, y: Self.draggedOffset(b.contentOffset.y, from, to))],
                        velocity: CGPoint(x: 0, y: to.y < from.y ? speed : -speed), restingAt: CGPoint(x: 0, y: resting)
                    )
                },
                setOffset: { [unowned b] in b.contentOffset = CGPoint(x: 0, y: $0) },
                scrollToTop: { [unowned b] in b.simulateScrollToTop() },
                pull: { [unowned b] in b.refreshControl?.simulatePull() },
                endRefreshing: { [unowned b] in b.refreshControl?.endRefreshing() },
                setRefreshEnabled: { [unowned b] in b.refreshControl?.isEnabled = $0 },
                state: { [unowned b, unowned uikitScreen] in
                    "offset:\(b.contentOffset) dragging:\(b.isDragging) decelerating:\(b.isDecelerating) "
                        + "refreshing:\(b.refreshControl?.isRefreshing ?? false) refreshes:\(uikitScreen.refreshes)"
                })
            return (headless, uikit)
        }

        /// Fails with the transcript of the first disagreement.
        func check(_ numbers: [Int], _ headless: ScrollParityTarget, _ uikit: ScrollParityTarget) {
            let steps = numbers.map(ScrollParityStep.init)
            let player = DelegateParityPlayer<ScrollParityStep>(headless: headless.side, uikit: uikit.side) { step in
                Self.apply(step, headless, uikit)
            }
            if let disagreement = player.play(steps) { Issue.record("\(disagreement)") }
        }

        /// Plays `step` on both targets; `false` when it is left out.
        static func apply(
            _ step: ScrollParityStep, _ headless: ScrollParityTarget, _ uikit: ScrollParityTarget
        )
            -> Bool
        {
            let maximum = headless.maximumOffset
            switch step {
            case .drag(let dy):
                // A drag that would take the content past an edge is left out: the headless view stops it at the
                // edge ("there is no rubber band", ScrollingView's rules), UIKit's pulls it past and bounces back,
                // which the model does not play (it has no content size).
                let offset = Double(headless.offset)
                guard offset + dy >= 0, offset + dy <= Double(maximum) else { return false }
                // The finger starts where the whole movement stays in the view.
                let from = CGPoint(x: 160, y: dy > 0 ? 470 : 10)
                let to = CGPoint(x: 160, y: from.y - dy)
                for side in [headless, uikit] { side.drag(from, to) }
            case .fling(let dy, let speed):
                // Flings that start at or past an edge are left out, as drags are; and so are those toward an edge
                // the drag reached (the headless view does not decelerate there, "willDecelerate" only "when that
                // velocity would move it"; UIKit's bounces, which the model does not play).
                let offset = Double(headless.offset)
                guard offset + dy > 0, offset + dy < Double(maximum) else { return false }
                let from = CGPoint(x: 160, y: dy > 0 ? 470 : 10)
                let to = CGPoint(x: 160, y: from.y - dy)
                let start = headless.side.heard.count
                headless.fling(from, to, CGFloat(speed), 0)
                // The model's `simulateDrag(through:velocity:restingAt:)` plays UIKit's deceleration as one move
                // to its resting point ("the content at the resting point"), where UIKit and the headless view
                // report a didScroll at every step of it: the resting point is the headless view's, and its
                // deceleration's steps are compared as their last one.
                Self.collapseDeceleration(in: &headless.side.heard, from: start)
                uikit.fling(from, to, CGFloat(speed), headless.offset)
            case .setOffset(let y):
                // The offset the view has, set again, is left out: the headless view reports a change only
                // (ScrollingView's rules: "never when it does not change"), UIKitInterface's `contentOffset` calls
                // scrollViewDidScroll on every set, and Apple's `contentOffset` and `scrollViewDidScroll(_:)` say
                // neither. Reported.
                if let y, min(CGFloat(y), maximum) == headless.offset { return false }
                guard y != nil else { return false }
                let target = y.map { min(CGFloat($0), maximum) } ?? headless.offset
                for side in [headless, uikit] { side.setOffset(target) }
            case .scrollToTop:
                for side in [headless, uikit] { side.scrollToTop() }
            case .pull:
                for side in [headless, uikit] { side.pull() }
            case .endRefreshing:
                for side in [headless, uikit] { side.endRefreshing() }
            case .endsAtOnce(let on):
                for side in [headless, uikit] { side.screen.endsAtOnce = on }
            case .setRefreshEnabled(let on):
                for side in [headless, uikit] { side.setRefreshEnabled(on) }
            }
            return true
        }
    }

    extension ScrollParityTests {
        /// Where a drag from `from` to `to` leaves content at `offset`, computed as the headless view follows the
        /// finger from where the drag began, 11 points on (so both sides round alike).
        static func draggedOffset(_ offset: CGFloat, _ from: CGPoint, _ to: CGPoint) -> CGFloat {
            let began = from.y + (to.y < from.y ? -11 : 11)
            return offset - ((to.y + (to.y < from.y ? -11 : 11)) - began)
        }

        /// Keeps, of the didScroll actions between didEndDragging(willDecelerate: true) and didEndDecelerating
        /// heard from index `start` on, the last one.
        static func collapseDeceleration(in heard: inout [String], from start: Int) {
            guard let ended = heard[start...].firstIndex(of: "didEndDragging(willDecelerate: true)"),
                let rest = heard[ended...].firstIndex(of: "didEndDecelerating")
            else { return }
            let steps = heard[(ended + 1)..<rest]
            guard let last = steps.last, steps.allSatisfy({ $0.hasPrefix("didScroll(") }) else { return }
            heard.replaceSubrange((ended + 1)..<rest, with: [last])
        }
    }

    /// What a refreshing screen does, on either backend.
    @MainActor
    protocol RefreshScreen: AnyObject {
        var refreshes: Int { get }
        var endsAtOnce: Bool { get set }
    }

    /// A headless screen that refreshes its scroll view, counting its refreshes.
    @MainActor
    final class HeadlessRefreshScreen: ObserverKitHeadless.ScrollRefreshable, RefreshScreen {
        unowned let scrollView: ScrollingView
        private(set) var refreshes = 0
        var endsAtOnce = false

        init(_ scrollView: ScrollingView) {
            self.scrollView = scrollView
            addRefreshControl()
        }

        func refreshTriggered() {
            refreshes += 1
            if endsAtOnce { scrollView.refreshControl?.endRefreshing() }
        }
    }

    /// A UIKit screen that refreshes its scroll view, counting its refreshes.
    @MainActor
    final class UIKitRefreshScreen: ObserverKitUIKit.ScrollRefreshable, RefreshScreen {
        unowned let view: UIScrollView
        var scrollView: UIScrollView { view }
        private(set) var refreshes = 0
        var endsAtOnce = false

        init(_ view: UIScrollView) {
            self.view = view
            addRefreshControl()
        }

        func refreshTriggered() {
            refreshes += 1
            if endsAtOnce { scrollView.refreshControl?.endRefreshing() }
        }
    }

    /// One backend's scroll view and its screen, as a script plays them.
    @MainActor
    final class ScrollParityTarget {
        let side = DelegateParitySide()
        let screen: any RefreshScreen
        let maximumOffset: CGFloat
        /// A finger's drag from one point of the view to another, lifted without velocity.
        let drag: (CGPoint, CGPoint) -> Void
        /// The same drag lifted at a speed (points a second, the finger's way), and the deceleration to its end,
        /// given where the content comes to rest.
        let fling: (CGPoint, CGPoint, CGFloat, CGFloat) -> Void
        let setOffset: (CGFloat) -> Void
        let scrollToTop: () -> Void
        let pull: () -> Void
        let endRefreshing: () -> Void
        let setRefreshEnabled: (Bool) -> Void
        private let offsetY: () -> CGFloat

        init(
            screen: any RefreshScreen, maximumOffset: CGFloat, offset: @escaping () -> CGFloat,
            drag: @escaping (CGPoint, CGPoint) -> Void, fling: @escaping (CGPoint, CGPoint, CGFloat, CGFloat) -> Void,
            setOffset: @escaping (CGFloat) -> Void,
            scrollToTop: @escaping () -> Void, pull: @escaping () -> Void, endRefreshing: @escaping () -> Void,
            setRefreshEnabled: @escaping (Bool) -> Void, state: @escaping () -> String
        ) {
            self.screen = screen
            self.maximumOffset = maximumOffset
            self.offsetY = offset
            self.drag = drag
            self.fling = fling
            self.setOffset = setOffset
            self.scrollToTop = scrollToTop
            self.pull = pull
            self.endRefreshing = endRefreshing
            self.setRefreshEnabled = setRefreshEnabled
            side.state = state
        }

        /// The content offset's y.
        var offset: CGFloat { offsetY() }
    }
#endif
