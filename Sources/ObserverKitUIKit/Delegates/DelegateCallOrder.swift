#if canImport(UIKit) || os(Linux)
    import ObserverKit

    /// Keeps a forwarder's observers hearing a view's delegate calls in the order UIKit makes them, while the
    /// app's delegate hears each call first (see ``DelegateForwarder``).
    ///
    /// The app's delegate may make UIKit call the delegate again while it handles a call: the
    /// `searchBar.resignFirstResponder()` an app calls in `searchBarSearchButtonClicked(_:)` ends editing, a
    /// `tableView(_:didSelectRowAt:)` that scrolls to the row scrolls, a `scrollViewDidScroll(_:)` that keeps the
    /// content in bounds sets the offset. UIKit makes the second call inside the first, and the app's delegate
    /// hears it there, as it would without ObserverKit. Were the observers told of each call as it returns from
    /// the app's delegate, they would hear the second one first (editing ended, then the search button tapped);
    /// so a call that begins while the app's delegate handles another is reported after that one.
    ///
    /// ```swift
    /// func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    ///     relay(from: searchBar) { (app?.searchBarSearchButtonClicked)?(searchBar) } reporting: {
    ///         deliver(.searchButtonClicked, to: searchObserver)
    ///     }
    /// }
    /// ```
    ///
    /// - A call's report runs when the app's delegate returns from it (it may read what the app changed); the
    ///   actions a call made inside the app's delegate delivers are held, then delivered after those of the
    ///   outermost call, in the order their calls began.
    /// - A call an observer causes is outermost: its actions are delivered inside that observer's handler,
    ///   depth first, as every ObserverKit dispatch delivers a send made from a handler.
    /// - Nothing is held, and nothing allocated, while the app's delegate causes no call.
    @MainActor
    final class DelegateCallOrder {
        /// How many calls the app's delegate is handling.
        private var appCallsInProgress = 0
        /// The deliveries of the calls made while the app's delegate handled the outermost one, one slot a
        /// call, in the order they began.
        private var held: [[() -> Void]] = []
        /// The slot of the call whose report is running, when that call was made inside another.
        private var holdingSlot: Int?

        /// Gives one call to the app's delegate (`appCall`), then runs its `report`, which delivers its actions
        /// (``deliver(_:to:)``): at once for an outermost call, followed by what the calls made inside it
        /// delivered; after the call it was made in, for any other.
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
                // Every call made inside this one has returned: its deliveries are all held.
                let nested = held
                held = []
                report()
                for deliveries in nested {
                    for delivery in deliveries { delivery() }
                }
            }
        }

        /// Sends `action` to `observers`, or holds it until the call the current one was made in is reported.
        /// `action` is evaluated only when someone observes.
        func deliver<Action>(_ action: @autoclosure () -> Action, to observers: DelegateObserver<Action>) {
            guard let slot = holdingSlot else { return observers.send(action()) }
            guard observers.hasObservers else { return }
            let value = action()
            held[slot].append { observers.send(value) }
        }

        /// A slot for the deliveries of a call made inside another.
        private func reserveSlot() -> Int {
            held.append([])
            return held.count - 1
        }
    }
#endif
