/// One observer's `distinctUntilChanged`: the last event it was sent, and what it passes the others to.
///
/// A handler that calls ``receive(_:)`` captures this object alone, which Swift uses as the closure's context:
/// the subscription allocates this and nothing more for the operator.
@usableFromInline
final class DistinctFilter<Element> {
    // `@exclusivity(unchecked)`: read and written on every event, and no access to it overlaps another (none
    // is `inout` across user code).
    @usableFromInline @exclusivity(unchecked) var last: Element?
    @usableFromInline let isDuplicate: (_ previous: Element, _ next: Element) -> Bool
    @usableFromInline let send: (Element) -> Void

    @inlinable
    init(_ isDuplicate: @escaping (Element, Element) -> Bool, _ send: @escaping (Element) -> Void) {
        self.isDuplicate = isDuplicate
        self.send = send
    }

    /// Sends `element` on unless it duplicates the last one sent.
    @inlinable
    func receive(_ element: Element) {
        if let previous = last, isDuplicate(previous, element) { return }
        last = element
        send(element)
    }
}
