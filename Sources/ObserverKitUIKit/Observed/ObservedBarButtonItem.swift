#if canImport(UIKit) || os(Linux)

    /// A `UIBarButtonItem` observed with closures: what `observed` returns on every bar button item. A bar item
    /// is not a control; each tap is its primaryActionTriggered, with nothing to carry.
    ///
    /// ```swift
    /// let save = UIBarButtonItem(primaryAction: UIAction(title: "Save") { _ in print("the app saves") })
    /// save.observed.addObserver(for: .primaryActionTriggered) { print("observed") }   // the app still saves
    /// ```
    ///
    /// How the taps are heard, leaving the app's own handling as it was:
    /// - An item whose `customView` is a `UIControl`: that control's primaryActionTriggered (through its own
    ///   `observed`), so a custom button's taps count too.
    /// - Any other item: while the tap has observers, the item's `primaryAction` is an action of ObserverKit's
    ///   with the item's title and image as they are when the first observer comes (an item retitled by the app,
    ///   "Edit" to "Done", keeps "Done"; UIKit gives an item its primary action's title and image), which runs
    ///   what the app set first: its own `primaryAction` (performed through a control of ObserverKit's, so that
    ///   action's `sender` is that control, not the item), else its target/action (sent from the item, on Apple
    ///   platforms), then tells the observers. With the last observer the app's `primaryAction` (or none) is put
    ///   back, and the item's title and image as they were (an untitled item is untitled again), unless the app
    ///   has set another primary action meanwhile. The app's target and action are never changed.
    /// - Not observed: an item whose `customView` is not a control (observe that view's gestures), and an item
    ///   that only shows a `menu` (a primary action would move its menu from a tap to a long press).
    /// - The item's `customView` is followed while the taps are observed (key-value observing of `customView`,
    ///   which UIKit's setter reports): an item with a custom view sends no action of its own, its view handles
    ///   the touches. Set to a control, the taps are that control's primaryActionTriggered from then on, and
    ///   ObserverKit's primary action goes (the app's own, and the item's title and image, are put back, as with
    ///   the last observer); set to a view that is not a control, no tap is heard; set back to `nil`, the item's
    ///   primary action is ObserverKit's again, with the item's title and image as they are then. A custom view
    ///   set before the first observer, or after the last, is read when the next first observer comes.
    /// - Setting the item's `primaryAction` while it is observed replaces ObserverKit's: the observers hear no
    ///   more taps until they are added again, and the app's earlier action is no longer kept by ObserverKit.
    @MainActor
    public final class ObservedBarButtonItem: ObservableControl, Sendable {
        /// The item observed; `nil` once it has gone.
        public private(set) weak var item: UIBarButtonItem?

        /// The item's observers, per event.
        public private(set) lazy var controlObserver = ControlObserver<Void>(
            activatingWith: { [weak self] events in
                if events.contains(.primaryActionTriggered) { self?.startHearingTaps() }
            },
            deactivatingWith: { [weak self] events in
                if events.contains(.primaryActionTriggered) { self?.stopHearingTaps() }
            })

        /// The scheduler of this item's timed streams: the main scheduler unless set.
        public var scheduler: any Scheduler = MainScheduler()

        /// What ObserverKit's primary action took the place of, while it is the item's: kept by that action
        /// alone, so the app's replaced action goes as soon as the app sets another.
        private weak var replaced: Replaced?
        /// Where a custom view's control is observed.
        private var customControlToken: ObservationToken?
        /// Hears the app set the item's `customView` while the taps are observed.
        private var customViewWatch: NSKeyValueObservation?
        /// The item's custom view when the taps began to be heard as they are (`nil`: none). Held strongly until
        /// they stop being heard so: a custom view the item alone kept may be gone by the time UIKit reports that
        /// the app replaced it, and a weak reference would then read as "no custom view", the item's state now, so
        /// the change would be taken for none.
        private var heardCustomView: UIView?
        /// Performs the app's own primary action (a `UIAction` runs through a control's `sendAction(_:)`).
        private lazy var performer = UIControl()
        /// Whether ``sendActions(for:)`` is sending: its taps come from code.
        private var sendingFromCode = false

        private init(_ item: UIBarButtonItem) {
            self.item = item
        }

        /// The observed item of `item`: made at the first call, then the same object, kept by the item.
        ///
        /// ```swift
        /// let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        /// ObservedBarButtonItem.observing(item) === item.observed   // true
        /// ```
        public static func observing(_ item: UIBarButtonItem) -> ObservedBarButtonItem {
            Association.object(of: item, for: Self.self) { ObservedBarButtonItem(item) }
        }

        /// The identifier of ObserverKit's primary action on an observed item.
        static let actionIdentifier = UIAction.Identifier("org.observerkit.observed.barButtonItem")

        /// Nothing: a tap carries nothing.
        public func observation(for event: ControlEvent) {}

        /// A tap from code: primaryActionTriggered runs the app's own action as it is now (the one ObserverKit's
        /// action runs, or the primary action the app has set since) and reaches the observers, with origin
        /// `.program`. Other events, and anything once the item has gone, send nothing.
        ///
        /// ```swift
        /// let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        /// item.observed.addObserver(for: .primaryActionTriggered) { print("done") }
        /// item.observed.sendActions(for: .primaryActionTriggered)   // prints "done"
        /// ```
        public func sendActions(for events: ControlEvent) {
            guard events.contains(.primaryActionTriggered), let item else { return }
            let outer = sendingFromCode
            sendingFromCode = true
            defer { sendingFromCode = outer }
            if let control = item.customView as? UIControl {
                control.sendActions(for: .primaryActionTriggered)
            } else {
                runAppActionAndDeliver(appsCurrentAction)
            }
        }

        private func startHearingTaps() {
            guard let item else { return }
            customViewWatch = item.observe(\.customView) { [weak self] _, _ in
                MainActor.assumeIsolated { self?.customViewChanged() }
            }
            hear(item)
        }

        private func stopHearingTaps() {
            customViewWatch?.invalidate()
            customViewWatch = nil
            stopHearing()
        }

        /// The app set the item's `customView` while the taps are observed: they are heard as the item now is.
        private func customViewChanged() {
            guard let item, customViewWatch != nil, item.customView !== heardCustomView else { return }
            stopHearing()
            hear(item)
        }

        /// Starts hearing the taps as `item` is now: through its custom view's control, through a primary action
        /// of ObserverKit's, or not at all.
        private func hear(_ item: UIBarButtonItem) {
            heardCustomView = item.customView
            if let control = item.customView as? UIControl {
                customControlToken = control.observed.addObserver(for: .primaryActionTriggered) { [weak self] in
                    self?.deliverTap()
                }
                return
            }
            guard item.customView == nil else { return }
            #if canImport(UIKit)
                if item.menu != nil && item.primaryAction == nil && item.action == nil { return }
                let replaced = Replaced(appAction: item.primaryAction, title: item.title, image: item.image)
                // Setting a primary action gives the item that action's title and image: ours has the item's own.
                let ours = UIAction(title: item.title ?? "", image: item.image, identifier: Self.actionIdentifier) {
                    [weak self, replaced] _ in self?.runAppActionAndDeliver(replaced.appAction)
                }
            #else
                let replaced = Replaced(appAction: item.primaryAction, title: item.title)
                // Setting a primary action gives the item that action's title: ours has the item's own.
                let ours = UIAction(title: item.title ?? "", identifier: Self.actionIdentifier) {
                    [weak self, replaced] _ in self?.runAppActionAndDeliver(replaced.appAction)
                }
            #endif
            self.replaced = replaced
            item.primaryAction = ours
        }

        /// Stops hearing the taps as ``hear(_:)`` started.
        private func stopHearing() {
            heardCustomView = nil
            customControlToken?.cancel()
            customControlToken = nil
            // Unless the app has set a primary action of its own meanwhile: the app's action (or none) goes back,
            // and the item's title and image are again those it had before ours.
            guard let item, item.primaryAction?.identifier == Self.actionIdentifier, let replaced else { return }
            item.primaryAction = replaced.appAction
            item.title = replaced.title
            #if canImport(UIKit)
                item.image = replaced.image
            #endif
        }

        /// The app's primary action now: the one ObserverKit's runs while it is the item's, else the item's own
        /// (one the app set meanwhile), else none.
        private var appsCurrentAction: UIAction? {
            guard let action = item?.primaryAction else { return nil }
            return action.identifier == Self.actionIdentifier ? replaced?.appAction : action
        }

        /// What a tap does while the taps are heard: the app's own handling first, as UIKit would have run it,
        /// then the observers.
        private func runAppActionAndDeliver(_ appsOwn: UIAction?) {
            if let appsOwn {
                performer.sendAction(appsOwn)
            } else {
                #if canImport(UIKit)
                    if let item, let action = item.action {
                        UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
                    }
                #endif
            }
            deliverTap()
        }

        /// Tells the observers of a tap: from code when ``sendActions(for:)`` sent it, else from where UIKit does
        /// not say (`currentEventOrigin` is `nil`).
        private func deliverTap() {
            if sendingFromCode {
                controlObserver.send(.primaryActionTriggered, ())
            } else {
                controlObserver.sendFromUnknownOrigin(.primaryActionTriggered, ())
            }
        }
    }

    /// What ObserverKit's primary action took the place of on an item: the app's own primary action (or none),
    /// and the item's title and image, put back with the last observer.
    @MainActor
    private final class Replaced {
        let appAction: UIAction?
        let title: String?
        #if canImport(UIKit)
            let image: UIImage?

            init(appAction: UIAction?, title: String?, image: UIImage?) {
                self.appAction = appAction
                self.title = title
                self.image = image
            }
        #else
            init(appAction: UIAction?, title: String?) {
                self.appAction = appAction
                self.title = title
            }
        #endif
    }

    extension UIBarButtonItem {
        /// This bar button item observed with closures: each tap is its primaryActionTriggered, and the app's
        /// own target/action, primary action and menu keep working (see ``ObservedBarButtonItem``).
        ///
        /// ```swift
        /// let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        /// share.observed.addObserver(for: .primaryActionTriggered) { print("share") }
        /// ```
        public var observed: ObservedBarButtonItem { .observing(self) }
    }
#endif
