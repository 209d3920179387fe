import Foundation
@_spi(Backend) import ObserverKit
import ObserverKitTestSupport
import Testing

/// The observers behind `observed` on delegate-backed views, on every backend.
@Suite struct DelegateObserverTests {
    @Test func everyObserverGetsEveryActionInTheOrderTheyWereAdded() {
        let observed = DelegateObserver<ScrollViewAction>()
        var log: [String] = []
        var actions: [ScrollViewAction] = []
        observed.addObserver {
            log.append("first")
            actions.append($0)
        }
        observed.events.observe {
            log.append("second")
            actions.append($0)
        }
        let offset = ScrollViewAction.didScroll(contentOffset: CGPoint(x: 0, y: 12))
        observed.send(.willBeginDragging)
        observed.send(offset)
        #expect(log == ["first", "second", "first", "second"])
        #expect(actions == [.willBeginDragging, .willBeginDragging, offset, offset])
    }

    @Test func aCancelledObserverGetsNothingMoreAndCancellingTwiceIsANoOp() {
        let observed = DelegateObserver<SearchBarAction>()
        var received: [SearchBarAction] = []
        let token = observed.addObserver { received.append($0) }
        observed.send(.searchButtonClicked)
        token.cancel()
        token.cancel()
        observed.send(.cancelButtonClicked)
        #expect(received == [.searchButtonClicked])
        #expect(!observed.hasObservers)
    }

    @Test func theBackendLearnsOfTheFirstObserverAndTheLastOneGoing() {
        var log: [String] = []
        let observed = DelegateObserver<TableViewAction>(
            activatingWith: { log.append("activate") }, deactivatingWith: { log.append("deactivate") })
        let first = observed.addObserver { _ in }
        let second = observed.events.observe { _ in }
        #expect(log == ["activate"])
        first.cancel()
        #expect(log == ["activate"])
        second.cancel()
        #expect(log == ["activate", "deactivate"])
        let third = observed.addObserver { _ in }
        #expect(log == ["activate", "deactivate", "activate"])
        observed.removeObservers()
        third.cancel()
        #expect(log == ["activate", "deactivate", "activate", "deactivate"])
    }

    @Test func theActionIsNotEvenComputedWhenNobodyObserves() {
        let observed = DelegateObserver<ScrollViewAction>()
        var computed = 0
        func offset() -> ScrollViewAction {
            computed += 1
            return .didScroll(contentOffset: .zero)
        }
        observed.send(offset())
        #expect(computed == 0)
        observed.addObserver { _ in }
        observed.send(offset())
        #expect(computed == 1)
    }

    @Test func handlersMayAddCancelAndSendDuringADispatch() {
        let observed = DelegateObserver<CollectionViewAction>()
        var log: [String] = []
        var late: ObservationToken?
        var victim: ObservationToken?
        observed.addObserver { [unowned observed] action in
            log.append("a \(action)")
            if action == .didSelect(IndexPath(indexes: [0, 1])) {
                victim?.cancel()
                late = observed.addObserver { log.append("late \($0)") }
                observed.send(.didDeselect(IndexPath(indexes: [0, 1])))
            }
        }
        victim = observed.addObserver { log.append("victim \($0)") }
        observed.send(.didSelect(IndexPath(indexes: [0, 1])))
        #expect(
            log == [
                "a didSelect([0, 1])", "a didDeselect([0, 1])", "late didDeselect([0, 1])",
            ])
        late?.cancel()
    }

    @Test func whenItGoesItsObserversGoAndItsTokensAndStreamCancelNothing() {
        weak var weakCapture: Flag?
        var observed: DelegateObserver<SearchBarAction>? = DelegateObserver()
        let events = observed!.events
        let token: ObservationToken = {
            let capture = Flag()
            weakCapture = capture
            return observed!.addObserver { _ in capture.set() }
        }()
        #expect(weakCapture != nil)
        observed = nil
        #expect(weakCapture == nil)
        token.cancel()
        #expect(events.observe { _ in } == .inert)
    }

    @Test func theActionsCompareByTheirCasesAndValues() {
        #expect(ScrollViewAction.didZoom(scale: 2) == .didZoom(scale: 2))
        #expect(ScrollViewAction.didZoom(scale: 2) != .didZoom(scale: 3))
        #expect(TableViewAction.scroll(.didScrollToTop) != .scroll(.didEndDecelerating))
        let indexPath = IndexPath(indexes: [1, 2])
        #expect(CollectionViewAction.willDisplay(indexPath) != .didEndDisplaying(indexPath))
        #expect(SearchBarAction.selectedScopeDidChange(1) == .selectedScopeDidChange(1))
        #expect(SearchBarAction.didBeginEditing != .didEndEditing)
    }
}
