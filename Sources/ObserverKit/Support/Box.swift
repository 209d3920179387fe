/// A mutable reference: per-subscription state that a handler closure updates.
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
