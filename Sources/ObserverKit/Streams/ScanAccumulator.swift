/// One observer's `scan`: its running result, and what it sends each new result to.
///
/// A handler that calls ``receive(_:)`` captures this object alone, which Swift uses as the closure's context:
/// the subscription allocates this and nothing more for the operator.
@usableFromInline
final class ScanAccumulator<Element, Result> {
    // `@exclusivity(unchecked)`: read and written on every event, and no access to it overlaps another (none
    // is `inout` across user code).
    @usableFromInline @exclusivity(unchecked) var result: Result
    @usableFromInline let nextPartialResult: (Result, Element) -> Result
    @usableFromInline let send: (Result) -> Void

    @inlinable
    init(
        _ initialResult: Result,
        _ nextPartialResult: @escaping (Result, Element) -> Result,
        _ send: @escaping (Result) -> Void
    ) {
        result = initialResult
        self.nextPartialResult = nextPartialResult
        self.send = send
    }

    /// Combines `element` into the running result and sends the new result.
    @inlinable
    func receive(_ element: Element) {
        result = nextPartialResult(result, element)
        send(result)
    }
}
