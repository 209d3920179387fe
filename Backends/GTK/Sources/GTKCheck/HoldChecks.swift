import ObserverKit
import ObserverKitGTK

/// The user's hand wins, in a real window: a seek slider bound to a position that a timer advances every
/// 100 ms is dragged with real pointer input; the thumb stays with the pointer, and at release the slider
/// shows the position's latest state.
@MainActor
enum HoldChecks {
    static func run(_ checks: Checks) {
        let title = "ObserverKit GTK hold"
        let window = Window(title: title, width: 420, height: 160)
        let seek = ObserverKitGTK.ObservableSlider()
        window.add(seek)
        window.present()
        GTKApplication.iterate { window.isMapped && seek.bounds.width > 0 }
        let id = XDoTool.window(named: title)

        let position = ObservableValue<Float>(0)
        seek.bind(position)
        let playback = EventStream<Int>.timer(
            dueTime: .milliseconds(100), period: .milliseconds(100), scheduler: MainScheduler()
        )
        .observe { _ in position.value = min(position.value + 0.01, 1) }
        GTKApplication.run(for: .milliseconds(350))
        checks.expect(
            position.value > 0 && seek.value == position.value, "playback moves the bound slider", "\(seek.value)")

        let width = seek.bounds.width
        let y = seek.bounds.height / 2
        XDoTool.move(window: id, to: window.surfacePoint(of: seek, x: seek.thumbCenter.x, y: y))
        XDoTool.press()
        XDoTool.move(window: id, to: window.surfacePoint(of: seek, x: width * 0.5, y: y))
        let underFinger = seek.value
        GTKApplication.run(for: .milliseconds(450))  // four or more ticks of playback while the button is down
        checks.expect(
            seek.bindingHold == .touch && seek.value == underFinger && position.value > underFinger,
            "while dragged, the slider stays under the pointer as the position advances",
            "slider \(seek.value), under the finger \(underFinger), position \(position.value)")
        XDoTool.move(window: id, to: window.surfacePoint(of: seek, x: width * 0.6, y: y))
        let moved = seek.value
        checks.expect(
            moved > underFinger && position.value >= moved,
            "the drag still follows the pointer and writes the position", "slider \(moved), position \(position.value)")
        GTKApplication.run(for: .milliseconds(250))
        XDoTool.release()
        checks.expect(
            seek.bindingHold == nil && seek.value == position.value && seek.value > moved,
            "at release the slider shows the position's latest state",
            "slider \(seek.value), position \(position.value)")
        playback.cancel()
        window.close()
    }
}
