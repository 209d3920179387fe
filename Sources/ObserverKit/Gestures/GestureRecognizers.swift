/// The recognizers of one view, for backends without UIKit's (headless, GTK): one state machine per observed
/// kind, installed and removed as ``Gestures`` says, fed every touch of the view, timed on a scheduler, and
/// reporting to the view's ``Gestures``.
///
/// A timer holds the recognizers weakly, and a recognizer that goes (removed, or its view gone) cancels its pending
/// timer: the scheduler keeps nothing of the view's gestures, and no timer fires for them.
///
/// Every recognizer gets every input (none takes a touch from the view or from another recognizer), in the
/// order the kinds were installed; a report goes to its observers at once. A handler that adds a gesture gives
/// its recognizer the next input, not the one in flight; one that removes a gesture takes the input in flight
/// from its recognizer too, when that recognizer comes later in the order.
@_spi(Backend) @MainActor public final class GestureRecognizers {
    /// One installed recognizer: its kind, its machine and its pending timer. A step works on the object
    /// itself, so an input costs one step per recognizer, whatever their number.
    private final class Recognizer {
        let kind: GestureKind
        var machine: AnyGestureMachine
        var timer: ObservationToken?
        /// False once removed: an input in flight, or a timer that fires late, then skips it.
        var isInstalled = true

        init(_ kind: GestureKind) {
            self.kind = kind
            machine = AnyGestureMachine(kind)
        }

        /// A recognizer that goes (its view went) takes its pending timer with it: the scheduler keeps nothing.
        deinit {
            timer?.cancel()
        }
    }

    private weak var gestures: Gestures?
    private let scheduler: () -> any Scheduler
    private var installed: [Recognizer] = []

    /// Recognizers reporting to `gestures`, timed on `scheduler` (read at each use: a view's scheduler may change).
    public init(reportingTo gestures: Gestures, scheduler: @escaping () -> any Scheduler) {
        self.gestures = gestures
        self.scheduler = scheduler
    }

    /// The kinds installed, in order.
    public var kinds: [GestureKind] { installed.map(\.kind) }

    /// Adds the recognizer of `kind` (nothing when it is there already).
    public func install(_ kind: GestureKind) {
        guard !installed.contains(where: { $0.kind == kind }) else { return }
        installed.append(Recognizer(kind))
    }

    /// Removes the recognizer of `kind` and its timer.
    public func remove(_ kind: GestureKind) {
        guard let index = installed.firstIndex(where: { $0.kind == kind }) else { return }
        let recognizer = installed.remove(at: index)
        recognizer.isInstalled = false
        recognizer.timer?.cancel()
        recognizer.timer = nil
    }

    /// Gives `input` to every recognizer, in the order they were installed.
    public func handle(_ input: GestureInput) {
        // The recognizers installed now get the input (the array is copied only if a handler changes it); one
        // removed by a handler meanwhile is skipped.
        for recognizer in installed where recognizer.isInstalled { step(recognizer, input) }
    }

    /// One recognizer's step: its timer request applied, then its reports sent.
    private func step(_ recognizer: Recognizer, _ input: GestureInput) {
        // The machine's state and its timer are settled before any report reaches a handler, which may give
        // input of its own (disable the view) or remove the gesture.
        let (reports, timer) = recognizer.machine.handle(input)
        switch timer {
        case .keep:
            break
        case .cancel:
            recognizer.timer?.cancel()
            recognizer.timer = nil
        case .fire(let time):
            recognizer.timer?.cancel()
            let clock = scheduler()
            recognizer.timer = clock.schedule(after: max(.zero, time - clock.now)) {
                [weak self, weak recognizer] in
                MainActor.assumeIsolated {
                    guard let self, let recognizer, recognizer.isInstalled else { return }
                    recognizer.timer = nil
                    self.step(recognizer, .timer(time: self.scheduler().now))
                }
            }
        }
        for report in reports { gestures?.send(report, for: recognizer.kind) }
    }
}

/// One kind's state machine, whatever its observation.
enum AnyGestureMachine {
    case tap(TapMachine)
    case longPress(LongPressMachine)
    case pan(PanMachine)
    case swipe(SwipeMachine)
    case pinch(PinchMachine)

    init(_ kind: GestureKind) {
        switch kind {
        case .tap(let count): self = .tap(TapMachine(count: count))
        case .longPress(let duration, let movement):
            self = .longPress(LongPressMachine(minimumDuration: duration, allowableMovement: movement))
        case .pan: self = .pan(PanMachine())
        case .swipe(let direction): self = .swipe(SwipeMachine(direction: direction))
        case .pinch: self = .pinch(PinchMachine())
        }
    }

    mutating func handle(_ input: GestureInput) -> (reports: [Any], timer: GestureTimerRequest) {
        switch self {
        case .tap(var machine): return Self.step(&machine, input) { self = .tap($0) }
        case .longPress(var machine): return Self.step(&machine, input) { self = .longPress($0) }
        case .pan(var machine): return Self.step(&machine, input) { self = .pan($0) }
        case .swipe(var machine): return Self.step(&machine, input) { self = .swipe($0) }
        case .pinch(var machine): return Self.step(&machine, input) { self = .pinch($0) }
        }
    }

    private static func step<Machine: GestureStateMachine>(
        _ machine: inout Machine, _ input: GestureInput, store: (Machine) -> Void
    ) -> (reports: [Any], timer: GestureTimerRequest) {
        let step = machine.handle(input)
        store(machine)
        return (step.reports.map { $0 as Any }, step.timer)
    }
}
