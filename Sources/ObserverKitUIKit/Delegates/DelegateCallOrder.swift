#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    /// Keeps the observers of every observed view hearing the views' delegate calls in the order UIKit makes
    /// them, while each app's delegate hears each call first (see ``DelegateForwarder``). There is one, ``shared``:
    /// UIKit makes its delegate calls on the main thread, so a call on one view made while an app's delegate
    /// handles a call on another nests in it as a call on the same view does, and only one order can say so.
    ///
    /// An app's delegate may make UIKit call a delegate again while it handles a call: the
    /// `searchBar.resignFirstResponder()` an app calls in `searchBarSearchButtonClicked(_:)`, or in a table's
    /// `tableView(_:didSelectRowAt:)`, ends the search bar's editing; a `tableView(_:didSelectRowAt:)` that scrolls
    /// to the row scrolls; a `scrollViewDidScroll(_:)` that keeps the content in bounds sets the offset. UIKit
    /// makes the second call inside the first, and the app's delegate hears it there, as it would without
    /// ObserverKit. Were the observers told of each call as it returns from the app's delegate, they would hear the
    /// second one first (editing ended, then the search button tapped or the row selected); so a call that begins
    /// while an app's delegate handles another is reported after that one.
    ///
    /// ```swift
    /// func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    ///     relay(from: searchBar) { (app?.searchBarSearchButtonClicked)?(searchBar) } reporting: {
    ///         deliver(.searchButtonClicked, to: searchObserver)
    ///     }
    /// }
    /// ```
    ///
    /// The rule, whatever views the calls are on:
    /// - The app's delegates hear every call at once, nested as UIKit nests them.
    /// - A call's report runs when the app's delegate returns from it (it may read what the app changed).
    /// - The observers hear the calls in the order they began. A call that begins while no app's delegate is
    ///   handling a call, and no held call waits, is delivered at once; any other call is held, and the calls
    ///   held are delivered in the order they began as soon as no app's delegate is handling a call: those made
    ///   inside a call after its own actions.
    /// - A call a view's observer causes (the views' observers run only when no app's delegate is handling a
    ///   call) is delivered, with every call that began before it and still waits, inside that observer's
    ///   handler, before the call returns, as every ObserverKit dispatch delivers a send made from a handler.
    ///   Whatever runs while an app's delegate handles a call (another kind of observer included) makes its calls
    ///   inside it. So a table's `didSelect` whose app's delegate ends the search bar's editing, and whose observer
    ///   then begins it again, gives the search bar's observers the end, then the begin, as UIKit made them; and a
    ///   call caused by the delivery of a held call waits behind the calls that began before it, so that observers
    ///   never hear an older state last.
    /// - A held action goes to the observers its view has when it is delivered: one cancelled meanwhile does not
    ///   hear it, one added meanwhile (by an observer of an earlier call) does. It holds the view's
    ///   `DelegateObserver` weakly and the view not at all: once the view is deallocated, its observers go with
    ///   it (unless the app keeps its `observed`), and the action goes to no one.
    /// - Nothing is held, and nothing allocated, while the app's delegates cause no call.
    @MainActor
    final class DelegateCallOrder {
        /// The order every forwarder relays through.
        static let shared = DelegateCallOrder()

        /// How many calls the app's delegates are handling.
        private var appCallsInProgress = 0
        /// The deliveries of the calls held, one slot a call, in the order the calls began; delivered from
        /// ``firstUndelivered`` on, and emptied once all are. Empty while no call is held.
        private var held: [[() -> Void]] = []
        /// The slot delivered next.
        private var firstUndelivered = 0
        /// The slot of the held call whose report is running.
        private var holdingSlot: Int?

        private init() {}

        /// Gives one call to the app's delegate (`appCall`), then runs its `report`, which delivers its actions
        /// (``deliver(_:to:)``). A call is held when it begins while an app's delegate handles another, or while
        /// held calls wait: its actions wait in its slot, in the order the calls began. When no app's delegate is
        /// handling a call any more, the calls waiting are delivered, in that order, before `relay` returns.
        func relay(_ appCall: () -> Void, reporting report: () -> Void) {
            let slot = appCallsInProgress > 0 || firstUndelivered < held.count ? reserveSlot() : nil
            appCallsInProgress += 1
            appCall()
            appCallsInProgress -= 1
            if let slot {
                let outer = holdingSlot
                holdingSlot = slot
                report()
                holdingSlot = outer
            } else {
                // Nothing waits that began before this call: its actions go at once, before those of the calls
                // made inside it.
                report()
            }
            if appCallsInProgress == 0 { deliverHeld() }
        }

        /// Delivers the held calls' actions, slot by slot; a call one of them causes is held behind the others
        /// and delivers them all, its own in its turn, before it returns.
        private func deliverHeld() {
            while firstUndelivered < held.count {
                let deliveries = held[firstUndelivered]
                held[firstUndelivered] = []
                firstUndelivered += 1
                for delivery in deliveries { delivery() }
            }
            held = []
            firstUndelivered = 0
        }

        /// Sends `action` to `observers`, or holds it until the outermost call the current one was made in is
        /// reported. Sent at once, `action` is evaluated only when someone observes; held, it is evaluated now
        /// (as the call stands) and goes to whoever observes when it is delivered, even when no one does yet.
        func deliver<Action>(_ action: @autoclosure () -> Action, to observers: DelegateObserver<Action>) {
            guard let slot = holdingSlot else { return observers.send(action()) }
            let value = action()
            held[slot].append { [weak observers] in observers?.send(value) }
        }

        /// A slot for the deliveries of a call made inside another.
        private func reserveSlot() -> Int {
            held.append([])
            return held.count - 1
        }
    }
#endif
