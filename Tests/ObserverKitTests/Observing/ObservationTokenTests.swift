import ObserverKit
import ObserverKitTesting
import Testing

@Suite("ObservationToken")
struct ObservationTokenTests {
    @Test("cancel runs the cancellation once, however often it is called, through any copy")
    func idempotent() {
        var cancellations = 0
        let token = ObservationToken { cancellations += 1 }
        let copy = token
        token.cancel()
        copy.cancel()
        token.cancel()
        #expect(cancellations == 1)
    }

    @Test("the inert token cancels nothing")
    func inert() {
        ObservationToken.inert.cancel()
        #expect(ObservationToken.inert == ObservationToken.inert)
    }

    @Test("copies of a token are equal and hash alike; tokens of different registrations are not equal")
    func hashable() {
        let value = ObservableValue(0)
        let token = value.observe { _ in }
        let copy = token
        let other = value.observe { _ in }
        #expect(token == copy)
        #expect(token != other)
        #expect(Set([token, copy, other]).count == 2)
        #expect(token != ObservationToken.inert)
    }

    @Test("an event source's tokens: equal for one subscription, distinct across subscriptions and sources")
    func sourceTokensAreHashable() {
        let source = EventSource<Int>()
        let another = EventSource<Int>()
        let token = source.stream.observe { _ in }
        let other = source.stream.observe { _ in }
        let elsewhere = another.stream.observe { _ in }
        #expect(token == token)
        #expect(token != other)
        #expect(token != elsewhere)  // both sources' first subscription
        #expect(token != ObservationToken.inert)
        #expect(token != ObservationToken {})
        #expect(Set([token, token, other, elsewhere, .inert]).count == 4)
    }

    @Test("dropping a token does not cancel: the observation lives as long as the value")
    func droppingDoesNotCancel() {
        let value = ObservableValue(0)
        let received = Recorder<Int>()
        _ = value.observe { received.record($0) }
        value.value = 1
        value.value = 2
        #expect(received.values == [1, 2])
    }

    @Test("a token set aside in a Set can cancel its registrations together")
    func tokensInASet() {
        let value = ObservableValue(0)
        let count = Recorder<Int>()
        var tokens: Set<ObservationToken> = []
        tokens.insert(value.observe { count.record($0) })
        tokens.insert(value.observe { count.record($0) })
        value.value = 1
        tokens.forEach { $0.cancel() }
        value.value = 2
        #expect(count.values == [1, 1])
    }
}
