// Compiled into Scripts/check-apple-sdk.sh's type-check only, never into a product: the standard library API that
// ObserverKit uses and that is newer than the Swift 5.8 interfaces of the iOS 16.5 SDK the check runs against (a
// current SDK has all of it). Only the signatures matter to a type-check; the bodies are the simplest that compile.

extension MainActor {
    /// Swift 5.9's `MainActor.assumeIsolated(_:file:line:)`.
    static func assumeIsolated<T>(
        _ operation: @MainActor () throws -> T,
        file: StaticString = #fileID,
        line: UInt = #line
    ) rethrows -> T {
        try withoutActuallyEscaping(operation) { operation in
            try unsafeBitCast(operation, to: (() throws -> T).self)()
        }
    }
}

extension MainActor {
    /// Swift 5.9's `GlobalActor.preconditionIsolated(_:file:line:)` (back-deployed to iOS 13), as `MainActor`'s.
    static func preconditionIsolated(
        _ message: @autoclosure () -> String = String(),
        file: StaticString = #fileID,
        line: UInt = #line
    ) {}
}

extension Optional {
    /// Swift 5.9's `Optional.take()`.
    mutating func take() -> Wrapped? {
        let value = self
        self = nil
        return value
    }
}

extension AsyncStream {
    /// Swift 5.9's `AsyncStream.makeStream(of:bufferingPolicy:)`.
    static func makeStream(
        of elementType: Element.Type = Element.self,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) -> (stream: AsyncStream<Element>, continuation: AsyncStream<Element>.Continuation) {
        var captured: AsyncStream<Element>.Continuation?
        let stream = AsyncStream<Element>(bufferingPolicy: limit) { captured = $0 }
        guard let continuation = captured else { preconditionFailure("AsyncStream runs its build closure at once") }
        return (stream, continuation)
    }
}

extension Sequence {
    /// Swift 6.0's `Sequence.count(where:)`.
    func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
        var count = 0
        for element in self where try predicate(element) { count += 1 }
        return count
    }
}
