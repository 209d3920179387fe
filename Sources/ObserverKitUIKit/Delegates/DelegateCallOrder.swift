#if canImport(UIKit) || os(Linux)
    import ObserverKit

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
    /// - A call's report runs when the app's delegate returns from it (it may read what the app changed). A call
    ///   is *outermost* when no app's delegate is handling a call as it begins: its actions are delivered at once,
    ///   then those of every call made inside it, held until then, in the order those calls began.
    /// - A call a view's observer causes is outermost (the views' observers run only when no app's delegate is
    ///   handling a call): its actions, and those of the calls made inside it, are delivered inside that observer's
    ///   handler, depth first, as every ObserverKit dispatch delivers a send made from a handler. Whatever runs
    ///   while an app's delegate handles a call (another kind of observer included) makes its calls inside it.
    /// - Before its own actions, such a call delivers what is still held of the calls that began before it (those
    ///   made inside the outermost call whose observer caused it): a table's `didSelect` whose app's delegate ends
    ///   the search bar's editing, and whose observer then begins it again, gives the search bar's observers the
    ///   end, then the begin, as UIKit made them, and never leaves them believing the bar is not editing.
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
        /// The deliveries of the calls made while the app's delegates handled the outermost one, one slot a
        /// call, in the order they began. Empty whenever no app's delegate is handling a call.
        private var held: [[() -> Void]] = []
        /// The slot of the call whose report is running, when that call was made inside another.
        private var holdingSlot: Int?
        /// The held deliveries of outermost calls whose reports are running, in the order their calls began: each
        /// is delivered after its outermost call's own, or before a later call's that an observer causes.
        private var undelivered: [() -> Void] = []

        private init() {}

        /// Gives one call to the app's delegate (`appCall`), then runs its `report`, which delivers its actions
        /// (``deliver(_:to:)``): at once for an outermost call, followed by what the calls made inside it
        /// delivered; after the outermost call it was made in, for any other.
        func relay(_ appCall: () -> Void, reporting report: () -> Void) {
            let slot = appCallsInProgress > 0 ? reserveSlot() : nil
            appCallsInProgress += 1
            appCall()
            appCallsInProgress -= 1
            if let slot {
                let outer = holdingSlot
                holdingSlot = slot
                report()
                holdingSlot = outer
            } else {
                // Every call made inside this one has returned, its deliveries all held: taken now, so that no
                // call an observer causes meanwhile delivers them before this call's own actions. First goes what
                // calls that began before this one still hold (this call is one an observer caused); then this
                // call's actions; then what was held inside it, queued before any of this call's observers runs,
                // so that a call one of them causes delivers it first, as it began before that call.
                let nested = held
                held = []
                deliverUndelivered()
                for deliveries in nested { undelivered.append(contentsOf: deliveries) }
                report()
                deliverUndelivered()
            }
        }

        /// Delivers the held deliveries of the outermost calls in progress, in order; one that causes a call lets
        /// that call deliver the rest first.
        private func deliverUndelivered() {
            while !undelivered.isEmpty { undelivered.removeFirst()() }
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
