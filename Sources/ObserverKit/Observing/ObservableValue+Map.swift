extension ObservableValue where Value: Sendable {
    /// A value that follows this one through `transform`: the one-way derived value that bindings show.
    ///
    /// ```swift
    /// let volume = ObservableValue<Double>(0.5)
    /// let percent = volume.map { "\(Int($0 * 100)) %" }
    /// percent.bind(to: volumeLabel, \.text)   // "50 %", then follows every change of volume
    /// ```
    ///
    /// The derived value lives as long as this one (this value holds the mapping, as a stream's source holds
    /// its operators): create it once and keep it, rather than mapping anew on every use. Setting the derived
    /// value directly does not write back to this one. Where `Result` is `Equatable`, a change that maps to
    /// an equal result notifies nobody.
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Value) -> Result) -> ObservableValue<Result> {
        follow(with: ObservableValue<Result>(transform(value)), transform)
    }

    /// A value that follows this one through `transform`, notifying only when the result changes.
    public func map<Result: Sendable & Equatable>(
        _ transform: @escaping @Sendable (Value) -> Result
    ) -> ObservableValue<Result> {
        follow(with: ObservableValue<Result>(transform(value)), transform)
    }

    private func follow<Result: Sendable>(
        with derived: ObservableValue<Result>,
        _ transform: @escaping @Sendable (Value) -> Result
    ) -> ObservableValue<Result> {
        observe { [derived] newValue in derived.value = transform(newValue) }
        return derived
    }
}
