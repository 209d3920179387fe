extension EventStream {
    /// The events of this stream and of `others`, as they come.
    ///
    /// ```swift
    /// let ended = button.events(for: .touchUpInside).merge(button.events(for: .touchCancel))
    /// ```
    ///
    /// The merged stream lives while any of its sources does; its token cancels all of them.
    public func merge(_ others: EventStream<Element>...) -> EventStream<Element> {
        Self.merge([self] + others)
    }

    /// The events of every stream in `streams`, as they come.
    public static func merge(_ streams: EventStream<Element>...) -> EventStream<Element> {
        merge(streams)
    }

    /// The events of every stream in `streams`, as they come.
    public static func merge(_ streams: [EventStream<Element>]) -> EventStream<Element> {
        EventStream { send in
            let subscription = UpstreamSubscription()
            for stream in streams { subscription.observe(stream, send) }
            return ObservationToken(subscription)
        }
    }
}
