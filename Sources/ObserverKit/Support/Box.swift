/// A mutable reference: per-subscription state that a handler closure updates.
@usableFromInline
final class Box<Value> {
    @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
