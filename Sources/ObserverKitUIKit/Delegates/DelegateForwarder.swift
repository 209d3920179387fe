#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    /// What stands between a view and the app's delegate while anyone observes the view: the base of the
    /// forwarders of scroll views, table views, collection views and search bars.
    ///
    /// The rules, for every view:
    /// - It is the view's delegate only while at least one observer of the view is registered. With the first
    ///   observer it takes the app's delegate (set or `nil`) as its ``appDelegate`` and becomes the view's
    ///   delegate; with the last one it gives the view the app's delegate back, so nothing of ObserverKit is left
    ///   between them.
    /// - While it stands there, setting the view's `delegate` is heard (key-value observing of `delegate`, which
    ///   UIKit's setters report): the new delegate, or `nil`, becomes ``appDelegate`` and the forwarder is set
    ///   again, which also makes UIKit ask again which methods the delegate implements.
    /// - It implements only informational methods (those that return nothing and change nothing in UIKit when
    ///   implemented), each of which calls the app's delegate's implementation first and then the observers,
    ///   through ``relay(from:_:reporting:)``: a call UIKit makes while an app's delegate handles another, on this
    ///   view or another observed one (the app resigning the search bar in `searchBarSearchButtonClicked` or in a
    ///   table's `didSelectRowAt`), reaches the app's delegate there, and the observers after the call it was made
    ///   in, so they hear the calls in UIKit's order (``DelegateCallOrder``, one order for every forwarder).
    ///   Each writes that call `(app?.method)?(arguments)`: a delegate method named without calling it is an
    ///   optional function on both platforms (`nil` on Apple platforms when the app's delegate does not implement
    ///   an optional method, the model's default on Linux), so one line serves both.
    ///   Every other method, value-returning ones above all (`heightForRowAt`, `shouldChangeTextIn`,
    ///   `viewForHeaderInSection` …), is answered by the app's delegate alone: on Apple platforms
    ///   `responds(to:)` says the forwarder implements what the app's delegate implements, and
    ///   `forwardingTarget(for:)` sends those messages to it, so what the app does not implement, UIKit treats
    ///   as not implemented. (On Linux, where `UIKitInterface` models optional methods as defaults, it also
    ///   models `responds(to:)` and the runtime's forwarding, and the forwarder writes out the forwarding of each
    ///   modelled method it does not implement on Apple platforms.)
    /// - The app's delegate is held weakly, as UIKit holds it, and watched (``DeallocationWatch``): when it is
    ///   deallocated while the forwarder stands there, the forwarder is set again. UIKit asks `responds(to:)` once,
    ///   when its delegate is set, and keeps the answers; without that second set it would go on sending what the
    ///   app's delegate implemented (`heightForRowAt` …) to a forwarder with nowhere to forward it, an
    ///   unrecognized selector. Asked again, the forwarder implements its informational methods alone: the view
    ///   behaves as UIKit does when its weak delegate becomes `nil` (UIKit's defaults, nothing of the app's
    ///   called), and the observers go on hearing every call. The watch calls back at once when the app's
    ///   delegate is deallocated on the main thread, as a view controller normally is, so UIKit sends nothing in
    ///   between; deallocated on another thread, it calls back from the main queue, and a message UIKit sends
    ///   before then for a method only the app's delegate implemented still finds nowhere to go (see the article
    ///   "Delegates become observers").
    /// - While observed, reading the view's `delegate` returns the forwarder, not the app's delegate: the
    ///   one visible difference. Given to another view, it goes on standing for the app's delegate there, even
    ///   after its own view's last observer: that view's calls go to the app's delegate alone (``relay(from:_:reporting:)``
    ///   reports only its own view's), and what UIKit asked of it still has somewhere to go, unless the app sets
    ///   its own view another delegate while observed, which it then stands for, and which may not implement
    ///   what that view's UIKit kept (see the article "Delegates become observers"). Set as an observed
    ///   view's delegate, it is read as the app's delegate it stands for (``standIn(for:)``): forwarders never
    ///   forward to each other, which would be endless.
    @MainActor
    class DelegateForwarder: NSObject {
        /// The app's delegate, held weakly as UIKit holds delegates.
        private(set) weak var appDelegate: AnyObject?
        /// Hears when ``appDelegate`` is deallocated (`nil` while there is none).
        private var appDelegateWatch: DeallocationWatch?
        private let slot: DelegateSlot
        private var watch: NSKeyValueObservation?
        private var observedCount = 0

        init(slot: DelegateSlot) {
            self.slot = slot
        }

        /// Gives one delegate call of `view` to the app's delegate (`appCall`), then reports it to the observers
        /// (`report`, which sends through ``deliver(_:to:)``), in UIKit's order across every observed view (see
        /// ``DelegateCallOrder``). A call from another view, which the app gave this forwarder as it read it from
        /// this view's `delegate`, is the app's delegate's alone: this view's observers do not hear it.
        func relay(from view: AnyObject, _ appCall: () -> Void, reporting report: () -> Void) {
            guard slot.isView(view) else { return appCall() }
            DelegateCallOrder.shared.relay(appCall, reporting: report)
        }

        /// Sends `action` to `observers` as part of the report of the call being relayed.
        func deliver<Action>(_ action: @autoclosure () -> Action, to observers: DelegateObserver<Action>) {
            DelegateCallOrder.shared.deliver(action(), to: observers)
        }

        /// A delegate observer that puts this forwarder in place with its first observer and takes it away
        /// with its last.
        func makeObserver<Action>(_: Action.Type = Action.self) -> DelegateObserver<Action> {
            DelegateObserver(
                activatingWith: { [weak self] in self?.observationBegan() },
                deactivatingWith: { [weak self] in self?.observationEnded() })
        }

        private func observationBegan() {
            observedCount += 1
            guard observedCount == 1 else { return }
            standIn(for: slot.delegate())
            slot.setDelegate(self)
            watch = slot.watch { [weak self] in self?.delegateWasSet() }
        }

        private func observationEnded() {
            observedCount -= 1
            guard observedCount == 0 else { return }
            watch?.invalidate()
            watch = nil
            if slot.delegate() === self { slot.setDelegate(appDelegate) }
            // The forwarder goes on standing in for the app's delegate: a view the app gave it to (as it read it
            // from this view's `delegate`) keeps the answers UIKit asked of it, and it still forwards them.
        }

        /// The app set the view's delegate while this forwarder stood there: the new one is the app's.
        private func delegateWasSet() {
            let current = slot.delegate()
            guard current !== self else { return }
            standIn(for: current)
            slot.setDelegate(self)
        }

        /// Makes `delegate` the app's delegate this forwarder stands in for, watched for its deallocation. A
        /// forwarder, this one or another view's (what the app reads from an observed view's `delegate`), stands
        /// for its app's delegate, which becomes this one's: forwarders never forward to each other.
        private func standIn(for delegate: AnyObject?) {
            let delegate = if let forwarder = delegate as? DelegateForwarder { forwarder.appDelegate } else { delegate }
            appDelegate = delegate
            appDelegateWatch = delegate.map { delegate in
                DeallocationWatch(of: delegate) { [weak self] in self?.appDelegateWasDeallocated() }
            }
        }

        /// The app's delegate was deallocated while this forwarder stood in for it: UIKit still holds the
        /// answers `responds(to:)` gave for it, so the forwarder is set again and UIKit asks again. Set to the
        /// delegate it has, a view keeps its answers: the view's delegate is `nil` for a moment first (which the
        /// key-value observation hears as the app's, and so sets the forwarder at once).
        private func appDelegateWasDeallocated() {
            guard appDelegate == nil else { return }
            appDelegateWatch = nil
            guard observedCount > 0, slot.delegate() === self else { return }
            slot.setDelegate(nil)
            if slot.delegate() !== self { slot.setDelegate(self) }
        }

        /// The app's delegate, when it implements `selector`: where a message this forwarder does not implement
        /// goes. `nil` once the app's delegate is gone, or when it does not implement `selector`.
        private func appDelegate(implementing selector: Selector) -> AnyObject? {
            guard let appDelegate else { return nil }
            #if canImport(UIKit)
                let implements = (appDelegate as? any NSObjectProtocol)?.responds(to: selector) ?? false
            #else
                let implements = _responds(appDelegate, to: selector)
            #endif
            return implements ? appDelegate : nil
        }

        #if canImport(UIKit)
            /// The informational methods this forwarder implements, and whatever the app's delegate implements.
            nonisolated override func responds(to selector: Selector!) -> Bool {
                if super.responds(to: selector) { return true }
                guard let selector else { return false }
                return MainActor.assumeIsolated { appDelegate(implementing: selector) != nil }
            }

            /// The app's delegate, for every message this forwarder does not implement itself.
            nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
                guard let selector else { return nil }
                return MainActor.assumeIsolated { appDelegate(implementing: selector) }
            }
        #else
            // UIKitInterface's model of the Objective-C runtime (see its ObjectiveCMessaging.swift), so that the
            // decisions above run in the Linux tests: its views ask `responds(to:)` when their delegate is set and
            // send only what was answered yes; the modelled methods this forwarder does not implement on Apple
            // platforms are written out on Linux as the runtime's forwarding, through `forwarded(_:as:)`.

            /// Whether the app's delegate implements `selector`. The model asks only about the methods this
            /// forwarder forwards (the informational ones it calls unasked: an empty one is not implementing it).
            func responds(to selector: Selector) -> Bool {
                appDelegate(implementing: selector) != nil
            }

            /// The app's delegate, for every message this forwarder does not implement itself.
            func forwardingTarget(for selector: Selector) -> Any? {
                appDelegate(implementing: selector)
            }

            /// The runtime's forwarding of `selector`, written out: the target `forwardingTarget(for:)` names, or,
            /// with none, the unrecognized selector the runtime raises.
            func forwarded<Delegate>(_ selector: Selector, as _: Delegate.Type) -> Delegate {
                guard let target = forwardingTarget(for: selector) as? Delegate else {
                    doesNotRecognizeSelector(selector)
                }
                return target
            }
        #endif
    }

    #if os(Linux)
        extension DelegateForwarder: _RespondsToSelector {}
    #endif

    /// How a forwarder reads, sets and watches one view's delegate (the view held weakly).
    @MainActor
    struct DelegateSlot {
        /// Whether an object is the view.
        let isView: (AnyObject) -> Bool
        let delegate: () -> AnyObject?
        let setDelegate: (AnyObject?) -> Void
        let watch: (@escaping @MainActor () -> Void) -> NSKeyValueObservation?
    }
#endif
