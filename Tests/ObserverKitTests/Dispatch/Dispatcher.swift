import Foundation
import ObserverKit
import Testing

/// The four dispatchers of ObserverKit, as the contract suite drives them: register a handler (getting its
/// token), send an `Int` to every handler, and let the dispatcher go.
enum Dispatcher: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case eventSource = "EventSource"
    case observableValue = "ObservableValue"
    case controlObserver = "ControlObserver"
    case multiObservable = "MultiObservable"

    var testDescription: String { rawValue }

    /// A new, empty dispatcher of this kind.
    func make() -> any Subject {
        switch self {
        case .eventSource: SourceSubject()
        case .observableValue: ValueSubject()
        case .controlObserver: ControlSubject()
        case .multiObservable: MultiSubject()
        }
    }
}

/// One dispatcher under test. Handlers are `@Sendable` because a value's must be; the tests use one thread
/// at a time except where they say otherwise.
protocol Subject: AnyObject {
    /// Registers `handler`; the token ends this registration.
    @discardableResult func add(_ handler: @escaping @Sendable (Int) -> Void) -> ObservationToken
    /// Sends `value` to every handler.
    func send(_ value: Int)
}

private final class SourceSubject: Subject {
    let source = EventSource<Int>()
    func add(_ handler: @escaping @Sendable (Int) -> Void) -> ObservationToken {
        source.stream.observe(handler)
    }
    func send(_ value: Int) { source.send(value) }
}

/// A value of a type that is not `Equatable`, so that every set notifies, as every other dispatcher's send does.
private struct Payload: Sendable {
    let number: Int
}

private final class ValueSubject: Subject {
    let value = ObservableValue(Payload(number: 0))
    func add(_ handler: @escaping @Sendable (Int) -> Void) -> ObservationToken {
        value.observe { handler($0.number) }
    }
    func send(_ value: Int) { self.value.value = Payload(number: value) }
}

private final class ControlSubject: Subject {
    let registry = ControlObserver<Int>()
    func add(_ handler: @escaping @Sendable (Int) -> Void) -> ObservationToken {
        registry.add(Observer(handler: handler), for: .valueChanged)
    }
    func send(_ value: Int) { registry.send(.valueChanged, value) }
}

private final class Downloads: MultiObservable {
    var observers: [Observer<Int>] = []
}

private final class MultiSubject: Subject {
    let downloads = Downloads()
    func add(_ handler: @escaping @Sendable (Int) -> Void) -> ObservationToken {
        downloads.add(observer: Observer(handler: handler))
    }
    func send(_ value: Int) { downloads.notifyObservers(of: value) }
}

/// What handlers wrote, in order; safe from any thread. Copies share one log.
struct ContractLog: Sendable {
    private let storage = LockedState<[String]>([])

    func append(_ entry: String) { storage.withLock { $0.append(entry) } }
    var entries: [String] { storage.withLock { $0 } }
}

/// Lets a handler refer to a token that exists only after the handler was registered.
final class TokenSlot: @unchecked Sendable {
    var token: ObservationToken?
}

/// Lets a handler refer to the subject that calls it.
final class SubjectSlot: @unchecked Sendable {
    weak var subject: (any Subject)?
}

/// An object whose lifetime a test watches; optionally runs code as it goes.
final class Sentinel: @unchecked Sendable {
    let onDeinit: (@Sendable () -> Void)?

    init(onDeinit: (@Sendable () -> Void)? = nil) {
        self.onDeinit = onDeinit
    }

    deinit { onDeinit?() }
}
