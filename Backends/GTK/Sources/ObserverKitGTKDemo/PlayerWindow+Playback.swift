import ObserverKitGTK

extension PlayerWindow {
    /// Playback: while playing, the position advances by 1 % every 100 ms (and starts over at the end), so the
    /// seek slider moves on its own; dragging it is never fought, because the binding holds the position's
    /// updates while the pointer is down and shows the latest one at release.
    ///
    /// ```swift
    /// advancePositionWhilePlaying().store(in: bag)
    /// ```
    func advancePositionWhilePlaying() -> ObservationToken {
        EventStream<Int>.timer(dueTime: .milliseconds(100), period: .milliseconds(100), scheduler: MainScheduler())
            .observe { [weak self] _ in
                guard let self, isPlaying else { return }
                position.value = position.value >= 1 ? 0 : min(position.value + 0.01, 1)
            }
    }
}
