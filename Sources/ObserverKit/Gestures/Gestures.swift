/// The gestures observed on one view: what `view.gestures` is on every backend.
///
/// ```swift
/// import Foundation  // CGRect
///
/// let artwork = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))   // a headless view; any backend's
/// let gestures = artwork.gestures
/// let token = gestures.addObserver(for: .tap(count: 2)) { location in print("double tap at \(location)") }
/// gestures.addObserver(for: .pan) { pan in
///     if pan.phase == .ended { print("moved \(pan.translation)") }
/// }
/// print(gestures.observedKinds == [.tap(count: 2), .pan])   // true
/// token.cancel()                                             // gestures.observedKinds == [.pan]
/// ```
///
/// A backend makes one per view and reports its recognizers through it (its initializer and `send(_:for:)` are
/// the backends' seam, `@_spi(Backend)`, as `DelegateObserver`'s are); apps add observers.
///
/// - A gesture's recognizer exists while the gesture has observers: the backend installs it with the first
///   observer of a kind and removes it with the last one. When the view goes, so do its gestures, their
///   recognizers and their observers; a token kept longer cancels nothing.
/// - Threads: a view's gestures are used on the main thread, as the view is.
/// - Each kind is its own set of observers, called in the order they were added; re-entrancy is that of every
///   ObserverKit dispatch (an observer added during a report does not get it; one cancelled is not called).
/// - ObserverKit's recognizers take nothing from the view: its own touch handling (a control's events, a row's
///   selection) goes on, and several recognizers recognize at once.
public final class Gestures {
    /// One kind's observers, how to send an observation of any type to them (when it has the kind's type), and
    /// how to remove them all.
    private struct Entry {
        let observer: AnyObject
        let send: (Any) -> Void
        let removeAll: () -> Void
    }

    private var entries: [GestureKind: Entry] = [:]
    /// The kinds with observers, in the order their first observer came.
    public private(set) var observedKinds: [GestureKind] = []
    private let activate: ((GestureKind) -> Void)?
    private let deactivate: ((GestureKind) -> Void)?

    /// Called with a kind before each observer of it is added, the first one's before its recognizer is added:
    /// a backend whose recognizer the app can take away (UIKit's `removeGestureRecognizer(_:)`) puts it back.
    @_spi(Backend) public var addingObserver: ((GestureKind) -> Void)?

    /// Creates a view's gestures: what a backend makes for each view, the backends' seam (`@_spi(Backend)`), as
    /// ``send(_:for:)`` is; apps observe the ones a view has.
    ///
    /// - Parameters:
    ///   - activate: called with a kind when it gets its first observer, so the backend adds its recognizer.
    ///   - deactivate: called with a kind when its last observer goes, so the backend removes its recognizer.
    @_spi(Backend)
    public init(
        activatingWith activate: ((GestureKind) -> Void)? = nil,
        deactivatingWith deactivate: ((GestureKind) -> Void)? = nil
    ) {
        self.activate = activate
        self.deactivate = deactivate
    }

    /// Calls `handler` with each observation of `gesture` from now on; the token removes it.
    @discardableResult
    public func addObserver<Observation>(
        for gesture: Gesture<Observation>, _ handler: @escaping (Observation) -> Void
    ) -> ObservationToken {
        addingObserver?(gesture.kind)
        return observer(for: gesture).addObserver(handler)
    }

    /// The observations of `gesture` as a stream, for the operators; each `observe` on it is one observer.
    public func events<Observation>(for gesture: Gesture<Observation>) -> EventStream<Observation> {
        EventStream { [weak self] send in self?.addObserver(for: gesture, send) ?? .inert }
    }

    /// Whether `kind` has observers.
    public func hasObservers(for kind: GestureKind) -> Bool {
        entries[kind] != nil
    }

    /// Removes every observer of `kind` (their tokens then cancel nothing); its recognizer goes. Removing the
    /// observers of a kind that has none does nothing.
    public func removeObservers(for kind: GestureKind) {
        guard let entry = entries[kind] else { return }
        entry.removeAll()
    }

    /// Sends `observation` to the observers of `kind`, when it is of the kind's type (a backend's recognizer
    /// reports through it).
    @_spi(Backend) public func send(_ observation: Any, for kind: GestureKind) {
        entries[kind]?.send(observation)
    }

    /// The observers of `gesture`, made with its first observer.
    private func observer<Observation>(for gesture: Gesture<Observation>) -> DelegateObserver<Observation> {
        let kind = gesture.kind
        if let entry = entries[kind], let observer = entry.observer as? DelegateObserver<Observation> {
            return observer
        }
        let observer = DelegateObserver<Observation>(
            activatingWith: { [weak self] in self?.began(kind) },
            deactivatingWith: { [weak self] in self?.ended(kind) })
        entries[kind] = Entry(
            observer: observer,
            send: { [weak observer] value in
                if let value = value as? Observation { observer?.send(value) }
            },
            removeAll: { [weak observer] in observer?.removeObservers() })
        return observer
    }

    private func began(_ kind: GestureKind) {
        observedKinds.append(kind)
        activate?(kind)
    }

    private func ended(_ kind: GestureKind) {
        entries[kind] = nil
        observedKinds.removeAll { $0 == kind }
        deactivate?(kind)
    }
}
